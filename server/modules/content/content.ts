/**
 * The content service: the only code that reads and writes the `content` table (banners,
 * announcements, promotions, help terms, winners, countries, fast lines), per tenant, kind and
 * language, in position order.
 */
import { and, asc, count, desc, eq, inArray, isNull, min, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../schemas/domain';
import type { Announcement, Banner, Winner } from '../../../schemas/api/home';
import type { Country, DomainRoute, HelpTerm, Promotion } from '../../../schemas/api/system';
import type { Db } from '../../db/connect';
import { CONTENT_KINDS, type ContentKind } from './kinds';
import { content } from './schema';

/** Content rows of one kind (and language), in position order. */
export async function contentOf<T>(db: Db, tenant: string, kind: ContentKind, language?: Language): Promise<T[]> {
  const where = language === undefined
    ? and(eq(content.tenant, tenant), eq(content.kind, kind))
    : and(eq(content.tenant, tenant), eq(content.kind, kind), eq(content.language, language));
  const rows = await db.select({ data: content.data }).from(content).where(where).orderBy(asc(content.position));
  return rows.map((r) => r.data as T);
}

/** The tenant's fast lines. */
export function domainRoutesOf(db: Db, tenant: string): Promise<DomainRoute[]> {
  return contentOf<DomainRoute>(db, tenant, CONTENT_KINDS.domainRoute);
}

/** The help centre's terms in a language. */
export function helpTermsOf(db: Db, tenant: string, language: Language): Promise<HelpTerm[]> {
  return contentOf<HelpTerm>(db, tenant, CONTENT_KINDS.help, language);
}

/** The country dialling codes. */
export function countriesOf(db: Db, tenant: string): Promise<Country[]> {
  return contentOf<Country>(db, tenant, CONTENT_KINDS.country);
}

/** The promotions in a language (every type; the caller decides which it shows). */
export function promotionsOf(db: Db, tenant: string, language: Language): Promise<Promotion[]> {
  return contentOf<Promotion>(db, tenant, CONTENT_KINDS.promotion, language);
}

/** The banners of a group, or of every group. */
export async function bannersOf(db: Db, tenant: string, group?: string): Promise<Banner[]> {
  const all = await contentOf<Banner>(db, tenant, CONTENT_KINDS.banner);
  return group === undefined ? all : all.filter((b) => b.groupName === group);
}

/** The winner board: the first `limit` winners of a game type, or of every one ('ALL'). */
export async function winnersOf(db: Db, tenant: string, category: string, limit: number): Promise<Winner[]> {
  const all = await contentOf<Winner>(db, tenant, CONTENT_KINDS.winner);
  return (category === 'ALL' ? all : all.filter((w) => w.gameType === category)).slice(0, limit);
}

/** A page of announcements, with the totals of its list. */
export interface AnnouncementPage {
  list: Announcement[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
}

/** A page of the announcements in a language, of the given promotion types (every type without). */
export async function announcementPage(db: Db, tenant: string, language: Language, page: { pageNo: number; pageSize: number; types?: readonly string[] }): Promise<AnnouncementPage> {
  const { pageNo, pageSize, types } = page;
  const filters: SQL[] = [eq(content.tenant, tenant), eq(content.kind, CONTENT_KINDS.announcement), eq(content.language, language)];
  if (types !== undefined) filters.push(inArray(sql<string>`${content.data}->>'promotionType'`, [...types]));
  const where = and(...filters);
  // One query: the page's rows, each with the total beside it.
  const rows = await db
    .select({ data: content.data, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(content)
    .where(where)
    .orderBy(asc(content.position))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page no row carries the total (rare): count alone.
    const totals = pageNo > 1 ? await db.select({ n: count() }).from(content).where(where) : [];
    total = totals[0]?.n ?? 0;
  }
  return { list: rows.map((r) => r.data as Announcement), pageNo, totalPages: Math.ceil(total / pageSize), totalCount: total };
}

/** A page of the agents' announcements in a language, newest (last placed) first. */
export async function agentAnnouncementPage(db: Db, tenant: string, language: Language, page: { pageNo: number; pageSize: number }): Promise<AnnouncementPage> {
  const { pageNo, pageSize } = page;
  const where = and(eq(content.tenant, tenant), eq(content.kind, CONTENT_KINDS.agentAnnouncement), eq(content.language, language));
  const rows = await db.select({ data: content.data, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(content).where(where)
    .orderBy(desc(content.position)).limit(pageSize).offset((pageNo - 1) * pageSize);
  const total = rows[0]?.total ?? 0;
  return { list: rows.map((r) => r.data as Announcement), pageNo, totalPages: Math.ceil(total / pageSize), totalCount: total };
}

/** The first row of a kind whose data's id is `id` (in a language, when given). */
async function byId<T>(db: Db, tenant: string, kind: ContentKind, id: string, language?: Language): Promise<T | undefined> {
  const filters: SQL[] = [eq(content.tenant, tenant), eq(content.kind, kind)];
  if (language !== undefined) filters.push(eq(content.language, language));
  filters.push(eq(sql`${content.data}->>'id'`, id));
  const rows = await db.select({ data: content.data }).from(content).where(and(...filters)).limit(1);
  return rows[0]?.data as T | undefined;
}

/** The banner of an id (banner ids are `<group>-<n>`). */
export function bannerById(db: Db, tenant: string, id: string): Promise<Banner | undefined> {
  return byId<Banner>(db, tenant, CONTENT_KINDS.banner, id);
}

/** The promotion of an id, in a language. */
export function promotionById(db: Db, tenant: string, id: number | string, language: Language): Promise<Promotion | undefined> {
  return byId<Promotion>(db, tenant, CONTENT_KINDS.promotion, String(id), language);
}

/** Whether the tenant has a promotion of this id (in any language). */
export async function promotionExists(db: Db, tenant: string, promotionId: number): Promise<boolean> {
  return (await byId<Promotion>(db, tenant, CONTENT_KINDS.promotion, String(promotionId))) !== undefined;
}

/** Replaces the tenant's fast lines with these, in this order, at once. */
export async function replaceDomainRoutes(db: Db, tenant: string, lines: readonly DomainRoute[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(content).where(and(eq(content.tenant, tenant), eq(content.kind, CONTENT_KINDS.domainRoute)));
    if (lines.length > 0) {
      await tx.insert(content).values(lines.map((line, position) => ({ tenant, kind: CONTENT_KINDS.domainRoute, language: null, position, data: { url: line.url, name: line.name } })));
    }
  });
}

/**
 * Places a row of a kind (and language, or none) ahead of the rows there are; returns its position.
 * (The development routes plant the security end-to-end run's corpus this way.)
 */
export async function placeContentFirst(db: Db, tenant: string, kind: ContentKind, language: Language | null, data: Record<string, unknown>): Promise<number> {
  const where = and(eq(content.tenant, tenant), eq(content.kind, kind), language === null ? isNull(content.language) : eq(content.language, language));
  const [first] = await db.select({ position: min(content.position) }).from(content).where(where);
  const position = (first?.position ?? 0) - 1;
  await db.insert(content).values({ tenant, kind, language, position, data });
  return position;
}
