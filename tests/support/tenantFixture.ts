/**
 * Shared test support: real tenant folders (tenants/<code>/) built through the whole engine pipeline
 * against a server profile, plus in-memory copies whose JSON a test may edit before building.
 */
import { buildSite, buildServerSnapshot, formatDiagnostic, type BuildSiteResult, type ResolvedSite, type Seed, type ServerProfileName, type ServerSnapshot, type TenantSources } from '../../engine/index';
import { readTenantSources } from '../../engine/cli/tenantFiles';


/** The editable JSON texts of one tenant: layout.json, features.json and (when present) seed.json. */
export interface TenantTexts {
  layout: string;
  features: string;
  seed?: string;
}

/** A tenant's sources and seed, ready to build against any server profile. */
export interface TenantFixture {
  code: string;
  sources: TenantSources;
  /** The parsed seed.json, or undefined when the tenant has none (the server then uses its default seed). */
  seed: Seed | undefined;
  /** The server responses for a profile; `adjust` may edit them before the build. */
  snapshot(profile: ServerProfileName, adjust?: (snapshot: ServerSnapshot) => void): ServerSnapshot;
  /** buildSite(sources, snapshot(profile, adjust)). */
  build(profile: ServerProfileName, adjust?: (snapshot: ServerSnapshot) => void): BuildSiteResult;
  /** Like `build`, but returns the site and fails with the diagnostics when there is none. */
  site(profile: ServerProfileName, adjust?: (snapshot: ServerSnapshot) => void): ResolvedSite;
}

function fixtureOf(code: string, sources: TenantSources): TenantFixture {
  const seed = sources.seed === undefined ? undefined : (JSON.parse(sources.seed.text) as Seed);
  const snapshot = (profile: ServerProfileName, adjust?: (s: ServerSnapshot) => void): ServerSnapshot => {
    const snap = buildServerSnapshot(seed, profile, code);
    adjust?.(snap);
    return snap;
  };
  const build = (profile: ServerProfileName, adjust?: (s: ServerSnapshot) => void): BuildSiteResult => buildSite(sources, snapshot(profile, adjust));
  return {
    code,
    sources,
    seed,
    snapshot,
    build,
    site(profile, adjust) {
      const result = build(profile, adjust);
      if (result.site === undefined) {
        throw new Error(`tenant ${code} under profile ${profile} did not build:\n${result.diagnostics.map(formatDiagnostic).join('\n')}`);
      }
      return result.site;
    },
  };
}

/** The tenant as it is on disk (tenants/<code>/ and every preset). */
export function loadTenant(code: string): TenantFixture {
  return fixtureOf(code, readTenantSources(code));
}

/** buildSite(readTenantSources(code), buildServerSnapshot(seed, profile, code)) with the tenant's own seed. */
export function buildFor(code: string, profile: ServerProfileName): BuildSiteResult {
  return loadTenant(code).build(profile);
}

/** The resolved site of a tenant on disk under a profile; fails with the diagnostics when it does not build. */
export function siteFor(code: string, profile: ServerProfileName): ResolvedSite {
  return loadTenant(code).site(profile);
}

/**
 * An in-memory copy of a tenant whose JSON texts `edit` may change (the files on disk stay as they
 * are). Presets are shared read-only; only the tenant's own files are copied.
 */
export function withTenant(code: string, edit: (texts: TenantTexts) => void): TenantFixture {
  const disk = readTenantSources(code);
  if (disk.layout === undefined || disk.features === undefined) throw new Error(`tenant ${code} has no layout.json or features.json`);
  const texts: TenantTexts = { layout: disk.layout.text, features: disk.features.text };
  if (disk.seed !== undefined) texts.seed = disk.seed.text;
  edit(texts);
  const sources: TenantSources = {
    tenant: disk.tenant,
    presets: disk.presets,
    layout: { path: disk.layout.path, text: texts.layout },
    features: { path: disk.features.path, text: texts.features },
  };
  if (texts.seed !== undefined) sources.seed = { path: disk.seed?.path ?? `tenants/${code}/seed.json`, text: texts.seed };
  return fixtureOf(code, sources);
}

/**
 * Parses JSON text, lets `change` edit the value in place, and prints it back (two-space indent).
 * `T` is the manifest type the text holds (LayoutManifest, FeaturesManifest or Seed).
 */
export function editJson<T extends object>(text: string, change: (value: T) => void): string {
  const value = JSON.parse(text) as T;
  change(value);
  return `${JSON.stringify(value, null, 2)}\n`;
}
