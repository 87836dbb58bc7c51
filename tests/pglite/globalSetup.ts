/**
 * The portal project's run: a folder for the PGlite template (server/testing/pgliteTemplate.ts),
 * empty at the start and removed at the end, so every run builds its template from its own code.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

let dir: string | undefined;

export function setup(project: TestProject): void {
  dir = mkdtempSync(join(tmpdir(), 'wl-pglite-template-'));
  project.provide('pgliteTemplateDir', dir);
}

export function teardown(): void {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}
