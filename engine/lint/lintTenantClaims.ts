import type { DiagnosticCollector } from '../diagnostics/collect';
import type { DiagnosticSink } from '../diagnostics/types';
import { readManifest, type SourceFile } from '../load/readManifest';

/** What a tenant claims that no other tenant may: its host names and its merchant code. */
export interface TenantClaim {
  tenant: string;
  domains: readonly string[];
  merchantCode?: string;
  sink: DiagnosticSink;
}

/**
 * A tenant's claims as written in its features.json, so that a clash is reported even while the
 * tenant has other errors (and whatever a preset says: identity is the tenant's own).
 */
export function writtenClaim(tenant: string, features: SourceFile | undefined, collector: DiagnosticCollector): TenantClaim {
  if (features === undefined) return { tenant, domains: [], sink: collector.forFile(tenant, `tenants/${tenant}`) };
  const loaded = readManifest(features);
  const identity: unknown = (loaded.value as { tenant?: unknown } | undefined)?.tenant;
  const { domains, merchantCode } = (identity !== null && typeof identity === 'object' ? identity : {}) as { domains?: unknown; merchantCode?: unknown };
  const claim: TenantClaim = {
    tenant,
    domains: Array.isArray(domains) ? domains.filter((d): d is string => typeof d === 'string') : [],
    sink: collector.forFile(tenant, features.path, loaded.locator),
  };
  if (typeof merchantCode === 'string') claim.merchantCode = merchantCode;
  return claim;
}

/**
 * Each domain picks one tenant and each merchant code names one site. Every tenant in `checked` is
 * compared with every other tenant, so the answer does not depend on the order tenants are read in,
 * and a clash is an error on the tenant being checked (on both, when both are checked).
 */
export function lintTenantClaims(claims: readonly TenantClaim[], checked: ReadonlySet<string>): void {
  for (const claim of claims) {
    if (!checked.has(claim.tenant)) continue;
    const others = claims.filter((o) => o.tenant !== claim.tenant);
    claim.domains.forEach((domain, i) => {
      const owners = others.filter((o) => o.domains.includes(domain)).map((o) => `"${o.tenant}"`);
      if (owners.length === 0) return;
      claim.sink.report({
        code: 'TENANT_DOMAIN_TAKEN',
        pointer: `/tenant/domains/${i}`,
        message: `the domain "${domain}" is also listed by tenant ${owners.join(', ')}`,
        hint: 'a host name chooses exactly one tenant: remove it here or from the other tenant\'s features.json',
      });
    });
    const code = claim.merchantCode;
    if (code === undefined) continue;
    const owners = others.filter((o) => o.merchantCode === code).map((o) => `"${o.tenant}"`);
    if (owners.length === 0) continue;
    claim.sink.report({
      code: 'TENANT_MERCHANT_CODE_TAKEN',
      pointer: '/tenant/merchantCode',
      message: `the merchant code "${code}" is also used by tenant ${owners.join(', ')}`,
      hint: "the merchant's backend knows each site by its own code: write this site's code (2 to 16 capital letters and digits, e.g. \"ACME01\"), as the merchant gave it",
    });
  }
}
