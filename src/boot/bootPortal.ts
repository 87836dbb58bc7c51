/**
 * Boot: detect the tenant, load its compiled manifest, fetch the server's answers through the API
 * client, resolve the site, and find out who is visiting (a stored session token loads the member
 * info, whose account type makes the session kind). Every failure becomes a `failed` result for the
 * error screen, so the page is never blank.
 */
import { formatDiagnostic, resolveSite, type MessageKey, type ResolvedSite, type SessionContext } from '../../engine/index';
import type { Language } from '../../schemas/domain';
import type { MemberInfo } from '../../schemas/server/member-info';
import { ApiError, createApiClient, fetchServerSnapshot, type ApiClient, type SnapshotCache } from '../api/index';
import { clearSessionToken, readSessionToken } from '../session/sessionToken';
import { sessionFromMemberInfo } from '../session/sessionFromMemberInfo';
import { initialLanguage } from '../shell/preferences';
import { detectTenant } from './detectTenant';
import type { BootData } from '../../schemas/api/boot';
import { BootError, loadTenantIndex, loadTenantManifest, toCompiledTenant } from './loadTenantManifest';

export interface BootedPortal {
  site: ResolvedSite;
  session: SessionContext;
  /** The member of a stored session token; undefined when anonymous. */
  member?: MemberInfo;
  /** The image host picked for this visit (SPEC section 7: at random from the site permission's imageCDNs). */
  imageHost: string;
  /** The game-launch host picked for this visit, the same way from the launchGameCDNs. */
  launchHost: string;
  client: ApiClient;
  /** The visitor's language as the client sends it (Accept-Language); the shell updates it on a switch. */
  clientLanguage: { current: Language };
}

export type BootResult =
  | ({ kind: 'ready' } & BootedPortal)
  | { kind: 'failed'; message: string; details: readonly string[]; code?: MessageKey };

export interface BootInput {
  hostname: string;
  search: string;
  development: boolean;
  /** Origin (and prefix) of the merchant API; '' for the page's own origin, where the reference server serves both. */
  apiBaseUrl?: string;
  /** For tests: the random source that picks the image host. */
  random?: () => number;
  /** The page's head start (src/boot/bootData.ts), when the server sent one. */
  bootData?: BootData;
}

/** One of the hosts at random, without a trailing slash; '' (this origin) when there is none. */
export function pickHost(hosts: readonly string[], random: () => number = Math.random): string {
  if (hosts.length === 0) return '';
  const host = hosts[Math.min(hosts.length - 1, Math.floor(random() * hosts.length))] ?? '';
  return host.replace(/\/+$/, '');
}

/** The session of a stored token: anonymous without one, or when the server no longer knows it. */
async function loadSession(client: ApiClient, tenant: string): Promise<{ session: SessionContext; member?: MemberInfo }> {
  if (readSessionToken(tenant) === undefined) return { session: { kind: 'anonymous' } };
  try {
    const member = await client.call('memberInfo');
    return { session: sessionFromMemberInfo(member), member };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'unauthorized') clearSessionToken(tenant);
    // Any other failure leaves the token for the next page load; until then the visitor browses as a guest.
    return { session: { kind: 'anonymous' } };
  }
}

async function boot({ hostname, search, development, apiBaseUrl = '', random, bootData }: BootInput): Promise<BootResult> {
  const detection = detectTenant({ hostname, search, domains: await loadTenantIndex(bootData?.domains), development });
  if (!detection.ok) return { kind: 'failed', message: detection.message, details: [] };
  const tenant = detection.code;
  // The head start serves only the tenant it was made for (the same detection rules picked it).
  const head = bootData?.tenant === tenant ? bootData : undefined;

  const manifest = await loadTenantManifest(tenant, head?.manifest);
  const clientLanguage = { current: (manifest.features.languages?.default ?? 'pt') as Language };
  const client = createApiClient({
    baseUrl: apiBaseUrl,
    merchantCode: manifest.features.tenant?.merchantCode ?? tenant,
    getToken: () => readSessionToken(tenant),
    onUnauthorized: () => clearSessionToken(tenant),
    language: () => clientLanguage.current,
    ...(head ? { primed: head.answers } : {}),
  });

  const resolved = resolveSite(toCompiledTenant(manifest), await fetchServerSnapshot(client, { cache: sessionSnapshotCache(tenant) }));
  if (resolved.site === undefined) {
    const errors = resolved.diagnostics.filter((d) => d.severity === 'error');
    return { kind: 'failed', message: `the site of tenant "${tenant}" could not be resolved`, details: errors.map(formatDiagnostic) };
  }
  if (development) {
    for (const d of resolved.diagnostics) console.warn(formatDiagnostic(d));
  }
  const site = resolved.site;
  clientLanguage.current = initialLanguage(site);
  const { session, member } = await loadSession(client, tenant);
  return { kind: 'ready', site, session, ...(member ? { member } : {}), imageHost: pickHost(site.hosts.imageCDNs, random), launchHost: pickHost(site.hosts.launchGameCDNs, random), client, clientLanguage };
}

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

/** Runs the boot steps; never throws. */
export async function bootPortal(input: BootInput): Promise<BootResult> {
  try {
    return await boot(input);
  } catch (error) {
    if (error instanceof BootError) return { kind: 'failed', message: error.message, details: error.details };
    if (error instanceof ApiError) return { kind: 'failed', message: error.message, details: [], code: error.code };
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error), details: [] };
  }
}
