/**
 * Feedback takes guests' posts, so a per-IP quota (limits.ts feedbackPerIpPerHour) bounds what one
 * address can store: beyond it a post answers 429 and stores nothing; another address is not held up.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback } from './schema';
import { defaultLimits, writeLimits } from '../security/limits';
import { call, json } from '../../testing/apiClient';
import { useTestServer } from '../../testing/testApp';

const server = useTestServer();
const content = 'one two three four five six seven eight nine';

async function stored(tenant: string): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(feedback).where(eq(feedback.tenant, tenant));
  return Number(row?.n ?? 0);
}

describe('the feedback quota', () => {
  it('is ten posts an hour per IP in production, as the other anonymous writes', () => {
    expect(defaultLimits('production').feedbackPerIpPerHour).toBe(10);
  });

  it('refuses the post over the quota from one IP with 429, storing nothing, while another IP still posts', async () => {
    const tenant = 'lusa';
    await writeLimits(server.db, tenant, { feedbackPerIpPerHour: 3 });
    const post = (ip: string) => call(server.app, 'PUT', '/wps/feedback', { tenant, headers: { 'x-forwarded-for': ip } }, { questionType: 'SUGGESTION', content });
    const before = await stored(tenant);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post('10.66.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await post('10.66.0.1');
    expect(json(refused).code).toBe('error.tooManyRequests');
    expect(await stored(tenant)).toBe(before + 3);
    expect((await post('10.66.0.2')).statusCode).toBe(200);
    // A malformed post is refused for what it is and spends nothing.
    expect((await call(server.app, 'PUT', '/wps/feedback', { tenant, headers: { 'x-forwarded-for': '10.66.0.3' } }, { questionType: 'SUGGESTION', content: 'too short' })).statusCode).toBe(400);
    for (let i = 0; i < 3; i += 1) expect((await post('10.66.0.3')).statusCode).toBe(200);
    await writeLimits(server.db, tenant, { feedbackPerIpPerHour: 1000 });
  });
});
