/**
 * The PGlite test servers' starting point: one migrated and seeded data directory per test run,
 * built by the first test file that needs it and loaded by every other one. Migrating and seeding an
 * empty in-memory PGlite takes about 20 s on a 2-core machine (much more under load), loading the
 * dump a few seconds: the server suite on PGlite no longer pays the set-up once per file.
 *
 * The folder comes from tests/pglite/globalSetup.ts (removed after the run, so a template is never
 * older than its run's code). Test files run in parallel workers: the first to create the lock
 * folder builds; the others wait for the finished file, which appears at once (written, then renamed).
 */
import { performance } from 'node:perf_hooks';
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

const WAIT_STEP_MS = 200;
/** Longer than a build on a loaded machine; a builder that died leaves its lock, and waiting ends. */
const WAIT_LIMIT_MS = 10 * 60_000;

/** The run's template folder, when the suite provides one (the portal project does). */
export function pgliteTemplateDir(): string | undefined {
  return inject('pgliteTemplateDir') || undefined;
}

export async function pgliteTemplate(dir: string, build: () => Promise<Blob>): Promise<Blob> {
  const file = join(dir, 'template.tar');
  const lock = join(dir, 'building');
  const started = performance.now();
  for (;;) {
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    let mine = false;
    try {
      mkdirSync(lock);
      mine = true;
    } catch {
      // Another worker builds it.
    }
    if (mine) {
      try {
        const blob = await build();
        writeFileSync(`${file}.part`, Buffer.from(await blob.arrayBuffer()));
        renameSync(`${file}.part`, file);
        return blob;
      } finally {
        rmdirSync(lock);
      }
    }
    if (performance.now() - started > WAIT_LIMIT_MS) throw new Error(`no PGlite template in ${dir} after ${WAIT_LIMIT_MS / 60_000} minutes`);
    await new Promise((done) => setTimeout(done, WAIT_STEP_MS));
  }
}
