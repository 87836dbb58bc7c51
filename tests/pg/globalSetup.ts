/**
 * The PostgreSQL run of the server suite: uses TEST_DATABASE_URL when it is set, otherwise starts a
 * throw-away PostgreSQL cluster from the system's binaries (Debian's postgresql package, which
 * `.ci/run` installs) on a free loopback port, and removes it afterwards. As root, the cluster runs
 * as the `postgres` system user, because PostgreSQL refuses to run as root.
 *
 * It then builds one migrated and seeded database as the run's template: each test server's scratch
 * database is a copy of it (CREATE DATABASE ... TEMPLATE, a file copy), as on PGlite
 * (server/testing/pgliteTemplate.ts), instead of migrating and seeding its own.
 */
import type { TestProject } from 'vitest/node';
import { startCluster } from './cluster';
import { closeHashPool } from '../../server/ops/hashPool';
import pg from 'pg';
import { openDatabase } from '../../server/db/connect';
import { seedAll } from '../../server/seed/seedAll';
import { loadTenants } from '../../server/modules/tenants/tenants';
import { fixedClock } from '../../server/platform/clock';
import { TEST_INSTANT } from '../../server/testing/testInstant';

let stop: (() => void) | undefined;
let dropTemplate: (() => Promise<void>) | undefined;

/** Migrates and seeds a fresh database named `name` on the server, and leaves nobody connected to it. */
async function buildTemplate(serverUrl: string, name: string): Promise<() => Promise<void>> {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await database.exclusive(() => seedAll(database.db, loadTenants(), fixedClock(TEST_INSTANT)));
  } finally {
    await database.close();
  }
  return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The template's name: one per run, so runs sharing a TEST_DATABASE_URL server never meet. */
const templateName = () => `wl_template_${process.pid}_${Date.now()}`;

/** Starts the throw-away cluster (teardown stops and removes it) and answers its URL; the API bench uses it too. */
/** Starts the run's shared cluster (fsync off: a test run keeps nothing after a crash). */
export async function startSharedCluster(): Promise<string> {
  const cluster = await startCluster({ prefix: 'wl-pg-', maxConnections: 200, fsync: false });
  stop = () => cluster.remove();
  return cluster.url;
}

export async function setup(project: TestProject): Promise<void> {
  const given = process.env['TEST_DATABASE_URL'];
  const url = given || await startSharedCluster();
  project.provide('testDatabaseUrl', url);
  const name = templateName();
  const drop = await buildTemplate(url, name);
  // A cluster of our own goes with its template; on a given server the template is dropped.
  if (given) dropTemplate = drop;
  project.provide('testTemplateDatabase', name);
}

export async function teardown(): Promise<void> {
  // The seed hashed the demo passwords on the shared hashing pool: its workers go with the run, or
  // the run waits for them after the last test (Vitest's "something prevents the main process from exiting").
  await closeHashPool();
  await dropTemplate?.();
  dropTemplate = undefined;
  stop?.();
  stop = undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
    /** The run's migrated and seeded database, which scratch databases copy. */
    testTemplateDatabase: string;
  }
}
