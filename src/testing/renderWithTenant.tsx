/**
 * Shared test support for the shell (STYLE.md 11): a tenant folder on disk built through the whole
 * engine, against a server profile, rendered as the booted portal for one session. Tests only; it
 * reads tenants/ with node fs, like the engine's CLI.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import {
  CATALOGUES, buildServerSnapshot, buildSite, forgetCatalogues, formatDiagnostic, provideCatalogue,
  type ResolvedSite, type Seed, type ServerProfileName, type ServerSnapshot, type SessionContext, type SourceFile, type TenantSources,
} from '../../engine/index';
import type { SessionKind } from '../../schemas/domain';
import type { ApiClient } from '../api/index';
import { pickHost, type BootResult, type BootedPortal } from '../boot/bootPortal';
import { PortalApp } from '../shell/PortalApp';
import { forgetWidgets } from '../shell/WidgetSlot';
import { initialLanguage } from '../shell/preferences';

const ROOT = resolve(import.meta.dirname, '../..');
const TENANTS = join(ROOT, 'tenants');
const PRESETS = 'presets';

function source(path: string): SourceFile | undefined {
  return existsSync(path) ? { path: relative(ROOT, path).split('\\').join('/'), text: readFileSync(path, 'utf8') } : undefined;
}

function folders(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith('.')).map((d) => d.name).sort() : [];
}

/** Every merchant folder under tenants/, so a suite covers a new tenant the moment it exists. */
export function tenantCodes(): string[] {
  return folders(TENANTS).filter((name) => name !== PRESETS);
}

/** The manifest files of one tenant and of every preset, as the engine takes them. */
export function tenantSources(tenant: string): TenantSources {
  const presets: TenantSources['presets'] = {};
  for (const name of folders(join(TENANTS, PRESETS))) {
    const layout = source(join(TENANTS, PRESETS, name, 'layout.json'));
    const features = source(join(TENANTS, PRESETS, name, 'features.json'));
    presets[name] = { ...(layout ? { layout } : {}), ...(features ? { features } : {}) };
  }
  const sources: TenantSources = { tenant, presets };
  const layout = source(join(TENANTS, tenant, 'layout.json'));
  const features = source(join(TENANTS, tenant, 'features.json'));
  const seed = source(join(TENANTS, tenant, 'seed.json'));
  if (layout) sources.layout = layout;
  if (features) sources.features = features;
  if (seed) sources.seed = seed;
  return sources;
}

export interface TenantSiteOptions {
  /** The server state (engine server profiles); 'seeded' is what the reference server answers by default. */
  profile?: ServerProfileName;
  /** Edits the server's answers before the site is resolved. */
  adjust?: (snapshot: ServerSnapshot) => void;
}

/** The resolved site of a tenant on disk under a server profile; throws with the diagnostics when it does not build. */
export function tenantSite(tenant: string, { profile = 'seeded', adjust }: TenantSiteOptions = {}): ResolvedSite {
  const sources = tenantSources(tenant);
  const seed = sources.seed === undefined ? undefined : (JSON.parse(sources.seed.text) as Seed);
  const snapshot = buildServerSnapshot(seed, profile, tenant);
  adjust?.(snapshot);
  const { site, diagnostics } = buildSite(sources, snapshot);
  if (site === undefined) throw new Error(`tenant ${tenant} (profile ${profile}) did not build:\n${diagnostics.map(formatDiagnostic).join('\n')}`);
  return site;
}

/** A client that refuses every call: the shell's component tests run without a network. */
export function offlineApiClient(merchantCode: string): ApiClient {
  const refuse = (name: string): Promise<never> => Promise.reject(new Error(`component tests make no API calls (called "${name}")`));
  return { merchantCode, call: refuse as ApiClient['call'] };
}

/**
 * What boot produces for a tenant, a session and a server profile; like boot, it leaves the catalogue
 * of the visitor's language loaded (only that one: a switch to another loads it as on the page).
 */
export function bootedTenant(tenant: string, session: SessionContext | SessionKind = 'anonymous', options: TenantSiteOptions = {}): BootedPortal {
  const site = tenantSite(tenant, options);
  const language = initialLanguage(site);
  provideCatalogue(language, CATALOGUES[language]);
  return {
    site,
    session: typeof session === 'string' ? { kind: session } : session,
    imageHost: pickHost(site.hosts.imageCDNs, () => 0),
    launchHost: pickHost(site.hosts.launchGameCDNs, () => 0),
    client: offlineApiClient(site.tenant.merchantCode),
    clientLanguage: { current: site.languages.default },
  };
}

export interface RenderWithTenantOptions extends TenantSiteOptions {
  /** The page to open; '/' when absent. */
  path?: string;
}

export interface TenantRender extends RenderResult {
  site: ResolvedSite;
  booted: BootedPortal;
}

/** Renders the booted portal of a tenant on disk for a session, at a path. */
export function renderWithTenant(tenant: string, session: SessionContext | SessionKind = 'anonymous', { path = '/', ...options }: RenderWithTenantOptions = {}): TenantRender {
  const booted = bootedTenant(tenant, session, options);
  const result: BootResult = { kind: 'ready', ...booted };
  window.history.replaceState(null, '', path);
  return { ...render(<PortalApp result={result} />), site: booted.site, booted };
}

/** Unmounts, and forgets what a test left in storage and cookies, on the document (theme, language, scroll), in the loaded catalogues and widgets. */
export function resetPortal(): void {
  cleanup();
  forgetCatalogues();
  forgetWidgets();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Cookies too (the popup's "closed this session" mark, the plain-page cookie): test files share a document.
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]!.trim()).filter(Boolean)) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('lang');
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
}
