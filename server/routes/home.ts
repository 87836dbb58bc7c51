/**
 * Home calls (SPEC sections 2, 3, 7 and 9): announcements, the winner board, banners per group (a
 * call SPEC needs but does not name) and feedback. The public answers go through the catalogue
 * cache (server/modules/catalogue).
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import {
  ANNOUNCEMENT_PAGE_SIZE,
  announcementsQuerySchema,
  announcementsValueSchema,
  bannersQuerySchema,
  bannersValueSchema,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  feedbackBodySchema,
  feedbackValueSchema,
  WINNER_BOARD_LIMIT,
  winnerBoardQuerySchema,
  winnerBoardValueSchema,
  type Announcement,
  type AnnouncementsQuery,
  type Banner,
  type BannersQuery,
  type FeedbackBody,
  type WinnerBoardQuery,
  type Winner,
} from '../../schemas/api/home';
import { emptyQuerySchema } from '../../schemas/api/system';
import { HTTP_POLICIES, catalogueOf, sendPublic } from '../modules/catalogue/index';
import { content } from '../modules/content/schema';
import { feedback } from '../modules/messages/schema';
import { ApiError } from '../http/errors';
import { feedbackBoundsOf, wordCount } from '../modules/messages/index';
import { limitsOf, requireQuota } from '../modules/security/index';
import { CONTENT_KINDS } from '../seed/content';
import { sessionMember } from '../modules/members/index';
import { contentOf, languageOf } from './system';


export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const catalogue = catalogueOf(app);

  app.get<{ Querystring: AnnouncementsQuery }>('/wps/relay/MCSFE_getListAnnouncements', {
    schema: { querystring: announcementsQuerySchema, response: { 200: wrappedResponseSchema(announcementsValueSchema) } },
  }, async (request, reply) => {
    const query = request.query;
    const language = languageOf(request.tenant, query.language);
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? ANNOUNCEMENT_PAGE_SIZE;
    const requested: readonly string[] = query.types === undefined ? [] : typeof query.types === 'string' ? [query.types] : query.types;
    const types = query.types === undefined ? undefined : [...new Set(requested.flatMap((t) => t.split(',')))].sort();
    return sendPublic(catalogue, request, reply, {
      key: `announcements|${language}|${pageNo}|${pageSize}|${types === undefined ? '*' : types.join(',')}`,
      policy: HTTP_POLICIES.announcements,
      draw: async () => {
        const filters: SQL[] = [
          eq(content.tenant, request.tenant.code),
          eq(content.kind, CONTENT_KINDS.announcement),
          eq(content.language, language),
        ];
        if (types !== undefined) filters.push(inArray(sql<string>`${content.data}->>'promotionType'`, types));
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
        return {
          list: rows.map((r) => r.data as Announcement),
          pageNo,
          totalPages: Math.ceil(total / pageSize),
          totalCount: total,
        };
      },
    });
  });

  app.get<{ Querystring: WinnerBoardQuery }>('/wps/relay/ODSFE2_getWinnerBoard', {
    schema: { querystring: winnerBoardQuerySchema, response: { 200: wrappedResponseSchema(winnerBoardValueSchema) } },
  }, async (request, reply) => {
    const category = request.query.gameCategory ?? 'ALL';
    const limit = request.query.limitNum ?? WINNER_BOARD_LIMIT;
    return sendPublic(catalogue, request, reply, {
      key: `winners|${category}|${limit}`,
      policy: HTTP_POLICIES.winnerBoard,
      draw: async () => {
        const all = await contentOf<Winner>(db, request.tenant.code, CONTENT_KINDS.winner);
        return (category === 'ALL' ? all : all.filter((w) => w.gameType === category)).slice(0, limit);
      },
    });
  });

  app.get<{ Querystring: BannersQuery }>('/wps/system/banners', {
    schema: { querystring: bannersQuerySchema, response: { 200: wrappedResponseSchema(bannersValueSchema) } },
  }, async (request, reply) => {
    const group = request.query.groupName;
    return sendPublic(catalogue, request, reply, {
      key: `banners|${group === undefined ? '*' : `=${group}`}`,
      policy: HTTP_POLICIES.banners,
      draw: async () => {
        const all = await contentOf<Banner>(db, request.tenant.code, CONTENT_KINDS.banner);
        return group === undefined ? all : all.filter((b) => b.groupName === group);
      },
    });
  });

  app.put<{ Body: FeedbackBody }>('/wps/feedback', {
    schema: { querystring: emptyQuerySchema, body: feedbackBodySchema, response: { 200: wrappedResponseSchema(feedbackValueSchema) } },
  }, async (request) => {
    const text = request.body.content.trim();
    const words = wordCount(text);
    // The tenant's form bounds (the feedback-form props its layout places), within the API's own.
    const bounds = feedbackBoundsOf(request.tenant);
    const minWords = Math.max(FEEDBACK_MIN_WORDS, bounds.minWords);
    const maxWords = Math.min(FEEDBACK_MAX_WORDS, bounds.maxWords);
    if (words < minWords || words > maxWords) {
      throw new ApiError(400, 'error.invalidRequest', { minWords, maxWords, words });
    }
    // Guests may post: a per-IP quota bounds what one address can store (members count under their IP too).
    const { feedbackPerIpPerHour } = await limitsOf(db, request.tenant.code, app.mode);
    await requireQuota(db, request.tenant.code, `feedback-ip:${request.ip}`, feedbackPerIpPerHour, 3600, request.server.clock.now());
    const member = await sessionMember(db, request);
    const rows = await db
      .insert(feedback)
      .values({ tenant: request.tenant.code, memberId: member?.id ?? null, questionType: request.body.questionType, content: text, createdAt: request.server.clock.now() })
      .returning({ id: feedback.id });
    const id = rows[0]?.id;
    if (id === undefined) throw new ApiError(500, 'error.unknown');
    return { success: true, value: { id } };
  });
}
