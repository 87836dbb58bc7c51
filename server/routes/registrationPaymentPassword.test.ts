/**
 * Where the tenant's registration form has the payment password field, the one typed at registration
 * is the member's payment password: stored hashed, asked for by the first withdrawal instead of
 * 'set a payment password first'.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Seed } from '../../engine/index';
import { members } from '../modules/members/schema';
import { paymentPasswords } from '../modules/security/schema';
import { call, encryptedCall, humanCheck, json } from '../testing/apiClient';
import { useTestServer } from '../testing/testApp';
import { signUpValues } from '../testing/signUp';

const server = useTestServer();
const tenant = 'lusa';

/** The tenant's seed with the payment password field on its form (as a merchant's seed would turn it on). */
function enablePaymentPasswordField(): void {
  const info = server.tenants.byCode.get(tenant)!;
  const seed: Seed = info.compiled.seed ?? info.seed!;
  const registration = { ...seed.registration, enabledFields: [...(seed.registration?.enabledFields ?? []), 'paymentPassword' as const] };
  info.compiled = { ...info.compiled, seed: { ...seed, registration } };
}

async function register(username: string, extra: Record<string, unknown>) {
  return encryptedCall(server.app, 'POST', '/wps/member/register', { tenant }, {
    username, password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true,
    domain: 'lusa.localhost', registerUrl: 'https://lusa.localhost/register', registerMethod: 'WEB', altcha: await humanCheck(server.app, tenant), ...(await signUpValues(server.app, tenant)), ...extra,
  });
}

const withdraw = (token: string, paymentPassword: string) =>
  encryptedCall(server.app, 'POST', '/wps/v2/wallets/withdraw', { tenant, token, headers: { 'idempotency-key': randomUUID() } }, { amount: '60', paymentPassword });

describe('the payment password typed at registration', () => {
  it('is stored hashed and asked for by the first withdrawal', async () => {
    enablePaymentPasswordField();
    // The field is on the form: required, six digits.
    const without = await register('paypass01', {});
    expect(without.statusCode).toBe(400);
    expect(json<{ value?: { fields?: string[] } }>(without).value?.fields).toEqual(['paymentPassword']);

    const response = await register('paypass01', { paymentPassword: '135790' });
    expect(response.statusCode, response.body).toBe(200);
    const { token } = json<{ value: { token: string } }>(response).value;

    const [member] = await server.db.select({ id: members.id }).from(members).where(and(eq(members.tenant, tenant), eq(members.account, 'paypass01')));
    const [stored] = await server.db.select().from(paymentPasswords).where(and(eq(paymentPasswords.tenant, tenant), eq(paymentPasswords.memberId, member!.id)));
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain('135790');

    const center = json<{ value: { paymentPasswordSet: boolean } }>(await call(server.app, 'GET', '/wps/v2/member/securityCenter', { tenant, token }));
    expect(center.value.paymentPasswordSet).toBe(true);
    // A wrong one is refused as wrong (not as unset); the right one passes, and the empty wallet answers.
    expect(json(await withdraw(token, '000000')).code).toBe('error.wrongPaymentPassword');
    expect(json(await withdraw(token, '135790')).code).toBe('error.insufficientBalance');
  });
});
