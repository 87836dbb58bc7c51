/**
 * The ledger's invariants, checked by SQL over everything a tenant booked (tests and benches call it):
 * every transfer is exactly two entries summing to zero, every account's balance is the sum of its
 * entries and its last entry's balance_after, and no member account is below zero.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './ledger';

export interface LedgerViolations {
  unbalancedTransfers: number;
  balancesNotSumOfEntries: number;
  negativeMemberBalances: number;
}

async function countOf(ex: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await ex.execute(query)) as unknown as { rows: { n: string | number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

export async function ledgerViolations(ex: Executor, tenant: string): Promise<LedgerViolations> {
  return {
    unbalancedTransfers: await countOf(ex, sql`
      select count(*) as n from (
        select t.id from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
        where t.tenant = ${tenant}
        group by t.id, t.amount
        having count(e.id) <> 2 or coalesce(sum(e.amount), 0) <> 0 or max(e.amount) <> t.amount
      ) bad`),
    balancesNotSumOfEntries: await countOf(ex, sql`
      select count(*) as n from (
        select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        where a.tenant = ${tenant}
        group by a.id, a.balance
        having a.balance <> coalesce(sum(e.amount), 0)
          or a.balance <> coalesce((select e2.balance_after from ledger_entries e2 where e2.account_id = a.id order by e2.id desc limit 1), 0)
      ) bad`),
    negativeMemberBalances: await countOf(ex, sql`select count(*) as n from ledger_accounts where tenant = ${tenant} and member_id <> 0 and balance < 0`),
  };
}
