import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Announcement popup (publicModal, SPEC section 4): once per session per user kind (USER_POPUP or
 * ANONYMOUS_POPUP); members see execution A (plus F on first login), guests see B.
 */
export const publicAnnouncementModalPropsSchema = {
  $id: 'widget/public-announcement-modal',
  title: 'Public announcement modal props',
  description: 'Announcement popup shown once per session per user kind.',
  type: 'object',
  properties: {
    autoOpen: { type: 'boolean', default: true, description: 'Open on arrival when there are unseen popup announcements.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type PublicAnnouncementModalProps = FromSchema<typeof publicAnnouncementModalPropsSchema>;
