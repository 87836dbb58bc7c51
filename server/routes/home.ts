/**
 * Home calls (SPEC sections 2, 3, 7 and 9): announcements, the winner board, banners per group (a
 * call SPEC needs but does not name) and feedback. The public answers go through the catalogue
 * cache (server/modules/catalogue).
 */
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
  type AnnouncementsQuery,
  type BannersQuery,
  type FeedbackBody,
  type WinnerBoardQuery,
} from '../../schemas/api/home';
import { emptyQuerySchema } from '../../schemas/api/system';
import { HTTP_POLICIES, catalogueOf, sendPublic } from '../modules/catalogue/index';
import { announcementPage, bannersOf, requestedLanguageOf, winnersOf } from '../modules/content/index';
import { ApiError } from '../http/errors';
import { feedbackBoundsOf, storeFeedback, wordCount } from '../modules/messages/index';
import { limitsOf, requireQuota } from '../modules/security/index';
import { sessionMember } from '../modules/members/index';

export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const catalogue = catalogueOf(app);

  app.get<{ Querystring: AnnouncementsQuery }>('/wps/relay/MCSFE_getListAnnouncements', {
    schema: { querystring: announcementsQuerySchema, response: { 200: wrappedResponseSchema(announcementsValueSchema) } },
  }, async (request, reply) => {
    const query = request.query;
    const language = requestedLanguageOf(request.tenant, query.language);
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? ANNOUNCEMENT_PAGE_SIZE;
    const requested: readonly string[] = query.types === undefined ? [] : typeof query.types === 'string' ? [query.types] : query.types;
    const types = query.types === undefined ? undefined : [...new Set(requested.flatMap((t) => t.split(',')))].sort();
    return sendPublic(catalogue, request, reply, {
      key: `announcements|${language}|${pageNo}|${pageSize}|${types === undefined ? '*' : types.join(',')}`,
      policy: HTTP_POLICIES.announcements,
      draw: () => announcementPage(db, request.tenant.code, language, { pageNo, pageSize, ...(types === undefined ? {} : { types }) }),
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
      draw: () => winnersOf(db, request.tenant.code, category, limit),
    });
  });

  app.get<{ Querystring: BannersQuery }>('/wps/system/banners', {
    schema: { querystring: bannersQuerySchema, response: { 200: wrappedResponseSchema(bannersValueSchema) } },
  }, async (request, reply) => {
    const group = request.query.groupName;
    return sendPublic(catalogue, request, reply, {
      key: `banners|${group === undefined ? '*' : `=${group}`}`,
      policy: HTTP_POLICIES.banners,
      draw: () => bannersOf(db, request.tenant.code, group),
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
    const id = await storeFeedback(db, request.tenant.code, member?.id ?? null, request.body.questionType, text, request.server.clock.now());
    return { success: true, value: { id } };
  });
}
