/**
 * Seeds a tenant's reward promotions and missions from its seed.json `rewards` (definitions replaced
 * by the seed's on every start, so an edited seed takes effect), and puts the demo member rewards01 in
 * the statuses the seed names (`demo`): signed, applying and rejected as stored states, claimed and
 * issued with their prize booked through the ledger in the same transaction. Idempotent: a
 * participation that exists is left as it is.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { missions, rewardParticipations, rewardPromotions } from './schema';
import { ensureAccounts, houseAccount, inTransaction, memberAccount, parseAmount, post, type Book } from '../ledger/index';
import type { TenantInfo } from '../tenants/index';
import { memberIdByAccount } from '../members/index';
import type { Seed } from '../../../schemas/seed';
import { storedTiers, topPrize } from './prizeDraw';

/** The demo member whose promotions start in the seed's statuses (server/seed/demoAccounts.ts). */
export const REWARDS_DEMO_ACCOUNT = 'rewards01';

const cents = (text: string): bigint => {
  const value = parseAmount(text);
  if (value === undefined) throw new Error(`not an amount: ${text}`);
  return value;
};

export async function seedTenantRewards(db: Db, tenant: TenantInfo, seed: Seed, book: Book, now: Date): Promise<void> {
  const rewards = seed.rewards;
  const promotions = rewards?.promotions ?? [];
  const missionList = rewards?.missions ?? [];
  const code = tenant.code;
  await inTransaction(db, async (tx) => {
    for (const [position, p] of promotions.entries()) {
      const prizes = p.prizes?.map((tier) => ({ amount: cents(tier.amount), weight: tier.weight }));
      // A raffle shows its top prize as "up to": the seed's prize must be it.
      if (prizes !== undefined && topPrize(prizes) !== cents(p.prize)) {
        throw new Error(`${code}: promotion ${p.id}'s prize ${p.prize} is not the top prize of its table`);
      }
      const values = {
        title: p.title, entry: p.entry, turnover: cents(p.turnover), prize: cents(p.prize), prizes: prizes === undefined ? null : storedTiers(prizes), position,
        startsAt: p.startsAt === undefined ? null : new Date(p.startsAt), endsAt: p.endsAt === undefined ? null : new Date(p.endsAt),
      };
      await tx.insert(rewardPromotions).values({ tenant: code, id: p.id, ...values }).onConflictDoUpdate({ target: [rewardPromotions.tenant, rewardPromotions.id], set: values });
    }
    for (const [position, m] of missionList.entries()) {
      const values = { title: m.title, metric: m.metric, goal: m.metric === 'turnover' ? BigInt(m.goal) * 100n : BigInt(m.goal), reward: cents(m.reward), period: m.period, position };
      await tx.insert(missions).values({ tenant: code, id: m.id, ...values }).onConflictDoUpdate({ target: [missions.tenant, missions.id], set: values });
    }
    // Definitions the seed no longer has go (participations and claims stay with their ledger transfers).
    const promotionIds = promotions.map((p) => p.id);
    const missionIds = missionList.map((m) => m.id);
    await tx.delete(rewardPromotions).where(promotionIds.length === 0 ? eq(rewardPromotions.tenant, code) : and(eq(rewardPromotions.tenant, code), notInArray(rewardPromotions.id, promotionIds)));
    await tx.delete(missions).where(missionIds.length === 0 ? eq(missions.tenant, code) : and(eq(missions.tenant, code), notInArray(missions.id, missionIds)));
  });

  const demo = await memberIdByAccount(db, code, REWARDS_DEMO_ACCOUNT);
  if (demo === undefined) return;
  const demoed = promotions.filter((p) => p.demo !== undefined);
  if (demoed.length === 0) return;
  await ensureAccounts(db, book, [houseAccount('bonus'), memberAccount(demo.id)]);
  await inTransaction(db, async (tx) => {
    for (const p of demoed) {
      const state = p.demo!;
      const [row] = await tx.insert(rewardParticipations).values({ tenant: code, memberId: demo.id, promotionId: p.id, state, joinedAt: now, updatedAt: now })
        .onConflictDoNothing().returning({ id: rewardParticipations.id });
      if (row === undefined || (state !== 'claimed' && state !== 'issued')) continue;
      const [paid] = await post(tx, book, [{
        kind: 'bonus', from: houseAccount('bonus'), to: memberAccount(demo.id), amount: cents(p.prize), reference: `promotion ${p.id}`,
        meta: { bonusKind: 'promotion', promotionId: String(p.id) },
      }], db, now);
      await tx.update(rewardParticipations).set({ transferId: paid!.transferId }).where(eq(rewardParticipations.id, row.id));
    }
  });
}
