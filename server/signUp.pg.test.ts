/**
 * One CPF, one member per tenant (issue 39), held under concurrency: sign-ups with one CPF sent at
 * once to two instances on one PostgreSQL cannot both pass. The pre-check sees no member with the
 * CPF on either instance while both are busy hashing the password; the unique index on (tenant, cpf)
 * lets one insert win and rolls the other registration back whole (no member, no limits).
 * Runs in the PostgreSQL project only (vite.config.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberSignUps, members } from './modules/members/schema';
import { rgLimitChanges } from './modules/responsibleGaming/schema';
import { encryptedCall, humanCheck, json } from './testing/apiClient';
import { freshCpf, signUpValues } from './testing/signUp';
import { useTwoInstances } from './testing/testApp';
import type { TestServer } from './testing/testApp';

const { first, second } = useTwoInstances();
const tenant = 'lusa';

async function register(server: TestServer, account: string, cpf: string) {
  return encryptedCall(server.app, 'POST', '/wps/member/register', { tenant }, {
    username: account, password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true,
    domain: `${tenant}.localhost`, registerUrl: `https://${tenant}.localhost/register`, registerMethod: 'WEB',
    altcha: await humanCheck(server.app, tenant), ...(await signUpValues(server.app, tenant)), cpf,
  });
}

describe('a CPF on two instances at once', () => {
  it('lets one sign-up pass and refuses the other with 409 error.cpfTaken, leaving no trace of it', async () => {
    for (let round = 0; round < 4; round += 1) {
      const cpf = freshCpf();
      const accounts = [`race${round}a${randomUUID().slice(0, 6)}`, `race${round}b${randomUUID().slice(0, 6)}`].map((a) => a.replace(/[^a-z0-9]/g, 'a'));
      // Both requests are prepared (human checks solved) before either is sent, so they overlap.
      const responses = await Promise.all([register(first, accounts[0]!, cpf), register(second(), accounts[1]!, cpf)]);
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses, responses.map((r) => r.body).join(' | ')).toEqual([200, 409]);
      expect(json(responses.find((r) => r.statusCode === 409)!).code).toBe('error.cpfTaken');
      const created = await first.db.select({ id: members.id }).from(members).where(and(eq(members.tenant, tenant), inArray(members.account, accounts)));
      expect(created).toHaveLength(1);
      const [withCpf] = await first.db.select({ n: count() }).from(memberSignUps).where(and(eq(memberSignUps.tenant, tenant), eq(memberSignUps.cpf, cpf)));
      expect(withCpf?.n).toBe(1);
      // The loser's limits rolled back with it: only the winner's two (loss and time) exist.
      const [limits] = await first.db.select({ n: count() }).from(rgLimitChanges).where(and(eq(rgLimitChanges.tenant, tenant), inArray(rgLimitChanges.memberId, created.map((m) => m.id))));
      expect(limits?.n).toBe(2);
    }
  }, 120_000);
});
