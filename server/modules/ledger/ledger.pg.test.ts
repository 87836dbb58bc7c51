/**
 * The ledger under concurrency on PostgreSQL: many clients hammer the same accounts through two
 * connection pools (two API instances' worth), retrying and duplicating their idempotency keys.
 * The invariants hold, every acknowledged transfer is there exactly once, nothing else is, and no
 * posting fails for any reason but a balance that does not cover it (no deadlock, no serialization
 * failure). Then the same through two API instances on one database. PostgreSQL project only.
 */
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../platform/domainError';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect';
import { call, json, tokenOf } from '../../testing/apiClient';
import { openTwoPools, rowsOf, type TwoPools } from '../../testing/postgres';
import { createTestServer, type TestServer } from '../../testing/testApp';
import { IdempotencyConflict, requestHash, withIdempotencyKey } from './idempotency';
import { ledgerViolations } from './invariants';
import { postKeyed } from './keyedPosting';
import { LedgerError, ensureAccounts, houseAccount, inTransaction, memberAccount, post, type Book } from './ledger';
import { TEST_INSTANT } from '../../testing/testInstant';

/** The instant these postings are booked at. */
const AT = new Date(TEST_INSTANT);

let pools: TwoPools | undefined;
let a: Database;
let b: Database;
let url: string;

beforeAll(async () => {
  pools = await openTwoPools();
  ({ a, b, url } = pools);
}, 120_000);

afterAll(async () => {
  await pools?.close();
});

