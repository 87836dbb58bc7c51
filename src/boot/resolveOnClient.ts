/**
 * The site worked out in the browser, for a page that came without the server's resolved site (a
 * static host, or a head start the server could not resolve): the boot calls' answers (primed or
 * fetched), then the engine's resolveSite, which validates each of them. A chunk of its own, loaded
 * only then: the engine's validators and merge never reach a page the server resolved.
 */
import { formatDiagnostic, isShippedManifestOf, resolveSite, toCompiledTenant, type ResolvedSite, type ShippedTenantManifest } from '../../engine/index';
import { fetchServerSnapshot, type ApiClient, type SnapshotCache } from '../api/index';
import { BootError, fetchJson } from './loadTenantManifest';

export type ClientResolution = { ok: true; site: ResolvedSite } | { ok: false; message: string; details: string[] };

/**
 * The vendor list cached for the visit (SPEC section 9), per tenant, in session storage. The engine
 * validates whatever comes back from it like a server answer, so a tampered entry cannot pass.
 */
export function sessionSnapshotCache(tenant: string): SnapshotCache {
  const key = (name: string) => `wl:${tenant}:cache:${name}`;
  return {
    read(name) {
      try {
        const text = window.sessionStorage.getItem(key(name));
        return text === null ? undefined : (JSON.parse(text) as unknown);
      } catch {
        return undefined;
      }
    },
    write(name, value) {
      try {
        window.sessionStorage.setItem(key(name), JSON.stringify(value));
      } catch {
        // Without storage every visit asks the server.
      }
    },
  };
}

/** Resolves the tenant's site against the server's answers; in development, prints the warnings. */
export async function resolveOnClient(manifest: ShippedTenantManifest, client: ApiClient, development: boolean): Promise<ClientResolution> {
  const snapshot = await fetchServerSnapshot(client, { cache: sessionSnapshotCache(manifest.tenant) });
  const resolved = resolveSite(toCompiledTenant(manifest), snapshot);
  if (resolved.site === undefined) {
    const errors = resolved.diagnostics.filter((d) => d.severity === 'error');
    return { ok: false, message: `the site of tenant "${manifest.tenant}" could not be resolved`, details: errors.map(formatDiagnostic) };
  }
  if (development) {
    for (const d of resolved.diagnostics) console.warn(formatDiagnostic(d));
  }
  return { ok: true, site: resolved.site };
}

/** tenants/<code>.json (or a head start's copy), validated at build time; only its outline is checked here. */
export async function loadTenantManifest(code: string, given?: unknown): Promise<ShippedTenantManifest> {
  const body = given ?? (await fetchJson(`${encodeURIComponent(code)}.json`));
  if (!isShippedManifestOf(code, body)) throw new BootError(`tenants/${code}.json is not a compiled manifest of tenant "${code}"`);
  return body;
}
