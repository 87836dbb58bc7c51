/** The development outbox's reading side: what the server "sent" (deliver, codes.ts), for tests and end-to-end runs. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { OutboxValue } from '../../../schemas/api/dev';
import type { Db } from '../../db/connect';
import { outbox } from './schema';

/** The tenant's latest outbox messages, newest first (to one address, on one channel, when given). */
export async function outboxMessages(db: Db, tenant: string, filter: { to?: string | undefined; channel?: 'sms' | 'email' | undefined; limit: number }): Promise<OutboxValue> {
  const conditions: SQL[] = [eq(outbox.tenant, tenant)];
  if (filter.to !== undefined) conditions.push(eq(outbox.to, filter.to));
  if (filter.channel !== undefined) conditions.push(eq(outbox.channel, filter.channel));
  const rows = await db.select().from(outbox).where(and(...conditions)).orderBy(desc(outbox.id)).limit(filter.limit);
  return rows.map((r) => ({ id: r.id, channel: r.channel as 'sms' | 'email', to: r.to, body: r.body, createdAt: r.createdAt.toISOString() }));
}
