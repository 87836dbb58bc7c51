/**
 * Request and response value schemas of the system calls of the reference merchant API
 * (/wps/system/*, merchant promotions), plus the query fragments every API group shares.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { siteLocationSchema } from '../server/site-permission';
import { urlSchema } from '../common';
import { GAME_PLATFORMS, LANGUAGES } from '../domain';

// ---------------------------------------------------------------------------------------------
// Shared query fragments

/**
 * `?tenant=<code>`: the development override that the server reads before routing (only on a
 * loopback host outside production). Declared on every query so that it is not an unknown key.
 */
export const devTenantQueryProperty = {
  tenant: { type: 'string', pattern: '^[a-z][a-z0-9-]{1,31}$', description: 'Development only: the tenant on a loopback host.' },
} as const satisfies Record<string, JSONSchema>;

/** A language as clients send it: pt, en, PT, EN, pt-BR, pt_BR...; anything else falls back to the tenant default. */
export const languageParamSchema = {
  type: 'string',
  pattern: '^[A-Za-z]{2}([-_][A-Za-z]{2,4})?$',
  description: `Interface language; ${LANGUAGES.join(' or ')} (others fall back to the tenant's default language).`,
} as const satisfies JSONSchema;

/** The `device` / `platform` codes clients send (W, WEB, html5-desktop, flash, ...). */
export const platformParamSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' } as const satisfies JSONSchema;

/** The `platform` of the game calls: the list SPEC section 9 gives (schemas/domain.ts GAME_PLATFORMS). */
export const gamePlatformParamSchema = { type: 'string', enum: GAME_PLATFORMS } as const satisfies JSONSchema;

/** The client type (SPEC section 9: 3). */
export const clientTypeParamSchema = { type: 'integer', minimum: 0, maximum: 99 } as const satisfies JSONSchema;

/** A query that takes only the shared development override. */
export const emptyQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty },
  additionalProperties: false,
} as const satisfies JSONSchema;

/** A merchant code as clients send it beside the Host (ignored: the Host decides the tenant). */
export const merchantParamSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' } as const satisfies JSONSchema;

// ---------------------------------------------------------------------------------------------
// /wps/system/location

export const locationValueSchema = siteLocationSchema;
export type LocationValue = FromSchema<typeof locationValueSchema>;

// ---------------------------------------------------------------------------------------------
// /wps/system/domainRoute

export const domainRouteSchema = {
  type: 'object',
  properties: {
    url: urlSchema,
    name: { type: 'string', minLength: 1, maxLength: 80 },
  },
  required: ['url', 'name'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DomainRoute = FromSchema<typeof domainRouteSchema>;

export const domainRouteValueSchema = { type: 'array', items: domainRouteSchema } as const satisfies JSONSchema;
export type DomainRouteValue = FromSchema<typeof domainRouteValueSchema>;

// ---------------------------------------------------------------------------------------------
// /wps/system/helpCenter?lang=&device=WEB

export const helpCenterQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    lang: languageParamSchema,
    language: languageParamSchema,
    device: platformParamSchema,
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type HelpCenterQuery = FromSchema<typeof helpCenterQuerySchema>;

export const helpTermSchema = {
  type: 'object',
  properties: {
    term: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9_-]*$', maxLength: 64, description: 'Anchor of the section (/help#term).' },
    title: { type: 'string', minLength: 1, maxLength: 200 },
    content: { type: 'string', maxLength: 20000, description: 'HTML; the client sanitises it.' },
  },
  required: ['term', 'title', 'content'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type HelpTerm = FromSchema<typeof helpTermSchema>;

/** The sections in the requested language (the tenant's default language for others). */
export const helpCenterValueSchema = { type: 'array', items: helpTermSchema } as const satisfies JSONSchema;
export type HelpCenterValue = FromSchema<typeof helpCenterValueSchema>;

// ---------------------------------------------------------------------------------------------
// /wps/system/country

export const countrySchema = {
  type: 'object',
  properties: {
    countryCode: { type: 'string', pattern: '^[A-Z]{2}$' },
    countryDialingCode: { type: 'string', pattern: '^\\+[0-9]{1,4}$' },
    countryName: { type: 'string', minLength: 1, maxLength: 80 },
  },
  required: ['countryCode', 'countryDialingCode', 'countryName'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type Country = FromSchema<typeof countrySchema>;

export const countryValueSchema = { type: 'array', items: countrySchema } as const satisfies JSONSchema;
export type CountryValue = FromSchema<typeof countryValueSchema>;

// ---------------------------------------------------------------------------------------------
// /wps/relay/MCSFE_getMerchantAvailablePromotions

export const promotionsQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    language: languageParamSchema,
    merchant: merchantParamSchema,
    merchantCode: merchantParamSchema,
    platform: platformParamSchema,
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type PromotionsQuery = FromSchema<typeof promotionsQuerySchema>;

export const PROMOTION_TYPES = ['DEPOSIT', 'REBATE', 'REFERRAL', 'VIP', 'EVENT'] as const;

export const promotionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1, description: 'Promotion id; /promotions#<id> opens it.' },
    title: { type: 'string', minLength: 1, maxLength: 200 },
    type: { type: 'string', enum: PROMOTION_TYPES },
    content: { type: 'string', maxLength: 20000, description: 'HTML; the client sanitises it.' },
    image: { ...urlSchema, description: 'Image path on the image host.' },
    startTime: { type: 'string', description: 'ISO date.' },
    endTime: { type: 'string', description: 'ISO date.' },
    application: {
      type: 'object',
      description: 'Present when the promotion is applied for (schemas/api/applications.ts): the bonus an issued application pays.',
      properties: { bonus: { type: 'string', pattern: '^[0-9]+\\.[0-9]{2}$' } },
      required: ['bonus'],
      additionalProperties: false,
    },
  },
  required: ['id', 'title', 'type', 'content', 'image'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type Promotion = FromSchema<typeof promotionSchema>;

export const merchantPromotionsValueSchema = {
  type: 'object',
  properties: {
    availablePromo: {
      type: 'object',
      properties: {
        REFERRAL: {
          type: 'object',
          properties: { enabled: { type: 'boolean' } },
          required: ['enabled'],
          additionalProperties: false,
        },
      },
      required: ['REFERRAL'],
      additionalProperties: false,
    },
    types: {
      type: 'array',
      description: 'Promotion types present, for the type filter.',
      items: {
        type: 'object',
        properties: {
          type: { type: 'string', enum: PROMOTION_TYPES },
          name: { type: 'string', minLength: 1, maxLength: 80 },
        },
        required: ['type', 'name'],
        additionalProperties: false,
      },
    },
    promotions: { type: 'array', items: promotionSchema },
  },
  required: ['availablePromo', 'types', 'promotions'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type MerchantPromotionsValue = FromSchema<typeof merchantPromotionsValueSchema>;
