/**
 * Authenticator codes against RFC 6238's own test vectors (not only our generator), one step of
 * drift either way, each code accepted once per member (RFC 6238 section 5.2, kept in the database),
 * and the login verification reading the time from the server's clock.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { members } from '../members/schema';
import { SECURE_TOTP_SECRET } from '../../seed/demoAccounts';
import { encryptedCall, json, login } from '../../testing/apiClient';
import { useTestServer } from '../../testing/testApp';
import { acceptTotp } from '../members/authenticator';
import { matchingTotpStep, totpCode, totpCodeAtStep, totpStepAt, TOTP_STEP_SECONDS } from './totp';

/** RFC 6238 Appendix B's SHA-1 seed, the ASCII "12345678901234567890", in base32 (RFC 4648). */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
/** Appendix B, SHA-1 rows: the time in seconds and the 8-digit TOTP. */
const RFC_VECTORS: readonly [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

// A clock that is not the wall clock: the route must read this one.
const clock = fixedClock('2031-03-04T05:06:07.000Z');
const server = useTestServer({ clock });

describe('TOTP codes', () => {
  it("are RFC 6238's test vectors (SHA-1): 8 digits in full, our 6-digit codes their last six", () => {
    expect(Buffer.from('12345678901234567890').toString('hex')).toBe('3132333435363738393031323334353637383930');
    for (const [seconds, code] of RFC_VECTORS) {
      const at = new Date(seconds * 1000);
      expect(totpCodeAtStep(RFC_SECRET, totpStepAt(at), 8), `T = ${seconds}`).toBe(code);
      expect(totpCode(RFC_SECRET, at), `T = ${seconds}`).toBe(code.slice(-6));
    }
  });

  it('match the step of the instant or one step either side, no further', () => {
    const at = new Date(1111111111 * 1000);
    const step = totpStepAt(at);
    expect(matchingTotpStep(RFC_SECRET, '050471', at)).toBe(step);
    expect(matchingTotpStep(RFC_SECRET, totpCodeAtStep(RFC_SECRET, step - 1), at)).toBe(step - 1);
    expect(matchingTotpStep(RFC_SECRET, totpCodeAtStep(RFC_SECRET, step + 1), at)).toBe(step + 1);
    expect(matchingTotpStep(RFC_SECRET, totpCodeAtStep(RFC_SECRET, step - 2), at)).toBeUndefined();
    expect(matchingTotpStep(RFC_SECRET, totpCodeAtStep(RFC_SECRET, step + 2), at)).toBeUndefined();
    expect(matchingTotpStep(RFC_SECRET, '14050471', at)).toBeUndefined();
    expect(matchingTotpStep(RFC_SECRET, '05047x', at)).toBeUndefined();
  });
});

async function memberId(tenant: string, account: string): Promise<number> {
  const [row] = await server.db.select({ id: members.id }).from(members).where(and(eq(members.tenant, tenant), eq(members.account, account)));
  if (row === undefined) throw new Error(`no ${account} at ${tenant}`);
  return row.id;
}

describe('a member\'s authenticator code', () => {
  it('is accepted once: the same code, or one of an earlier step, is refused; the next step passes', async () => {
    const tenant = 'redeprime';
    const id = await memberId(tenant, 'player11');
    const at = new Date(1234567890 * 1000);
    expect(await acceptTotp(server.db, tenant, id, RFC_SECRET, '005924', at)).toBe(true);
    expect(await acceptTotp(server.db, tenant, id, RFC_SECRET, '005924', at)).toBe(false);
    // Still within the drift window a step later: refused, it was used.
    expect(await acceptTotp(server.db, tenant, id, RFC_SECRET, '005924', new Date(at.getTime() + TOTP_STEP_SECONDS * 1000))).toBe(false);
    expect(await acceptTotp(server.db, tenant, id, RFC_SECRET, totpCodeAtStep(RFC_SECRET, totpStepAt(at) - 1), at)).toBe(false);
    const later = new Date(at.getTime() + TOTP_STEP_SECONDS * 1000);
    expect(await acceptTotp(server.db, tenant, id, RFC_SECRET, totpCode(RFC_SECRET, later), later)).toBe(true);
    // Another member's use of the same secret and step is theirs.
    expect(await acceptTotp(server.db, tenant, await memberId(tenant, 'player21'), RFC_SECRET, '005924', at)).toBe(true);
  });

  it('confirms a login from a new IP by the server clock, once: the same code on a second login is refused', async () => {
    const tenant = 'luckydraw';
    const verify = async (ip: string, code: string) => {
      const options = { tenant, headers: { 'x-forwarded-for': ip } };
      const started = json<{ value: { verification: { ticket: string; methods: string[] } } }>(await login(server.app, options, 'secure01', 'Secure2024')).value;
      expect(started.verification.methods).toContain('authenticator');
      return encryptedCall(server.app, 'POST', '/wps/session/login/verification', options, { ticket: started.verification.ticket, method: 'authenticator', value: code });
    };
    const code = totpCode(SECURE_TOTP_SECRET, clock.now());
    const first = await verify('203.0.113.91', code);
    expect(first.statusCode, first.body).toBe(200);
    expect(json<{ value: { token?: string } }>(first).value.token).toBeTruthy();
    const replay = await verify('203.0.113.92', code);
    expect([replay.statusCode, json(replay).code]).toEqual([400, 'error.verificationFailed']);
    // The next step's code passes.
    clock.advance(TOTP_STEP_SECONDS * 1000);
    expect((await verify('203.0.113.93', totpCode(SECURE_TOTP_SECRET, clock.now()))).statusCode).toBe(200);
  });
});
