import type { JSONSchema } from 'json-schema-to-ts';
import { colorSchema, idSchema, localizedTextSchema, urlSchema } from './common';
import { jurisdictionFeatureProperties, jurisdictionResponsibleGamingProperties, signUpSchema } from './jurisdiction';
import { CONTRACT_TYPES, FEATURES, GAME_TYPES, LANGUAGES, SOCIAL_CHANNELS, SWITCHES, THEMES, THEME_TOKENS } from './domain';

const themeTokensSchema = {
  type: 'object',
  properties: Object.fromEntries(THEME_TOKENS.map((t) => [t, colorSchema])) as Record<(typeof THEME_TOKENS)[number], typeof colorSchema>,
  additionalProperties: false,
} as const satisfies JSONSchema;

const registrationFieldPresentationSchema = {
  type: 'object',
  properties: {
    hidden: { type: 'boolean', description: 'Hide an optional field the server enables. A server-required field stays.' },
    required: { type: 'boolean', description: 'Ask for an enabled field even where the server leaves it optional.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

/** One entry of the responsible-gaming page's lists; `remove` drops an entry a lower layer added (entries merge by id). */
const helpOrganisationSchema = {
  type: 'object',
  properties: {
    id: idSchema,
    name: { type: 'string', minLength: 1, maxLength: 120 },
    url: urlSchema,
    phone: { type: 'string', pattern: '^[+0-9][0-9 ()-]{1,30}$' },
    description: localizedTextSchema,
    remove: { type: 'boolean' },
  },
  required: ['id'],
  additionalProperties: false,
} as const satisfies JSONSchema;

const selfAssessmentQuestionSchema = {
  type: 'object',
  properties: { id: idSchema, text: localizedTextSchema, remove: { type: 'boolean' } },
  required: ['id'],
  additionalProperties: false,
} as const satisfies JSONSchema;

/** The responsible-gaming page's texts a merchant chooses (issue 38): the self-assessment and where to find help. */
export const responsibleGamingFeaturesSchema = {
  type: 'object',
  description: 'The responsible-gaming page\'s texts (a short self-assessment of yes/no questions, help organisations) and what every page shows (a jurisdiction may require these).',
  properties: {
    selfAssessment: { type: 'array', items: selfAssessmentQuestionSchema, maxItems: 12 },
    helpOrganisations: { type: 'array', items: helpOrganisationSchema, maxItems: 12 },
    ...jurisdictionResponsibleGamingProperties,
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export const featuresManifestSchema = {
  $id: 'tenant/features',
  title: 'Tenant features manifest',
  description: 'Identity, languages, theme, switches and features of one merchant (or a preset).',
  type: 'object',
  properties: {
    $schema: { type: 'string' },
    schemaVersion: { type: 'integer', minimum: 1 },
    extends: { ...idSchema, description: 'A preset under tenants/presets/ whose features this one builds on.' },
    tenant: {
      type: 'object',
      properties: {
        code: { type: 'string', pattern: '^[a-z][a-z0-9-]{1,31}$', description: 'Equals the tenant folder name.' },
        name: { type: 'string', minLength: 1, maxLength: 80 },
        merchantCode: { type: 'string', pattern: '^[A-Z0-9]{2,16}$' },
        domains: {
          type: 'array',
          items: { type: 'string', pattern: '^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$' },
          minItems: 1,
          uniqueItems: true,
        },
      },
      required: ['code', 'name', 'merchantCode', 'domains'],
      additionalProperties: false,
    },
    brand: {
      type: 'object',
      properties: {
        title: localizedTextSchema,
        logo: urlSchema,
        favicon: urlSchema,
      },
      additionalProperties: false,
    },
    languages: {
      type: 'object',
      properties: {
        default: { type: 'string', enum: LANGUAGES },
        supported: { type: 'array', items: { type: 'string', enum: LANGUAGES }, minItems: 1, uniqueItems: true },
      },
      additionalProperties: false,
    },
    theme: {
      type: 'object',
      properties: {
        default: { type: 'string', enum: THEMES },
        dark: themeTokensSchema,
        light: themeTokensSchema,
      },
      additionalProperties: false,
    },
    switches: {
      type: 'object',
      description: 'White-label switches this merchant wants. The server decides: a switch the server turned off stays off (warning).',
      properties: Object.fromEntries(SWITCHES.map((s) => [s, { type: 'boolean' }])) as Record<(typeof SWITCHES)[number], { type: 'boolean' }>,
      additionalProperties: false,
    },
    features: {
      type: 'object',
      properties: Object.fromEntries(FEATURES.map((s) => [s, { type: 'boolean' }])) as Record<(typeof FEATURES)[number], { type: 'boolean' }>,
      additionalProperties: false,
    },
    gameTypes: {
      type: 'object',
      properties: {
        hidden: { type: 'array', items: { type: 'string', enum: GAME_TYPES }, uniqueItems: true, description: 'Game types this merchant does not show even when they have vendors.' },
      },
      additionalProperties: false,
    },
    agent: {
      type: 'object',
      properties: {
        contractTypes: { type: 'array', items: { type: 'string', enum: CONTRACT_TYPES }, uniqueItems: true, description: 'Contract types this merchant offers its agents.' },
      },
      additionalProperties: false,
    },
    social: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string', enum: SOCIAL_CHANNELS }, url: urlSchema, remove: { type: 'boolean' } },
        required: ['id'],
        additionalProperties: false,
      },
      maxItems: 12,
    },
    registration: {
      type: 'object',
      properties: {
        fields: {
          type: 'object',
          description: 'Presentation of the registration fields; the server decides enabled, required and pattern.',
          propertyNames: { type: 'string' },
          additionalProperties: registrationFieldPresentationSchema,
        },
        messages: {
          type: 'object',
          description: 'Pattern message overrides by pattern id; {min} and {max} are substituted.',
          propertyNames: { type: 'string' },
          additionalProperties: localizedTextSchema,
        },
        signUp: signUpSchema,
      },
      additionalProperties: false,
    },
    ...jurisdictionFeatureProperties,
    responsibleGaming: responsibleGamingFeaturesSchema,
    copy: {
      type: 'object',
      description: 'Text overrides by message key, per language.',
      properties: Object.fromEntries(LANGUAGES.map((l) => [l, { type: 'object', additionalProperties: { type: 'string', maxLength: 2000 } }])) as {
        pt: { type: 'object'; additionalProperties: { type: 'string'; maxLength: 2000 } };
        en: { type: 'object'; additionalProperties: { type: 'string'; maxLength: 2000 } };
      },
      additionalProperties: false,
    },
  },
  required: ['schemaVersion'],
  additionalProperties: false,
} as const satisfies JSONSchema;
