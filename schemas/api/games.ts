/**
 * Request and response value schemas of the game calls of the reference merchant API: lobby lists,
 * hot, new-game vendors, favourites, recent games and launches (SPEC sections 3, 7 and 9).
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { urlSchema } from '../common';
import { GAME_TYPES } from '../domain';
import {
  clientTypeParamSchema,
  devTenantQueryProperty,
  languageParamSchema,
  merchantParamSchema,
  gamePlatformParamSchema,
} from './system';

/** Lobby page size (SPEC section 9) and the largest page a client may ask for. */
export const GAME_LIST_PAGE_SIZE = 18;
export const GAME_LIST_MAX_PAGE_SIZE = 100;
/** Favourites fetch size (SPEC section 9) is also the largest favourites page. */
export const FAVOURITES_MAX_PAGE_SIZE = 999;
export const RECENT_PAGE_SIZE = 12;
/** Hot games answered at most per call. */
export const HOT_GAMES_LIMIT = 60;

export const nodeIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' } as const satisfies JSONSchema;
export const vendorParamSchema = { type: 'string', pattern: '^[A-Za-z0-9_]{1,16}$' } as const satisfies JSONSchema;
export const gameTypeParamSchema = { type: 'string', enum: GAME_TYPES } as const satisfies JSONSchema;
const pageNoSchema = { type: 'integer', minimum: 1, maximum: 100000, default: 1 } as const satisfies JSONSchema;

