/**
 * Real-mode rounds of the reference server's game page: a launch (the launch URL's token, stored
 * hashed) names the member and the game; each spin books its stake (main -> house game) and its win
 * (house game -> main) through the ledger in one transaction, keyed by the spin's round id, so a
 * re-submitted spin books once. The betting record and profit read these transfers. Demo mode books nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { gameLaunches } from '../db/schema';
import { IdempotencyConflict, requestHash, withIdempotencyKey } from '../ledger/idempotency';
import { LedgerError, ensureAccounts, houseAccount, memberAccount, post } from '../ledger/ledger';
import { formatMoney } from '../ledger/money';
import { accruePoints, type PointSettings } from '../points/points';
import { accrueRebate, type RebateRates } from '../rebate/rebate';
import type { WalletSettings } from './settings';

/** How long a launch may play. */
const LAUNCH_HOURS = 12;
/** The stakes the page offers (cents). */
export const SPIN_STAKES = [1_00n, 5_00n, 10_00n] as const;

const hashOf = (token: string) => createHash('sha256').update(`launch\n${token}`).digest('hex');

export async function registerLaunch(db: Db, tenant: string, memberId: number, nodeId: string, token: string, now: Date): Promise<void> {
  await db.insert(gameLaunches).values({ tokenHash: hashOf(token), tenant, memberId, nodeId, expiresAt: new Date(now.getTime() + LAUNCH_HOURS * 3600_000) }).onConflictDoNothing();
}

export async function launchOf(db: Db, tenant: string, token: string, nodeId: string, now: Date): Promise<{ memberId: number } | undefined> {
  const [row] = await db.select({ memberId: gameLaunches.memberId }).from(gameLaunches)
    .where(and(eq(gameLaunches.tokenHash, hashOf(token)), eq(gameLaunches.tenant, tenant), eq(gameLaunches.nodeId, nodeId), gt(gameLaunches.expiresAt, now)));
  return row;
}

/** A fresh round id for the page's next spin (the spin's idempotency key). */
export function newRoundId(): string {
  return `R${randomBytes(12).toString('base64url')}`;
}

/** The win of a round: 0, the stake back, double or five times, from the round id (the server draws it). */
export function winOf(round: string, stake: bigint): bigint {
  const n = createHash('sha256').update(round).digest()[0]! % 20;
  if (n < 10) return 0n;
  if (n < 15) return stake;
  if (n < 19) return stake * 2n;
  return stake * 5n;
}

export interface Spin { round: string; stake: string; win: string; balance: string }

export type SpinResult = Spin | 'insufficient' | 'reused';

/** What a real stake earns besides its round: points (where the tenant offers them) and the rebate. */
export interface SpinEarnings {
  readonly points?: PointSettings;
  readonly rebate?: RebateRates;
}

/**
 * Books a spin once per round id; the stake earns its points and rebate (`earn`) in the same
 * transaction, so a replayed spin earns nothing again.
 */
export async function spin(db: Db, settings: WalletSettings, memberId: number, game: { nodeId: string; gameName: string; vassalage: string; gameType: string }, round: string, stake: bigint, now: Date, earn: SpinEarnings = {}): Promise<SpinResult> {
  const main = memberAccount(memberId);
  await ensureAccounts(db, settings, [main, houseAccount('game')]);
  const win = winOf(round, stake);
  const meta = { nodeId: game.nodeId, gameName: game.gameName, vendor: game.vassalage, gameType: game.gameType };
  try {
    const result = await withIdempotencyKey(db, settings.tenant, `spin:${round}`, requestHash('spin', memberId, { round, stake: stake.toString(), nodeId: game.nodeId }), now, async (tx) => {
      const posted = await post(tx, settings, [
        { kind: 'bet', from: main, to: houseAccount('game'), amount: stake, reference: round, meta },
        ...(win > 0n ? [{ kind: 'win', from: houseAccount('game'), to: main, amount: win, reference: round, meta }] : []),
      ], db, now);
      if (earn.points) await accruePoints(tx, settings, earn.points, memberId, game.gameType, stake, round, db, now);
      if (earn.rebate) await accrueRebate(tx, settings.tenant, earn.rebate, memberId, game.gameType, stake);
      const last = posted[posted.length - 1]!;
      return { round, stake: formatMoney(stake), win: formatMoney(win), balance: formatMoney(win > 0n ? last.toBalance : last.fromBalance) };
    });
    return result.value;
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficientFunds') return 'insufficient';
    if (error instanceof IdempotencyConflict) return 'reused';
    throw error;
  }
}

/** The stake and win of a member's booked round (to show on the page after the spin). */
export async function lastSpin(db: Db, tenant: string, memberId: number, round: string): Promise<{ stake: string; win: string } | undefined> {
  const result = (await db.execute(sql`
    select coalesce(sum(t.amount) filter (where t.kind = 'bet'), 0)::text as stake, coalesce(sum(t.amount) filter (where t.kind = 'win'), 0)::text as win, count(*) as n
    from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id or a.id = t.credit_account_id
    where t.tenant = ${tenant} and t.reference = ${round} and t.kind in ('bet', 'win') and a.member_id = ${memberId} and a.wallet = 'main'`)) as unknown as { rows: { stake: string; win: string; n: string | number }[] };
  const row = result.rows[0];
  if (!row || Number(row.n) === 0) return undefined;
  return { stake: formatMoney(BigInt(row.stake)), win: formatMoney(BigInt(row.win)) };
}
