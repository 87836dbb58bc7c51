/**
 * Boot: detect the tenant, load its compiled manifest, resolve the site against the server's answers
 * and project it for the visitor. Every failure becomes a `failed` result for the error screen, so the
 * page is never blank.
 */
import { formatDiagnostic, resolveSite, viewSite, type ResolvedSite, type SiteView } from '../../engine/index';
import { detectTenant } from './detectTenant';
import { BootError, loadTenantIndex, loadTenantManifest, toCompiledTenant } from './loadTenantManifest';
import { previewServerSnapshot } from './previewServerSnapshot';

export type BootResult =
  | { kind: 'ready'; site: ResolvedSite; view: SiteView }
  | { kind: 'failed'; message: string; details: readonly string[] };

export interface BootInput {
  hostname: string;
  search: string;
  development: boolean;
}

async function boot({ hostname, search, development }: BootInput): Promise<BootResult> {
  const detection = detectTenant({ hostname, search, domains: await loadTenantIndex(), development });
  if (!detection.ok) return { kind: 'failed', message: detection.message, details: [] };

  const manifest = await loadTenantManifest(detection.code);
  const resolved = resolveSite(toCompiledTenant(manifest), previewServerSnapshot(manifest, search));
  if (resolved.site === undefined) {
    const errors = resolved.diagnostics.filter((d) => d.severity === 'error');
    return { kind: 'failed', message: `the site of tenant "${detection.code}" could not be resolved`, details: errors.map(formatDiagnostic) };
  }
  if (development) {
    for (const d of resolved.diagnostics) console.warn(formatDiagnostic(d));
  }
  // Sessions and language choice come with the API client; until then every visitor is a guest.
  const view = viewSite(resolved.site, { kind: 'anonymous' }, resolved.site.languages.default);
  return { kind: 'ready', site: resolved.site, view };
}

/** Runs the boot steps; never throws. */
export async function bootPortal(input: BootInput): Promise<BootResult> {
  try {
    return await boot(input);
  } catch (error) {
    if (error instanceof BootError) return { kind: 'failed', message: error.message, details: error.details };
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error), details: [] };
  }
}