/** A game (SPEC section 3) as every list returns it. */
export const gameSchema = {
  type: 'object',
  properties: {
    nodeId: nodeIdSchema,
    nodeName: { type: 'string', minLength: 1, maxLength: 120 },
    gameName: { type: 'string', minLength: 1, maxLength: 120 },
    displayName: { type: 'string', minLength: 1, maxLength: 120 },
    gameCode: { type: 'string', minLength: 1, maxLength: 64 },
    showIcon: { ...urlSchema, description: 'Icon path on the image host.' },
    iconUrl: urlSchema,
    vassalage: vendorParamSchema,
    gameType: gameTypeParamSchema,
    gameClassify: { type: 'string', description: 'Classification key of the game (SLOT, TABLE, ...).' },
    isGame: { type: 'boolean' },
    isHot: { type: 'integer', enum: [0, 1], description: '1 = hot.' },
    isNew: { type: 'integer', enum: [0, 1], description: '1 = new.' },
    supportPlay: { type: 'integer', enum: [0, 1], description: '0 = a free trial is offered.' },
    isFavourite: { type: 'boolean', description: 'Only when the request carries a session.' },
  },
  required: ['nodeId', 'nodeName', 'gameName', 'displayName', 'gameCode', 'showIcon', 'iconUrl', 'vassalage', 'gameType', 'gameClassify', 'isGame', 'isHot', 'isNew', 'supportPlay'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type Game = FromSchema<typeof gameSchema>;

// ---------------------------------------------------------------------------------------------
// GCSGAME_gameList

export const gameListQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    clientType: clientTypeParamSchema,
    platform: gamePlatformParamSchema,
    merchant: merchantParamSchema,
    gameType: gameTypeParamSchema,
    vassalage: vendorParamSchema,
    gameClassify: { type: 'string', pattern: '^[A-Za-z0-9_]{1,48}$', description: 'ALL, a classification key or the vendor code of one.' },
    gameName: { type: 'string', maxLength: 64, description: 'Case-insensitive "contains" search; trimmed.' },
    pageNo: pageNoSchema,
    pageSize: { type: 'integer', minimum: 1, maximum: GAME_LIST_MAX_PAGE_SIZE, default: GAME_LIST_PAGE_SIZE },
    language: languageParamSchema,
    prizeMode: { type: 'string', enum: ['LOTT', 'ZY', 'ELOTT', 'SEA'], description: 'Lottery lists only; accepted, not a filter.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type GameListQuery = FromSchema<typeof gameListQuerySchema>;

export const gameListValueSchema = {
  type: 'object',
  properties: {
    games: { type: 'array', items: gameSchema },
    totalPages: { type: 'integer', minimum: 0 },
    totalCount: { type: 'integer', minimum: 0 },
  },
  required: ['games', 'totalPages', 'totalCount'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type GameListValue = FromSchema<typeof gameListValueSchema>;

/** `{ list }` of games (hot and recent games). */
export const gameItemsValueSchema = {
  type: 'object',
  properties: { list: { type: 'array', items: gameSchema } },
  required: ['list'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type GameItemsValue = FromSchema<typeof gameItemsValueSchema>;

// ---------------------------------------------------------------------------------------------
// GCSGAME_hotGamesV2

export const hotGamesQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    merchantCode: merchantParamSchema,
    isPlatform: { type: 'string', enum: ['true', 'false', '1', '0'] },
    gameType: gameTypeParamSchema,
    vassalage: vendorParamSchema,
    platform: gamePlatformParamSchema,
    language: languageParamSchema,
    clientType: clientTypeParamSchema,
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type HotGamesQuery = FromSchema<typeof hotGamesQuerySchema>;

// ---------------------------------------------------------------------------------------------
// GCSGAME_getVassGameType

export const vendorGameTypesQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    vendor: vendorParamSchema,
    vassalage: vendorParamSchema,
    language: languageParamSchema,
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type VendorGameTypesQuery = FromSchema<typeof vendorGameTypesQuerySchema>;

/** The game types the vendor has games of, in menu order (empty for a vendor the merchant does not have). */
export const vendorGameTypesValueSchema = { type: 'array', items: gameTypeParamSchema } as const satisfies JSONSchema;
export type VendorGameTypesValue = FromSchema<typeof vendorGameTypesValueSchema>;

// ---------------------------------------------------------------------------------------------
// GCSGAME_newGameVendor

export const newGameVendorQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    platform: gamePlatformParamSchema,
    language: languageParamSchema,
    clientType: clientTypeParamSchema,
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type NewGameVendorQuery = FromSchema<typeof newGameVendorQuerySchema>;

export const newGameVendorValueSchema = {
  type: 'array',
  description: 'Vendors that have new games, in menu order.',
  items: {
    type: 'object',
    properties: {
      vassalage: vendorParamSchema,
      displayName: { type: 'string', minLength: 1, maxLength: 80 },
      gameType: gameTypeParamSchema,
      lagerIcon: urlSchema,
      newGames: { type: 'integer', minimum: 1 },
    },
    required: ['vassalage', 'displayName', 'gameType', 'lagerIcon', 'newGames'],
    additionalProperties: false,
  },
} as const satisfies JSONSchema;
export type NewGameVendorValue = FromSchema<typeof newGameVendorValueSchema>;

// ---------------------------------------------------------------------------------------------
// Favourites

export const favouriteIdsQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, language: languageParamSchema, clientType: clientTypeParamSchema },
  additionalProperties: false,
} as const satisfies JSONSchema;

/** Node ids of the member's favourites, latest first. */
export const favouriteIdsValueSchema = { type: 'array', items: nodeIdSchema } as const satisfies JSONSchema;
export type FavouriteIdsValue = FromSchema<typeof favouriteIdsValueSchema>;

export const favouriteListQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    clientType: clientTypeParamSchema,
    platform: gamePlatformParamSchema,
    gameType: gameTypeParamSchema,
    vassalage: vendorParamSchema,
    pageNo: pageNoSchema,
    pageSize: { type: 'integer', minimum: 1, maximum: FAVOURITES_MAX_PAGE_SIZE, default: FAVOURITES_MAX_PAGE_SIZE },
    language: languageParamSchema,
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type FavouriteListQuery = FromSchema<typeof favouriteListQuerySchema>;

export const favouriteListValueSchema = {
  type: 'object',
  properties: {
    content: { type: 'array', items: gameSchema },
    pageNum: { type: 'integer', minimum: 1 },
    totalPages: { type: 'integer', minimum: 0 },
    totalCount: { type: 'integer', minimum: 0 },
  },
  required: ['content', 'pageNum', 'totalPages', 'totalCount'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type FavouriteListValue = FromSchema<typeof favouriteListValueSchema>;

/** Favourite payload (SPEC section 3): nodeId, vendor, gameType. */
export const favouriteBodySchema = {
  type: 'object',
  properties: {
    nodeId: nodeIdSchema,
    vendor: vendorParamSchema,
    gameType: gameTypeParamSchema,
  },
  required: ['nodeId'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type FavouriteBody = FromSchema<typeof favouriteBodySchema>;

/** The remove call takes the payload in its body or its query string. */
export const favouriteRemoveQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, nodeId: nodeIdSchema, vendor: vendorParamSchema, gameType: gameTypeParamSchema },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type FavouriteRemoveQuery = FromSchema<typeof favouriteRemoveQuerySchema>;

export const favouriteChangeValueSchema = {
  type: 'object',
  properties: {
    nodeId: nodeIdSchema,
    isFavourite: { type: 'boolean' },
  },
  required: ['nodeId', 'isFavourite'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type FavouriteChangeValue = FromSchema<typeof favouriteChangeValueSchema>;

// ---------------------------------------------------------------------------------------------
// GCS_recentGame

export const recentGamesQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    page: pageNoSchema,
    pageSize: { type: 'integer', minimum: 1, maximum: GAME_LIST_MAX_PAGE_SIZE, default: RECENT_PAGE_SIZE },
    gameType: gameTypeParamSchema,
    vassalage: vendorParamSchema,
    language: languageParamSchema,
    clientType: clientTypeParamSchema,
    platform: gamePlatformParamSchema,
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RecentGamesQuery = FromSchema<typeof recentGamesQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Launches

export const launchQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    nodeId: nodeIdSchema,
    vassalage: vendorParamSchema,
    vendor: vendorParamSchema,
    gameType: gameTypeParamSchema,
    gameCode: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    platform: gamePlatformParamSchema,
    clientType: clientTypeParamSchema,
    language: languageParamSchema,
  },
  required: ['nodeId'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type LaunchQuery = FromSchema<typeof launchQuerySchema>;

export const launchValueSchema = {
  type: 'object',
  properties: {
    url: { ...urlSchema, description: 'The game page on a launch host; open it in the game popup.' },
  },
  required: ['url'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type LaunchValue = FromSchema<typeof launchValueSchema>;

/** `/demo-game` and the launch hosts: the demo game page the launch URLs point to. */
export const demoGameQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    nodeId: nodeIdSchema,
    mode: { type: 'string', enum: ['real', 'demo'], default: 'demo' },
    token: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$', description: 'Opaque launch token (not the session token).' },
    language: languageParamSchema,
    round: { type: 'string', pattern: '^R[A-Za-z0-9_-]{8,32}$', description: 'Real mode: the spin just booked, to show its result.' },
    insufficient: { type: 'string', enum: ['1'], description: 'Real mode: the last spin was refused for the balance.' },
  },
  required: ['nodeId'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DemoGameQuery = FromSchema<typeof demoGameQuerySchema>;
