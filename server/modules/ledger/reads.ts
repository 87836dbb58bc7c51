/**
 * What other modules read of the ledger, named for what they answer (they never query its tables).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ledgerAccounts, ledgerTransfers } from './schema';
import type { Asset, Executor } from './ledger';

/** The amounts of the tenant's transfers `ids` (ids that are not the tenant's are left out). */
export async function transferAmounts(ex: Executor, tenant: string, ids: readonly number[]): Promise<Map<number, bigint>> {
  if (ids.length === 0) return new Map();
  const rows = await ex.select({ id: ledgerTransfers.id, amount: ledgerTransfers.amount }).from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.tenant, tenant), inArray(ledgerTransfers.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.amount]));
}

/** The balances of the members' `wallet` accounts (main by default); a member without one is left out. */
export async function walletBalances(ex: Executor, tenant: string, memberIds: readonly number[], wallet = 'main', asset: Asset = 'cash'): Promise<Map<number, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = await ex.select({ memberId: ledgerAccounts.memberId, balance: ledgerAccounts.balance }).from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenant, tenant), inArray(ledgerAccounts.memberId, [...new Set(memberIds)]), eq(ledgerAccounts.asset, asset), eq(ledgerAccounts.wallet, wallet)));
  return new Map(rows.map((r) => [r.memberId, r.balance]));
}
