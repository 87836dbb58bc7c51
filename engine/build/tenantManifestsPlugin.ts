/**
 * Vite plugin: every tenant is compiled when the portal is built, and shipped as per-tenant JSON that
 * the shell fetches at boot (ARCHITECTURE.md "Runtime"). A tenant with error diagnostics fails the
 * build. In development the same files are compiled on each request, so a manifest edit shows on reload.
 *
 * Assets, under the build's base:
 *   tenants/<code>.json   { tenant, layout, features, seed } of the CompiledTenant (no provenance or locators)
 *   tenants/index.json    { "<domain>": "<code>", ... } for every domain of every tenant
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  DiagnosticCollector, compileTenant, formatDiagnostic, lintTenantClaims, writtenClaim,
  type CompiledTenant, type Diagnostic, type ShippedTenantManifest, type TenantClaim,
} from '../index';
import { listTenants, readTenantSources } from '../cli/tenantFiles';


/** Host name to tenant code. */
export type TenantDomainIndex = Record<string, string>;

/** Folder of the emitted assets, relative to the build's base. */
export const TENANT_ASSET_DIR = 'tenants';

export interface CompiledTenants {
  manifests: Map<string, ShippedTenantManifest>;
  domains: TenantDomainIndex;
  diagnostics: Diagnostic[];
}

/** Only the fields the shell needs: provenance maps and source locators stay on the build machine. */
export function toShippedManifest(compiled: CompiledTenant): ShippedTenantManifest {
  const shipped: ShippedTenantManifest = { tenant: compiled.tenant, layout: compiled.layout, features: compiled.features };
  if (compiled.seed !== undefined) shipped.seed = compiled.seed;
  return shipped;
}

/** Compiles every tenant under `root`/tenants and checks that no domain names two tenants. */
export function compileAllTenants(root: string): CompiledTenants {
  const manifests = new Map<string, ShippedTenantManifest>();
  const diagnostics: Diagnostic[] = [];
  const collector = new DiagnosticCollector();
  const owners: TenantClaim[] = [];
  for (const code of listTenants(root)) {
    const sources = readTenantSources(code, root);
    const result = compileTenant(sources);
    diagnostics.push(...result.diagnostics);
    if (result.compiled) manifests.set(code, toShippedManifest(result.compiled));
    owners.push(writtenClaim(code, sources.features, collector));
  }
  lintTenantClaims(owners, new Set(owners.map((o) => o.tenant)));
  diagnostics.push(...collector.diagnostics);

  const domains: TenantDomainIndex = {};
  for (const owner of owners) {
    for (const domain of owner.domains) domains[domain] ??= owner.tenant;
  }
  return { manifests, domains, diagnostics };
}

function errorsOf(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => d.severity === 'error');
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** Files of tenants/<code>/assets/ (logos, favicons), by name. */
export function listBrandAssets(root: string, code: string): string[] {
  const dir = join(root, 'tenants', code, 'assets');
  return existsSync(dir) ? readdirSync(dir).filter((f) => /^[\w.-]+$/.test(f)).sort() : [];
}

/** Compiles the tenants at build time and emits their JSON; serves the same JSON in development. */
export function tenantManifestsPlugin(): Plugin {
  let config: ResolvedConfig;
  let compiled: CompiledTenants | undefined;

  return {
    name: 'whitelabel:tenant-manifests',

    configResolved(resolved) {
      config = resolved;
    },

    buildStart() {
      if (config.command !== 'build') return;
      compiled = compileAllTenants(config.root);
      for (const d of compiled.diagnostics) {
        if (d.severity !== 'error') config.logger.warn(formatDiagnostic(d));
      }
      const errors = errorsOf(compiled.diagnostics);
      if (errors.length > 0) {
        this.error(`tenant manifests have ${errors.length} error(s):\n${errors.map(formatDiagnostic).join('\n')}\n(npm run tenants -- check)`);
      }
    },

    generateBundle() {
      if (compiled === undefined) return;
      for (const [code, manifest] of compiled.manifests) {
        this.emitFile({ type: 'asset', fileName: `${TENANT_ASSET_DIR}/${code}.json`, source: JSON.stringify(manifest) });
      }
      this.emitFile({ type: 'asset', fileName: `${TENANT_ASSET_DIR}/index.json`, source: JSON.stringify(compiled.domains) });
      // A tenant's own files (tenants/<code>/assets/) ship under /brand/<code>/, where its manifest points.
      for (const code of compiled.manifests.keys()) {
        for (const file of listBrandAssets(config.root, code)) {
          this.emitFile({ type: 'asset', fileName: `brand/${code}/${file}`, source: readFileSync(join(config.root, 'tenants', code, 'assets', file)) });
        }
      }
    },

    configureServer(server) {
      const prefix = `${config.base}${TENANT_ASSET_DIR}/`;
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const brand = /^\/brand\/([a-z][a-z0-9-]*)\/([\w.-]+)$/.exec(path.slice(config.base.length - 1));
        if (brand?.[1] && brand[2] && listBrandAssets(config.root, brand[1]).includes(brand[2])) {
          res.setHeader('content-type', brand[2].endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream');
          res.end(readFileSync(join(config.root, 'tenants', brand[1], 'assets', brand[2])));
          return;
        }
        if (!path.startsWith(prefix) || !path.endsWith('.json')) {
          next();
          return;
        }
        const name = path.slice(prefix.length, -'.json'.length);
        const all = compileAllTenants(config.root);
        if (name === 'index') {
          // Served even when a tenant has errors: its manifest request then answers with the diagnostics.
          sendJson(res, 200, all.domains);
          return;
        }
        const errors = errorsOf(all.diagnostics).filter((d) => d.tenant === name);
        const manifest = all.manifests.get(name);
        if (errors.length > 0 || manifest === undefined) {
          const known = listTenants(config.root);
          const lines = errors.length > 0 ? errors.map(formatDiagnostic) : [`unknown tenant "${name}"; tenants: ${known.join(', ')}`];
          for (const line of lines) config.logger.error(line);
          sendJson(res, errors.length > 0 ? 500 : 404, { diagnostics: lines });
          return;
        }
        sendJson(res, 200, manifest);
      });
    },
  };
}
