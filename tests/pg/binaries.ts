/** The system's PostgreSQL binaries (Debian's postgresql package): the test cluster's, and pg_dump's and pg_restore's. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed version's bin folder. */
export function binDir(): string {
  const versions = existsSync(PG_ROOT) ? readdirSync(PG_ROOT).filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a)) : [];
  const version = versions[0];
  if (version === undefined) {
    throw new Error('The server suite also runs on PostgreSQL, and no PostgreSQL binaries were found: install Debian\'s postgresql package (.ci/run does), or set TEST_DATABASE_URL to a server the tests may create databases on.');
  }
  return join(PG_ROOT, version, 'bin');
}
