/** The member balances other parts of the server read (header balance, trial accounts). */
import type { Db } from '../../db/connect';
import { balanceOf, memberAccount, openAccount } from '../ledger/index';
import type { TenantInfo } from '../tenants/index';
import { walletSettingsOf } from './settings';

/** A trial account's play money (cents), booked as an opening transfer. */
export const TRIAL_PLAY_MONEY = 2_000_00n;

/** A member's main wallet balance in cents (the ledger's account; 0 before the first booking). */
export function mainBalance(db: Db, tenant: string, memberId: number): Promise<bigint> {
  return balanceOf(db, tenant, memberAccount(memberId));
}

/** Gives a new trial account its play money through the ledger. */
export async function openTrialWallet(db: Db, tenant: TenantInfo, memberId: number, now: Date): Promise<void> {
  await openAccount(db, await walletSettingsOf(db, tenant), memberId, TRIAL_PLAY_MONEY, now);
}
