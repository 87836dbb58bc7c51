import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Every registration field the product knows (SPEC section 3): the registration user's fields in SPEC
 * order, then the "other field labels". The engine lays the form out in this order.
 */
export const REGISTRATION_FIELD_NAMES = [
  'username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId',
  'captcha', 'verificationCode', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook',
  'wechat', 'idNumber', 'referralCode',
  'nickname', 'fullName', 'telegram', 'zalo', 'birthday', 'address', 'nationality', 'occupation',
  'sourceOfIncome', 'bankAccountNumber',
] as const;
export type RegistrationFieldName = (typeof REGISTRATION_FIELD_NAMES)[number];

const lengthSchema = { type: 'integer', minimum: 0 } as const satisfies JSONSchema;

/** One field rule of `/wps/system/setting/register` (SPEC section 3: acceptedPattern, minLength, maxLength, patternId). */
const registerFieldSettingSchema = {
  type: 'object',
  properties: {
    // A plain string on purpose: an unknown name is reported by the engine, not a rejected response.
    name: { type: 'string', description: 'Field name; the engine knows REGISTRATION_FIELD_NAMES.' },
    enabled: { type: 'boolean', description: 'The server shows this field.' },
    required: { type: 'boolean', description: 'The server requires this field.' },
    patternId: { type: 'string', description: 'Pattern variant id (engine/registration/patterns.ts); `*` means any.' },
    acceptedPattern: { type: 'string', description: 'A regular expression the server accepts; wins over the pattern id when it compiles.' },
    minLength: lengthSchema,
    maxLength: lengthSchema,
  },
  required: ['name', 'enabled', 'required'],
  additionalProperties: false,
} as const satisfies JSONSchema;

/** `/wps/system/setting/register`: registration field rules decided by the merchant's server. */
export const registerSettingsSchema = {
  $id: 'server/register-settings',
  title: 'Registration settings response value',
  type: 'object',
  properties: {
    fields: { type: 'array', items: registerFieldSettingSchema },
    smsExpiryMinutes: {
      type: 'integer',
      minimum: 1,
      maximum: 60,
      description: 'SMS code expiry; the resend countdown is 60 s times this (SPEC section 4).',
    },
  },
  required: ['fields'],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type RegisterSettings = FromSchema<typeof registerSettingsSchema>;
export type RegisterFieldSetting = RegisterSettings['fields'][number];
