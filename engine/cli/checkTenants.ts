/** Node-side: checks tenant folders the way `npm run tenants -- check` does, for the CLI and the tests. */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  DiagnosticCollector, buildServerSnapshot, buildSite, lintDomains, readManifest, sortDiagnostics,
  type BuildSiteResult, type Diagnostic, type Seed, type ServerProfileName, type ServerSnapshot,
} from '../index';
import { PROJECT_ROOT, listTenants, readTenantSources } from './tenantFiles';
import { isRecord } from '../isRecord';

function overlay(base: unknown, patch: unknown): unknown {
  if (!isRecord(base) || !isRecord(patch)) return patch;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = overlay(base[k], v);
  return out;
}

/**
 * The server snapshot a check runs against: the tenant's seed under a profile, with the optional
 * `server.json` of the root (used by diagnostic fixtures) laid over it.
 */
export function serverFor(tenant: string, profile: ServerProfileName, root = PROJECT_ROOT): ServerSnapshot {
  const sources = readTenantSources(tenant, root);
  const seed = sources.seed ? (readManifest(sources.seed).value as Seed | undefined) : undefined;
  const snapshot = buildServerSnapshot(isRecord(seed) ? seed : undefined, profile, tenant);
  const patchFile = join(root, 'server.json');
  return existsSync(patchFile) ? (overlay(snapshot, JSON.parse(readFileSync(patchFile, 'utf8'))) as ServerSnapshot) : snapshot;
}

/** Builds a tenant against a server profile, using the tenant's own seed. */
export function buildTenant(tenant: string, profile: ServerProfileName, root = PROJECT_ROOT): BuildSiteResult {
  return buildSite(readTenantSources(tenant, root), serverFor(tenant, profile, root));
}

/** Every diagnostic of the chosen tenants (all when none is named), domain clashes included. */
export function checkTenants(names: readonly string[] = [], root = PROJECT_ROOT, profile: ServerProfileName = 'seeded'): Diagnostic[] {
  const all = listTenants(root);
  const chosen = names.length > 0 ? names : all;
  const diagnostics: Diagnostic[] = [];
  const collector = new DiagnosticCollector();
  const owners: Parameters<typeof lintDomains>[0][number][] = [];
  for (const tenant of all) {
    if (chosen.includes(tenant)) diagnostics.push(...buildTenant(tenant, profile, root).diagnostics);
    // Domains are read from the file as written, so a clash shows even while a tenant has errors.
    const src = readTenantSources(tenant, root).features;
    if (!src) continue;
    const loaded = readManifest(src);
    const domains: unknown = (loaded.value as { tenant?: { domains?: unknown } } | undefined)?.tenant?.domains;
    if (Array.isArray(domains)) {
      owners.push({ tenant, domains: domains.filter((d): d is string => typeof d === 'string'), sink: collector.forFile(tenant, src.path, loaded.locator) });
    }
  }
  lintDomains(owners);
  diagnostics.push(...collector.diagnostics.filter((d) => chosen.includes(d.tenant)));
  return sortDiagnostics(diagnostics);
}
