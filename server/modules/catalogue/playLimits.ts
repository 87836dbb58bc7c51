/**
 * The games' side of responsible gaming (issue 38): a paused member launches nothing and stakes
 * nothing; a launch or a stake is refused once the play-time limit is reached; a stake that would pass
 * the wager limit, or the loss limit in the worst case (the round lost: net loss so far plus the
 * stake), is refused before any money moves. The stake's checks run in its booking transaction with
 * the member's row locked, so concurrent stakes on any instance never pass a limit together.
 */
import type { Executor } from '../ledger/index';
import { assertMayPlay, assertWithinLimit, type MemberScope } from '../responsibleGaming/index';
import { minutesPlayedIn, netLossIn, stakesIn } from './playUsage';

/** The time limit is reached when not one more whole minute fits under it. */
const NEXT_MINUTE = 1;

async function assertTimeLeft(db: Executor, scope: MemberScope, now: Date, offsetMinutes: number): Promise<void> {
  await assertWithinLimit(db, scope, 'time', NEXT_MINUTE, now, offsetMinutes, (period) => minutesPlayedIn(db, scope.tenant, scope.memberId, period));
}

/** Refuses a launch of a paused member, or of one whose play-time limit is reached. */
export async function assertMayLaunch(db: Executor, scope: MemberScope, now: Date, offsetMinutes: number): Promise<void> {
  await assertMayPlay(db, scope, now);
  await assertTimeLeft(db, scope, now, offsetMinutes);
}

/** Refuses a stake (call it with the member's row locked, inside the booking's transaction). */
export async function assertMayStake(tx: Executor, scope: MemberScope, stake: bigint, now: Date, offsetMinutes: number): Promise<void> {
  await assertMayPlay(tx, scope, now);
  await assertTimeLeft(tx, scope, now, offsetMinutes);
  const amount = Number(stake);
  await assertWithinLimit(tx, scope, 'wager', amount, now, offsetMinutes, async (period) => Number(await stakesIn(tx, scope.tenant, scope.memberId, period)));
  await assertWithinLimit(tx, scope, 'loss', amount, now, offsetMinutes, async (period) => Number(await netLossIn(tx, scope.tenant, scope.memberId, period)));
}
