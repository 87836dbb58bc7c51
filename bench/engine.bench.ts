/**
 * Engine timings per tenant: load + migrate + validate + lint + merge (compile), resolve, and one
 * `view` call. Prints figures; it asserts nothing (timing goals live here, not in unit tests).
 *   npm run bench
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { compileTenant, resolveSite, viewSite, type CompiledTenant, type ResolvedSite } from '../engine/index';
import { serverFor } from '../engine/cli/checkTenants';
import { listTenants, readTenantSources } from '../engine/cli/tenantFiles';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);

interface Figures {
  median: number;
  p95: number;
}

function measure(fn: () => void, iterations = ITERATIONS): Figures {
  for (let i = 0; i < Math.min(20, iterations); i++) fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)] ?? 0, p95: samples[Math.floor(samples.length * 0.95)] ?? 0 };
}

const ms = (f: Figures) => `${f.median.toFixed(3)} ms (p95 ${f.p95.toFixed(3)})`;

console.log(`engine benchmark: ${ITERATIONS} iterations each, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`);
console.log('tenant'.padEnd(12), 'validate+merge'.padEnd(28), 'resolve'.padEnd(28), 'view (member, pt)');
for (const tenant of listTenants()) {
  const sources = readTenantSources(tenant);
  const server = serverFor(tenant, 'seeded');
  let compiled: CompiledTenant | undefined;
  let site: ResolvedSite | undefined;
  const compile = measure(() => {
    compiled = compileTenant(sources).compiled;
  });
  if (!compiled) throw new Error(`tenant ${tenant} does not compile; run npm run tenants -- check ${tenant}`);
  const c = compiled;
  const resolve = measure(() => {
    site = resolveSite(c, server).site;
  });
  if (!site) throw new Error(`tenant ${tenant} does not resolve`);
  const s = site;
  const view = measure(() => viewSite(s, { kind: 'member' }, 'pt'), ITERATIONS * 5);
  console.log(tenant.padEnd(12), ms(compile).padEnd(28), ms(resolve).padEnd(28), ms(view));
}
