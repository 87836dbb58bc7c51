import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestHash } from '../ledger/idempotency';
import { balanceOf, memberAccount } from '../ledger/ledger';
import { networkIds } from '../../seed/agentNetwork';
import { useTestServer } from '../../testing/testApp';
import { setPaymentPassword } from '../security/paymentPassword';
import { walletSettingsOf } from '../wallet/settings';
import { sendEnvelope } from './envelopes';
import { startEnvelopeScheduler } from './scheduler';
import { fixedClock } from '../../platform/clock';

const server = useTestServer();
const TENANT = 'redeprime';

describe('the red envelope schedule', { timeout: 60_000 }, () => {
  it('returns an expired envelope\'s unclaimed shares to the sender once, at the injected clock\'s time', async () => {
    const db = server.db;
    const tenant = server.tenants.byCode.get(TENANT)!;
    const settings = await walletSettingsOf(db, tenant);
    const ids = await networkIds(db, TENANT);
    const sender = ids.get('agent02')!;
    const rows = (await db.execute(sql`select password_hash from members where tenant = ${TENANT} and id = ${sender}`)) as unknown as { rows: { password_hash: string }[] };
    await setPaymentPassword(db, TENANT, sender, rows.rows[0]!.password_hash, { loginPassword: 'Agent2024', newPaymentPassword: '246810', confirmNewPaymentPassword: '246810' }, server.app.clock.now());
    const body = { amount: '0.30', split: 'equal' as const, recipientIds: [ids.get('player21')!, ids.get('player22')!, ids.get('agent04')!], paymentPassword: '246810' };
    const sentAt = new Date('2026-01-10T12:00:00.000Z');
    await sendEnvelope(db, { settings, memberId: sender, now: sentAt }, randomUUID(), requestHash('sendEnvelope', sender, body), body, { now: sentAt, ttlMs: 60_000 });
    const before = await balanceOf(db, TENANT, memberAccount(sender));
    const clock = fixedClock(new Date(sentAt.getTime() + 30_000));
    const scheduler = startEnvelopeScheduler(db, server.tenants, clock, 3_600_000);
    try {
      // Not yet expired: nothing returns.
      expect(await scheduler.runOnce()).toBe(0);
      clock.set(new Date(sentAt.getTime() + 60_000));
      // Two passes at once (one waits for the other), then a third: the envelope returns once.
      const [a, b] = await Promise.all([scheduler.runOnce(), scheduler.runOnce()]);
      expect(a + b).toBe(1);
      expect(await scheduler.runOnce()).toBe(0);
    } finally {
      await scheduler.stop();
    }
    expect(await balanceOf(db, TENANT, memberAccount(sender))).toBe(before + 30n);
  });
});
