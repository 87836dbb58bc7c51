import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Header (SPEC section 2): login and register buttons for guests; for members the balance (2 decimals,
 * show/hide and refresh), deposit, withdraw and the avatar menu; notice and service buttons.
 */
export const appHeaderPropsSchema = {
  $id: 'widget/app-header',
  title: 'App header props',
  description: 'Logo, top navigation, login/register or member info with balance and avatar menu, notice and service.',
  type: 'object',
  properties: {
    sticky: { type: 'boolean', default: true, description: 'Keep the header visible while the page scrolls.' },
    showNoticeButton: { type: 'boolean', default: true },
    showServiceButton: { type: 'boolean', default: true },
    balanceHiddenByDefault: { type: 'boolean', default: false, description: 'Start with the balance masked.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type AppHeaderProps = FromSchema<typeof appHeaderPropsSchema>;
