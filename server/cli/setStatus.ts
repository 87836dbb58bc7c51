/**
 * Operator command: sets a tenant's system status on the server's database, live for every
 * instance (the API reads tenant_state on each request).
 *
 *   npm run server:status -- <tenant> <0|1|2>
 *
 * 0 normal, 1 maintenance, 2 region restricted. The database is the server's: DATABASE_URL when set,
 * otherwise the embedded one under DATA_DIR (default .data). The tenant must have been seeded (start
 * the server once). Exit code 0 on success, 1 on a refused argument, 2 when the tenant is not seeded.
 */
import { resolve } from 'node:path';
import { listTenants } from '../../engine/cli/tenantFiles';
import { writeTenantStatus, type StatusCode } from '../modules/tenants/index';
import { openServerDatabase, type OpenServerDatabase } from './operatorCommand';

const USAGE = 'usage: npm run server:status -- <tenant> <0|1|2>   (0 normal, 1 maintenance, 2 region restricted)';
const NAMES: Record<StatusCode, string> = { 0: 'normal', 1: 'maintenance', 2: 'region restricted' };

export async function setStatusCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env, open: OpenServerDatabase = openServerDatabase): Promise<number> {
  const [tenant, statusText, ...rest] = args;
  if (!tenant || !statusText || rest.length > 0 || !/^[012]$/.test(statusText)) {
    console.error(USAGE);
    return 1;
  }
  const known = listTenants();
  if (!known.includes(tenant)) {
    console.error(`unknown tenant "${tenant}"; tenants: ${known.join(', ')}`);
    return 1;
  }
  const status = Number(statusText) as StatusCode;
  const database = await open(env);
  try {
    if (!(await writeTenantStatus(database.db, tenant, status))) {
      console.error(`tenant "${tenant}" is not seeded on this database yet; start the server once (npm start)`);
      return 2;
    }
    console.log(`${tenant}: status ${status} (${NAMES[status]}) on ${database.kind}`);
    return 0;
  } finally {
    await database.close();
  }
}

// Run as a command (not when a test imports it).
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await setStatusCommand(process.argv.slice(2));
}
