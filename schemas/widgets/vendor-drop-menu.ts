import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Hover drop menu of one game type's vendors (SPEC sections 2 and 9): large layout beyond 10 vendors;
 * on home it shows 5 vendors and 12 hot games. Those numbers have one home: the layout manifest's
 * `navigation.vendorMenu` (resolved into the site's navigation) and the engine's large-layout rule,
 * so the widget takes no props of its own.
 */
export const vendorDropMenuPropsSchema = {
  $id: 'widget/vendor-drop-menu',
  title: 'Vendor drop menu props',
  description: 'Hover menu of the vendors of a game type, with hot games on home.',
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const satisfies JSONSchema;

export type VendorDropMenuProps = FromSchema<typeof vendorDropMenuPropsSchema>;
