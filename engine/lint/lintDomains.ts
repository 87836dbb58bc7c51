import type { DiagnosticSink } from '../diagnostics/types';

/** Each domain picks one tenant: a domain listed by two tenants is an error at the later one. */
export function lintDomains(tenants: readonly { tenant: string; domains: readonly string[]; sink: DiagnosticSink }[]): void {
  const owner = new Map<string, string>();
  for (const t of tenants) {
    t.domains.forEach((domain, i) => {
      const taken = owner.get(domain);
      if (taken !== undefined && taken !== t.tenant) {
        t.sink.report({
          code: 'TENANT_DOMAIN_TAKEN',
          pointer: `/tenant/domains/${i}`,
          message: `the domain "${domain}" already belongs to tenant "${taken}"`,
          hint: 'a host name chooses exactly one tenant; remove it from one of them',
        });
      } else owner.set(domain, t.tenant);
    });
  }
}
