/** The agent centre's announcements, read from the tenant's content (kind agentAnnouncement). */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Announcement, AnnouncementsValue } from '../../../schemas/api/home';
import type { Language } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import { CONTENT_KINDS } from '../../seed/content';
import { content } from './schema';

/** One page of the agent announcements in a language, newest first, with the page count. */
export async function agentAnnouncements(db: Db, tenant: string, language: Language, pageNo: number, pageSize: number): Promise<AnnouncementsValue> {
  const where = and(eq(content.tenant, tenant), eq(content.kind, CONTENT_KINDS.agentAnnouncement), eq(content.language, language));
  // One query: the page's rows, each with the total beside it.
  const rows = await db.select({ data: content.data, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(content).where(where)
    .orderBy(desc(content.position)).limit(pageSize).offset((pageNo - 1) * pageSize);
  const total = rows[0]?.total ?? 0;
  return { list: rows.map((r) => r.data as Announcement), pageNo, totalPages: Math.ceil(total / pageSize), totalCount: total };
}
