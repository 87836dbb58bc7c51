/** The merchants this server serves, compiled from tenants/ at start-up through the engine. */
import { compileTenant, formatDiagnostic, readManifest, type CompiledTenant, type Seed } from '../../../engine/index';
import { listTenants, readTenantSources, PROJECT_ROOT } from '../../../engine/cli/tenantFiles';

export interface TenantInfo {
  code: string;
  name: string;
  merchantCode: string;
  domains: string[];
  compiled: CompiledTenant;
  seed: Seed | undefined;
}

export interface TenantRegistry {
  all: TenantInfo[];
  byCode: Map<string, TenantInfo>;
  byDomain: Map<string, TenantInfo>;
  byMerchant: Map<string, TenantInfo>;
}

/** Compiles every tenant; a tenant with errors stops the server with its diagnostics. */
export function loadTenants(root = PROJECT_ROOT): TenantRegistry {
  const all: TenantInfo[] = [];
  for (const code of listTenants(root)) {
    const sources = readTenantSources(code, root);
    const { compiled, diagnostics } = compileTenant(sources);
    if (!compiled || !compiled.features.tenant) {
      throw new Error(`tenant ${code} has errors:\n${diagnostics.map(formatDiagnostic).join('\n')}`);
    }
    const t = compiled.features.tenant;
    const seed = sources.seed ? (readManifest(sources.seed).value as Seed) : undefined;
    all.push({ code, name: t.name, merchantCode: t.merchantCode, domains: [...t.domains], compiled, seed });
  }
  return {
    all,
    byCode: new Map(all.map((t) => [t.code, t])),
    byDomain: new Map(all.flatMap((t) => t.domains.map((d) => [d, t] as const))),
    byMerchant: new Map(all.map((t) => [t.merchantCode, t])),
  };
}
