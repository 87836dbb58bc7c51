/**
 * What the browser benches (Lighthouse and the long-task watch) share: the built portal served by the
 * reference server in production mode (PGlite in memory, seeded), Lighthouse's task tree of a trace,
 * and how figures are printed.
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
import { loadTenants } from '../server/tenants';

export interface ServedPortal {
  port: number;
  close(): Promise<void>;
}

/** Builds the portal into a scratch folder and serves it with the API on a free port of 127.0.0.1. */
export async function servePortal(prefix: string): Promise<ServedPortal> {
  const root = resolve(import.meta.dirname, '..');
  const portalDir = mkdtempSync(join(tmpdir(), prefix));
  await build({ root, logLevel: 'error', build: { outDir: portalDir, emptyOutDir: true } });
  const database = await openDatabase({ dataDir: 'memory' });
  const tenants = loadTenants();
  await seedAll(database.db, tenants);
  const app = await buildApp({ db: database.db, tenants, mode: 'production', portalDir }, registerRoutes);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    port,
    async close() {
      await app.close();
      await database.close();
      rmSync(portalDir, { recursive: true, force: true });
    },
  };
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
