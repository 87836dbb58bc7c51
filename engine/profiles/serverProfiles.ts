import type { FromSchema } from 'json-schema-to-ts';
import type { GameMenus } from '../../schemas/server/game-menus';
import type { RegisterSettings } from '../../schemas/server/register-settings';
import type { SitePermission } from '../../schemas/server/site-permission';
import type { systemStatusSchema } from '../../schemas/server/system-status';
import type { Whitelabel } from '../../schemas/server/whitelabel';
import { isOneOf } from '../isOneOf';

/** Server profiles: the server-side states the tenant matrix and the CLI run every tenant against. */
export const SERVER_PROFILES = ['seeded', 'all-on', 'all-off', 'maintenance', 'region-blocked', 'mobile-registration'] as const;
export type ServerProfileName = (typeof SERVER_PROFILES)[number];

export const SERVER_PROFILE_DESCRIPTIONS = {
  seeded: "The tenant's seed as the reference server serves it (defaults when there is no seed).",
  'all-on': 'Every white-label switch and referral on; every registration field enabled, several required.',
  'all-off': 'Every white-label switch and referral off; registration asks only username and passwords.',
  maintenance: 'Seeded, with system status 1: the maintenance screen replaces the site.',
  'region-blocked': 'Seeded, with system status 2: the region-restricted screen shows the visitor IP.',
  'mobile-registration': 'Seeded, with mobile registration and SMS verification on and username registration off.',
} as const satisfies Record<ServerProfileName, string>;

/** Whether `name` is one of SERVER_PROFILES (for CLI arguments). */
export function isServerProfileName(name: string): name is ServerProfileName {
  return isOneOf(SERVER_PROFILES, name);
}

/** Every server response the engine merges, as one server state would serve them. */
export interface ServerSnapshot {
  /** `/wps/system/whitelabel` value. */
  whitelabel: Whitelabel;
  /** Site permission value; its `info.whitelabel` and `info.register` equal `whitelabel` and `registerSettings`. */
  sitePermission: SitePermission;
  /** `/wps/system/status` value. */
  status: FromSchema<typeof systemStatusSchema>;
  /** `/wps/system/setting/register` value. */
  registerSettings: RegisterSettings;
  /** `/lgw/games/game_menus` value. */
  gameMenus: GameMenus;
  /** Public REFERRAL promotion state (`availablePromo`), the one switch not in the white-label response. */
  referral: boolean;
}
