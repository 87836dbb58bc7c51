/**
 * Real-mode rounds of the reference server's game page. A launch (the launch URL's token, stored
 * hashed) names the member and the game. The server issues each round: the game page opens one for
 * its launch (`openRound`) before any stake is taken, drawing the outcome (the win multiplier) from a
 * cryptographic random source and storing it with the round (`game_rounds`). A spin settles an open,
 * unexpired round of its own launch once (`settleRound`): the stake (main -> house game) and the win
 * (stake x the stored multiplier, house game -> main) are booked in one transaction, keyed by the
 * round id. Nothing the player sends (the round id, the timing, the order of spins) picks the
 * outcome: the only input of the draw is the server's random source. Demo mode books nothing.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { gameLaunches, gameRounds } from './schema';
import { INSUFFICIENT_FUNDS, IdempotencyConflict, ensureAccounts, formatMoney, houseAccount, memberAccount, post, refusalOf, requestHash, withIdempotencyKey } from '../ledger/index';
import { accruePoints, type PointSettings } from '../points/index';
import { accrueRebate, type RebateRates } from '../rewards/index';
import type { WalletSettings } from '../wallet/index';
import { lockMemberRow } from '../members/index';
import { assertMayStake } from './playLimits';
import { recordPlay } from './playUsage';

/** How long a launch may play. */
const LAUNCH_HOURS = 12;
/** How long an opened round may wait for its spin (never past its launch's end). */
export const ROUND_MINUTES = 30;
/** The stakes the page offers (cents). */
export const SPIN_STAKES = [1_00n, 5_00n, 10_00n] as const;

/**
 * The game's outcome table: a round pays the stake times `multiplier` with probability
 * `weight / OUTCOME_WEIGHTS`. Lose, the stake back, double or five times.
 */
export const OUTCOMES = [
  { multiplier: 0, weight: 10 },
  { multiplier: 1, weight: 5 },
  { multiplier: 2, weight: 4 },
  { multiplier: 5, weight: 1 },
] as const;
export const OUTCOME_WEIGHTS = OUTCOMES.reduce((sum, o) => sum + o.weight, 0);

/**
 * The game's return to player, in basis points of the stakes: the expected win per unit staked,
 * (10 x 0 + 5 x 1 + 4 x 2 + 1 x 5) / 20 = 0.90. A test holds it to the outcome table.
 */
export const RETURN_TO_PLAYER_BASIS_POINTS = 9_000;

/**
 * A source of uniform integers in [0, max): node:crypto's `randomInt` in the server; tests may pass
 * a seeded one to check the distribution without chance.
 */
export type RandomSource = (max: number) => number;

export const cryptoRandom: RandomSource = (max) => randomInt(max);

/** Draws a round's win multiplier from the outcome table. */
export function drawMultiplier(random: RandomSource = cryptoRandom): number {
  const n = random(OUTCOME_WEIGHTS);
  if (!Number.isInteger(n) || n < 0 || n >= OUTCOME_WEIGHTS) throw new Error('the random source answered outside its range');
  let rest = n;
  for (const outcome of OUTCOMES) {
    if (rest < outcome.weight) return outcome.multiplier;
    rest -= outcome.weight;
  }
  throw new Error('unreachable: the weights cover the range');
}

const hashOf = (token: string) => createHash('sha256').update(`launch\n${token}`).digest('hex');

export async function registerLaunch(db: Db, tenant: string, memberId: number, nodeId: string, token: string, now: Date): Promise<void> {
  await db.insert(gameLaunches).values({ tokenHash: hashOf(token), tenant, memberId, nodeId, expiresAt: new Date(now.getTime() + LAUNCH_HOURS * 3600_000) }).onConflictDoNothing();
  await recordPlay(db, tenant, memberId, hashOf(token), now);
}

/** A launch that may still play: its member, the hash that names it, and its end. */
export interface Launch {
  readonly memberId: number;
  readonly hash: string;
  readonly expiresAt: Date;
}

export async function launchOf(db: Db, tenant: string, token: string, nodeId: string, now: Date): Promise<Launch | undefined> {
  const hash = hashOf(token);
  const [row] = await db.select({ memberId: gameLaunches.memberId, expiresAt: gameLaunches.expiresAt }).from(gameLaunches)
    .where(and(eq(gameLaunches.tokenHash, hash), eq(gameLaunches.tenant, tenant), eq(gameLaunches.nodeId, nodeId), gt(gameLaunches.expiresAt, now)));
  return row ? { memberId: row.memberId, hash, expiresAt: row.expiresAt } : undefined;
}

/**
 * The launch's open round, opened now if it has none (or only an expired one): its id is what the
 * page's spin form sends. Its outcome is drawn here, before any stake, and stays on the server. At
 * most one round per launch is open (a unique index), so reloading the page shows the same round.
 */
export async function openRound(db: Db, tenant: string, launch: Launch, nodeId: string, now: Date, random: RandomSource = cryptoRandom): Promise<string> {
  await recordPlay(db, tenant, launch.memberId, launch.hash, now);
  const open = and(eq(gameRounds.tenant, tenant), eq(gameRounds.launchHash, launch.hash), eq(gameRounds.status, 'open'));
  await db.update(gameRounds).set({ status: 'expired' }).where(and(open, lte(gameRounds.expiresAt, now)));
  for (let attempt = 0; attempt < 3; attempt++) {
    const [current] = await db.select({ id: gameRounds.id }).from(gameRounds).where(open);
    if (current) return current.id;
    const expiresAt = new Date(Math.min(now.getTime() + ROUND_MINUTES * 60_000, launch.expiresAt.getTime()));
    const [inserted] = await db.insert(gameRounds)
      .values({ id: `R${randomBytes(16).toString('base64url')}`, tenant, launchHash: launch.hash, memberId: launch.memberId, nodeId, multiplier: drawMultiplier(random), openedAt: now, expiresAt })
      .onConflictDoNothing()
      .returning({ id: gameRounds.id });
    if (inserted) return inserted.id;
    // Another page load opened the launch's round at the same time: read it.
  }
  throw new Error('no round could be opened for the launch');
}

