/**
 * Request and response value schemas of the home calls of the reference merchant API:
 * announcements, winner board, banners and feedback (SPEC sections 2, 3, 7 and 9).
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { urlSchema } from '../common';
import { BANNER_GROUPS, GAME_TYPES } from '../domain';
import { clientTypeParamSchema, devTenantQueryProperty, languageParamSchema, platformParamSchema } from './system';
import { moneySchema } from './wallet';

// ---------------------------------------------------------------------------------------------
// MCSFE_getListAnnouncements

/** Announcement types (SPEC section 7) and executions (section 3: A members, B guests, F first login). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const ANNOUNCEMENT_EXECUTIONS = ['A', 'B', 'F'] as const;
/** Announcement list page size (SPEC section 9). */
export const ANNOUNCEMENT_PAGE_SIZE = 9;

export const announcementsQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    types: {
      description: 'Announcement types, comma-separated (types=B,PL) or repeated (types=B&types=PL); every type when absent.',
      anyOf: [
        { type: 'string', pattern: '^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$' },
        { type: 'array', items: { type: 'string', enum: ANNOUNCEMENT_TYPES }, minItems: 1, maxItems: 10 },
      ],
    },
    platform: platformParamSchema,
    language: languageParamSchema,
    pageNo: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: ANNOUNCEMENT_PAGE_SIZE },
    clientType: clientTypeParamSchema,
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type AnnouncementsQuery = FromSchema<typeof announcementsQuerySchema>;

export const announcementSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1 },
    title: { type: 'string', minLength: 1, maxLength: 200 },
    content: { type: 'string', maxLength: 20000, description: 'HTML; the client sanitises it.' },
    promotionType: { type: 'string', enum: ANNOUNCEMENT_TYPES },
    execution: { type: 'string', enum: ANNOUNCEMENT_EXECUTIONS },
    publishTime: { type: 'string', description: 'ISO date.' },
  },
  required: ['id', 'title', 'content', 'promotionType', 'execution', 'publishTime'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type Announcement = FromSchema<typeof announcementSchema>;

export const announcementsValueSchema = {
  type: 'object',
  properties: {
    list: { type: 'array', items: announcementSchema },
    pageNo: { type: 'integer', minimum: 1 },
    totalPages: { type: 'integer', minimum: 0 },
    totalCount: { type: 'integer', minimum: 0 },
  },
  required: ['list', 'pageNo', 'totalPages', 'totalCount'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type AnnouncementsValue = FromSchema<typeof announcementsValueSchema>;

// ---------------------------------------------------------------------------------------------
// ODSFE2_getWinnerBoard

export const WINNER_BOARD_LIMIT = 20;

export const winnerBoardQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    gameCategory: { type: 'string', enum: ['ALL', ...GAME_TYPES], default: 'ALL' },
    language: languageParamSchema,
    limitNum: { type: 'integer', minimum: 1, maximum: WINNER_BOARD_LIMIT, default: WINNER_BOARD_LIMIT },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type WinnerBoardQuery = FromSchema<typeof winnerBoardQuerySchema>;

export const winnerSchema = {
  type: 'object',
  properties: {
    customerName: { type: 'string', pattern: '^[a-z0-9]{2}\\*\\*\\*[a-z0-9]{2}$', description: "Masked account, like 'jo***12'." },
    winAmount: { ...moneySchema, pattern: '^[0-9]+\\.[0-9]{2}$', description: "The win as money on every call is, e.g. '1234.50'." },
    gameName: { type: 'string', minLength: 1, maxLength: 120 },
    gameType: { type: 'string', enum: GAME_TYPES },
    vassalage: { type: 'string' },
  },
  required: ['customerName', 'winAmount', 'gameName', 'gameType', 'vassalage'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type Winner = FromSchema<typeof winnerSchema>;

/** Biggest wins first. */
export const winnerBoardValueSchema = { type: 'array', items: winnerSchema, maxItems: WINNER_BOARD_LIMIT } as const satisfies JSONSchema;
export type WinnerBoardValue = FromSchema<typeof winnerBoardValueSchema>;

// ---------------------------------------------------------------------------------------------
// /wps/system/banners?groupName=

export const BANNER_LINKAGE_TYPES = ['NONE', 'INTERNAL', 'EXTERNAL', 'GAME', 'PROMOTION'] as const;

export const bannersQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    groupName: { type: 'string', enum: BANNER_GROUPS, description: 'Every group when absent.' },
    language: languageParamSchema,
    platform: platformParamSchema,
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type BannersQuery = FromSchema<typeof bannersQuerySchema>;

export const bannerSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^[a-z_]+-[0-9]+$' },
    groupName: { type: 'string', enum: BANNER_GROUPS },
    title: { type: 'string', minLength: 1, maxLength: 200 },
    url: { ...urlSchema, description: 'Banner image on the image host.' },
    linkageType: { type: 'string', enum: BANNER_LINKAGE_TYPES, description: 'What a click opens; NONE: nothing.' },
    linkageUrl: { type: 'string', maxLength: 2048, description: 'Route, URL, game nodeId or promotion id, by linkageType.' },
  },
  required: ['id', 'groupName', 'title', 'url', 'linkageType', 'linkageUrl'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type Banner = FromSchema<typeof bannerSchema>;

export const bannersValueSchema = { type: 'array', items: bannerSchema } as const satisfies JSONSchema;
export type BannersValue = FromSchema<typeof bannersValueSchema>;

// ---------------------------------------------------------------------------------------------
// PUT /wps/feedback

/** Feedback content bounds: characters (request schema) and words (checked by the route); SPEC leaves them open. */
export const FEEDBACK_MAX_CHARS = 10000;
export const FEEDBACK_MIN_WORDS = 1;
export const FEEDBACK_MAX_WORDS = 2000;

export const feedbackBodySchema = {
  type: 'object',
  properties: {
    questionType: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' },
    content: { type: 'string', minLength: 1, maxLength: FEEDBACK_MAX_CHARS },
  },
  required: ['questionType', 'content'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type FeedbackBody = FromSchema<typeof feedbackBodySchema>;

export const feedbackValueSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type FeedbackValue = FromSchema<typeof feedbackValueSchema>;
