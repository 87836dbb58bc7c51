import type { FromSchema } from 'json-schema-to-ts';
import type { SwitchName } from '../../schemas/domain';
import { GAME_TYPES, SWITCHES, SYSTEM_STATUS } from '../../schemas/domain';
import type { Seed } from '../../schemas/seed';
import type { SitePermission } from '../../schemas/server/site-permission';
import type { systemStatusSchema } from '../../schemas/server/system-status';
import type { Whitelabel } from '../../schemas/server/whitelabel';
import { buildGameMenus } from './buildGameMenus';
import { buildRegisterSettings, type RegisterSettingsPreset } from './buildRegisterSettings';
import { DEFAULT_SEED } from './defaultSeed';
import { hashString } from './seededRandom';
import type { ServerProfileName, ServerSnapshot } from './serverProfiles';

type SystemStatus = FromSchema<typeof systemStatusSchema>;
type StatusCode = SystemStatus['status'];
type Switches = Record<SwitchName, boolean>;

/** The visitor IP every profile reports (TEST-NET-3, RFC 5737). */
export const PROFILE_VISITOR_IP = '203.0.113.7';

function allSwitches(value: boolean): Switches {
  return Object.fromEntries(SWITCHES.map((s) => [s, value])) as Switches;
}

function switchesFor(profile: ServerProfileName, seeded: Readonly<Switches>): Switches {
  switch (profile) {
    case 'all-on':
      return allSwitches(true);
    case 'all-off':
      return allSwitches(false);
    case 'mobile-registration':
      return { ...seeded, mobileRegistration: true, usernameRegistration: false, registrationSms: true };
    default:
      return { ...seeded };
  }
}

function statusFor(profile: ServerProfileName, seed: Seed): StatusCode {
  if (profile === 'maintenance') return SYSTEM_STATUS.maintenance;
  if (profile === 'region-blocked') return SYSTEM_STATUS.regionRestricted;
  return seed.status ?? SYSTEM_STATUS.normal;
}

function presetFor(profile: ServerProfileName): RegisterSettingsPreset {
  return profile === 'all-on' || profile === 'all-off' ? profile : 'default';
}

function buildWhitelabel(switches: Switches, profile: ServerProfileName, seed: Seed): Whitelabel {
  return {
    usernameRegistration: switches.usernameRegistration,
    mobileRegistration: switches.mobileRegistration,
    registrationSms: switches.registrationSms,
    mobilePasswordOnRegistration: switches.mobilePasswordOnRegistration,
    phonePasswordReset: switches.phonePasswordReset,
    agentPolicy: switches.agentPolicy,
    passwordExpiry: switches.passwordExpiry,
    socialLogin: profile === 'all-on',
    menu: GAME_TYPES.map((gameType) => ({ gameType, enabled: (seed.vendors[gameType] ?? []).length > 0 })),
  };
}

/** A stand-in for the server's encrypted customer-service path: stable per tenant and channel. */
function encryptedPath(tenantCode: string, channel: string): string {
  const a = hashString(`${tenantCode}:${channel}`).toString(16).padStart(8, '0');
  const b = hashString(`${channel}:${tenantCode}`).toString(16).padStart(8, '0');
  // The reference server answers this path with its customer-service page.
  return `/support/${a}${b}`;
}

function buildSitePermission(
  tenantCode: string,
  status: StatusCode,
  whitelabel: Whitelabel,
  register: SitePermission['info']['register'],
): SitePermission {
  return {
    info: {
      customerService: [
        { csType: 'LIVE_CHAT', path: encryptedPath(tenantCode, 'LIVE_CHAT') },
        { csType: 'TELEGRAM', path: encryptedPath(tenantCode, 'TELEGRAM') },
      ],
      domainRoute: [
        { url: '/?line=1', name: 'Line 1' },
        { url: '/?line=2', name: 'Line 2' },
        { url: '/?line=3', name: 'Line 3' },
      ],
      resources: [
        { labelNameEn: 'Android', url: '/download/android' },
        { labelNameEn: 'iOS', url: '/download/ios' },
      ],
      whitelabel,
      register,
      mainDomain: `${tenantCode}.example`,
    },
    location: { ip: PROFILE_VISITOR_IP, countryCode: status === SYSTEM_STATUS.regionRestricted ? 'US' : 'BR' },
    maintenance: status === SYSTEM_STATUS.maintenance,
    regionRestriction: status === SYSTEM_STATUS.regionRestricted,
    imageCDNs: ['/cdn/img1', '/cdn/img2'],
    launchGameCDNs: ['/cdn/launch1', '/cdn/launch2'],
  };
}

/** Every server response for one tenant under one profile; deterministic, built on the seed (or DEFAULT_SEED). */
export function buildServerSnapshot(seed: Seed | undefined, profile: ServerProfileName, tenantCode: string): ServerSnapshot {
  const base: Seed = seed ?? DEFAULT_SEED;
  const switches = switchesFor(profile, base.switches);
  const status = statusFor(profile, base);
  const registerOptions = {
    preset: presetFor(profile),
    switches,
    enabledFields: base.registration?.enabledFields,
    requiredFields: base.registration?.requiredFields,
    smsExpiryMinutes: base.smsExpiryMinutes ?? DEFAULT_SEED.smsExpiryMinutes,
  };
  // Built twice rather than shared, so a consumer that edits one response cannot change the other.
  const whitelabel = buildWhitelabel(switches, profile, base);
  const registerSettings = buildRegisterSettings(registerOptions);
  const sitePermission = buildSitePermission(
    tenantCode,
    status,
    buildWhitelabel(switches, profile, base),
    buildRegisterSettings(registerOptions),
  );
  return {
    whitelabel,
    sitePermission,
    status: {
      status,
      maintenance: status === SYSTEM_STATUS.maintenance,
      regionRestricted: status === SYSTEM_STATUS.regionRestricted,
      ip: PROFILE_VISITOR_IP,
    },
    registerSettings,
    gameMenus: buildGameMenus(base.vendors, tenantCode),
    referral: switches.referral,
  };
}
