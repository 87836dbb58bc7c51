/**
 * TEMPORARY: the server's responses, built in the browser from the tenant's seed.
 *
 * The reference merchant API (server/) replaces this module: once it exists the shell fetches the
 * white-label switches, site permission, system status, register settings and game menus through the
 * API client, and nothing else in src/ calls buildServerSnapshot. Until then `?profile=<name>` picks
 * one of the engine's server profiles (default 'seeded'), for example `?profile=maintenance`.
 */
import {
  SERVER_PROFILES, buildServerSnapshot, isServerProfileName, type ServerProfileName, type ServerSnapshot,
} from '../../engine/index';
import { BootError, type ShippedTenantManifest } from './loadTenantManifest';

export const DEFAULT_PREVIEW_PROFILE: ServerProfileName = 'seeded';

/** The server profile `?profile=` asks for; unknown names are a boot error listing the valid ones. */
export function previewProfile(search: string): ServerProfileName {
  const requested = new URLSearchParams(search).get('profile');
  if (requested === null || requested === '') return DEFAULT_PREVIEW_PROFILE;
  if (!isServerProfileName(requested)) {
    throw new BootError(`unknown server profile "${requested}" in ?profile=; profiles: ${SERVER_PROFILES.join(', ')}`);
  }
  return requested;
}

/** What the merchant's server would answer for this tenant under the chosen profile. */
export function previewServerSnapshot(manifest: ShippedTenantManifest, search: string): ServerSnapshot {
  return buildServerSnapshot(manifest.seed, previewProfile(search), manifest.tenant);
}
