/**
 * Promotion applications (SPEC sections 2, 4, 5 and 9; reference server additions): the promotions
 * page's "apply" for the promotions that need an application (their `application` in the merchant
 * promotions answer). A member sends a comment (at most 140 characters) and up to 3 images (PNG or
 * JPEG, judged by their first bytes, at most 5 MB each) as `multipart/form-data`; the application is
 * `applying` until an operator issues it (its bonus is booked through the ledger, once) or rejects it.
 *
 * POST /wps/v2/promotions/apply (token; fields `promotionId`, `comment`, files `images`);
 * GET /wps/v2/promotions/applications (token): the member's applications, newest first;
 * GET /wps/v2/promotions/applications/:id/images/:n (token): an image, to its sender only.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { moneySchema } from './wallet';

/** Application statuses (SPEC section 4's activity statuses that an application takes). */
export const APPLICATION_STATUSES = ['applying', 'issued', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** SPEC section 9: comment up to 140 characters; images png or jpg, at most 5 MB each, at most 3. */
export const APPLICATION_LIMITS = {
  commentMaxLength: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

/** The multipart form's field names. */
export const APPLICATION_FORM_FIELDS = { promotionId: 'promotionId', comment: 'comment', images: 'images' } as const;

export const applicationSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^A[0-9]+$', description: 'Reference number.' },
    promotionId: { type: 'integer', minimum: 1 },
    status: { type: 'string', enum: APPLICATION_STATUSES },
    comment: { type: 'string', maxLength: 140 },
    images: { type: 'integer', minimum: 0, maximum: 3, description: 'How many images were sent.' },
    bonus: moneySchema,
    remark: { type: 'string', maxLength: 200 },
    time: { type: 'string', description: 'When the member applied (ISO 8601, UTC).' },
    decidedAt: { type: 'string', description: 'When an operator decided (ISO 8601, UTC).' },
  },
  required: ['id', 'promotionId', 'status', 'comment', 'images', 'bonus', 'remark', 'time'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type PromotionApplication = FromSchema<typeof applicationSchema>;

export const applicationsValueSchema = {
  type: 'object',
  properties: { list: { type: 'array', maxItems: 100, items: applicationSchema } },
  required: ['list'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ApplicationsValue = FromSchema<typeof applicationsValueSchema>;

export const imageParamsSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^A?[0-9]{1,15}$' },
    n: { type: 'integer', minimum: 1, maximum: 3 },
  },
  required: ['id', 'n'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ImageParams = FromSchema<typeof imageParamsSchema>;

/** POST /dev/promotions/application: the operator command's twin for a running server (development). */
export const devApplicationBodySchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^A?[0-9]{1,15}$' },
    decision: { type: 'string', enum: ['issue', 'reject'] },
    remark: { type: 'string', maxLength: 200 },
  },
  required: ['id', 'decision'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DevApplicationBody = FromSchema<typeof devApplicationBodySchema>;
