import { performance } from 'node:perf_hooks';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_GROUPS, GAME_TYPES } from '../../schemas/domain';
import { openDatabase, type Database } from '../db/connect';
import { content } from '../modules/content/schema';
import { games, vendors } from '../modules/catalogue/schema';
import { tenantState } from '../modules/tenants/schema';
import { loadTenants, type TenantRegistry } from '../modules/tenants/tenants';
import { buildCatalogue } from './catalogue';
import { buildContent } from './content';
import { SEED_VERSION, seedAll, seedOf, seedTenant } from './seedAll';
import { fixedClock } from '../platform/clock';
import { TEST_INSTANT } from '../testing/testInstant';

let database: Database;
let tenants: TenantRegistry;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory' });
  tenants = loadTenants();
  await seedAll(database.db, tenants, fixedClock(TEST_INSTANT));
}, 60_000);

afterAll(async () => {
  await database.close();
});

/** Every seeded row of a tenant without serial ids and timestamps, in a stable order. */
async function rowsOf(tenant: string) {
  const db = database.db;
  const state = await db
    .select({ status: tenantState.status, switches: tenantState.switches, sms: tenantState.smsExpiryMinutes, version: tenantState.seedVersion })
    .from(tenantState)
    .where(eq(tenantState.tenant, tenant));
  const vendorRows = await db.select().from(vendors).where(eq(vendors.tenant, tenant)).orderBy(asc(vendors.position));
  const gameRows = (await db.select().from(games).where(eq(games.tenant, tenant)).orderBy(asc(games.position))).map(({ id: _id, ...rest }) => rest);
  const contentRows = (await db.select().from(content).where(eq(content.tenant, tenant)).orderBy(asc(content.kind), asc(content.language), asc(content.position))).map(
    ({ id: _id, ...rest }) => rest,
  );
  return { state, vendorRows, gameRows, contentRows };
}

