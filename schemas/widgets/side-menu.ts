import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Side menu (SPEC section 2). Which blocks show, in which order, comes from the resolved site (layout
 * manifest `sideMenu`); props size the menu; how many promotions show is the manifest's `sideMenu.blocks.promotions`.
 */
export const sideMenuPropsSchema = {
  $id: 'widget/side-menu',
  title: 'Side menu props',
  description: 'Collapsible menu: home, search, bonus, invite, VIP, game types, promotions, app QR codes, service, language, social.',
  type: 'object',
  properties: {
    width: { type: 'integer', minimum: 160, maximum: 360, default: 240, description: 'Expanded width in pixels.' },
    collapsedWidth: { type: 'integer', minimum: 48, maximum: 120, default: 64, description: 'Collapsed width in pixels.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type SideMenuProps = FromSchema<typeof sideMenuPropsSchema>;
