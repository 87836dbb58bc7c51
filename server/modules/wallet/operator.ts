/**
 * What an operator does to money (the CLI server/cli/walletDecision.ts and the development routes
 * call it): approve or reject a deposit, pay or reject a withdrawal. Each is done once: a decided
 * deposit or withdrawal is left as it is and the answer says so. A decision that changes something
 * is told to the member through `tell` (the messages module's teller), in the same transaction.
 */
import type { DepositRecord, WithdrawalRecord } from '../../../schemas/api/wallet';
import type { Db } from '../../db/connect';
import type { TenantInfo } from '../tenants/index';
import { decideDeposit, type DepositDecision } from './deposits';
import { walletSettingsOf } from './settings';
import { decideWithdrawal, type WithdrawalDecision } from './withdrawals';
import type { WalletOutcomeTeller } from './outcomes';

/** `D12` or `12` -> 12; undefined when it is neither. */
export function referenceNumber(text: string, prefix: 'D' | 'W'): number | undefined {
  const match = new RegExp(`^${prefix}?([0-9]{1,15})$`, 'i').exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

export async function operatorDeposit(db: Db, tenant: TenantInfo, id: number, decision: DepositDecision, by: string, now: Date, tell?: WalletOutcomeTeller): Promise<{ record: DepositRecord; changed: boolean } | undefined> {
  return decideDeposit(db, await walletSettingsOf(db, tenant), id, decision, by, now, undefined, tell);
}

export async function operatorWithdrawal(db: Db, tenant: TenantInfo, id: number, decision: WithdrawalDecision, now: Date, tell?: WalletOutcomeTeller): Promise<{ record: WithdrawalRecord; changed: boolean } | undefined> {
  return decideWithdrawal(db, await walletSettingsOf(db, tenant), id, decision, now, tell);
}
