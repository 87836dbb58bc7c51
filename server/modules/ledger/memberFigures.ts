/**
 * What some members brought, read from their main cash wallets: approved deposits in and valid bets
 * (real-mode stakes) out, over all time. The referral page sums them for the members a code invited.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './ledger';

export interface DepositsAndBets {
  deposits: bigint;
  bets: bigint;
}

/** The figures of each of `memberIds` with entries (a member without any is not in the map). */
export async function depositsAndBetsOf(ex: Executor, tenant: string, memberIds: readonly number[]): Promise<Map<number, DepositsAndBets>> {
  const figures = new Map<number, DepositsAndBets>();
  if (memberIds.length === 0) return figures;
  const ids = sql.join(memberIds.map((id) => sql`${id}`), sql`, `);
  const result = (await ex.execute(sql`
    select a.member_id as member_id,
      coalesce(sum(e.amount) filter (where t.kind = 'deposit'), 0)::text as deposits,
      coalesce(-sum(e.amount) filter (where t.kind = 'bet'), 0)::text as bets
    from ledger_accounts a join ledger_entries e on e.account_id = a.id join ledger_transfers t on t.id = e.transfer_id
    where a.tenant = ${tenant} and a.wallet = 'main' and a.asset = 'cash' and a.member_id in (${ids})
    group by a.member_id`)) as unknown as { rows: { member_id: number | string; deposits: string; bets: string }[] };
  for (const r of result.rows) figures.set(Number(r.member_id), { deposits: BigInt(r.deposits), bets: BigInt(r.bets) });
  return figures;
}
