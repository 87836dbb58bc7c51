/**
 * Seeds every tenant: its state (status, switches, SMS expiry), vendors, games and content, from its
 * seed.json (the engine's DEFAULT_SEED when it has none). Idempotent: a tenant already seeded with
 * SEED_VERSION is skipped; an older version is replaced. Deterministic: the rows depend only on the
 * tenant's code, name and seed. Each tenant is seeded in one transaction under an advisory lock, so
 * several server instances starting together seed it once.
 */
import { seedDemoAccounts } from './demoAccounts';
import { seedAgentNetwork } from './agentNetwork';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Seed } from '../../schemas/seed';
import { DEFAULT_SEED } from '../../engine/profiles/index';
import type { Clock } from '../platform/clock';
import type { Db } from '../db/connect';
import { content } from '../modules/content/schema';
import { games, vendors } from '../modules/catalogue/schema';
import { tenantState } from '../modules/tenants/schema';
import type { TenantInfo, TenantRegistry } from '../modules/tenants/tenants';
import { buildCatalogue } from './catalogue';
import { buildContent } from './content';
import { bookMigratedBalances } from '../modules/ledger/opening';
import { seedWalletSettings, walletSettingsOf } from '../modules/wallet/settings';
import { seedTenantPoints } from '../modules/points/points';
import { seedTenantRewards } from '../modules/rewards/seedRewards';

/** Bump when the seeded rows change: tenants seeded with an older version are seeded again (3: winners' amounts are decimal strings). */
export const SEED_VERSION = 3;

/** Rows per INSERT statement (the large catalogue has about 10,000 games). */
const BATCH = 1000;

/** The seed a tenant's rows come from. */
export function seedOf(tenant: TenantInfo): Seed {
  return tenant.compiled.seed ?? tenant.seed ?? DEFAULT_SEED;
}

type Executor = Pick<Db, 'execute'>;

/**
 * Inserts rows in batches of BATCH, each batch one statement with one JSON parameter
 * (`INSERT … SELECT … FROM jsonb_to_recordset($1)`): on PGlite this is several times faster than a
 * multi-row VALUES with a dozen parameters per row, and plain PostgreSQL takes it as well. The
 * columns are the table's own (drizzle's names and SQL types), those the first row sets.
 */
async function insertInBatches<T extends PgTable>(tx: Executor, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => first[key] !== undefined);
  const names = sql.raw(columns.map(([, c]) => `"${c.name}"`).join(', '));
  const types = sql.raw(columns.map(([, c]) => `"${c.name}" ${c.getSQLType()}`).join(', '));
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((row) => {
      const record = row as Record<string, unknown>;
      return Object.fromEntries(columns.map(([key, c]) => [c.name, record[key] ?? null]));
    });
    await tx.execute(sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(${types})`);
  }
}

/** Seeds one tenant unless it is seeded with SEED_VERSION already; returns whether it seeded. */
export async function seedTenant(db: Db, tenant: TenantInfo, now: Date): Promise<boolean> {
  const seed = seedOf(tenant);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seed/${tenant.code}`}))`);
    const existing = await tx.select({ seedVersion: tenantState.seedVersion }).from(tenantState).where(eq(tenantState.tenant, tenant.code));
    if (existing[0]?.seedVersion === SEED_VERSION) return false;

    await tx.delete(games).where(eq(games.tenant, tenant.code));
    await tx.delete(vendors).where(eq(vendors.tenant, tenant.code));
    await tx.delete(content).where(eq(content.tenant, tenant.code));

    const state = {
      status: seed.status ?? 0,
      switches: { ...seed.switches },
      smsExpiryMinutes: seed.smsExpiryMinutes ?? DEFAULT_SEED.smsExpiryMinutes,
      seedVersion: SEED_VERSION,
      seededAt: now,
    };
    await tx
      .insert(tenantState)
      .values({ tenant: tenant.code, ...state })
      .onConflictDoUpdate({ target: tenantState.tenant, set: state });

    const catalogue = buildCatalogue(tenant.code, seed);
    await insertInBatches(tx, vendors, catalogue.vendors);
    await insertInBatches(tx, games, catalogue.games);
    await insertInBatches(tx, content, buildContent(tenant.code, tenant.name, catalogue.games, tenant.compiled.features.languages?.default ?? 'pt'));
    await seedWalletSettings(tx, tenant);
    return true;
  });
}

/** Seeds every tenant of the registry that is not seeded with SEED_VERSION yet. */
export async function seedAll(db: Db, tenants: TenantRegistry, clock: Clock): Promise<void> {
  // One instant for the whole seed: the history it books (60 days of play, settled periods) ends there.
  const now = clock.now();
  let seeded = false;
  for (const tenant of tenants.all) seeded = (await seedTenant(db, tenant, now)) || seeded;
  await seedDemoAccounts(db, tenants, now);
  for (const tenant of tenants.all) await seedTenantPoints(db, tenant, await walletSettingsOf(db, tenant), now);
  // Reward-centre promotions and missions, and the rewards demo member's statuses (server/modules/rewards/).
  for (const tenant of tenants.all) await seedTenantRewards(db, tenant, seedOf(tenant), await walletSettingsOf(db, tenant), now);
  // The agent settings of every tenant and the demo network of the agent-enabled ones (agentNetwork.ts).
  for (const tenant of tenants.all) await seedAgentNetwork(db, tenant, now);
  // Balances from before the ledger (members.balance) become opening transfers, once.
  for (const tenant of tenants.all) await bookMigratedBalances(db, await walletSettingsOf(db, tenant), now);
  // Fresh statistics for the planner (PGlite runs no autovacuum; on PostgreSQL it would come later):
  // without them it guesses one row per filter and may walk the 10,000-game lobby for a search.
  if (seeded) await db.execute(sql`analyze games, vendors, content`);
}

/** Whether a tenant's rows are seeded with the current version (for health checks and tests). */
export async function isSeeded(db: Db, tenantCode: string): Promise<boolean> {
  const rows = await db
    .select({ v: tenantState.seedVersion })
    .from(tenantState)
    .where(and(eq(tenantState.tenant, tenantCode), eq(tenantState.seedVersion, SEED_VERSION)));
  return rows.length > 0;
}
