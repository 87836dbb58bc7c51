/**
 * The member's real bets in a window, from the ledger (the `bet` transfers out of the main cash
 * wallet: one per real-mode round), so promotions, missions and the betting record agree.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../ledger/index';

export interface RealBets {
  /** Cents staked. */
  readonly stake: bigint;
  readonly rounds: bigint;
}

export async function realBets(ex: Executor, tenant: string, memberId: number, since: Date | null, until: Date): Promise<RealBets> {
  const from = since === null ? sql`` : sql` and e.created_at >= ${since.toISOString()}`;
  const result = (await ex.execute(sql`
    select coalesce(-sum(e.amount), 0)::text as stake, count(*)::text as rounds
    from ledger_entries e
      join ledger_transfers t on t.id = e.transfer_id
      join ledger_accounts a on a.id = e.account_id
    where a.tenant = ${tenant} and a.member_id = ${memberId} and a.asset = 'cash' and a.wallet = 'main'
      and t.kind = 'bet' and e.created_at < ${until.toISOString()}${from}`)) as unknown as { rows: { stake: string; rounds: string }[] };
  const row = result.rows[0];
  return { stake: BigInt(row?.stake ?? '0'), rounds: BigInt(row?.rounds ?? '0') };
}
