/**
 * The member's real bets in a window, from the ledger (the `bet` transfers out of the main cash
 * wallet: one per real-mode round), so promotions, missions and the betting record agree.
 */
import { realStakesOf, type Executor } from '../ledger/index';

export interface RealBets {
  /** Cents staked. */
  readonly stake: bigint;
  readonly rounds: bigint;
}

export async function realBets(ex: Executor, tenant: string, memberId: number, since: Date | null, until: Date): Promise<RealBets> {
  return realStakesOf(ex, tenant, memberId, since, until);
}
