/**
 * The migration test's database (server/db/upgrade.test.ts on PGlite, upgrade.pg.test.ts on
 * PostgreSQL): made at an early migration with what a running server had booked by then (members and
 * their uplines, keyed transfers through that day's form of the posting function, a game wallet,
 * points and a redemption's hold, an agent contract and a settlement's payout, a waiting opening
 * balance, stored refusals in the old shape), then migrated to the latest with the modules' database
 * functions applied. The test compares everything below before and after.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import type { Db } from '../db/connect';
import { applySqlFunctions, sqlFunctionFiles } from '../db/sqlFunctions';
import { ledgerViolations, type LedgerViolations } from '../modules/ledger/invariants';
import { postKeyed } from '../modules/ledger/keyedPosting';
import { houseAccount, inTransaction, memberAccount, post } from '../modules/ledger/ledger';
import { TEST_INSTANT } from './testInstant';

const AT = new Date(TEST_INSTANT);

/** Either driver's database, as the migrators hand it out. */
export type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export const MIGRATIONS = resolve(import.meta.dirname, '..', 'db', 'migrations');
/** The early migration the database is made at: the points, the rebate and the agents' contracts are there, keys not yet scoped. */
export const EARLY = '0012_agent_contracts';
export const TENANT = 'upgrade';

interface JournalEntry { idx: number; tag: string; when: number }

