/**
 * What the operations side reads of the wallet's queues (the metrics endpoint's payout age).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../ledger/index';

/** Per tenant with a pending withdrawal, when its oldest one was requested. */
export async function oldestPendingWithdrawals(ex: Executor): Promise<Map<string, Date>> {
  const result = (await ex.execute(sql`select tenant, min(created_at) as oldest from withdrawals where status = 'pending' group by tenant`)) as unknown as { rows: { tenant: string; oldest: Date | string }[] };
  return new Map(result.rows.map((r) => [r.tenant, new Date(r.oldest)]));
}
