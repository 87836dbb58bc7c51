import type { JSONSchema } from 'json-schema-to-ts';
import { idSchema, localizedTextSchema, predicateSchema } from './common';
import { FOOTER_BLOCKS, GAME_TYPES, ICON_ENTRIES, ICON_NAMES, MEMBER_PAGES, AGENT_PAGES, SIDE_MENU_BLOCKS, TOP_NAV_GAME_TYPES, VENDOR_CODES } from './domain';

/** One widget placed on a page. Entries merge across layers by `id` (default: the widget id). */
export const placementSchema = {
  type: 'object',
  properties: {
    id: { ...idSchema, description: 'Merge key across layers; defaults to the widget id.' },
    widget: { type: 'string', minLength: 1, maxLength: 64, description: 'A widget id from the registry.' },
    props: { type: 'object', description: "Checked against the widget's props schema." },
    when: { ...predicateSchema, description: 'Show the widget only to sessions that match.' },
    remove: { type: 'boolean', description: 'Drop an entry that an earlier layer placed.' },
  },
  required: ['widget'],
  additionalProperties: false,
} as const satisfies JSONSchema;

/** A merchant's own page on its own path, beside the built-in routes of SPEC section 2. */
export const customRouteSchema = {
  type: 'object',
  properties: {
    id: idSchema,
    path: { type: 'string', pattern: '^/[A-Za-z0-9_\\-./]*$', maxLength: 128 },
    aliases: { type: 'array', items: { type: 'string', pattern: '^/[A-Za-z0-9_\\-./]*$', maxLength: 128 }, uniqueItems: true },
    page: { ...idSchema, description: 'The key under `pages` that lists this route\'s widgets.' },
    guard: { type: 'string', enum: ['none', 'login'], description: 'login: guests are sent to /login.' },
    title: localizedTextSchema,
    remove: { type: 'boolean' },
  },
  required: ['id'],
  additionalProperties: false,
} as const satisfies JSONSchema;

const sideMenuBlockSchema = {
  type: 'object',
  properties: {
    hidden: { type: 'boolean' },
    promotionCount: { type: 'integer', minimum: 1, maximum: 6, description: 'Promotions block only: how many promotions before "more" (at most 6).' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export const layoutManifestSchema = {
  $id: 'tenant/layout',
  title: 'Tenant layout manifest',
  description: 'Pages, routes, navigation, side menu, footer and centre menus of one merchant (or a preset).',
  type: 'object',
  properties: {
    $schema: { type: 'string' },
    schemaVersion: { type: 'integer', minimum: 1, description: 'Version of this manifest format.' },
    extends: { ...idSchema, description: 'A preset under tenants/presets/ whose layout this one builds on.' },
    routes: { type: 'array', items: customRouteSchema, maxItems: 50 },
    pages: {
      type: 'object',
      description: 'Widgets per page id, in order.',
      propertyNames: idSchema,
      additionalProperties: { type: 'array', items: placementSchema, maxItems: 40 },
    },
    navigation: {
      type: 'object',
      properties: {
        hiddenGameTypes: { type: 'array', items: { type: 'string', enum: TOP_NAV_GAME_TYPES }, uniqueItems: true },
        showPromotions: { type: 'boolean' },
        vendorMenu: {
          type: 'object',
          properties: {
            enabled: { type: 'boolean' },
            homeVendors: { type: 'integer', minimum: 1, maximum: 5, description: 'Vendors shown in the home drop menu (at most 5).' },
            homeHotGames: { type: 'integer', minimum: 1, maximum: 12, description: 'Hot games in the home drop menu (at most 12).' },
          },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
    icons: {
      type: 'object',
      description: 'The icon of each menu entry (side menu blocks, game types, favourites, promotions), by icon name.',
      properties: Object.fromEntries(ICON_ENTRIES.map((e) => [e, { type: 'string', enum: ICON_NAMES }])) as Record<(typeof ICON_ENTRIES)[number], { type: 'string'; enum: typeof ICON_NAMES }>,
      additionalProperties: false,
    },
    sideMenu: {
      type: 'object',
      properties: {
        collapsed: { type: 'boolean', description: 'Start collapsed.' },
        blocks: {
          type: 'object',
          properties: Object.fromEntries(SIDE_MENU_BLOCKS.map((b) => [b, sideMenuBlockSchema])) as Record<(typeof SIDE_MENU_BLOCKS)[number], typeof sideMenuBlockSchema>,
          additionalProperties: false,
        },
        hiddenGameTypes: { type: 'array', items: { type: 'string', enum: [...GAME_TYPES, 'favorite'] }, uniqueItems: true, description: 'Game-type entries of the side menu to hide.' },
      },
      additionalProperties: false,
    },
    footer: {
      type: 'object',
      properties: {
        hidden: { type: 'array', items: { type: 'string', enum: FOOTER_BLOCKS }, uniqueItems: true },
        vendorLogos: { type: 'array', items: { type: 'string', enum: VENDOR_CODES }, uniqueItems: true, maxItems: 16 },
        copyright: localizedTextSchema,
        links: {
          type: 'array',
          description: "The portal's own pages the footer's help block links to after its built-in links (the responsible-gaming page, a custom route), each with its label per language. A later layer's list replaces an earlier one's.",
          items: {
            type: 'object',
            properties: {
              path: { type: 'string', pattern: '^/([A-Za-z0-9_\\-.?=&][A-Za-z0-9_\\-./?=&]*)?$', maxLength: 128, description: 'A path of this portal (a member page as /member?page=<id>).' },
              label: localizedTextSchema,
            },
            required: ['path', 'label'],
            additionalProperties: false,
          },
          maxItems: 8,
        },
      },
      additionalProperties: false,
    },
    memberMenu: {
      type: 'object',
      properties: { hidden: { type: 'array', items: { type: 'string', enum: MEMBER_PAGES }, uniqueItems: true } },
      additionalProperties: false,
    },
    agentMenu: {
      type: 'object',
      properties: { hidden: { type: 'array', items: { type: 'string', enum: AGENT_PAGES }, uniqueItems: true } },
      additionalProperties: false,
    },
  },
  required: ['schemaVersion'],
  additionalProperties: false,
} as const satisfies JSONSchema;
