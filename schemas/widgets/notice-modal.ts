import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Notice modal (noticeModal): announcement list, 9 per page (SPEC section 9), opened at one item. */
export const noticeModalPropsSchema = {
  $id: 'widget/notice-modal',
  title: 'Notice modal props',
  description: 'Paged list of announcements with the selected one expanded.',
  type: 'object',
  properties: {
    pageSize: { type: 'integer', minimum: 1, maximum: 30, default: 9, description: 'Announcements per page.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type NoticeModalProps = FromSchema<typeof noticeModalPropsSchema>;
