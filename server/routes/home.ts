/**
 * Home calls (SPEC sections 2, 3, 7 and 9): announcements, the winner board, banners per group (a
 * call SPEC needs but does not name) and feedback.
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
import { content, feedback } from '../db/schema';
import { ApiError } from '../errors';
import { CONTENT_KINDS } from '../seed/content';
import { sessionMember } from '../session';
import { contentOf, languageOf } from './system';

function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed.length === 0 ? 0 : trimmed.split(/\s+/u).length;
}

export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get<{ Querystring: AnnouncementsQuery }>('/wps/relay/MCSFE_getListAnnouncements', {
    schema: { querystring: announcementsQuerySchema, response: { 200: wrappedResponseSchema(announcementsValueSchema) } },
  }, async (request) => {
    const query = request.query;
    const language = languageOf(request.tenant, query.language);
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? ANNOUNCEMENT_PAGE_SIZE;
    const filters: SQL[] = [
      eq(content.tenant, request.tenant.code),
      eq(content.kind, CONTENT_KINDS.announcement),
      eq(content.language, language),
    ];
    if (query.types !== undefined) {
      const requested: readonly string[] = typeof query.types === 'string' ? [query.types] : query.types;
      const types = [...new Set(requested.flatMap((t) => t.split(',')))];
      filters.push(inArray(sql<string>`${content.data}->>'promotionType'`, types));
    }
    const where = and(...filters);
    const [totals, rows] = await Promise.all([
      db.select({ n: count() }).from(content).where(where),
      db.select({ data: content.data }).from(content).where(where).orderBy(asc(content.position)).limit(pageSize).offset((pageNo - 1) * pageSize),
    ]);
    const total = totals[0]?.n ?? 0;
    return {
      success: true,
      value: {
        list: rows.map((r) => r.data as Announcement),
        pageNo,
        totalPages: Math.ceil(total / pageSize),
        totalCount: total,
      },
    };
  });

  app.get<{ Querystring: WinnerBoardQuery }>('/wps/relay/ODSFE2_getWinnerBoard', {
    schema: { querystring: winnerBoardQuerySchema, response: { 200: wrappedResponseSchema(winnerBoardValueSchema) } },
  }, async (request) => {
    const category = request.query.gameCategory ?? 'ALL';
    const limit = request.query.limitNum ?? WINNER_BOARD_LIMIT;
    const all = await contentOf<Winner>(db, request.tenant.code, CONTENT_KINDS.winner);
    return { success: true, value: (category === 'ALL' ? all : all.filter((w) => w.gameType === category)).slice(0, limit) };
  });

  app.get<{ Querystring: BannersQuery }>('/wps/system/banners', {
    schema: { querystring: bannersQuerySchema, response: { 200: wrappedResponseSchema(bannersValueSchema) } },
  }, async (request) => {
    const all = await contentOf<Banner>(db, request.tenant.code, CONTENT_KINDS.banner);
    const group = request.query.groupName;
    return { success: true, value: group === undefined ? all : all.filter((b) => b.groupName === group) };
  });

  app.put<{ Body: FeedbackBody }>('/wps/feedback', {
    schema: { querystring: emptyQuerySchema, body: feedbackBodySchema, response: { 200: wrappedResponseSchema(feedbackValueSchema) } },
  }, async (request) => {
    const text = request.body.content.trim();
    const words = wordCount(text);
    if (words < FEEDBACK_MIN_WORDS || words > FEEDBACK_MAX_WORDS) {
      throw new ApiError(400, 'error.invalidRequest', { minWords: FEEDBACK_MIN_WORDS, maxWords: FEEDBACK_MAX_WORDS, words });
    }
    const member = await sessionMember(db, request);
    const rows = await db
      .insert(feedback)
      .values({ tenant: request.tenant.code, memberId: member?.id ?? null, questionType: request.body.questionType, content: text })
      .returning({ id: feedback.id });
    const id = rows[0]?.id;
    if (id === undefined) throw new ApiError(500, 'error.unknown');
    return { success: true, value: { id } };
  });
}
