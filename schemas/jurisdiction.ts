import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { idSchema, urlSchema } from './common';

/**
 * Jurisdiction profiles the engine ships (engine/jurisdictions/<code>/profile.json): the law a
 * merchant names with `"jurisdiction"` in its features manifest. GB is a later step.
 */
export const JURISDICTIONS = ['BR'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

/**
 * Deposit methods a merchant offers, as its manifest names them. Finer than the wallet's own method
 * ids (a card there is any card): a law tells a debit card from a credit card.
 */
export const DEPOSIT_METHODS = ['pix', 'bankTransfer', 'debitCard', 'prepaidCard', 'creditCard', 'crypto', 'cash', 'boleto'] as const;

/** What a promotion of the reference server's seed is, where a rule depends on it (a welcome bonus, a raffle...). */
export const PROMOTION_KINDS = ['welcome', 'firstDeposit', 'reload', 'noDeposit', 'raffle', 'challenge', 'loyalty', 'birthday', 'referral', 'other'] as const;

/** Fields a law may ask for at sign-up beyond the registration fields the server already knows. */
export const SIGN_UP_FIELDS = ['cpf', 'birthDate', 'gender'] as const;
/** Limits a player may be asked to choose at sign-up (the responsible-gaming limits). */
export const SIGN_UP_LIMITS = ['loss', 'time', 'deposit'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];
export type SignUpLimit = (typeof SIGN_UP_LIMITS)[number];

const matcherProperties = {
  in: { type: 'array', minItems: 1, items: { type: ['string', 'number', 'boolean'] }, description: 'The value (or an item of an array value) is one of these.' },
  includes: { type: 'array', minItems: 1, items: { type: 'string' }, description: 'An array value holds every one of these (require).' },
  equals: { type: ['string', 'number', 'boolean'], description: 'The value equals this.' },
  max: { type: 'number', description: 'A number at most this.' },
  min: { type: 'number', description: 'A number at least this.' },
  amountZero: { type: 'boolean', description: 'A money amount ("0", "0.00") is zero (true) or above zero (false).' },
  hostSuffix: { type: 'string', pattern: '^\\.', description: 'Every host name ends with this; development hosts (localhost and the reserved .localhost, .test, .example, .invalid) are exempt.' },
  format: { type: 'string', enum: ['cnpj'], description: 'A number with valid check digits (cnpj: the Brazilian company register).' },
} as const satisfies Record<string, JSONSchema>;

/**
 * One rule of a profile. `forbid`: a value the matcher finds is an error where the value is set
 * (JURISDICTION_FORBIDS). `require`: the value must be present (JURISDICTION_REQUIRES where it
 * belongs) and, with a matcher, satisfy it (else JURISDICTION_FORBIDS where it is set). `review`: a
 * value the matcher finds is a warning until the manifest acknowledges the rule with a reason
 * (JURISDICTION_REVIEW). `lock`: only the profile may set the value.
 */
const ruleSchema = {
  type: 'object',
  properties: {
    id: idSchema,
    kind: { type: 'string', enum: ['forbid', 'require', 'review', 'lock'] },
    file: { type: 'string', enum: ['features', 'layout', 'seed'], default: 'features', description: 'The manifest the pointer reads.' },
    pointer: { type: 'string', pattern: '^/', description: 'JSON pointer into the merged manifest; "*" stands for every entry of an array.' },
    ...matcherProperties,
    rule: { type: 'string', minLength: 1, maxLength: 300, description: 'What the law asks, in a sentence (the diagnostic says it).' },
    citation: { type: 'string', minLength: 1, maxLength: 200, description: 'Law, article, ordinance; UNVERIFIED where no primary text confirmed it.' },
    fix: { type: 'string', minLength: 1, maxLength: 300, description: 'How the operator fixes the manifest.' },
  },
  required: ['id', 'kind', 'pointer', 'rule', 'citation', 'fix'],
  additionalProperties: false,
} as const satisfies JSONSchema;

/** engine/jurisdictions/<code>/profile.json: defaults, requirements and prohibitions of one law, each cited. */
export const jurisdictionProfileSchema = {
  $id: 'jurisdiction/profile',
  title: 'Jurisdiction profile',
  type: 'object',
  properties: {
    $schema: { type: 'string' },
    code: { type: 'string', enum: JURISDICTIONS },
    name: { type: 'string', minLength: 1, maxLength: 120 },
    sources: { type: 'string', description: 'Where the rules come from, for the reader.' },
    defaults: {
      type: 'object',
      properties: {
        features: { type: 'object', description: 'A features-manifest layer: what the profile sets unless the tenant says otherwise.' },
        layout: { type: 'object', description: 'A layout-manifest layer; "{/pointer}" in its texts is filled from the merged features.' },
      },
      additionalProperties: false,
    },
    rules: { type: 'array', items: ruleSchema, minItems: 1 },
  },
  required: ['code', 'name', 'rules'],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type JurisdictionProfile = FromSchema<typeof jurisdictionProfileSchema>;
export type JurisdictionRule = JurisdictionProfile['rules'][number];

/** The features manifest's parts that a jurisdiction reads (merged into featuresManifestSchema). */
export const jurisdictionFeatureProperties = {
  jurisdiction: { type: 'string', enum: JURISDICTIONS, description: 'The law this site runs under: a profile of the engine (engine/jurisdictions/) that sets defaults, requires values and forbids others. Absent: none.' },
  legal: {
    type: 'object',
    description: 'Who operates the site, as the footer shows it (a jurisdiction may require these).',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 120, description: 'The operator\'s legal name.' },
      registrationNumber: { type: 'string', minLength: 1, maxLength: 40, description: 'The company register number (in Brazil the CNPJ, e.g. "12.345.678/0001-95").' },
      licence: { type: 'string', minLength: 1, maxLength: 200, description: 'The act that authorised the operator (in Brazil the SPA/MF ordinance).' },
      address: { type: 'string', minLength: 1, maxLength: 200 },
      support: {
        type: 'object',
        description: 'Customer-service contacts.',
        properties: {
          email: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+$', maxLength: 120 },
          phone: { type: 'string', pattern: '^[0-9+() -]{6,30}$' },
          hours: { type: 'string', minLength: 1, maxLength: 120 },
        },
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  },
  payments: {
    type: 'object',
    properties: {
      depositMethods: { type: 'array', items: { type: 'string', enum: DEPOSIT_METHODS }, uniqueItems: true, description: 'Deposit methods the merchant offers.' },
    },
    additionalProperties: false,
  },
  session: {
    type: 'object',
    properties: {
      idleMinutes: { type: 'integer', minimum: 1, maximum: 1440, description: 'A session ends after this many minutes without a call.' },
    },
    additionalProperties: false,
  },
  games: {
    type: 'object',
    properties: {
      showRtp: { type: 'boolean', description: 'Game cards show the game\'s return to player.' },
    },
    additionalProperties: false,
  },
  acknowledgements: {
    type: 'array',
    description: 'Review warnings of the jurisdiction the operator has judged, each with its reason.',
    items: {
      type: 'object',
      properties: {
        id: { ...idSchema, description: 'The id of a review rule of the profile.' },
        reason: { type: 'string', minLength: 20, maxLength: 500, description: 'Why the operator judges the flagged values lawful.' },
        remove: { type: 'boolean' },
      },
      required: ['id'],
      additionalProperties: false,
    },
    maxItems: 50,
  },
} as const satisfies Record<string, JSONSchema>;

/** What a jurisdiction reads of `responsibleGaming` (merged into its schema in manifest-features.ts beside the page's texts). */
export const jurisdictionResponsibleGamingProperties = {
  ageMark: { type: 'boolean', description: 'Every page shows the "18+" mark.' },
  message: { type: 'boolean', description: 'Every page shows the responsible-gaming message.' },
  pageLink: { type: 'boolean', description: 'The footer links to the responsible-gaming page.' },
  selfExclusionUrl: { ...urlSchema, description: 'The national self-exclusion platform the footer links to.' },
} as const satisfies Record<string, JSONSchema>;

/** `registration.signUp` of the features manifest. */
export const signUpSchema = {
  type: 'object',
  description: 'What sign-up asks beyond the server\'s registration fields (a jurisdiction may require these; the server side follows).',
  properties: {
    fields: { type: 'array', items: { type: 'string', enum: SIGN_UP_FIELDS }, uniqueItems: true },
    minimumAge: { type: 'integer', minimum: 16, maximum: 25 },
    limits: { type: 'array', items: { type: 'string', enum: SIGN_UP_LIMITS }, uniqueItems: true, description: 'Limits the player chooses at sign-up.' },
    riskWarning: { type: 'boolean', description: 'The risk warning is acknowledged at sign-up and after every login (the server refuses game launches and deposits of a session that has not).' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
