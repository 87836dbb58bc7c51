/**
 * Two API instances on one PostgreSQL database, racing: an authenticator code is accepted once
 * between them, and the feedback quota of one IP holds over both. PostgreSQL project only.
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback } from '../messages/schema';
import { members } from '../members/schema';
import { SECURE_TOTP_SECRET } from '../../seed/demoAccounts';
import { call, encryptedCall, json, login } from '../../testing/apiClient';
import { useTwoInstances } from '../../testing/testApp';
import { writeLimits } from './limits';
import { acceptTotp } from '../members/authenticator';
import { totpCode } from './totp';

const { first, second } = useTwoInstances();

describe('two instances at once', () => {
  it('accept an authenticator code once between them, directly and through the login verification', async () => {
    const tenant = 'redeprime';
    const [row] = await first.db.select({ id: members.id }).from(members).where(and(eq(members.tenant, tenant), eq(members.account, 'player22')));
    const at = new Date(2_000_000_000 * 1000);
    const code = totpCode(SECURE_TOTP_SECRET, at);
    const taken = await Promise.all(Array.from({ length: 8 }, (_, i) => acceptTotp(i % 2 === 0 ? first.db : second().db, tenant, row!.id, SECURE_TOTP_SECRET, code, at)));
    expect(taken.filter(Boolean)).toHaveLength(1);

    // secure01 from two new addresses, each answering on its own instance with the same code.
    const apps = [first.app, second().app];
    const tickets = await Promise.all(apps.map(async (app, i) => {
      const started = await login(app, { tenant, headers: { 'x-forwarded-for': `203.0.113.${120 + i}` } }, 'secure01', 'Secure2024');
      return json<{ value: { verification: { ticket: string } } }>(started).value.verification.ticket;
    }));
    const now = totpCode(SECURE_TOTP_SECRET, first.app.clock.now());
    const answers = await Promise.all(apps.map((app, i) => encryptedCall(app, 'POST', '/wps/session/login/verification', { tenant, headers: { 'x-forwarded-for': `203.0.113.${120 + i}` } }, {
      ticket: tickets[i], method: 'authenticator', value: now,
    })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('hold the feedback quota of one IP over both', async () => {
    const tenant = 'lusa';
    await writeLimits(first.db, tenant, { feedbackPerIpPerHour: 3 });
    const before = Number((await first.db.select({ n: count() }).from(feedback).where(eq(feedback.tenant, tenant)))[0]?.n ?? 0);
    const statuses = await Promise.all(Array.from({ length: 8 }, (_, i) => call(i % 2 === 0 ? first.app : second().app, 'PUT', '/wps/feedback', { tenant, headers: { 'x-forwarded-for': '10.77.0.1' } }, {
      questionType: 'SUGGESTION', content: `from both instances at once, post number ${i}`,
    }).then((r) => r.statusCode)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const after = Number((await first.db.select({ n: count() }).from(feedback).where(eq(feedback.tenant, tenant)))[0]?.n ?? 0);
    expect(after - before).toBe(3);
  });
});
