/**
 * Exactly-once red envelopes on PostgreSQL: concurrent duplicate claims (same key and other keys, on
 * two API instances) book a share once; an expired envelope returned by a re-run, after a crash in
 * the middle, or by two instances at once is returned once. PostgreSQL project only.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redEnvelopeShares } from './schema';
import { IdempotencyConflict, requestHash } from '../ledger/idempotency';
import { ledgerViolations } from '../ledger/invariants';
import { balanceOf, memberAccount } from '../ledger/ledger';
import { networkIds } from '../../seed/agentNetwork';
import { useTwoInstances } from '../../testing/testApp';
import { setPaymentPassword } from '../security/paymentPassword';
import { walletSettingsOf } from '../wallet/settings';
import { ENVELOPES_ACCOUNT, claimEnvelope, returnEnvelope, returnExpired, sendEnvelope } from './envelopes';
import { DomainError } from '../../platform/domainError';

const TENANT = 'redeprime';
const { first, second } = useTwoInstances();

async function count(db: typeof first.db, query: ReturnType<typeof sql>): Promise<number> {
  return Number(((await db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]?.n ?? 0);
}

describe('red envelopes on PostgreSQL', { timeout: 60_000 }, () => {
  it('books a share once under concurrent duplicate claims, and returns an envelope once whether re-run, interrupted or run twice at once', async () => {
    const db = first.db;
    const other = second().db;
    const tenant = first.tenants.byCode.get(TENANT)!;
    const settings = await walletSettingsOf(db, tenant);
    const ids = await networkIds(db, TENANT);
    const agent01 = ids.get('agent01')!;
    const player41 = ids.get('player41')!;
    const agent02 = ids.get('agent02')!;
    const [row] = await db.execute(sql`select password_hash from members where tenant = ${TENANT} and id = ${agent01}`).then((r) => (r as unknown as { rows: { password_hash: string }[] }).rows);
    await setPaymentPassword(db, TENANT, agent01, row!.password_hash, { loginPassword: 'Agent2024', newPaymentPassword: '246810', confirmNewPaymentPassword: '246810' }, first.clock.now());
    const ctx = { settings, memberId: agent01, now: first.clock.now() };
    const body = { amount: '20.00', split: 'random' as const, recipientIds: [player41, agent02], paymentPassword: '246810' };
    const sent = await sendEnvelope(db, ctx, randomUUID(), requestHash('sendEnvelope', agent01, body), body);
    const envelopeId = sent.value.envelope.id;
    const share = sent.value.envelope.shares.find((s) => s.memberId === player41)!;
    const before = await balanceOf(db, TENANT, memberAccount(player41));

    // Twelve claims at once on two instances: four with one key (replays) and eight with keys of their own.
    const claimer = { settings, memberId: player41, now: first.clock.now() };
    const hash = requestHash('claimEnvelope', player41, { envelopeId });
    const shared = randomUUID();
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => claimEnvelope(i % 2 === 0 ? db : other, claimer, envelopeId, i < 4 ? shared : randomUUID(), hash)));
    const booked = outcomes.filter((o) => o.status === 'fulfilled' && !o.value.replayed);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(booked).toHaveLength(1);
    for (const o of refused) {
      const reason = (o as PromiseRejectedResult).reason as unknown;
      expect(reason instanceof DomainError || reason instanceof IdempotencyConflict, String(reason)).toBe(true);
      if (reason instanceof DomainError) expect(reason.code).toBe('error.envelopeNotOpen');
    }
    expect(await balanceOf(db, TENANT, memberAccount(player41))).toBe(before + BigInt(share.amount.replace('.', '')));
    expect(await count(db, sql`select count(*) as n from ledger_transfers where tenant = ${TENANT} and kind = 'envelopeReceived' and reference = ${`E${envelopeId}`}`)).toBe(1);

    // Expired: a crash after the mark leaves nothing; then two instances at once return it once.
    const later = new Date(first.clock.now().getTime() + 25 * 3_600_000);
    const senderBefore = await balanceOf(db, TENANT, memberAccount(agent01));
    const crash = new Error('crash in the middle');
    await expect(returnEnvelope(db, settings, { id: envelopeId, senderId: agent01 }, later, { afterMark: () => Promise.reject(crash) })).rejects.toBe(crash);
    const [open] = await db.select().from(redEnvelopeShares).where(and(eq(redEnvelopeShares.envelopeId, envelopeId), eq(redEnvelopeShares.memberId, agent02)));
    expect(open?.state).toBe('open');
    const [a, b] = await Promise.all([returnExpired(db, settings, later), returnExpired(other, settings, later)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await count(db, sql`select count(*) as n from ledger_transfers where tenant = ${TENANT} and kind = 'envelopeReturned' and reference = ${`E${envelopeId}`}`)).toBe(1);
    expect(await balanceOf(db, TENANT, memberAccount(agent01))).toBe(senderBefore + open!.amount);
    expect(await returnExpired(db, settings, later)).toBe(0);
    expect(await count(db, sql`select count(*) as n from ledger_transfers where tenant = ${TENANT} and kind = 'envelopeReturned' and reference = ${`E${envelopeId}`}`)).toBe(1);
    expect(await balanceOf(db, TENANT, ENVELOPES_ACCOUNT)).toBe(0n);
    expect(await ledgerViolations(db, TENANT)).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
  });
});
