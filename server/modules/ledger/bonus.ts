/**
 * The house pays a bonus: a `bonus` transfer from the tenant's house bonus account to the member's
 * main wallet, with what it is for in its meta (`bonusKind` and the rest). One shape for every bonus
 * the server pays (a promotion's prize, a mission's reward, a rebate, an operator's issued
 * application), so the reports that read bonuses find them all alike.
 */
import type { Db } from '../../db/connect';
import { ensureAccounts, houseAccount, memberAccount, post, type Book, type Tx } from './ledger';
import type { PostedTransfer } from './ledgerError';

/** What a bonus is (meta.bonusKind): an operator's issued application is a 'promotion' too. */
export type BonusKind = 'promotion' | 'mission' | 'rebate';

export interface BonusPayout {
  readonly memberId: number;
  /** Minor units, above 0. */
  readonly amount: bigint;
  readonly bonusKind: BonusKind;
  /** The transfer's reference (`promotion 12`, `mission daily-bets 2026-11-27`, `rebate 2026-11-27`, `A7`). */
  readonly reference: string;
  /** What else names the bonus (promotionId, missionId, period). */
  readonly meta?: Record<string, string>;
}

/** Creates the bonus's two accounts before the paying transaction, so paying them needs no query for them. */
export async function prepareBonus(db: Db, book: Book, memberId: number): Promise<void> {
  await ensureAccounts(db, book, [houseAccount('bonus'), memberAccount(memberId)]);
}

/**
 * Pays the bonus inside the caller's transaction `tx` (of `db`), at `at` (the server clock's); the
 * posted transfer has the member's main balance after it.
 */
export async function payBonus(tx: Tx, db: Db, book: Book, payout: BonusPayout, at: Date): Promise<PostedTransfer> {
  const [paid] = await post(tx, book, [{
    kind: 'bonus', from: houseAccount('bonus'), to: memberAccount(payout.memberId), amount: payout.amount, reference: payout.reference,
    meta: { bonusKind: payout.bonusKind, ...payout.meta },
  }], db, at);
  return paid!;
}
