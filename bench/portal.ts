/**
 * What the browser benches (Lighthouse, its paired comparison of two builds, and the long-task watch)
 * share: the built portal, or two builds side by side, served by the reference server in production
 * mode (PGlite in memory, seeded), Lighthouse's task tree of a trace, and how figures are printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
// Lighthouse's own task tree of a trace (the one its audits use).
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { build } from 'vite';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { registerRoutes } from '../server/routes/index';
import { seedAll } from '../server/seed/seedAll';
import { loadTenants } from '../server/modules/tenants/tenants';
import { systemClock } from '../server/platform/clock';

export interface ServedPortal {
  port: number;
  close(): Promise<void>;
}

export interface ServedPortals {
  /** One port per build, in the order of the roots. */
  ports: number[];
  close(): Promise<void>;
}

/**
 * Builds the portal of each source tree (a checkout's root) into a scratch folder and serves each
 * build on a free port of 127.0.0.1, with this tree's server and one seeded database for all: two
 * builds of the same data, side by side.
 */
export async function servePortals(roots: readonly string[], prefix: string): Promise<ServedPortals> {
  const dirs: string[] = [];
  for (const root of roots) {
    const portalDir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(portalDir);
    await build({ root, logLevel: 'error', build: { outDir: portalDir, emptyOutDir: true } });
  }
  const database = await openDatabase({ dataDir: 'memory' });
  const tenants = loadTenants();
  await seedAll(database.db, tenants, systemClock);
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const ports: number[] = [];
  for (const portalDir of dirs) {
    const app = await buildApp({ db: database.db, tenants, mode: 'production', portalDir }, registerRoutes);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    apps.push(app);
    ports.push(typeof address === 'object' && address !== null ? address.port : 0);
  }
  return {
    ports,
    async close() {
      for (const app of apps) await app.close();
      await database.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Builds this tree's portal into a scratch folder and serves it with the API on a free port of 127.0.0.1. */
export async function servePortal(prefix: string): Promise<ServedPortal> {
  const served = await servePortals([resolve(import.meta.dirname, '..')], prefix);
  return { port: served.ports[0] ?? 0, close: () => served.close() };
}

/** A task of Lighthouse's tree: its trace event, times in ms (start from the navigation), kind and children. */
export interface TaskNode {
  event: { name: string; args?: { data?: { url?: string }; fileName?: string } };
  startTime: number;
  duration: number;
  selfTime: number;
  group: { id: string };
  parent?: TaskNode;
  children: TaskNode[];
}

/** The main thread's tasks of a trace, as Lighthouse's audits see them. */
export async function mainThreadTasks(trace: unknown): Promise<TaskNode[]> {
  return (await MainThreadTasks.request(trace as Parameters<typeof MainThreadTasks.request>[0], { computedCache: new Map() } as unknown as Parameters<typeof MainThreadTasks.request>[1])) as unknown as TaskNode[];
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export const ms = (n: number) => `${n.toFixed(0)} ms`;