describe('seedAll', () => {
  it('seeds every tenant with the current version', async () => {
    const rows = await database.db.select({ tenant: tenantState.tenant, v: tenantState.seedVersion }).from(tenantState).orderBy(asc(tenantState.tenant));
    expect(rows).toEqual(tenants.all.map((t) => ({ tenant: t.code, v: SEED_VERSION })).sort((a, b) => a.tenant.localeCompare(b.tenant)));
  });

  it('is idempotent: seeding again skips seeded tenants and changes nothing', async () => {
    const before = await rowsOf('luckydraw');
    const started = performance.now();
    await seedAll(database.db, tenants, fixedClock(TEST_INSTANT));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await rowsOf('luckydraw')).toEqual(before);
    const lusa = tenants.byCode.get('lusa');
    if (!lusa) throw new Error('lusa missing');
    expect(await seedTenant(database.db, lusa, new Date(TEST_INSTANT))).toBe(false);
  });

  it('is deterministic: a tenant seeded again from scratch gets the same rows', async () => {
    const tenant = tenants.byCode.get('redeprime');
    if (!tenant) throw new Error('redeprime missing');
    const before = await rowsOf('redeprime');
    // An older seed version makes the next seed replace the tenant's rows.
    await database.db.update(tenantState).set({ seedVersion: 0 }).where(eq(tenantState.tenant, 'redeprime'));
    expect(await seedTenant(database.db, tenant, new Date(TEST_INSTANT))).toBe(true);
    expect(await rowsOf('redeprime')).toEqual(before);
    // Other tenants are untouched.
    const other = await database.db.select({ n: sql<number>`count(*)::int` }).from(games).where(eq(games.tenant, 'luckydraw'));
    expect(other[0]?.n).toBeGreaterThan(0);
  });

  it('builds the same catalogue and content from the same seed', () => {
    for (const tenant of tenants.all) {
      const a = buildCatalogue(tenant.code, seedOf(tenant));
      const b = buildCatalogue(tenant.code, seedOf(tenant));
      expect(a).toEqual(b);
      expect(buildContent(tenant.code, tenant.name, a.games, 'pt')).toEqual(buildContent(tenant.code, tenant.name, b.games, 'pt'));
    }
  });

  it('seeds the vendors of the seed with 2 to 4 classifications and 20 to 60 games each', async () => {
    const seed = seedOf(tenants.byCode.get('luckydraw')!);
    const vendorRows = await database.db.select().from(vendors).where(eq(vendors.tenant, 'luckydraw')).orderBy(asc(vendors.position));
    const expected = GAME_TYPES.flatMap((g) => (seed.vendors[g] ?? []).map((v) => `${g}/${v}`));
    expect(vendorRows.map((v) => `${v.gameType}/${v.vassalage}`)).toEqual(expected);
    for (const v of vendorRows) {
      expect(v.classifications.length).toBeGreaterThanOrEqual(2);
      expect(v.classifications.length).toBeLessThanOrEqual(4);
      expect(v.classifications[0]?.key).toBe('ALL');
    }
    const counts = await database.db
      .select({ g: games.gameType, v: games.vassalage, n: sql<number>`count(*)::int`, hot: sql<number>`count(*) filter (where ${games.isHot})::int`, trial: sql<number>`count(*) filter (where ${games.supportPlay} = 0)::int` })
      .from(games)
      .where(eq(games.tenant, 'luckydraw'))
      .groupBy(games.gameType, games.vassalage);
    expect(counts).toHaveLength(vendorRows.length);
    for (const c of counts) {
      expect(c.n).toBeGreaterThanOrEqual(20);
      expect(c.n).toBeLessThanOrEqual(60);
      expect(c.hot).toBeGreaterThan(0);
    }
    expect(counts.some((c) => c.trial > 0)).toBe(true);
  });

  it("gives the tenant with a large catalogue that many games of its type (10,000 slots for 'lusa')", async () => {
    const rows = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(games)
      .where(sql`${games.tenant} = 'lusa' and ${games.gameType} = 'RNG'`);
    expect(rows[0]?.n).toBe(10_000);
  });

  it('keeps node ids and game names unique per tenant', async () => {
    const rows = await database.db.select({ nodeId: games.nodeId, name: games.gameName }).from(games).where(eq(games.tenant, 'lusa'));
    expect(new Set(rows.map((r) => r.nodeId)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    const other = await database.db.select({ nodeId: games.nodeId }).from(games).where(eq(games.tenant, 'luckydraw'));
    const lusaIds = new Set(rows.map((r) => r.nodeId));
    expect(other.filter((r) => lusaIds.has(r.nodeId))).toEqual([]);
  });

  it('seeds the content: banners of every group, announcements, promotions, winners, help, countries, lines', async () => {
    const rows = await database.db.select().from(content).where(eq(content.tenant, 'lusa'));
    const of = (kind: string) => rows.filter((r) => r.kind === kind);
    for (const group of BANNER_GROUPS) {
      const n = of('banner').filter((b) => b.data.groupName === group).length;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(4);
    }
    const announcements = of('announcement');
    expect(new Set(announcements.map((a) => a.data.promotionType))).toEqual(new Set(['B', 'PL', 'PU', 'PR', 'H']));
    expect(new Set(announcements.map((a) => a.data.execution))).toEqual(new Set(['A', 'B', 'F']));
    expect(new Set(announcements.map((a) => a.language))).toEqual(new Set(['pt', 'en']));
    expect(of('promotion').length).toBeGreaterThan(0);
    for (const w of of('winner')) expect(w.data.customerName).toMatch(/^[a-z]{2}\*\*\*\d{2}$/);
    expect(of('help').length).toBeGreaterThan(0);
    const dialling = Object.fromEntries(of('country').map((c) => [c.data.countryCode, c.data.countryDialingCode]));
    expect(dialling).toMatchObject({ BR: '+55', PT: '+351', US: '+1', VN: '+84', TH: '+66', PH: '+63', ID: '+62' });
    expect(of('domainRoute').length).toBeGreaterThanOrEqual(3);
  });

  it('takes status, switches and SMS expiry from the seed', async () => {
    const rows = await database.db.select().from(tenantState).where(eq(tenantState.tenant, 'luckydraw'));
    const seed = seedOf(tenants.byCode.get('luckydraw')!);
    expect(rows[0]?.switches).toEqual(seed.switches);
    expect(rows[0]?.status).toBe(seed.status ?? 0);
    expect(rows[0]?.smsExpiryMinutes).toBe(seed.smsExpiryMinutes ?? 5);
  });
});
