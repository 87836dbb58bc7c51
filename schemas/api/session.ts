/**
 * Request and response schemas of the session calls of the reference merchant API: public key,
 * human-check challenge, image captcha, login (username or SMS), login verification from an
 * unregistered IP, free play, logout and the SMS code sends. Every response is wrapped as
 * `{ success, value, message }`; the `...ValueSchema` objects are the `value`.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Query string of a call that takes no parameters. `tenant` is allowed because development servers
 * on localhost choose the tenant with `?tenant=`; any other key is refused.
 */
export const noQuerySchema = {
  type: 'object',
  properties: { tenant: { type: 'string', maxLength: 64 } },
  additionalProperties: false,
} as const satisfies JSONSchema;

/** No value: the wrapped answer is `{ success: true }`. */
export const emptyValueSchema = {
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const satisfies JSONSchema;

/** The body of every encrypted call (see server/modules/security/hybridCrypto.ts for the algorithm). */
export const encryptedEnvelopeSchema = {
  type: 'object',
  properties: {
    kid: { type: 'string', maxLength: 128, description: 'Key id of GET /wps/system/publicKey.' },
    key: { type: 'string', maxLength: 1024, description: 'base64 RSA-OAEP-SHA256 of the raw 32-byte AES key.' },
    iv: { type: 'string', maxLength: 64, description: 'base64 of the 12-byte AES-GCM IV.' },
    data: { type: 'string', maxLength: 65536, description: 'base64 AES-256-GCM ciphertext of the UTF-8 JSON payload, 16-byte tag appended.' },
  },
  required: ['kid', 'key', 'iv', 'data'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type EncryptedEnvelope = FromSchema<typeof encryptedEnvelopeSchema>;

/** The server's RSA-OAEP-256 public key as a JWK, importable with Web Crypto for `encrypt`. */
export const publicKeyJwkSchema = {
  type: 'object',
  properties: {
    kty: { type: 'string', const: 'RSA' },
    n: { type: 'string' },
    e: { type: 'string' },
    alg: { type: 'string', const: 'RSA-OAEP-256' },
    ext: { type: 'boolean', const: true },
    key_ops: { type: 'array', items: { type: 'string', const: 'encrypt' }, minItems: 1, maxItems: 1 },
    use: { type: 'string', const: 'enc' },
    kid: { type: 'string' },
  },
  required: ['kty', 'n', 'e', 'alg', 'ext', 'key_ops', 'use', 'kid'],
  additionalProperties: false,
} as const satisfies JSONSchema;

/** GET /wps/system/publicKey value. */
export const publicKeyValueSchema = {
  type: 'object',
  properties: { kid: { type: 'string' }, jwk: publicKeyJwkSchema },
  required: ['kid', 'jwk'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type PublicKeyValue = FromSchema<typeof publicKeyValueSchema>;

/** GET /wps/session/challenge value: an ALTCHA v2 challenge (altcha-lib createChallenge), for the widget. */
export const challengeValueSchema = {
  type: 'object',
  properties: {
    parameters: {
      type: 'object',
      properties: {
        algorithm: { type: 'string' },
        nonce: { type: 'string' },
        salt: { type: 'string' },
        cost: { type: 'integer' },
        keyLength: { type: 'integer' },
        keyPrefix: { type: 'string' },
        keySignature: { type: 'string' },
        memoryCost: { type: 'integer' },
        parallelism: { type: 'integer' },
        expiresAt: { type: 'integer', description: 'Seconds since the epoch.' },
        data: {
          type: 'object',
          properties: { tenant: { type: 'string' } },
          required: ['tenant'],
          additionalProperties: false,
        },
      },
      required: ['algorithm', 'nonce', 'salt', 'cost', 'keyLength', 'keyPrefix'],
      additionalProperties: false,
    },
    signature: { type: 'string' },
  },
  required: ['parameters', 'signature'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ChallengeValue = FromSchema<typeof challengeValueSchema>;

/** GET /wps/captcha value: the image as a data URL and the id to send back with the answer. */
export const captchaValueSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    image: { type: 'string', pattern: '^data:image/svg\\+xml;base64,' },
  },
  required: ['id', 'image'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type CaptchaValue = FromSchema<typeof captchaValueSchema>;

/** A mobile number as requests carry it (the tenant's mobile rule checks the digits). */
export const mobileSchema = { type: 'string', minLength: 1, maxLength: 32, description: 'Digits only; length per the tenant mobile rule.' } as const;
/** A country dialling code, with or without its plus sign. */
export const dialingCodeSchema = { type: 'string', pattern: '^\\+?[0-9]{1,4}$' } as const;
/** The ALTCHA widget payload: base64 of `{ challenge, solution }`. */
const humanCheckSchema = { type: 'string', minLength: 1, maxLength: 4096 } as const;

/**
 * POST /wps/session/login payload (encrypted). SMS login: `username` is the mobile number, `password`
 * the SMS code. Social login (`type: 'social'`, where the tenant's socialLogin switch is on): the
 * channel and the id token its sign-in gave, no username or password; it signs in the member the
 * channel's subject was linked to at registration.
 */
export const loginBodySchema = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    type: { type: 'string', enum: ['username', 'sms', 'social'] },
    firebaseChannel: { type: 'string', minLength: 1, maxLength: 64, description: 'Social login: the channel signed in with (google, facebook).' },
    firebaseIdToken: { type: 'string', minLength: 1, maxLength: 4096, description: 'Social login: the id token of the channel\'s sign-in.' },
    captcha: { type: 'string', maxLength: 16, description: 'Answer of GET /wps/captcha, once the failure answer carried captcha: true.' },
    captchaId: { type: 'string', maxLength: 64 },
    altcha: { ...humanCheckSchema, description: 'Human-check payload; required for username login.' },
    countryDialingCode: dialingCodeSchema,
    agent: {
      type: 'boolean',
      description: 'true from the agent login page (/agent): only an agent account may sign in there. Any other account gets the answer of a wrong password, counted as a failure, and no session.',
    },
  },
  required: ['type'],
  anyOf: [
    { properties: { type: { enum: ['username', 'sms'] } }, required: ['username', 'password'] },
    { properties: { type: { const: 'social' } }, required: ['firebaseChannel', 'firebaseIdToken'] },
  ],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type LoginBody = FromSchema<typeof loginBodySchema>;

export const VERIFICATION_METHODS = ['mobile', 'code', 'email', 'bankAccountName', 'authenticator'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/**
 * A successful login: the token and the flags (SPEC section 4). From an unregistered IP the value is
 * `{ verification }` instead, and POST /wps/session/login/verification completes the login.
 */
export const loginValueSchema = {
  type: 'object',
  properties: {
    token: { type: 'string' },
    firstTimeLogin: { type: 'boolean' },
    passwordExpired: { type: 'boolean' },
    account: { type: 'string' },
    type: { type: 'integer', description: 'Account type: 0 member, 4 trial, 1, 2, 41, 42 agent.' },
    riskWarning: { type: 'boolean', const: true, description: 'The site asks for the risk warning: show it, then POST /wps/v2/member/riskWarning; until then game launches and deposits are refused.' },
    verification: {
      type: 'object',
      properties: {
        required: { type: 'boolean', const: true },
        methods: { type: 'array', items: { type: 'string', enum: VERIFICATION_METHODS }, minItems: 1, uniqueItems: true },
        ticket: { type: 'string', description: 'Send it back with the answer; single use, 5 minutes.' },
      },
      required: ['required', 'methods', 'ticket'],
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type LoginValue = FromSchema<typeof loginValueSchema>;

/** The `value` of a failed login ('error.loginFailed', 'error.invalidCaptcha'...): show the image captcha from now on. */
export const loginFailureValueSchema = {
  type: 'object',
  properties: { captcha: { type: 'boolean' } },
  required: ['captcha'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type LoginFailureValue = FromSchema<typeof loginFailureValueSchema>;

/**
 * POST /wps/session/login/verification payload (encrypted): the ticket of the login answer, the
 * method chosen, and the answer: the full mobile number, the e-mail, the bank account name, the SMS
 * code (method `code`, sent when the login answered) or the authenticator's 6-digit code.
 */
export const loginVerificationBodySchema = {
  type: 'object',
  properties: {
    ticket: { type: 'string', minLength: 1, maxLength: 128 },
    method: { type: 'string', enum: VERIFICATION_METHODS },
    value: { type: 'string', minLength: 1, maxLength: 128 },
  },
  required: ['ticket', 'method', 'value'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type LoginVerificationBody = FromSchema<typeof loginVerificationBodySchema>;

/** POST /wps/session/login/freeplay body: what the portal sends (SPEC section 7); every key optional. */
export const freeplayBodySchema = {
  type: 'object',
  properties: {
    os: { type: 'string', maxLength: 32 },
    platform: { type: 'string', enum: ['W'] },
    Encryption: { type: 'boolean' },
    gatewayVersion: { type: 'integer', enum: [3] },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type FreeplayBody = FromSchema<typeof freeplayBodySchema>;

/** POST /wps/verification/sms/noLogin body: a login code to a member's mobile, after the human check. */
export const smsNoLoginBodySchema = {
  type: 'object',
  properties: {
    mobileNum: mobileSchema,
    countryDialingCode: dialingCodeSchema,
    altcha: humanCheckSchema,
  },
  required: ['mobileNum', 'altcha'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type SmsNoLoginBody = FromSchema<typeof smsNoLoginBodySchema>;

/** POST /wps/verification/sms/register body: `mobileNo` or `mobileNum` (both names are in use). */
export const smsRegisterBodySchema = {
  type: 'object',
  properties: {
    mobileNum: mobileSchema,
    mobileNo: mobileSchema,
    countryDialingCode: dialingCodeSchema,
    altcha: humanCheckSchema,
  },
  required: ['altcha'],
  minProperties: 2,
  additionalProperties: false,
} as const satisfies JSONSchema;
export type SmsRegisterBody = FromSchema<typeof smsRegisterBodySchema>;

/** Value of every SMS code send: the code's lifetime; the resend countdown is 60 s times it. */
export const smsSentValueSchema = {
  type: 'object',
  properties: { expiredMinutes: { type: 'integer', minimum: 1 } },
  required: ['expiredMinutes'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type SmsSentValue = FromSchema<typeof smsSentValueSchema>;

/** A new session: registration and the set-password-by-phone automatic login. */
export const tokenValueSchema = {
  type: 'object',
  properties: { token: { type: 'string' } },
  required: ['token'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type TokenValue = FromSchema<typeof tokenValueSchema>;

/** POST /wps/v2/member/riskWarning value: when this session's acknowledgement of the risk warning was recorded. */
export const riskWarningValueSchema = {
  type: 'object',
  properties: { acknowledgedAt: { type: 'string', format: 'date-time' } },
  required: ['acknowledgedAt'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RiskWarningValue = FromSchema<typeof riskWarningValueSchema>;
