import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { MEMBER_PAGES } from '../domain';

/**
 * Member area (route /member). The menu itself (pages, order, badges) comes from the resolved site,
 * built from the layout manifest's memberMenu; these props only shape the page around it.
 */
export const memberCentrePropsSchema = {
  $id: 'widget/member-centre',
  title: 'Member centre props',
  description: 'Member area: account summary, menu with count badges and the chosen member page.',
  type: 'object',
  properties: {
    defaultPage: { type: 'string', enum: MEMBER_PAGES, default: 'securityCenter', description: 'Page opened when the URL names none.' },
    showSummaryCard: { type: 'boolean', default: true, description: 'Account, VIP level and balance above the menu.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type MemberCentreProps = FromSchema<typeof memberCentrePropsSchema>;
