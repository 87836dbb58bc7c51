/**
 * The demo game's bookings (the reference server's game page, server/routes/assets.ts): in real mode
 * the page shows the launch's member's balance and the launch's open round (rounds.ts opens it and
 * draws its outcome); a spin settles that round once through the ledger, earning its points and
 * rebate. The page's drawing is server/page/gamePage.ts; this is what it shows and books.
 */
import type { Db } from '../../db/connect';
import { DomainError } from '../../platform/domainError';
import { formatMoney } from '../ledger/index';
import { pointSettingsOf, pointsEnabled } from '../points/index';
import { rebateRatesOf } from '../rewards/index';
import type { TenantInfo } from '../tenants/index';
import { mainBalance, walletSettingsOf } from '../wallet/index';
import { findGame, type GameRecord } from './games';
import { SPIN_STAKES, lastSpin, launchOf, openRound, settleRound, type Launch } from './rounds';

/** Why a spin booked nothing, as the page tells it. */
export type SpinRefusal = 'insufficient' | 'expired' | 'played';

/** What the page shows of a valid launch: the balance, the round its form plays, the last spin. */
export interface LaunchPanel {
  balance: string;
  /** The launch's open round: the id the spin form sends. */
  round: string;
  last?: { stake: string; win: string };
  refused?: SpinRefusal;
}

async function panelOf(db: Db, tenant: string, launch: Launch, nodeId: string, now: Date, shown: { round?: string | undefined; refused?: SpinRefusal | undefined }): Promise<LaunchPanel> {
  const last = shown.round ? await lastSpin(db, tenant, launch.memberId, shown.round) : undefined;
  const round = await openRound(db, tenant, launch, nodeId, now);
  return {
    balance: formatMoney(await mainBalance(db, tenant, launch.memberId)),
    round,
    ...(last ? { last } : {}),
    ...(shown.refused ? { refused: shown.refused } : {}),
  };
}

/**
 * The real-mode panel of a launch token for a game, with the launch's open round (opened now if it
 * has none); undefined when the token names no live launch of this game at the tenant.
 */
export async function launchPanel(db: Db, tenant: string, token: string, nodeId: string, now: Date, shown: { round?: string | undefined; refused?: SpinRefusal | undefined }): Promise<LaunchPanel | undefined> {
  const launch = await launchOf(db, tenant, token, nodeId, now);
  return launch ? panelOf(db, tenant, launch, nodeId, now, shown) : undefined;
}

/** A spin the page sends: the launch's token, the game, the round the page showed, the stake (cents). */
export interface SpinRequest {
  nodeId: string;
  token: string;
  round: string;
  stake: bigint;
}

/**
 * A spin's outcome: booked (`settled`), refused for the balance (`insufficient`), or refused with
 * nothing booked and the page shown again with a fresh round (`expired`, `played`).
 */
export type SpinOutcome =
  | { kind: 'settled' }
  | { kind: 'insufficient' }
  | { kind: 'refused'; reason: 'expired' | 'played'; game: GameRecord; panel: LaunchPanel };

/**
 * Settles a spin of the demo game: a stake the page does not offer is invalid; a token that names no
 * live launch is unauthenticated; a game the tenant does not have, or a round the server did not open
 * for this launch, is notFound; the round's key sent with other details is unprocessable.
 */
export async function spinDemoGame(db: Db, tenant: TenantInfo, spin: SpinRequest, now: Date): Promise<SpinOutcome> {
  if (!SPIN_STAKES.includes(spin.stake as (typeof SPIN_STAKES)[number])) throw new DomainError('invalid', 'error.invalidRequest');
  const launch = await launchOf(db, tenant.code, spin.token, spin.nodeId, now);
  if (!launch) throw new DomainError('unauthenticated', 'error.sessionExpired');
  const game = await findGame(db, tenant.code, spin.nodeId);
  if (!game) throw new DomainError('notFound', 'error.notFound');
  const earn = { rebate: await rebateRatesOf(db, tenant.code), ...(pointsEnabled(tenant) ? { points: await pointSettingsOf(db, tenant.code) } : {}) };
  const result = await settleRound(db, await walletSettingsOf(db, tenant), launch, game, spin.round, spin.stake, now, earn);
  if (result === 'reused') throw new DomainError('unprocessable', 'error.idempotencyKeyReused');
  if (result === 'unknown') throw new DomainError('notFound', 'error.notFound');
  if (result === 'expired' || result === 'played') {
    const panel = await panelOf(db, tenant.code, launch, spin.nodeId, now, { refused: result, ...(result === 'played' ? { round: spin.round } : {}) });
    return { kind: 'refused', reason: result, game, panel };
  }
  if (result === 'insufficient') return { kind: 'insufficient' };
  return { kind: 'settled' };
}
