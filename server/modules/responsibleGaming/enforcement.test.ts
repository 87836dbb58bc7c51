/**
 * The responsible-gaming rules as the server enforces them over HTTP (issue 38), one test per rule:
 * deposits, stakes and play time against the limits (periods of the tenant's local time), the
 * exclusions blocking every listed action while the withdrawal stays open, the login refused with
 * the end time (or withdraw-only where the tenant allows it), the 24-hour rule on the server's clock
 * (moved, never slept). `enforcement.pg.test.ts` holds the limits under concurrency on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { call, json } from '../../testing/apiClient';
import { fund, newMember } from '../../testing/realPlay';
import { deposit, launch, setLimit, spin } from '../../testing/rgPlay';
import { useTestServer } from '../../testing/testApp';

const server = useTestServer();
const app = () => server.app;
const tenant = 'lusa';

const balance = async (token: string) => json<{ value: { balance: string } }>(await call(app(), 'GET', '/wps/v2/wallets/balance', { tenant, token })).value.balance;
const refusal = (response: { statusCode: number; body: string }) => ({ status: response.statusCode, code: json(response).code, value: (json(response) as { value?: unknown }).value });

describe('deposit limits', () => {
  it('refuses a deposit that would pass the day limit, with the room left, counting pending deposits', async () => {
    const token = await newMember(app(), tenant, 'rgdep');
    await setLimit(app(), tenant, token, { kind: 'deposit', period: 'day', amount: '500' });
    // Pending, not approved: it still counts, so two requests cannot pass the limit together.
    expect((await deposit(app(), tenant, token, '300')).statusCode).toBe(200);
    expect(refusal(await deposit(app(), tenant, token, '250'))).toEqual({ status: 409, code: 'error.rgLimitReached', value: { kind: 'deposit', period: 'day', room: 200_00 } });
    expect((await deposit(app(), tenant, token, '200')).statusCode).toBe(200);
    expect(refusal(await deposit(app(), tenant, token, '10'))).toMatchObject({ status: 409, code: 'error.rgLimitReached', value: { room: 0 } });
  });

  it('counts the day of the tenant: the limit resets at local midnight (UTC-3), not at UTC midnight', async () => {
    // Half an hour before the next local midnight (02:30 UTC on a later day).
    const now = server.clock.now();
    server.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 2, 30)));
    const token = await newMember(app(), tenant, 'rgday');
    await setLimit(app(), tenant, token, { kind: 'deposit', period: 'day', amount: '100' });
    expect((await deposit(app(), tenant, token, '100')).statusCode).toBe(200);
    server.clock.advance(20 * 60_000);
    // 02:50 UTC: past UTC midnight, still the same local day.
    expect((await deposit(app(), tenant, token, '10')).statusCode).toBe(409);
    server.clock.advance(20 * 60_000);
    // 03:10 UTC, 00:10 local: a new day, the room is back.
    expect((await deposit(app(), tenant, token, '100')).statusCode).toBe(200);
  });
});

describe('stake limits', () => {
  it('refuses a stake past the wager limit before any money moves', async () => {
    const token = await newMember(app(), tenant, 'rgwag');
    await fund(app(), tenant, token, '100');
    await setLimit(app(), tenant, token, { kind: 'wager', period: 'day', amount: '3' });
    const { page } = await launch(app(), tenant, token);
    for (let i = 0; i < 3; i++) expect((await spin(app(), tenant, page!, 100)).statusCode).toBe(303);
    const before = await balance(token);
    const refused = await spin(app(), tenant, page!, 100);
    expect(refusal(refused)).toEqual({ status: 409, code: 'error.rgLimitReached', value: { kind: 'wager', period: 'day', room: 0 } });
    expect(await balance(token)).toBe(before);
  });

  it('refuses a stake whose loss, in the worst case, would pass the loss limit', async () => {
    const token = await newMember(app(), tenant, 'rgloss');
    await fund(app(), tenant, token, '100');
    await setLimit(app(), tenant, token, { kind: 'loss', period: 'week', amount: '0.50' });
    const { page } = await launch(app(), tenant, token);
    expect(refusal(await spin(app(), tenant, page!, 100))).toEqual({ status: 409, code: 'error.rgLimitReached', value: { kind: 'loss', period: 'week', room: 50 } });
    expect(await balance(token)).toBe('100.00');
  });
});