describe('ledger under concurrency on PostgreSQL', () => {
  it('books every acknowledged transfer exactly once, with duplicated keys across two pools, no deadlock', async () => {
    const book: Book = { tenant: 'hammer', currency: 'BRL' };
    const HOT = 10;
    const members = Array.from({ length: HOT }, (_, i) => i + 1);
    await ensureAccounts(a.db, book, [...members.map((m) => memberAccount(m)), houseAccount('deposits')]);
    await ensureAccounts(b.db, book, [...members.map((m) => memberAccount(m)), houseAccount('deposits')]);
    for (const m of members) {
      await inTransaction(a.db, (tx) => post(tx, book, [{ kind: 'deposit', from: houseAccount('deposits'), to: memberAccount(m), amount: 5_000n }], a.db, AT));
    }
    const acknowledged = new Map<string, number>();
    const refused = new Set<string>();
    let unexpected = 0;
    const CLIENTS = 24;
    const PER_CLIENT = 30;
    // Half the keys go through the group-committed keyed posting (the transfer routes' path), half
    // through a transaction of their own: the two lock the same hot accounts side by side.
    const send = async (db: Database, key: string, from: number, to: number, amount: bigint, grouped: boolean) => {
      try {
        const hash = requestHash('t', from, { to, amount: amount.toString() });
        const transfer = { kind: 'transferToUpline', from: memberAccount(from), to: memberAccount(to), amount };
        const result = grouped
          ? await postKeyed(db.db, book, { memberId: 0, operation: '' }, key, hash, transfer, AT, (posted) => ({ transferId: posted.transferId }))
          : await withIdempotencyKey(db.db, book.tenant, key, hash, AT, async (tx) => {
            const [posted] = await post(tx, book, [transfer], db.db, AT);
            return { transferId: posted!.transferId };
          });
        const earlier = acknowledged.get(key);
        if (earlier !== undefined) expect(result.value.transferId).toBe(earlier);
        acknowledged.set(key, result.value.transferId);
      } catch (error) {
        if (error instanceof LedgerError && error.reason === 'insufficientFunds') refused.add(key);
        // A retry of a refused request is refused again (the refusal is the key's answer).
        else if (error instanceof DomainError && error.code === 'error.insufficientBalance') refused.add(key);
        else if (!(error instanceof IdempotencyConflict)) {
          unexpected += 1;
          throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; i < PER_CLIENT; i += 1) {
        const from = members[(client + i) % HOT]!;
        const to = members[(client * 7 + i * 3 + 1) % HOT]!;
        if (from === to) continue;
        const amount = BigInt(1 + ((client * 31 + i * 17) % 900));
        const key = `c${client}-${i}-${randomUUID()}`;
        const grouped = (client + i) % 2 === 0;
        // A third of the requests are sent twice at once, one to each instance (a double click, a retry).
        if (i % 3 === 0) await Promise.all([send(a, key, from, to, amount, grouped), send(b, key, from, to, amount, grouped)]);
        else await send(i % 2 ? a : b, key, from, to, amount, grouped);
        // And some are retried later, the way a browser retries after a time-out.
        if (i % 5 === 0) await send(b, key, from, to, amount, grouped);
      }
    }));
    expect(unexpected).toBe(0);
    // No key was answered both ways: a refusal given is never contradicted by a booking.
    expect([...refused].filter((key) => acknowledged.has(key))).toEqual([]);
    expect(await ledgerViolations(a.db, book.tenant)).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
    const [counted] = await rowsOf<{ n: string }>(a, sql`select count(*) as n from ledger_transfers where tenant = ${book.tenant} and kind = 'transferToUpline'`);
    expect(Number(counted?.n)).toBe(acknowledged.size);
    const ids = [...acknowledged.values()];
    const [found] = await rowsOf<{ n: string }>(a, sql`select count(distinct id) as n from ledger_transfers where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    expect(Number(found?.n)).toBe(ids.length);
    const [total] = await rowsOf<{ s: string }>(a, sql`select sum(balance)::text as s from ledger_accounts where tenant = ${book.tenant} and member_id <> 0`);
    expect(BigInt(total?.s ?? '0')).toBe(BigInt(HOT) * 5_000n);
    expect(acknowledged.size).toBeGreaterThan(CLIENTS * PER_CLIENT / 2);
  }, 300_000);
});

describe('one key, two different requests at the same moment', () => {
  it('books one of them; every other sending is a replay of it or a conflict, never an error', async () => {
    const book: Book = { tenant: 'key-race', currency: 'BRL' };
    const members = [1, 2, 3, 4];
    for (const db of [a, b]) await ensureAccounts(db.db, book, [...members.map((m) => memberAccount(m)), houseAccount('deposits')]);
    for (const m of members) {
      await inTransaction(a.db, (tx) => post(tx, book, [{ kind: 'deposit', from: houseAccount('deposits'), to: memberAccount(m), amount: 10_000n }], a.db, AT));
    }
    // Two bodies under each key name other accounts (1 -> 2 and 3 -> 4), so neither waits at the
    // other's account locks: the key is what they meet on (in the function's key insert).
    for (let round = 0; round < 20; round += 1) {
      const key = `race-${round}-${randomUUID()}`;
      const bodies = [{ from: 1, to: 2 }, { from: 3, to: 4 }] as const;
      const outcomes = await Promise.all(Array.from({ length: 8 }, async (_, i) => {
        const body = bodies[i % 2]!;
        const db = i % 4 < 2 ? a : b;
        const hash = requestHash('race', body.from, { to: body.to });
        try {
          const result = await postKeyed(db.db, book, { memberId: 0, operation: '' }, key, hash, { kind: 'transferToUpline', from: memberAccount(body.from), to: memberAccount(body.to), amount: 1n }, AT, (posted) => ({ transferId: posted.transferId }));
          return { body: i % 2, transferId: result.value.transferId };
        } catch (error) {
          if (error instanceof IdempotencyConflict) return { body: i % 2, conflict: true };
          throw error;
        }
      }));
      const booked = new Set(outcomes.flatMap((o) => ('transferId' in o ? [o.transferId] : [])));
      expect(booked.size).toBe(1);
      const winner = outcomes.find((o) => 'transferId' in o)!.body;
      // Every sending of the winning body answers with the one transfer; every sending of the other is refused.
      for (const o of outcomes) expect('transferId' in o).toBe(o.body === winner);
    }
    const [counted] = await rowsOf<{ n: string }>(a, sql`select count(*) as n from ledger_transfers where tenant = ${book.tenant} and kind = 'transferToUpline'`);
    expect(Number(counted?.n)).toBe(20);
    expect(await ledgerViolations(a.db, book.tenant)).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
  }, 120_000);
});

describe('two API instances on one PostgreSQL database', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await createTestServer();
    second = await createTestServer({ databaseUrl: first.databaseUrl!, clock: first.clock });
  }, 180_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('books a game-wallet transfer once per key whichever instance gets it, all at once', async () => {
    const tenant = 'lusa';
    const token = await tokenOf(first.app, tenant, 'demo', 'Demo2024');
    const transfer = (app: TestServer, key: string, direction: 'toGame' | 'toMain', amount: string) =>
      call(app.app, 'POST', '/wps/relay/GCS_walletTransfer', { tenant, token, headers: { 'idempotency-key': key } }, { vendor: 'PG', direction, amount });
    const keys = Array.from({ length: 30 }, (_, i) => ({ key: randomUUID(), direction: i % 3 === 2 ? 'toMain' as const : 'toGame' as const, amount: `${1 + (i % 7)}.25` }));
    const answers = await Promise.all(keys.flatMap(({ key, direction, amount }) => [transfer(first, key, direction, amount), transfer(second, key, direction, amount), transfer(first, key, direction, amount)]));
    const byKey = new Map<string, Set<string>>();
    answers.forEach((response, i) => {
      const k = keys[Math.floor(i / 3)]!.key;
      if (response.statusCode === 200) {
        const set = byKey.get(k) ?? new Set<string>();
        set.add(json<{ value: { transferId: string } }>(response).value.transferId);
        byKey.set(k, set);
      } else expect(json(response).code, response.body).toBe('error.insufficientBalance');
    });
    for (const ids of byKey.values()) expect(ids.size).toBe(1);
    const booked = await first.db.execute(sql`select count(*) as n from ledger_transfers where tenant = ${tenant} and kind in ('transferToGame', 'transferFromGame')`);
    expect(Number((booked as unknown as { rows: { n: string }[] }).rows[0]?.n)).toBe(byKey.size);
    const wallets = json<{ value: { main: string; wallets: { vendor: string; balance: string }[] } }>(await call(second.app, 'GET', '/wps/relay/GCS_merchantWallet', { tenant, token })).value;
    const pg = wallets.wallets.find((w) => w.vendor === 'PG')?.balance ?? '0.00';
    expect(Math.round((Number(wallets.main) + Number(pg)) * 100)).toBe(12_345_67);
    expect(await ledgerViolations(first.db, tenant)).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
  }, 120_000);
});

describe('the batch function, whatever plan PL/pgSQL has cached', () => {
  /** Buffers (shared hits and reads) one call of the batch function touches, on a connection of its own, after a first call. */
  async function buffersOfBatch(tenant: string, items: readonly Record<string, unknown>[], setting: string): Promise<number> {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`set plan_cache_mode = ${setting}`);
      // A first batch on this connection loads the catalogue and compiles the function; the second is measured.
      await client.query('select * from ledger_post_keyed_batch($1, $2::jsonb)', [tenant, JSON.stringify(items.slice(0, 4).map((item) => ({ ...item, key: `warm-${String(item.key)}` })))]);
      const result = await client.query('explain (analyze, buffers, format json) select * from ledger_post_keyed_batch($1, $2::jsonb)', [tenant, JSON.stringify(items)]);
      const plan = (result.rows[0] as { 'QUERY PLAN': [{ Plan: Record<string, number> }] })['QUERY PLAN'][0].Plan;
      return (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
    } finally {
      await client.end();
    }
  }

  /** A tenant with `accounts` funded member accounts and `keys` stored idempotency keys, written in bulk. */
  async function tenantOfSize(tenant: string, accounts: number, keys: number): Promise<number[]> {
    await a.db.execute(sql`insert into ledger_accounts (tenant, member_id, asset, wallet, currency, balance)
      select ${tenant}, g, 'cash', 'main', 'BRL', 1000000 from generate_series(1, ${accounts}) g`);
    await a.db.execute(sql`insert into idempotency_keys (tenant, key, request_hash, response, created_at)
      select ${tenant}, 'stored-' || g, 'h', '{}'::jsonb, ${AT.toISOString()}::timestamptz from generate_series(1, ${keys}) g`);
    await a.db.execute(sql`analyze ledger_accounts`);
    await a.db.execute(sql`analyze idempotency_keys`);
    const ids = await rowsOf<{ id: string }>(a, sql`select id from ledger_accounts where tenant = ${tenant} order by id limit 16`);
    return ids.map((r) => Number(r.id));
  }

  const batchOf = (ids: readonly number[], prefix: string) => Array.from({ length: 8 }, (_, i) => ({
    key: `${prefix}-${i}`, hash: `hash-${i}`, kind: 'transferToUpline', debit: ids[2 * i], credit: ids[2 * i + 1], amount: '1', reference: '', meta: {}, at: AT.toISOString(),
  }));

  it('reads the batch\'s accounts and keys by index: a generic plan reads no more than a custom one as the tables grow', async () => {
    // PL/pgSQL may keep a generic plan after five calls; forcing it shows what such a plan reads.
    // The third form of the function (migration ledger_keys_after_locks) hashed every account and
    // every stored key here, so each batch read more as the tables grew.
    const smallTenant = `plans-small-${randomUUID()}`;
    const small = await tenantOfSize(smallTenant, 16, 100);
    const before = await buffersOfBatch(smallTenant, batchOf(small, 'g1'), 'force_generic_plan');
    // 50,000 more keys and 4,000 more accounts: several hundred pages that a scan would read.
    const largeTenant = `plans-large-${randomUUID()}`;
    const large = await tenantOfSize(largeTenant, 4_000, 50_000);
    const after = await buffersOfBatch(smallTenant, batchOf(small, 'g2'), 'force_generic_plan');
    const onLarge = await buffersOfBatch(largeTenant, batchOf(large, 'g3'), 'force_generic_plan');
    const custom = await buffersOfBatch(largeTenant, batchOf(large, 'c'), 'force_custom_plan');
    const facts = `buffers of a batch of 8 under a generic plan: ${before} before the tables grew, ${after} after, ${onLarge} on the large tenant; ${custom} under a custom plan`;
    // Deeper indexes cost every plan a little more after the growth (about 170 buffers here); a scan
    // of the grown tables costs about 700 more (the third form: 1,269 against 618 under a custom plan).
    expect(after, facts).toBeLessThan(custom + 150);
    expect(onLarge, facts).toBeLessThan(custom + 150);
    const booked = await rowsOf<{ n: string }>(a, sql`select count(*) as n from ledger_transfers where tenant in (${smallTenant}, ${largeTenant})`);
    expect(Number(booked[0]!.n)).toBe(4 * (4 + 8));
  }, 60_000);

  it('refuses to run in a transaction above READ COMMITTED, and books nothing', async () => {
    const tenant = `plans-level-${randomUUID()}`;
    const ids = await tenantOfSize(tenant, 16, 0);
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('begin isolation level repeatable read');
      const failure = await client.query('select * from ledger_post_keyed_batch($1, $2::jsonb)', [tenant, JSON.stringify(batchOf(ids, 'rr'))]).then(() => undefined, (error: { code?: string; message: string }) => error);
      await client.query('rollback');
      expect(failure?.code).toBe('25001');
      expect(failure?.message).toMatch(/READ COMMITTED/);
    } finally {
      await client.end();
    }
    const booked = await rowsOf<{ n: string }>(a, sql`select count(*) as n from ledger_transfers where tenant = ${tenant}`);
    expect(Number(booked[0]!.n)).toBe(0);
  });
});
