/**
 * Which tenant this page belongs to. One build serves every tenant, chosen by host name through
 * tenants/index.json (each manifest lists its domains).
 *
 * - `?tenant=<code>` overrides the host name in development builds, and on a developer's machine
 *   (a loopback or `*.localhost` host, which no merchant's site is served from), so that
 *   `vite preview` can show every tenant.
 * - Plain `localhost` (or 127.0.0.1, ::1) that no manifest lists falls back to the first tenant
 *   alphabetically, so `npm run dev` shows a site without any set-up.
 * - Any other unknown host is an error: guessing a merchant there would show the wrong brand.
 */

/** Host name to tenant code, as tenants/index.json ships it. */
export type TenantDomainIndex = Record<string, string>;

export type TenantDetection =
  | { ok: true; code: string; reason: 'query' | 'domain' | 'localhost-fallback' }
  | { ok: false; message: string };

export interface DetectTenantInput {
  hostname: string;
  /** `location.search`, with or without the leading "?". */
  search: string;
  domains: TenantDomainIndex;
  /** True in development builds (import.meta.env.DEV). */
  development: boolean;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

function isDeveloperHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/** Every tenant code the index knows, sorted. */
export function tenantCodes(domains: TenantDomainIndex): string[] {
  return [...new Set(Object.values(domains))].sort();
}

/** The tenant for a host name and query string (see the module comment for the rules). */
export function detectTenant({ hostname, search, domains, development }: DetectTenantInput): TenantDetection {
  const codes = tenantCodes(domains);
  const host = hostname.toLowerCase();
  const requested = new URLSearchParams(search).get('tenant');
  if (requested !== null && (development || isDeveloperHost(host))) {
    if (codes.includes(requested)) return { ok: true, code: requested, reason: 'query' };
    return { ok: false, message: `unknown tenant "${requested}" in ?tenant=; tenants: ${codes.join(', ')}` };
  }
  const byDomain = domains[host];
  if (byDomain !== undefined) return { ok: true, code: byDomain, reason: 'domain' };
  const first = codes[0];
  if (LOOPBACK_HOSTS.has(host) && first !== undefined) return { ok: true, code: first, reason: 'localhost-fallback' };
  return { ok: false, message: `no tenant serves the host "${hostname}"; add it to tenant.domains in a tenant's features.json` };
}
