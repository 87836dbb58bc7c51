import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Hover drop menu of one game type's vendors (SPEC sections 2 and 9): large layout beyond 10 vendors;
 * on home it shows 5 vendors and 12 hot games. The home counts mirror the layout manifest's
 * `navigation.vendorMenu`, which the resolve stage passes in.
 */
export const vendorDropMenuPropsSchema = {
  $id: 'widget/vendor-drop-menu',
  title: 'Vendor drop menu props',
  description: 'Hover menu of the vendors of a game type, with hot games on home.',
  type: 'object',
  properties: {
    largeLayoutThreshold: { type: 'integer', minimum: 1, maximum: 50, default: 10, description: 'Use the large layout when there are more vendors than this.' },
    homeVendors: { type: 'integer', minimum: 1, maximum: 5, default: 5, description: 'Vendors in the home drop menu (at most 5).' },
    homeHotGames: { type: 'integer', minimum: 0, maximum: 12, default: 12, description: 'Hot games in the home drop menu (at most 12).' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type VendorDropMenuProps = FromSchema<typeof vendorDropMenuPropsSchema>;
