/**
 * What every operator command shares: the server's database (DATABASE_URL when set, otherwise the
 * embedded one under DATA_DIR, default .data; tests pass their own opener), and the tenant named on
 * the command line, refused with the list of tenants when unknown.
 */
import { openDatabase, type Database } from '../db/connect';
import { loadTenants, type TenantInfo } from '../modules/tenants/index';

/** Opens the database the server uses; tests pass their own. */
export type OpenServerDatabase = (env: NodeJS.ProcessEnv) => Promise<Database>;

export const openServerDatabase: OpenServerDatabase = (env) => openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR ?? '.data' });

/** The tenant of this code; undefined, after saying which tenants exist, when there is none. */
export function tenantNamed(code: string): TenantInfo | undefined {
  const tenants = loadTenants();
  const tenant = tenants.byCode.get(code);
  if (!tenant) console.error(`unknown tenant "${code}"; tenants: ${tenants.all.map((t) => t.code).join(', ')}`);
  return tenant;
}
