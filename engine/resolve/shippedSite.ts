/**
 * What the browser and the page server share about a tenant's site: the shipped manifest
 * (tenants/<code>.json, compiled and validated at build time, without its provenance), its outline
 * check, the CompiledTenant resolveSite takes, and the server snapshot made of the boot calls' values.
 * The portal resolves the site itself only when the page did not bring one the server resolved.
 */
import type { CompiledTenant } from '../pipeline/compileTenant';
import type { ServerSnapshot } from '../profiles';
import { isRecord } from '../isRecord';

/** What the browser receives for one tenant: the merged manifests, without the build-time provenance. */
export type ShippedTenantManifest = Pick<CompiledTenant, 'tenant' | 'layout' | 'features' | 'seed'>;

/**
 * Whether `body` has the outline of tenant `code`'s shipped manifest. The build compiled and
 * validated the file (tenantManifestsPlugin); only its outline is checked where it is read.
 */
export function isShippedManifestOf(code: string, body: unknown): body is ShippedTenantManifest {
  return isRecord(body) && body['tenant'] === code && isRecord(body['layout']) && isRecord(body['features']);
}

/** A CompiledTenant for resolveSite: the shipped manifests with empty provenance (not shipped to browsers). */
export function toCompiledTenant(manifest: ShippedTenantManifest): CompiledTenant {
  return { ...manifest, provenance: { layout: new Map(), features: new Map() }, layers: { layout: [], features: [] } };
}

/** The boot calls' values (the answers' `value`), unchecked: resolveSite validates each part. */
export interface BootCallValues {
  whitelabel: unknown;
  status: unknown;
  sitePermission: unknown;
  registerSettings: unknown;
  gameMenus: unknown;
  merchantPromotions: unknown;
}

/** The public REFERRAL promotion state of a merchantPromotions value; anything odd reads as off. */
export function referralOf(promotions: unknown): boolean {
  const referral = isRecord(promotions) && isRecord(promotions['availablePromo']) ? promotions['availablePromo']['REFERRAL'] : undefined;
  return isRecord(referral) && referral['enabled'] === true;
}

/** The server snapshot resolveSite merges, made of the boot calls' values. */
export function serverSnapshotOf(values: BootCallValues): ServerSnapshot {
  const { merchantPromotions, ...parts } = values;
  // Unchecked on purpose: resolveSite validates every part against its schema and reports what is wrong.
  return { ...(parts as Omit<ServerSnapshot, 'referral'>), referral: referralOf(merchantPromotions) };
}
