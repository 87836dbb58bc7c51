import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback } from '../modules/messages/schema';
import { feedbackBoundsOf } from '../modules/messages/feedbackBounds';
import { call, json, tokenOf } from '../testing/apiClient';
import { useTestServer } from '../testing/testApp';

const server = useTestServer();
const put = (tenant: string, body: unknown, token?: string) => call(server.app, 'PUT', '/wps/feedback', { tenant, ...(token ? { token } : {}) }, body);
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('feedback bounds per tenant', () => {
  it('reads the bounds from the feedback-form props the tenant places (schema defaults otherwise)', () => {
    const byCode = (code: string) => server.tenants.byCode.get(code)!;
    expect(feedbackBoundsOf(byCode('lusa'))).toEqual({ minWords: 8, maxWords: 300 });
    expect(feedbackBoundsOf(byCode('redeprime'))).toEqual({ minWords: 5, maxWords: 500 });
  });

  it('refuses too few or too many words with the bounds, whatever the form did', async () => {
    const few = await put('lusa', { questionType: 'SUGGESTION', content: words(7) });
    expect(few.statusCode).toBe(400);
    expect(json(few)).toMatchObject({ code: 'error.invalidRequest', value: { minWords: 8, maxWords: 300, words: 7 } });
    const many = await put('lusa', { questionType: 'SUGGESTION', content: words(301) });
    expect(json(many)).toMatchObject({ value: { minWords: 8, maxWords: 300, words: 301 } });
    expect((await put('lusa', { questionType: 'SUGGESTION', content: words(8) })).statusCode).toBe(200);
    // Another tenant's bounds: 5 words are enough there.
    expect((await put('redeprime', { questionType: 'SUGGESTION', content: words(5) })).statusCode).toBe(200);
    expect((await put('redeprime', { questionType: 'SUGGESTION', content: words(4) })).statusCode).toBe(400);
  });

  it('stores markup as plain text and never echoes the content back', async () => {
    const token = await tokenOf(server.app, 'redeprime', 'demo', 'Demo2024');
    const content = '<img src=x onerror=alert(1)> <script>alert(2)</script> hello there my friend';
    const answer = await put('redeprime', { questionType: 'BUG', content }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).not.toContain('<img');
    expect(answer.body).not.toContain('script');
    const value = json<{ value: Record<string, unknown> }>(answer).value;
    expect(Object.keys(value)).toEqual(['id']);
    const [row] = await server.db.select().from(feedback).where(eq(feedback.id, value.id as number));
    expect(row).toMatchObject({ tenant: 'redeprime', questionType: 'BUG', content });
    expect(row?.memberId).not.toBeNull();
  });
});
