/**
 * A jurisdiction's sign-up over HTTP (issue 39): lusa runs under BR, whose profile asks for the CPF,
 * birth date (18 or older by the tenant's local date), gender, a loss and a time limit and the risk
 * warning; the server reads them from the same resolved site the portal draws its form from. Each
 * refusal is a 4xx with the field and its catalogue code; the limits are stored with the member; the
 * risk warning is asked after every login, and game launches and deposits wait for it. redeprime
 * (no profile) keeps its form and refuses the extras it does not ask for.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberSignUps, members, sessions } from '../modules/members/schema';
import { hashToken } from '../modules/members/sessionToken';
import { call, encryptedCall, humanCheck, json, login } from '../testing/apiClient';
import { freshCpf, signUpValues } from '../testing/signUp';
import { useTestServer } from '../testing/testApp';

const server = useTestServer();
const app = () => server.app;

let serial = 0;
const username = () => `sign${(serial += 1)}${randomUUID().slice(0, 6).replace(/[^a-z0-9]/g, 'a')}`;

async function register(tenant: string, account: string, extras: Record<string, unknown>) {
  return encryptedCall(app(), 'POST', '/wps/member/register', { tenant }, {
    username: account, password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true,
    domain: `${tenant}.localhost`, registerUrl: `https://${tenant}.localhost/register`, registerMethod: 'WEB', altcha: await humanCheck(app(), tenant), ...extras,
  });
}

/** lusa's sign-up extras, all valid, with `changes` over them (undefined removes one). */
async function lusaExtras(changes: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = { ...(await signUpValues(app(), 'lusa')), ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete values[key];
  return values;
}

const refusal = (response: Awaited<ReturnType<typeof call>>) => {
  const body = json<{ code?: string; value?: { fields?: string[] } }>(response);
  return { status: response.statusCode, code: body.code, fields: body.value?.fields };
};

/** A CPF whose last check digit is wrong. */
function wrongCpf(): string {
  const cpf = freshCpf();
  return `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`;
}

describe("lusa's sign-up (BR)", () => {
  it('refuses each missing or wrong value with its field and catalogue code', async () => {
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ cpf: undefined }, 400, 'error.cpfRequired', 'cpf'],
      [{ cpf: wrongCpf() }, 400, 'error.cpfInvalid', 'cpf'],
      [{ cpf: '111.111.111-11' }, 400, 'error.cpfInvalid', 'cpf'],
      [{ birthDate: undefined }, 400, 'error.birthDateRequired', 'birthDate'],
      [{ birthDate: '2001-02-29' }, 400, 'error.birthDateInvalid', 'birthDate'],
      // The test clock is 17 June 2026 in Brasília: born a day after, 17 years old.
      [{ birthDate: '2008-06-18' }, 400, 'error.underAge', 'birthDate'],
      [{ gender: undefined }, 400, 'error.genderRequired', 'gender'],
      [{ gender: 'robot' }, 400, 'error.genderRequired', 'gender'],
      [{ lossLimit: undefined }, 400, 'error.limitRequired', 'lossLimit'],
      [{ lossLimitPeriod: undefined }, 400, 'error.limitRequired', 'lossLimitPeriod'],
      [{ lossLimit: '0' }, 400, 'error.limitInvalid', 'lossLimit'],
      [{ timeLimit: undefined }, 400, 'error.limitRequired', 'timeLimit'],
      [{ timeLimit: '1500', timeLimitPeriod: 'day' }, 400, 'error.limitInvalid', 'timeLimit'],
      [{ riskAcknowledged: undefined }, 400, 'error.riskWarningRequired', 'riskAcknowledged'],
      [{ riskAcknowledged: false }, 400, 'error.riskWarningRequired', 'riskAcknowledged'],
      // A limit lusa does not ask for is no datum to collect.
      [{ depositLimit: '100', depositLimitPeriod: 'day' }, 400, 'error.invalidRequest', 'depositLimit'],
    ];
    for (const [changes, status, code, field] of cases) {
      const account = username();
      const response = await register('lusa', account, await lusaExtras(changes));
      expect(refusal(response), JSON.stringify(changes)).toEqual({ status, code, fields: [field, ...(field === 'depositLimit' ? ['depositLimitPeriod'] : [])] });
      expect(await server.db.select().from(members).where(and(eq(members.tenant, 'lusa'), eq(members.account, account)))).toEqual([]);
    }
  });

  it("counts the age by the tenant's local date: at 01:00 UTC on the 18th it is still the 17th in Brasília", async () => {
    server.clock.set(new Date('2026-06-18T01:00:00Z'));
    expect(refusal(await register('lusa', username(), await lusaExtras({ birthDate: '2008-06-18' }))).code).toBe('error.underAge');
    expect((await register('lusa', username(), await lusaExtras({ birthDate: '2008-06-17' }))).statusCode).toBe(200);
  });

  it('stores the CPF normalised with the birth date and gender, and the loss and time limits by the player, in one step with the member', async () => {
    const account = username();
    const cpf = freshCpf();
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const response = await register('lusa', account, await lusaExtras({ cpf: masked, lossLimit: '250.50', lossLimitPeriod: 'week', timeLimit: '90', timeLimitPeriod: 'day', gender: 'male' }));
    expect(response.statusCode, response.body).toBe(200);
    const { token } = json<{ value: { token: string } }>(response).value;
    const [member] = await server.db.select({ id: members.id }).from(members).where(and(eq(members.tenant, 'lusa'), eq(members.account, account)));
    const [stored] = await server.db.select().from(memberSignUps).where(eq(memberSignUps.memberId, member!.id));
    expect(stored).toMatchObject({ tenant: 'lusa', cpf, birthDate: '1990-05-17', gender: 'male' });
    const page = json<{ value: { limits: { kind: string; period: string; amount?: string; minutes?: number }[] } }>(await call(app(), 'GET', '/wps/v2/member/responsibleGaming', { tenant: 'lusa', token }));
    expect(page.value.limits).toEqual([
      expect.objectContaining({ kind: 'loss', period: 'week', amount: '250.50' }),
      expect.objectContaining({ kind: 'time', period: 'day', minutes: 90 }),
    ]);
  });

  it('refuses a CPF already used in the tenant with 409 at the field, whatever its mask; another tenant is another register', async () => {
    const cpf = freshCpf();
    expect((await register('lusa', username(), await lusaExtras({ cpf }))).statusCode).toBe(200);
    const again = username();
    expect(refusal(await register('lusa', again, await lusaExtras({ cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` })))).toEqual({ status: 409, code: 'error.cpfTaken', fields: ['cpf'] });
    expect(await server.db.select().from(members).where(and(eq(members.tenant, 'lusa'), eq(members.account, again)))).toEqual([]);
  });
});

describe("redeprime's sign-up (no profile)", () => {
  it('keeps its form: no CPF, birth date, gender or limits, and refuses them when sent', async () => {
    expect(await signUpValues(app(), 'redeprime')).toEqual({});
    const response = await register('redeprime', username(), {});
    expect(response.statusCode, response.body).toBe(200);
    expect(refusal(await register('redeprime', username(), { cpf: freshCpf() }))).toEqual({ status: 400, code: 'error.invalidRequest', fields: ['cpf'] });
    // No risk warning after a login either.
    const account = username();
    expect((await register('redeprime', account, {})).statusCode).toBe(200);
    const value = json<{ value: { token: string; riskWarning?: boolean } }>(await login(app(), { tenant: 'redeprime' }, account, 'Secret123')).value;
    expect(value.riskWarning).toBeUndefined();
    expect((await call(app(), 'POST', '/wps/v2/member/riskWarning', { tenant: 'redeprime', token: value.token })).statusCode).toBe(403);
  });
});

describe('the risk warning at every login (lusa)', () => {
  const launch = async (token: string) => {
    const games = json<{ value: { games: { nodeId: string }[] } }>(await call(app(), 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1', { tenant: 'lusa', token }));
    return call(app(), 'GET', `/wps/game/launchGame?nodeId=${games.value.games[0]!.nodeId}`, { tenant: 'lusa', token });
  };
  const deposit = (token: string) => call(app(), 'POST', '/wps/v2/wallets/deposit', { tenant: 'lusa', token, headers: { 'idempotency-key': randomUUID() } }, { methodId: 'pix', amount: '50' });

  it('is asked by the login answer; game launch and deposit wait for it; the acknowledgement is the clock\'s instant, per session', async () => {
    const account = username();
    const registered = await register('lusa', account, await lusaExtras());
    // The box ticked at sign-up acknowledges the first session.
    const first = json<{ value: { token: string } }>(registered).value.token;
    expect((await launch(first)).statusCode).toBe(200);

    const answer = json<{ value: { token: string; riskWarning?: boolean } }>(await login(app(), { tenant: 'lusa' }, account, 'Secret123')).value;
    expect(answer.riskWarning).toBe(true);
    const token = answer.token;
    expect(refusal(await launch(token))).toMatchObject({ status: 403, code: 'error.riskWarningPending' });
    expect(refusal(await deposit(token))).toMatchObject({ status: 403, code: 'error.riskWarningPending' });

    server.clock.advance(5_000);
    const before = server.clock.now().getTime();
    const ack = await call(app(), 'POST', '/wps/v2/member/riskWarning', { tenant: 'lusa', token });
    const at = json<{ value: { acknowledgedAt: string } }>(ack).value.acknowledgedAt;
    // The test clock runs on from where it was moved: the instant is the server clock's, not the database's.
    expect(new Date(at).getTime()).toBeGreaterThanOrEqual(before);
    expect(new Date(at).getTime()).toBeLessThanOrEqual(server.clock.now().getTime());
    const [row] = await server.db.select({ at: sessions.riskAcknowledgedAt }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.at?.toISOString()).toBe(at);
    expect((await launch(token)).statusCode).toBe(200);
    expect((await deposit(token)).statusCode).toBe(200);
    // Acknowledged again later, the first instant stays.
    server.clock.advance(60_000);
    expect(json<{ value: { acknowledgedAt: string } }>(await call(app(), 'POST', '/wps/v2/member/riskWarning', { tenant: 'lusa', token })).value.acknowledgedAt).toBe(at);

    // The next login asks again.
    const next = json<{ value: { token: string; riskWarning?: boolean } }>(await login(app(), { tenant: 'lusa' }, account, 'Secret123')).value;
    expect(next.riskWarning).toBe(true);
    expect(refusal(await deposit(next.token)).code).toBe('error.riskWarningPending');
    expect((await call(app(), 'POST', '/wps/v2/member/riskWarning', { tenant: 'lusa' })).statusCode).toBe(401);
  });
});
