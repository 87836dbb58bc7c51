import type { Diagnostic } from '../diagnostics/types';
import { sortDiagnostics } from '../diagnostics/collect';
import type { Provenance } from '../merge/mergeLayers';
import type { ServerSnapshot } from '../profiles';
import { reportUnavailableEntries } from '../resolve/reportUnavailableEntries';
import { resolveSite } from '../resolve/resolveSite';
import type { ResolvedSite } from '../types';
import { compileTenant, type CompileOptions, type CompiledTenant, type TenantSources } from './compileTenant';

export interface BuildSiteResult {
  compiled?: CompiledTenant;
  site?: ResolvedSite;
  diagnostics: Diagnostic[];
  provenance?: { layout: Provenance; features: Provenance };
}

/** Stages 1 to 6 in one call: never throws; returns every diagnostic, and the site when there is no error. */
export function buildSite(sources: TenantSources, server: ServerSnapshot, options: CompileOptions = {}): BuildSiteResult {
  const { compiled, diagnostics } = compileTenant(sources, options);
  if (!compiled) return { diagnostics };
  const resolved = resolveSite(compiled, server, { unavailableEntries: reportUnavailableEntries });
  const out: BuildSiteResult = { compiled, diagnostics: sortDiagnostics([...diagnostics, ...resolved.diagnostics]), provenance: resolved.provenance };
  if (resolved.site) out.site = resolved.site;
  return out;
}
