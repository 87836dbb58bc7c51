/**
 * End-to-end tests: the built portal on the reference API, in the system's Chromium. The web server
 * builds the portal and starts `server/main.ts` on a fresh database folder, so every run starts from
 * the seed. Tenants are reached by host name (`<code>.localhost`, which Chromium resolves to loopback).
 * The server's clock starts at TEST_INSTANT (CLOCK_START) and every test's browser clock with it
 * (tests/e2e/portal.ts), so what a test sees never depends on the day or the hour it runs.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PORT } from './tests/e2e/portal';
import { TEST_INSTANT } from './server/testing/testInstant';

const DATA_ROOT = '.data';

// Workers load this file too: only the runner, which starts the server, clears earlier runs' folders.
if (process.env['TEST_WORKER_INDEX'] === undefined && existsSync(DATA_ROOT)) {
  for (const name of readdirSync(DATA_ROOT)) {
    if (name.startsWith(`e2e-${E2E_PORT}-`)) rmSync(join(DATA_ROOT, name), { recursive: true, force: true });
  }
}
const dataDir = join(DATA_ROOT, `e2e-${E2E_PORT}-${Date.now()}`);
// Its own build folder per port, so two e2e runs (E2E_PORT) never overwrite each other's bundle.
const portalDir = E2E_PORT === 4310 ? 'dist/portal' : `dist/portal-e2e-${E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two browsers at once. Specs that change what every page of a tenant sees (the system status in
  // shell.spec.ts, the planted XSS corpus in security.spec.ts) run afterwards, on their own.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Visual snapshots (visual*.spec.ts): still pictures. A pixel differs beyond a colour distance of
    // 0.05 (rasterisation noise stays under it; a theme colour 10% darker does not), and 50 differing
    // pixels at most fail (a one-letter text change is ~280).
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0.05, maxDiffPixels: 50, stylePath: './tests/e2e/screenshot.css' },
  },
  // One picture per name, the same on every platform: tests/e2e/__screenshots__/<spec file>/<tenant>/<name>.png.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  // A picture that does not exist yet (a new tenant's first run) is written and passes locally, and
  // the last reporter lists what was written for review; CI (CI set) writes it but fails, so a
  // tenant without reviewed pictures cannot land. A deliberate change: --update-snapshots.
  ...(process.env['CI'] ? {} : { updateSnapshots: 'missing' as const }),
  reporter: [['list'], ['./tests/e2e/newPicturesReporter.ts']],
  outputDir: E2E_PORT === 4310 ? 'test-results' : `test-results-${E2E_PORT}`,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    headless: true,
    // Times a page shows in the browser's zone are the same on every machine (with the fixed instant,
    // the same in every run).
    timezoneId: 'UTC',
    // A failed test keeps its trace: actions, network, console and DOM snapshots (which the trace viewer
    // renders). Not the screencast: encoding every frame kept both browsers' compositors busy and made
    // the whole run about a third slower on a two-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // visual-status.spec.ts pictures the maintenance screen, so it switches the system status too;
    // social-login.spec.ts turns a tenant's social login on (its SMS countdown with it).
    { name: 'pages', testIgnore: /(shell|security|visual-status|social-login)\.spec\.ts$/ },
    { name: 'tenant-wide', testMatch: /(shell|security|visual-status|social-login)\.spec\.ts$/, dependencies: ['pages'], fullyParallel: false, workers: 1 },
  ],
  webServer: {
    // The production bundle is what players get; the server runs in development mode for /dev routes.
    // Its hashing queue is deep (HASH_QUEUE): two browsers signing in at once are not a load test.
    command: `NODE_ENV=production npx vite build --outDir ${portalDir} && npx tsx server/main.ts`,
    url: `http://localhost:${E2E_PORT}/?tenant=lusa`,
    env: { PORT: String(E2E_PORT), DATA_DIR: dataDir, CLOCK_START: process.env['CLOCK_START'] ?? TEST_INSTANT, HASH_QUEUE: '64', NODE_ENV: 'development', PORTAL_DIR: portalDir, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
