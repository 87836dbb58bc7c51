/** Node-side: checks tenant folders the way `npm run tenants -- check` does, for the CLI and the tests. */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  DiagnosticCollector, buildServerSnapshot, buildSite, lintTenantClaims, readManifest, sortDiagnostics, writtenClaim,
  type BuildSiteResult, type Diagnostic, type TenantClaim, type Seed, type ServerProfileName, type ServerSnapshot,
} from '../index';
import { PROJECT_ROOT, listTenants, readTenantSources } from './tenantFiles';
import { isRecord } from '../isRecord';
import { inspectOperatorHtml } from './inspectOperatorHtml';

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
  return buildSite(readTenantSources(tenant, root), serverFor(tenant, profile, root), { inspectHtml: inspectOperatorHtml });
}

/** What every tenant under `root` claims (domains, merchant code), as written in its features.json. */
export function tenantClaims(root = PROJECT_ROOT, collector = new DiagnosticCollector()): TenantClaim[] {
  return listTenants(root).map((tenant) => writtenClaim(tenant, readTenantSources(tenant, root).features, collector));
}

/**
 * Every diagnostic of the chosen tenants (all when none is named); each is checked against every
 * other tenant for domains and merchant codes, whichever tenants are named.
 */
export function checkTenants(names: readonly string[] = [], root = PROJECT_ROOT, profile: ServerProfileName = 'seeded'): Diagnostic[] {
  const chosen = names.length > 0 ? names : listTenants(root);
  const diagnostics: Diagnostic[] = chosen.flatMap((tenant) => buildTenant(tenant, profile, root).diagnostics);
  const collector = new DiagnosticCollector();
  lintTenantClaims(tenantClaims(root, collector), new Set(chosen));
  diagnostics.push(...collector.diagnostics);
  return sortDiagnostics(diagnostics);
}
