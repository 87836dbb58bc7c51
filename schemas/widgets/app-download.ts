import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { APP_PLATFORMS } from './vocabulary';

/** App download page: iOS and Android packages, QR codes and an install guide. */
export const appDownloadPropsSchema = {
  $id: 'widget/app-download',
  title: 'App download props',
  description: 'iOS and Android download links with QR codes and an install guide.',
  type: 'object',
  properties: {
    platforms: { type: 'array', items: { type: 'string', enum: APP_PLATFORMS }, minItems: 1, uniqueItems: true, default: APP_PLATFORMS },
    showQrCodes: { type: 'boolean', default: true },
    showInstallGuide: { type: 'boolean', default: true },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type AppDownloadProps = FromSchema<typeof appDownloadPropsSchema>;
