import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { urlSchema } from '../common';
import { registerSettingsSchema } from './register-settings';
import { whitelabelValueSchema } from './whitelabel';

/** A copy of a schema without its `$id`, so it can be embedded where its own document is also registered. */
function embedded<S extends { readonly $id?: string }>(schema: S): Omit<S, '$id'> {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$id')) as Omit<S, '$id'>;
}

const hostListSchema = {
  type: 'array',
  items: urlSchema,
  minItems: 1,
  uniqueItems: true,
} as const satisfies JSONSchema;

const registerValueSchema = embedded(registerSettingsSchema);

/** The visitor's location (also the value of /wps/system/location). */
export const siteLocationSchema = {
  type: 'object',
  properties: {
    ip: { type: 'string', minLength: 1, maxLength: 45 },
    countryCode: { type: 'string', pattern: '^[A-Z]{2}$' },
  },
  required: ['ip', 'countryCode'],
  additionalProperties: false,
} as const satisfies JSONSchema;

/** Site permission response value (SPEC section 3): site info, visitor location, status flags and hosts. */
export const sitePermissionSchema = {
  $id: 'server/site-permission',
  title: 'Site permission response value',
  type: 'object',
  properties: {
    info: {
      type: 'object',
      properties: {
        customerService: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              csType: { type: 'string', minLength: 1, maxLength: 64 },
              path: { type: 'string', minLength: 1, maxLength: 2048, description: 'Encrypted path of the customer-service link.' },
            },
            required: ['csType', 'path'],
            additionalProperties: false,
          },
        },
        domainRoute: {
          type: 'array',
          description: 'Fast lines for the line-speed test page.',
          items: {
            type: 'object',
            properties: {
              url: urlSchema,
              name: { type: 'string', minLength: 1, maxLength: 80 },
            },
            required: ['url', 'name'],
            additionalProperties: false,
          },
        },
        resources: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              labelNameEn: { type: 'string', minLength: 1, maxLength: 80 },
              url: urlSchema,
            },
            required: ['labelNameEn', 'url'],
            additionalProperties: false,
          },
        },
        whitelabel: whitelabelValueSchema,
        register: registerValueSchema,
        mainDomain: { type: 'string', minLength: 1, maxLength: 253 },
        analytics: {
          type: 'object',
          properties: {
            googleAnalyticsId: { type: 'string', minLength: 1, maxLength: 64 },
            googleTagManagerId: { type: 'string', minLength: 1, maxLength: 64 },
          },
          additionalProperties: false,
        },
      },
      required: ['customerService', 'domainRoute', 'resources', 'whitelabel', 'register', 'mainDomain'],
      additionalProperties: false,
    },
    location: siteLocationSchema,
    maintenance: { type: 'boolean' },
    regionRestriction: { type: 'boolean' },
    imageCDNs: { ...hostListSchema, description: 'Image hosts; one is picked at random per session.' },
    launchGameCDNs: { ...hostListSchema, description: 'Game-launch hosts; one is picked at random per session.' },
  },
  required: ['info', 'location', 'maintenance', 'regionRestriction', 'imageCDNs', 'launchGameCDNs'],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type SitePermission = FromSchema<typeof sitePermissionSchema>;
export type SitePermissionInfo = SitePermission['info'];
export type SiteLocation = SitePermission['location'];