export interface Spin { round: string; stake: string; win: string; balance: string }

/**
 * A spin's answer: booked; refused for the balance (the round stays open); or refused with nothing
 * booked: `reused` (the round's key was sent with other details), `unknown` (no such round of this
 * launch: another member's, another tenant's, another game's, or one the client made up), `expired`,
 * `played` (settled already: a replay).
 */
export type SpinResult = Spin | 'insufficient' | 'reused' | 'unknown' | 'expired' | 'played';

/** A round the spin may not settle; thrown inside the keyed transaction, so its key is not kept. */
class RoundRefused extends Error {
  constructor(readonly reason: 'unknown' | 'expired' | 'played') {
    super(`round refused: ${reason}`);
  }
}

/** What a real stake earns besides its round: points (where the tenant offers them) and the rebate. */
export interface SpinEarnings {
  readonly points?: PointSettings;
  readonly rebate?: RebateRates;
}

/**
 * Settles a round of `launch` once: the round id is the idempotency key, claimed before any check.
 * The round row is locked and checked (this launch's, this game's, open, unexpired at `now`); the
 * stake and its win (stake x the multiplier drawn when the round opened) are booked, the round is
 * marked settled, and the stake earns its points and rebate (`earn`), all in one transaction. A
 * replay of a settled round books and earns nothing and answers `played`. Before any money moves,
 * with the member's row locked, a paused member's stake, or one past a play-time, wager or loss
 * limit, is refused (playLimits.ts; the DomainError leaves the round open and its key unkept).
 */
export async function settleRound(db: Db, settings: WalletSettings, launch: Launch, game: { nodeId: string; gameName: string; vassalage: string; gameType: string }, round: string, stake: bigint, now: Date, earn: SpinEarnings = {}): Promise<SpinResult> {
  const { memberId } = launch;
  const main = memberAccount(memberId);
  await ensureAccounts(db, settings, [main, houseAccount('game')]);
  const meta = { nodeId: game.nodeId, gameName: game.gameName, vendor: game.vassalage, gameType: game.gameType };
  await recordPlay(db, settings.tenant, memberId, launch.hash, now);
  try {
    const result = await withIdempotencyKey(db, { tenant: settings.tenant, memberId, operation: 'spin' }, `spin:${round}`, requestHash('spin', memberId, { round, stake: stake.toString(), nodeId: game.nodeId }), now, async (tx) => {
      const [row] = await tx.select().from(gameRounds).where(and(eq(gameRounds.id, round), eq(gameRounds.tenant, settings.tenant))).for('update');
      // Another member's or launch's round reads as no round at all: its existence is not told.
      if (!row || row.memberId !== memberId || row.launchHash !== launch.hash || row.nodeId !== game.nodeId) throw new RoundRefused('unknown');
      if (row.status === 'settled') throw new RoundRefused('played');
      if (row.status === 'expired' || row.expiresAt.getTime() <= now.getTime()) throw new RoundRefused('expired');
      // The member's stakes queue here (any instance), so each counts what the one before committed.
      await lockMemberRow(tx, settings.tenant, memberId);
      await assertMayStake(tx, { tenant: settings.tenant, memberId }, stake, now, settings.localOffsetMinutes);
      const win = stake * BigInt(row.multiplier);
      const posted = await post(tx, settings, [
        { kind: 'bet', from: main, to: houseAccount('game'), amount: stake, reference: round, meta },
        ...(win > 0n ? [{ kind: 'win', from: houseAccount('game'), to: main, amount: win, reference: round, meta }] : []),
      ], db, now);
      await tx.update(gameRounds).set({ status: 'settled', settledAt: now, stake, win }).where(eq(gameRounds.id, round));
      if (earn.points) await accruePoints(tx, settings, earn.points, memberId, game.gameType, stake, round, db, now);
      if (earn.rebate) await accrueRebate(tx, settings.tenant, earn.rebate, memberId, game.gameType, stake);
      const last = posted[posted.length - 1]!;
      return { round, stake: formatMoney(stake), win: formatMoney(win), balance: formatMoney(win > 0n ? last.toBalance : last.fromBalance) };
    });
    return result.replayed ? 'played' : result.value;
  } catch (error) {
    // A short balance is the round's key's final answer (a retry of this spin gets it again), so the
    // round closes and the page offers a fresh one to play once the wallet is funded.
    if (refusalOf(error)?.code === INSUFFICIENT_FUNDS.code) {
      await db.update(gameRounds).set({ status: 'expired' }).where(and(eq(gameRounds.id, round), eq(gameRounds.tenant, settings.tenant), eq(gameRounds.status, 'open')));
      return 'insufficient';
    }
    if (error instanceof IdempotencyConflict) return 'reused';
    if (error instanceof RoundRefused) return error.reason;
    throw error;
  }
}

/** The stake and win of a member's settled round (to show on the page after the spin). */
export async function lastSpin(db: Db, tenant: string, memberId: number, round: string): Promise<{ stake: string; win: string } | undefined> {
  const [row] = await db.select({ stake: gameRounds.stake, win: gameRounds.win }).from(gameRounds)
    .where(and(eq(gameRounds.id, round), eq(gameRounds.tenant, tenant), eq(gameRounds.memberId, memberId), eq(gameRounds.status, 'settled')));
  if (!row || row.stake === null || row.win === null) return undefined;
  return { stake: formatMoney(row.stake), win: formatMoney(row.win) };
}
