/**
 * Playwright reporter: after a run, one clear line when pictures were written because none existed
 * yet (a new tenant's first visual run, playwright.config.ts `updateSnapshots: 'missing'`), and the
 * list of them, so the operator reviews them before committing. Playwright's matcher logs each one
 * ("A snapshot doesn't exist at <path>, writing actual.").
 */
import { relative } from 'node:path';
import type { Reporter, TestCase } from '@playwright/test/reporter';

const WRITTEN = /A snapshot doesn't exist at (.+?), writing actual\./g;

export class NewPicturesReporter implements Reporter {
  private readonly written = new Set<string>();

  onStdOut(chunk: string | Buffer, _test?: TestCase): void {
    for (const m of String(chunk).matchAll(WRITTEN)) if (m[1] !== undefined) this.written.add(relative(process.cwd(), m[1]));
  }

  onEnd(): void {
    if (this.written.size === 0) return;
    const lines = [...this.written].sort().map((p) => `  ${p}`);
    process.stdout.write(`\n${this.written.size} new picture(s) written, review them (open each file) before committing them:\n${lines.join('\n')}\n`);
  }
}

// Playwright loads a reporter module's default export.
// eslint-disable-next-line import-x/no-default-export -- Playwright's reporter contract
export default NewPicturesReporter;
