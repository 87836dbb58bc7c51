/**
 * Boot: detect the tenant, take the site the server resolved from the page's head start, or else
 * load the tenant's compiled manifest and resolve the site here against the server's answers (the
 * resolver is a chunk of its own, src/boot/resolveOnClient.ts), and find out who is visiting (a stored
 * session token loads the member info, whose account type makes the session kind). Every failure
 * becomes a `failed` result for the error screen, so the page is never blank.
 */
import { loadCatalogue, loadErrorTexts, type CoreMessageKey, type ResolvedSite, type SessionContext } from '../../engine/index';
import type { Language } from '../../schemas/domain';
import type { MemberInfo } from '../../schemas/server/member-info';
import { ApiError, createApiClient, type ApiClient } from '../api/index';
import { PASSWORD_CHANGE_EVENT, clearSessionToken, readSessionToken, writePendingPasswordChange } from '../session/sessionToken';
import { sessionFromMemberInfo } from '../session/sessionFromMemberInfo';
import { browserLanguage, initialLanguage } from '../shell/preferences';
import { detectTenant } from './detectTenant';
import type { BootData } from '../../schemas/api/boot';
import { BootError, loadTenantIndex } from './loadTenantManifest';

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
  /**
   * The announcement popup is open in the first render: the server drew the page so (src/ssr/renderPage.tsx),
   * and the browser that takes that page over (src/main.tsx) starts where it is.
   */
  popupAtStart?: boolean;
}

export type BootResult =
  | ({ kind: 'ready' } & BootedPortal)
  | { kind: 'failed'; message: string; details: readonly string[]; code?: CoreMessageKey };

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

  const clientLanguage = { current: 'pt' as Language };
  // The page's server asks the boot calls in the tenant's default language (server/page/portalPage.ts).
  const clientFor = (merchantCode: string, defaultLanguage: Language) => createApiClient({
    baseUrl: apiBaseUrl,
    merchantCode,
    getToken: () => readSessionToken(tenant),
    onUnauthorized: (error) => {
      if (error.status === 401) return clearSessionToken(tenant);
      // A session that must change its password first: the modal, whatever the page asked.
      // (An unknown reason opens no modal: usePortalSessionState accepts only the known ones.)
      writePendingPasswordChange(tenant, (error.value as { reason?: string } | undefined)?.reason ?? 'firstLogin');
      dispatchEvent(new Event(PASSWORD_CHANGE_EVENT));
    },
    language: () => clientLanguage.current,
    ...(head ? { primed: head.answers, primedLanguage: defaultLanguage, ...(head.pageAnswers ? { pageAnswers: head.pageAnswers } : {}) } : {}),
  });

  let site: ResolvedSite;
  let client: ApiClient;
  if (head?.site !== undefined) {
    // Resolved by the page's server with this build's engine from the same manifest and the answers
    // primed below; parseBootData checked that it is this tenant's.
    site = head.site as unknown as ResolvedSite;
    client = clientFor(site.tenant.merchantCode, site.languages.default);
  } else {
    // Without a resolved site (a static host): the manifest and the resolver, a chunk of their own.
    const { loadTenantManifest, resolveOnClient } = await import('./resolveOnClient');
    const manifest = await loadTenantManifest(tenant, head?.manifest);
    clientLanguage.current = (manifest.features.languages?.default ?? 'pt') as Language;
    client = clientFor(manifest.features.tenant?.merchantCode ?? tenant, clientLanguage.current);
    const resolved = await resolveOnClient(manifest, client, development);
    if (!resolved.ok) return { kind: 'failed', message: resolved.message, details: resolved.details };
    site = resolved.site;
  }
  clientLanguage.current = initialLanguage(site);
  // The error and form messages follow without holding up the first render (a failed call waits for them).
  void loadErrorTexts(clientLanguage.current).catch(() => undefined);
  // The visitor's language is known: its catalogue (a chunk of its own) loads beside the session, so
  // the first render has its texts.
  const [{ session, member }] = await Promise.all([loadSession(client, tenant), loadCatalogue(clientLanguage.current)]);
  // A server-rendered page's images are on the hosts its server picked (beside the site it resolved): the visit keeps them.
  const picked = head?.site !== undefined ? head.hosts : undefined;
  const hosts = picked !== undefined
    ? { imageHost: picked.image, launchHost: picked.launch }
    : { imageHost: pickHost(site.hosts.imageCDNs, random), launchHost: pickHost(site.hosts.launchGameCDNs, random) };
  return { kind: 'ready', site, session, ...(member ? { member } : {}), ...hosts, client, clientLanguage };
}

function failure(error: unknown): BootResult {
  if (error instanceof BootError) return { kind: 'failed', message: error.message, details: error.details };
  if (error instanceof ApiError) return { kind: 'failed', message: error.message, details: [], code: error.code };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error), details: [] };
}

/**
 * Runs the boot steps; never throws. A failure's error screen is in the browser's language: that
 * catalogue loads before the result is made, and so before an API failure's code is read (the
 * server's code is the message when a loaded catalogue knows it, src/api/apiError.ts).
 */
export async function bootPortal(input: BootInput): Promise<BootResult> {
  let outcome: BootResult | { kind: 'threw'; error: unknown };
  try {
    outcome = await boot(input);
  } catch (error) {
    outcome = { kind: 'threw', error };
  }
  if (outcome.kind === 'ready') return outcome;
  // Without it (offline) the error screen still shows, with the message keys in place of texts.
  await loadErrorTexts(browserLanguage()).catch(() => loadCatalogue(browserLanguage())).catch(() => undefined);
  return outcome.kind === 'failed' ? outcome : failure(outcome.error);
}
