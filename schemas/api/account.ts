/**
 * Request and response schemas of the account calls of the reference merchant API: member info,
 * balance, registration (username and mobile), affiliate check, change password and the two
 * forgot-password flows. Every response is wrapped as `{ success, value, message }`.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { REGISTRATION_FIELD_NAMES, type RegistrationFieldName } from '../server/register-settings';
import { dialingCodeSchema, mobileSchema } from './session';
import { moneySchema } from './wallet';
import { SIGN_UP_LIMIT_PERIODS } from '../signUp';

/**
 * GET /wps/v2/wallets/balance value: the main wallet as money on every call is (a decimal string with
 * the currency's 2 minor-unit digits, '-' when negative), and the currency of the tenant's wallet
 * settings.
 */
export const balanceValueSchema = {
  type: 'object',
  properties: {
    balance: { ...moneySchema, description: "Main wallet, e.g. '1234.50'." },
    currency: { type: 'string', pattern: '^[A-Z]{3}$', description: "ISO 4217 code of the wallet settings, e.g. 'BRL'." },
    currencySymbol: { type: 'string', description: "The wallet settings' symbol: 'R$', '$', ..." },
  },
  required: ['balance', 'currency', 'currencySymbol'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type BalanceValue = FromSchema<typeof balanceValueSchema>;

/** GET /wps/relay/CSP_unreadCount value: unread platform messages (0 for trial accounts, SPEC section 6). */
export const unreadCountValueSchema = {
  type: 'object',
  properties: { count: { type: 'integer', minimum: 0 } },
  required: ['count'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type UnreadCountValue = FromSchema<typeof unreadCountValueSchema>;

type FieldValue = { type: 'string'; maxLength: 256 };
const fieldValue: FieldValue = { type: 'string', maxLength: 256 };

/**
 * POST /wps/member/register and PUT /wps/member/register/mobile payload (encrypted). It has two
 * parts: the form values, which the server checks with the SAME rules as the portal's form
 * (engine registrationFormToJsonSchema of the tenant's resolved form: which fields, required,
 * patterns, lengths, confirmation, `terms` and `ageConfirmed` ticked), and the wire extras below,
 * taken off before that check. This schema only bounds sizes and refuses unknown keys.
 */
export const registerBodySchema = {
  type: 'object',
  properties: {
    ...(Object.fromEntries(REGISTRATION_FIELD_NAMES.map((name) => [name, fieldValue])) as Record<RegistrationFieldName, FieldValue>),
    countryDialingCode: { type: 'string', maxLength: 8 },
    terms: { type: 'boolean' },
    ageConfirmed: { type: 'boolean' },
    // Wire extras (SPEC section 3), not form values.
    captchaId: { type: 'string', maxLength: 64, description: 'Id of GET /wps/captcha when the form has a captcha.' },
    altcha: { type: 'string', minLength: 1, maxLength: 4096, description: 'Human-check payload (GET /wps/session/challenge solved); required.' },
    domain: { type: 'string', maxLength: 253 },
    registerUrl: { type: 'string', maxLength: 2048 },
    registerMethod: { type: 'string', enum: ['WEB'] },
    login: { type: 'boolean' },
    firebaseChannel: { type: 'string', maxLength: 64 },
    firebaseIdToken: { type: 'string', maxLength: 4096 },
    // Sign-up's extras where the site asks for them (features.json registration.signUp, a
    // jurisdiction's requirements): checked by the server beside the form's rules.
    cpf: { type: 'string', maxLength: 20, description: "Brazil's person register number, with or without the mask." },
    birthDate: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD.' },
    gender: { type: 'string', maxLength: 16, description: 'One of GENDERS (schemas/jurisdiction.ts).' },
    lossLimit: { type: 'string', maxLength: 20, description: 'The loss limit chosen at sign-up, a decimal amount.' },
    lossLimitPeriod: { type: 'string', enum: SIGN_UP_LIMIT_PERIODS },
    depositLimit: { type: 'string', maxLength: 20, description: 'The deposit limit chosen at sign-up, a decimal amount.' },
    depositLimitPeriod: { type: 'string', enum: SIGN_UP_LIMIT_PERIODS },
    timeLimit: { type: 'string', maxLength: 6, description: 'The play-time limit chosen at sign-up, in minutes.' },
    timeLimitPeriod: { type: 'string', enum: SIGN_UP_LIMIT_PERIODS },
    riskAcknowledged: { type: 'boolean', description: 'The risk warning was read and acknowledged.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RegisterBody = FromSchema<typeof registerBodySchema>;

/** The keys of the register payload that are sign-up's extras (registration.signUp), not form values. */
export const REGISTER_SIGN_UP_KEYS = [
  'cpf', 'birthDate', 'gender', 'lossLimit', 'lossLimitPeriod', 'depositLimit', 'depositLimitPeriod', 'timeLimit', 'timeLimitPeriod', 'riskAcknowledged',
] as const;

/** The keys of the register payload that are not form values. */
export const REGISTER_WIRE_EXTRAS = ['captchaId', 'altcha', 'domain', 'registerUrl', 'registerMethod', 'login', 'firebaseChannel', 'firebaseIdToken'] as const;

/** GET /wps/agent/affiliate query. */
export const affiliateQuerySchema = {
  type: 'object',
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 32 },
    domain: { type: 'string', maxLength: 253 },
    tenant: { type: 'string', maxLength: 64 },
  },
  required: ['code'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type AffiliateQuery = FromSchema<typeof affiliateQuerySchema>;

/** A valid invitation code; an unknown one is a 400 'invitation_code_error'. */
export const affiliateValueSchema = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    valid: { type: 'boolean', const: true },
  },
  required: ['code', 'valid'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type AffiliateValue = FromSchema<typeof affiliateValueSchema>;

const passwordValue = { type: 'string', minLength: 1, maxLength: 128 } as const;

/** POST /wps/member/password payload (token, encrypted). */
export const changePasswordBodySchema = {
  type: 'object',
  properties: {
    oldPassword: passwordValue,
    newPassword: passwordValue,
    confirmNewPassword: passwordValue,
  },
  required: ['oldPassword', 'newPassword', 'confirmNewPassword'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ChangePasswordBody = FromSchema<typeof changePasswordBodySchema>;

/** POST /wps/member/password/email, sent as application/x-www-form-urlencoded (or JSON). */
export const forgotByEmailBodySchema = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    email: { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
    altcha: { type: 'string', minLength: 1, maxLength: 4096, description: 'Human-check payload.' },
  },
  required: ['username', 'email', 'altcha'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ForgotByEmailBody = FromSchema<typeof forgotByEmailBodySchema>;


/** POST /wps/member/password/sms body: a reset code to the member's mobile. */
export const forgotBySmsBodySchema = {
  type: 'object',
  properties: { mobileNum: mobileSchema, countryDialingCode: dialingCodeSchema, altcha: { type: 'string', minLength: 1, maxLength: 4096, description: 'Human-check payload.' } },
  required: ['mobileNum', 'altcha'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ForgotBySmsBody = FromSchema<typeof forgotBySmsBodySchema>;

/** POST /wps/member/password/verification payload (encrypted); the answer is a session (automatic login). */
export const setPasswordByPhoneBodySchema = {
  type: 'object',
  properties: {
    mobileNum: mobileSchema,
    countryDialingCode: dialingCodeSchema,
    verificationCode: { type: 'string', minLength: 1, maxLength: 16 },
    newPassword: passwordValue,
    confirmNewPassword: passwordValue,
  },
  required: ['mobileNum', 'verificationCode', 'newPassword'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type SetPasswordByPhoneBody = FromSchema<typeof setPasswordByPhoneBodySchema>;

/** GET /wps/member/info/icon value (token): the member's avatar image URL, or null for the default avatar (the portal draws initials). */
export const memberIconValueSchema = {
  type: 'object',
  properties: { iconUrl: { type: ['string', 'null'], maxLength: 2048 } },
  required: ['iconUrl'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type MemberIconValue = FromSchema<typeof memberIconValueSchema>;

/**
 * The labels of the profile page (SPEC section 3: nickname, full name, birthday, and the others):
 * nickname, full name and birthday always; the others where the tenant's registration settings
 * enable the field. Values the member gave at registration; numbers that identify are masked.
 */
export const PROFILE_LABELS = [
  'fullName', 'birthday', 'email', 'mobileNum', 'telegram', 'zalo', 'line', 'whatsapp', 'facebook', 'wechat', 'qqNum',
  'address', 'nationality', 'occupation', 'sourceOfIncome', 'idNumber', 'bankAccountNumber',
] as const;
export type ProfileLabel = (typeof PROFILE_LABELS)[number];

/** GET /wps/member/profile value (token; real accounts). */
export const memberProfileValueSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 0, description: 'The user ID the page copies.' },
    account: { type: 'string' },
    nickname: { type: 'string', description: "The member's chosen nickname, or the account without one." },
    fields: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string', enum: PROFILE_LABELS }, value: { type: 'string', maxLength: 256 } },
        required: ['name', 'value'],
        additionalProperties: false,
      },
      description: "The profile's other labels, in PROFILE_LABELS order; value '' when the member gave none.",
    },
  },
  required: ['id', 'account', 'nickname', 'fields'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type MemberProfileValue = FromSchema<typeof memberProfileValueSchema>;
