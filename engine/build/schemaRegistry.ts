import { layoutManifestSchema } from '../../schemas/manifest-layout';
import { featuresManifestSchema } from '../../schemas/manifest-features';
import { seedSchema } from '../../schemas/seed';
import { jurisdictionProfileSchema } from '../../schemas/jurisdiction';
import { whitelabelSchema } from '../../schemas/server/whitelabel';
import { sitePermissionSchema } from '../../schemas/server/site-permission';
import { systemStatusSchema } from '../../schemas/server/system-status';
import { registerSettingsSchema } from '../../schemas/server/register-settings';
import { gameMenusSchema } from '../../schemas/server/game-menus';
import { memberInfoSchema } from '../../schemas/server/member-info';

/**
 * Every document schema the engine validates, by the export name of its precompiled validator.
 * The build writes one standalone validator per entry (engine/generated/), and the JSON files that
 * editors use through `$schema` (schemas/json/).
 */
export const DOCUMENT_SCHEMAS = {
  validateLayoutManifest: { schema: layoutManifestSchema, json: 'layout.schema.json' },
  validateFeaturesManifest: { schema: featuresManifestSchema, json: 'features.schema.json' },
  validateSeed: { schema: seedSchema, json: 'seed.schema.json' },
  validateJurisdictionProfile: { schema: jurisdictionProfileSchema, json: 'jurisdiction.schema.json' },
  validateWhitelabel: { schema: whitelabelSchema, json: 'server/whitelabel.schema.json' },
  validateSitePermission: { schema: sitePermissionSchema, json: 'server/site-permission.schema.json' },
  validateSystemStatus: { schema: systemStatusSchema, json: 'server/system-status.schema.json' },
  validateRegisterSettings: { schema: registerSettingsSchema, json: 'server/register-settings.schema.json' },
  validateGameMenus: { schema: gameMenusSchema, json: 'server/game-menus.schema.json' },
  validateMemberInfo: { schema: memberInfoSchema, json: 'server/member-info.schema.json' },
} as const;

export type DocumentValidatorName = keyof typeof DOCUMENT_SCHEMAS;

/**
 * The validators the portal runs at boot (server answers), generated into a module of their own so
 * that the browser bundle carries only these; the manifest and seed validators run at build time and
 * in the CLI.
 */
export const RUNTIME_VALIDATORS: readonly DocumentValidatorName[] = [
  'validateWhitelabel', 'validateSitePermission', 'validateSystemStatus', 'validateRegisterSettings', 'validateGameMenus', 'validateMemberInfo',
];
