import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { widgetChunkGroups } from './engine/build/chunkGroups';
import { eagerCommonJsPlugin } from './engine/build/eagerCommonJsPlugin';
import { precompressPlugin } from './engine/build/precompressPlugin';
import { buildStampPlugin } from './engine/build/portalFreshness';
import { ssrBuildPlugin } from './engine/build/ssrBuildPlugin';
import { tenantManifestsPlugin } from './engine/build/tenantManifestsPlugin';

/**
 * React Router 7's package exports name only its development build (react-router issue 14102, open),
 * which keeps its development warnings and checks; a build takes its production build instead, from
 * the same package. The development server and the tests keep the development build.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/** The portal project's test files (every test that runs on PGlite or needs no database). */
const PORTAL_TESTS = ['engine/**/*.test.ts', 'widgets/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'schemas/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'tests/matrix/**/*.test.ts', 'tests/integration/**/*.test.ts', 'server/**/*.test.ts'];

/**
 * The server's route and hardening tests run on PostgreSQL only (the `postgres` project): their
 * subject is the API's rules, which are the same SQL on both databases. On PGlite stay the tests
 * whose subject is the embedded database or what `npm start` runs on it (the app's start, migrations
 * and seed, the catalogue's search and cache, the ledger's model test, the wallet's money paths, the
 * server-drawn page) and every test that needs no database; the end-to-end suite drives every route
 * of the real server on PGlite.
 */
const POSTGRES_ONLY_TESTS = ['server/**/*.pg.test.ts', 'server/routes/!(wallet).test.ts', 'server/modules/security/hardening.test.ts', 'node_modules/**'];

/**
 * Portal tests that run each in a module graph of their own: those that replace modules (vi.mock
 * cannot reach a module another file has already imported into a graph the worker shares). Found by
 * their text, under the portal project's own folders, so a new test that mocks is isolated without
 * being listed.
 */
function isolatedTests(): string[] {
  const mocks = /\bvi\.(mock|doMock)\(/;
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) visit(path);
      else if (/\.test\.tsx?$/.test(entry.name) && mocks.test(readFileSync(path, 'utf8'))) found.push(path);
    }
  };
  for (const dir of new Set(PORTAL_TESTS.map((glob) => glob.slice(0, glob.indexOf('/**'))))) visit(dir);
  return found;
}

export default defineConfig(({ command, mode }) => {
  const isolated = mode === 'test' ? isolatedTests() : [];
  return {
  plugins: [react(), eagerCommonJsPlugin(), tenantManifestsPlugin(), precompressPlugin(), ssrBuildPlugin(), buildStampPlugin()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    outDir: 'dist/portal',
    sourcemap: true,
    // .vite/manifest.json: the chunk graph, which the bundle test and the size benchmark read.
    manifest: true,
    // One style sheet for the whole portal (about 8 KB compressed), linked from index.html: no widget
    // waits for its own sheet, and no sheet arrives after the content it styles.
    cssCodeSplit: false,
    // No plugin-timing report at the end of each build (`npm start` builds quietly).
    rolldownOptions: { output: { codeSplitting: { groups: widgetChunkGroups() } }, checks: { pluginTimings: false } },
  },
  test: {
    environment: 'node',
    pool: 'threads',
    // Vitest's own default is one worker fewer than the cores: one on a two-core machine, where the
    // server tests mostly wait on PostgreSQL and the suite took 556 s; two workers took 377 s there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A test that renders the whole portal pays for its first imports inside the test; on a busy
    // two-core machine that alone came near Vitest's default 5 s. Time is not what tests assert here
    // (timing goals are bench/'s), so a slow machine must not fail them.
    testTimeout: 20_000,
    // jsdom has no modal <dialog> (showModal, close, Escape's cancel): a small stand-in, unit tests only.
    setupFiles: ['tests/support/dialogPolyfill.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'portal',
          // One module graph per worker, not one per test file: importing it again for each of some
          // 150 files was most of the suite's time on two cores (whole Vitest run 464 s -> 338 s).
          // Files that replace modules (vi.mock) run isolated below; a test must otherwise not depend
          // on what files before it in its worker left (resetPortal clears storage and cookies).
          isolate: false,
          include: PORTAL_TESTS,
          exclude: [...POSTGRES_ONLY_TESTS, ...isolated],
          // The server suite's PGlite databases start from one seeded template per run.
          globalSetup: ['tests/pglite/globalSetup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'portal-isolated', include: isolated, exclude: POSTGRES_ONLY_TESTS },
      },
      {
        // The server suite on a real PostgreSQL server, plus the tests that need one (*.pg.test.ts).
        extends: true,
        test: {
          name: 'postgres',
          include: ['server/**/*.test.ts'],
          globalSetup: ['tests/pg/globalSetup.ts'],
        },
      },
    ],
  },
  };
});