/** A migrations folder holding the journal up to and with `tag` (drizzle's migrators then apply only those). */
export function migrationsUpTo(tag: string): { folder: string; remove: () => void } {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  const folder = mkdtempSync(join(tmpdir(), 'wl-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const entries = journal.entries.slice(0, last + 1);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) cpSync(join(MIGRATIONS, `${e.tag}.sql`), join(folder, `${e.tag}.sql`));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

async function rows<T>(db: AnyDb, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Keys booked at the early migration, replayed after it (tenant-wide keys: member 0, no operation). */
export const EARLY_KEYS = { deposit: 'early-deposit-2', legacyRefusal: 'early-refused-3', legacyInvalid: 'early-invalid-3' } as const;

/** Fills the early database; answers the account ids by name. */
export async function fillEarly(db: AnyDb): Promise<Map<string, number>> {
  const members = await rows<{ id: number; account: string }>(db, sql`
    insert into members (tenant, account, nickname, password_hash, type)
    values (${TENANT}, 'agent1', 'Agent', 'x', 1), (${TENANT}, 'player2', 'Two', 'x', 0), (${TENANT}, 'player3', 'Three', 'x', 0)
    returning id, account`);
  const id = (account: string) => members.find((m) => m.account === account)!.id;
  await db.execute(sql`insert into member_uplines (tenant, member_id, upline_id) values (${TENANT}, ${id('player2')}, ${id('agent1')}), (${TENANT}, ${id('player3')}, ${id('agent1')})`);
  const accounts = new Map<string, number>();
  const open = async (name: string, memberId: number, asset: string, wallet: string) => {
    const [row] = await rows<{ id: string | number }>(db, sql`
      insert into ledger_accounts (tenant, member_id, asset, wallet, currency) values (${TENANT}, ${memberId}, ${asset}, ${wallet}, 'BRL') returning id`);
    accounts.set(name, Number(row!.id));
  };
  await open('deposits', 0, 'cash', 'deposits');
  await open('bonus', 0, 'cash', 'bonus');
  await open('game', 0, 'cash', 'game');
  await open('commission', 0, 'cash', 'commission');
  await open('housePoints', 0, 'points', 'bonus');
  for (const account of ['agent1', 'player2', 'player3']) {
    await open(`${account}.main`, id(account), 'cash', 'main');
    await open(`${account}.points`, id(account), 'points', 'main');
  }
  await open('player2.PG', id('player2'), 'cash', 'PG');
  const a = (name: string) => accounts.get(name)!;
  // Keyed transfers through the posting function of that day (one call, as a batch).
  const items = [
    { key: EARLY_KEYS.deposit, hash: 'h-deposit-2', kind: 'deposit', debit: a('deposits'), credit: a('player2.main'), amount: '150000', reference: 'D1' },
    { key: 'early-deposit-3', hash: 'h-deposit-3', kind: 'deposit', debit: a('deposits'), credit: a('player3.main'), amount: '2500', reference: 'D2' },
    { key: 'early-game-2', hash: 'h-game-2', kind: 'walletTransfer', debit: a('player2.main'), credit: a('player2.PG'), amount: '40000' },
    { key: 'early-bet-2', hash: 'h-bet-2', kind: 'bet', debit: a('player2.PG'), credit: a('game'), amount: '12345', meta: { game: 'slots' } },
    { key: 'early-win-2', hash: 'h-win-2', kind: 'win', debit: a('game'), credit: a('player2.PG'), amount: '999' },
    { key: 'early-points-2', hash: 'h-points-2', kind: 'pointAccrual', debit: a('housePoints'), credit: a('player2.points'), amount: '800' },
    { key: 'early-hold-2', hash: 'h-hold-2', kind: 'pointHold', debit: a('player2.points'), credit: a('housePoints'), amount: '300' },
    { key: 'early-bonus-3', hash: 'h-bonus-3', kind: 'bonus', debit: a('bonus'), credit: a('player3.main'), amount: '1000', meta: { bonusKind: 'rebate' } },
    { key: 'early-commission-1', hash: 'h-commission-1', kind: 'commission', debit: a('commission'), credit: a('agent1.main'), amount: '777' },
    // Refused (not covered): books nothing.
    { key: 'early-overdraw-3', hash: 'h-overdraw-3', kind: 'transferToUpline', debit: a('player3.main'), credit: a('agent1.main'), amount: '99999999' },
  ];
  const posted = await rows<{ idx: number; status: string; facts: { transferId: number } | null }>(db, sql`select idx, status, facts from ledger_post_keyed_batch(${TENANT}, ${JSON.stringify(items)}::jsonb)`);
  const statuses = posted.sort((x, y) => x.idx - y.idx).map((r) => r.status);
  if (statuses.filter((s) => s === 'posted').length !== items.length - 1 || statuses.at(-1) !== 'refused') throw new Error(`the early batch answered ${statuses.join(',')}`);
  const transferOf = (key: string) => Number(posted[items.findIndex((i) => i.key === key)]!.facts!.transferId);
  // Refusals stored the way the server of that day stored them (an HTTP status).
  await db.execute(sql`insert into idempotency_keys (tenant, key, request_hash, response) values
    (${TENANT}, ${EARLY_KEYS.legacyRefusal}, 'h-refused-3', '{"refusal": {"statusCode": 409, "code": "error.insufficientBalance"}}'::jsonb),
    (${TENANT}, ${EARLY_KEYS.legacyInvalid}, 'h-invalid-3', '{"refusal": {"statusCode": 422, "code": "error.invalidRequest", "value": {"max": 3}}}'::jsonb)`);
  await db.execute(sql`insert into point_settings (tenant, earn_rates, default_rate, convert_points, convert_cents, min_convert_points) values (${TENANT}, '{}'::jsonb, 100, 100, 1, 100)`);
  await db.execute(sql`insert into point_accruals (tenant, member_id, weighted) values (${TENANT}, ${id('player2')}, 80000)`);
  const [reward] = await rows<{ id: string | number }>(db, sql`insert into point_rewards (tenant, type, name_pt, name_en, points, amount_requirement) values (${TENANT}, 'virtual', 'Brinde', 'Gift', 300, 0) returning id`);
  await db.execute(sql`insert into point_redemptions (tenant, member_id, reward_id, type, name_pt, name_en, quantity, points, amount_requirement, hold_transfer_id)
    values (${TENANT}, ${id('player2')}, ${Number(reward!.id)}, 'virtual', 'Brinde', 'Gift', 1, 300, 0, ${transferOf('early-hold-2')})`);
  const [contract] = await rows<{ id: string | number }>(db, sql`insert into agent_contracts (tenant, upline_id, downline_id, type, period_type, tiers, max_rate_bp, status, accepted_at)
    values (${TENANT}, ${id('agent1')}, ${id('player2')}, 'commission', 'week', '[{"minBase": "0", "rateBp": 500}]'::jsonb, 500, 'active', '2026-01-05T00:00:00Z') returning id`);
  await db.execute(sql`insert into agent_contracts (tenant, upline_id, downline_id, type, period_type, tiers, max_rate_bp, status)
    values (${TENANT}, ${id('agent1')}, ${id('player3')}, 'commission', 'week', '[{"minBase": "0", "rateBp": 300}]'::jsonb, 300, 'pending')`);
  await db.execute(sql`insert into agent_settlements (tenant, contract_id, member_id, period_start, period_end, valid_bet, profit_loss, active_members, bonus_cost, fees, rate_bp, carry_in, base, payout, carry_out, transfer_id)
    values (${TENANT}, ${Number(contract!.id)}, ${id('agent1')}, '2026-01-05T00:00:00Z', '2026-01-12T00:00:00Z', 12345, 15540, 1, 0, 0, 500, 0, 15540, 777, 0, ${transferOf('early-commission-1')})`);
  // A balance still waiting to be booked as an opening transfer.
  await db.execute(sql`insert into opening_balances (tenant, member_id, amount) values (${TENANT}, ${id('player3')}, 4200)`);
  return accounts;
}

/** Everything the migrations must leave as it was (balances, transfers, entries and the rows that point at them). */
export async function snapshotOf(db: AnyDb): Promise<Record<string, unknown>> {
  return {
    accounts: await rows(db, sql`select id::text, tenant, member_id, asset, wallet, currency, balance::text from ledger_accounts order by id`),
    transfers: await rows(db, sql`select id::text, kind, debit_account_id::text, credit_account_id::text, amount::text, reference, meta, created_at::text from ledger_transfers order by id`),
    entries: await rows(db, sql`select id::text, transfer_id::text, account_id::text, amount::text, balance_after::text, created_at::text from ledger_entries order by id`),
    members: await rows(db, sql`select id, tenant, account, nickname, type from members order by id`),
    uplines: await rows(db, sql`select member_id, upline_id from member_uplines order by member_id`),
    contracts: await rows(db, sql`select id::text, upline_id, downline_id, type, period_type, tiers, max_rate_bp, status from agent_contracts order by id`),
    settlements: await rows(db, sql`select id::text, contract_id::text, member_id, payout::text, transfer_id::text from agent_settlements order by id`),
    accruals: await rows(db, sql`select member_id, weighted::text from point_accruals order by member_id`),
    redemptions: await rows(db, sql`select id::text, member_id, points::text, status, hold_transfer_id::text from point_redemptions order by id`),
    openings: await rows(db, sql`select member_id, amount::text from opening_balances order by member_id`),
    keys: await rows(db, sql`select key, request_hash, response - 'refusal' as response from idempotency_keys where response ? 'transferId' order by key`),
  };
}

export async function violationsOf(db: AnyDb): Promise<LedgerViolations> {
  return ledgerViolations(db as unknown as Db, TENANT);
}

/** The stored refusals' answers, by key. */
export async function refusalsOf(db: AnyDb): Promise<Record<string, unknown>> {
  const found = await rows<{ key: string; refusal: unknown }>(db, sql`select key, response -> 'refusal' as refusal from idempotency_keys where response ? 'refusal' order by key`);
  return Object.fromEntries(found.map((r) => [r.key, r.refusal]));
}

/** A database of one driver, migrated by that driver's migrator. */
export interface UpgradeDriver {
  open(): Promise<{ db: AnyDb; migrate: (folder: string) => Promise<void>; close: () => Promise<void> }>;
}

/**
 * The migration test, for one driver: a database made at EARLY with data, migrated to the latest and
 * given the function files, keeps every balance, transfer, entry and row above, and every ledger
 * invariant; its old keys replay; its old refusals read as kinds; the current posting function books
 * on it.
 */
export function upgradeTests(driver: UpgradeDriver): void {
  it('migrates a database made at an early migration with its data unchanged and the ledger invariants holding', async () => {
    const { db, migrate, close } = await driver.open();
    const early = migrationsUpTo(EARLY);
    try {
      await migrate(early.folder);
      const accounts = await fillEarly(db);
      const before = await snapshotOf(db);
      expect(await violationsOf(db)).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
      expect((before.transfers as unknown[]).length).toBe(9);

      await migrate(MIGRATIONS);
      const applied = await applySqlFunctions(db);
      expect(applied).toEqual(sqlFunctionFiles().map((f) => f.name));
      expect(applied).toContain('ledger/ledger_post_keyed_batch');

      expect(await snapshotOf(db)).toEqual(before);
      expect(await violationsOf(db)).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
      expect(await refusalsOf(db)).toEqual({
        [EARLY_KEYS.legacyRefusal]: { kind: 'conflict', code: 'error.insufficientBalance' },
        [EARLY_KEYS.legacyInvalid]: { kind: 'unprocessable', code: 'error.invalidRequest', value: { max: 3 } },
      });
      // Applied once: opening the database again applies nothing.
      expect(await applySqlFunctions(db)).toEqual([]);

      // The migrated data works with the current posting path: the early keys (tenant-wide since
      // keys are scoped) replay their first answers, and new postings keep the invariants.
      const live = db as unknown as Db;
      const book = { tenant: TENANT, currency: 'BRL' };
      const [player2] = ((await db.execute(sql`select member_id from ledger_accounts where id = ${accounts.get('player2.main')!}`)) as unknown as { rows: { member_id: number }[] }).rows;
      const deposit = { kind: 'deposit', from: houseAccount('deposits'), to: memberAccount(player2!.member_id), amount: 150000n, reference: 'D1' };
      const tenantWide = { memberId: 0, operation: '' };
      const replay = await postKeyed(live, book, tenantWide, EARLY_KEYS.deposit, 'h-deposit-2', deposit, AT, (p) => p.transferId);
      const firstDeposit = (before.transfers as { id: string; reference: string }[]).find((t) => t.reference === 'D1')!;
      expect(replay).toEqual({ value: Number(firstDeposit.id), replayed: true });
      await expect(postKeyed(live, book, tenantWide, EARLY_KEYS.legacyRefusal, 'h-refused-3', deposit, AT, (p) => p.transferId))
        .rejects.toMatchObject({ kind: 'conflict', code: 'error.insufficientBalance' });
      await inTransaction(live, (tx) => post(tx, book, [
        { kind: 'bonus', from: houseAccount('bonus'), to: memberAccount(player2!.member_id), amount: 500n, reference: 'after' },
        { kind: 'walletTransfer', from: memberAccount(player2!.member_id), to: memberAccount(player2!.member_id, 'PG'), amount: 500n },
      ], live, AT));
      expect(await violationsOf(db)).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
    } finally {
      early.remove();
      await close();
    }
  });
}
