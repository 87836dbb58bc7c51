/**
 * What other modules read of the ledger's history, named for what they answer: pages and totals of
 * an account's entries (the member's and the agent's records), rounds (a `bet` and, when it won, a
 * `win` with one reference), and money flows per member or over a team. Callers resolve members to
 * accounts first (walletAccountIds) and pass lists of ids, so each answer is one statement.
 * Times come back as ISO text (to_char in UTC), amounts as bigint minor units.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Asset, Executor } from './ledger';

async function rowsOf<T>(ex: Executor, query: SQL): Promise<T[]> {
  return ((await ex.execute(query)) as unknown as { rows: T[] }).rows;
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const list = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);
/**
 * A key of the transfers' meta as an SQL literal: a grouping names it once in the select list and once
 * in GROUP BY, which must be the same expression (two parameters are not). Keys are the code's own
 * words, never a caller's input.
 */
function metaKey(key: string): SQL {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) throw new Error(`not a meta key: ${key}`);
  return sql.raw(`'${key}'`);
}
type Sums<K extends string> = { readonly count: number } & { readonly [key in K]: bigint };
type SumRow<K extends string> = { n: string | number } & { [key in K]: string | null };

/** A row of a count (`n`) and sums (as text) as a count and bigints; no row is all zero. */
function sumsOf<K extends string>(row: SumRow<K> | undefined, keys: readonly K[]): Sums<K> {
  return Object.fromEntries([['count', Number(row?.n ?? 0)], ...keys.map((key) => [key, BigInt(row?.[key] ?? '0')])]) as Sums<K>;
}

const metaOf = (meta: unknown) => (typeof meta === 'string' ? JSON.parse(meta) : meta) as Record<string, string> | null;

/** The account ids of the members' `wallet` accounts (main cash by default); a member without one is left out. */
export async function walletAccountIds(ex: Executor, tenant: string, memberIds: readonly number[], wallet = 'main', asset: Asset = 'cash'): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await rowsOf<{ id: string | number; member_id: string | number }>(ex, sql`
    select id, member_id from ledger_accounts where tenant = ${tenant} and member_id in (${list([...new Set(memberIds)])}) and asset = ${asset} and wallet = ${wallet}`);
  return new Map(rows.map((r) => [Number(r.member_id), Number(r.id)]));
}

/** A kind of transfer, and which way the entry goes ('in': a credit of the account, 'out': a debit) when it matters. */
export interface KindFilter {
  readonly kind: string;
  readonly direction?: 'in' | 'out';
}

/** Which entries: those of the tenant's `accountIds`, created in [from, to) when given, of any of `kinds`, whose transfer's meta has `meta.value` at `meta.key`. */
export interface EntryFilter {
  readonly tenant: string;
  readonly accountIds: readonly number[];
  readonly from?: Date;
  readonly to?: Date;
  readonly kinds?: readonly KindFilter[];
  readonly meta?: { readonly key: string; readonly value: string };
}

function kindCondition(k: KindFilter): SQL {
  if (k.direction === 'in') return sql`(t.kind = ${k.kind} and e.amount > 0)`;
  if (k.direction === 'out') return sql`(t.kind = ${k.kind} and e.amount < 0)`;
  return sql`(t.kind = ${k.kind})`;
}

function entryWhere(f: EntryFilter): SQL {
  const from = f.from === undefined ? sql`` : sql` and e.created_at >= ${f.from.toISOString()}`;
  const to = f.to === undefined ? sql`` : sql` and e.created_at < ${f.to.toISOString()}`;
  const kinds = f.kinds && f.kinds.length > 0 ? sql` and (${sql.join(f.kinds.map(kindCondition), sql` or `)})` : sql``;
  const meta = f.meta === undefined ? sql`` : sql` and t.meta->>${metaKey(f.meta.key)} = ${f.meta.value}`;
  return sql`e.account_id in (${list(f.accountIds)}) and t.tenant = ${f.tenant}${from}${to}${kinds}${meta}`;
}

const ENTRIES = sql`ledger_entries e join ledger_transfers t on t.id = e.transfer_id`;

/** How many entries, the sum of their credits (amounts into the accounts) and of their debits (positive). */
export type EntryTotals = Sums<'credit' | 'debit'>;
const ENTRY_SUMS = ['credit', 'debit'] as const;
const entrySums = sql`count(*) as n, coalesce(sum(e.amount) filter (where e.amount > 0), 0)::text as credit, coalesce(-sum(e.amount) filter (where e.amount < 0), 0)::text as debit`;

/** How many entries match, and their credits and debits. */
export async function entryTotals(ex: Executor, f: EntryFilter): Promise<EntryTotals> {
  const [row] = f.accountIds.length === 0 ? [] : await rowsOf<SumRow<'credit' | 'debit'>>(ex, sql`select ${entrySums} from ${ENTRIES} where ${entryWhere(f)}`);
  return sumsOf(row, ENTRY_SUMS);
}

/** The entry totals of each value of the transfers' meta at `key` (entries without it under null). */
export async function entryTotalsByMeta(ex: Executor, f: EntryFilter, key: string): Promise<(EntryTotals & { value: string | null })[]> {
  if (f.accountIds.length === 0) return [];
  const rows = await rowsOf<SumRow<'credit' | 'debit'> & { value: string | null }>(ex, sql`
    select t.meta->>${metaKey(key)} as value, ${entrySums} from ${ENTRIES} where ${entryWhere(f)} group by t.meta->>${metaKey(key)}`);
  return rows.map((r) => ({ value: r.value, ...sumsOf(r, ENTRY_SUMS) }));
}

/** An entry with its transfer. */
export interface EntryRecord {
  readonly transferId: number;
  readonly accountId: number;
  /** ISO text (UTC). */
  readonly time: string;
  readonly kind: string;
  readonly amount: bigint;
  readonly balanceAfter: bigint;
  readonly reference: string;
  readonly meta: Record<string, string> | null;
}

/** A page of the matching entries, newest first. */
export async function entryPage(ex: Executor, f: EntryFilter, limit: number, offset: number): Promise<EntryRecord[]> {
  if (f.accountIds.length === 0) return [];
  const rows = await rowsOf<{ id: string | number; account_id: string | number; time: string; kind: string; amount: string; balance_after: string; reference: string; meta: unknown }>(ex, sql`
    select t.id, e.account_id, ${iso(sql`e.created_at`)} as time, t.kind, e.amount::text as amount, e.balance_after::text as balance_after, t.reference, t.meta
    from ${ENTRIES} where ${entryWhere(f)}
    order by e.created_at desc, e.id desc limit ${limit} offset ${offset}`);
  return rows.map((r) => ({
    transferId: Number(r.id), accountId: Number(r.account_id), time: r.time, kind: r.kind, amount: BigInt(r.amount), balanceAfter: BigInt(r.balance_after),
    reference: r.reference, meta: metaOf(r.meta),
  }));
}

/**
 * A page of one account's entries, newest first, with how many it has in all (counted with the page;
 * counted apart only when a page past the end comes back empty).
 */
export async function accountEntryPage(ex: Executor, accountId: number, limit: number, offset: number): Promise<{ total: number; list: Omit<EntryRecord, 'accountId' | 'meta'>[] }> {
  const rows = await rowsOf<{ id: string | number; time: string; kind: string; amount: string; balance_after: string; reference: string; n: string | number }>(ex, sql`
    select t.id, ${iso(sql`e.created_at`)} as time, t.kind, e.amount::text as amount, e.balance_after::text as balance_after,
      t.reference, count(*) over () as n
    from ${ENTRIES}
    where e.account_id = ${accountId} order by e.created_at desc, e.id desc limit ${limit} offset ${offset}`);
  let total = Number(rows[0]?.n ?? 0);
  if (rows.length === 0 && offset > 0) {
    const [counted] = await rowsOf<{ n: string | number }>(ex, sql`select count(*) as n from ledger_entries where account_id = ${accountId}`);
    total = Number(counted?.n ?? 0);
  }
  return {
    total,
    list: rows.map((r) => ({ transferId: Number(r.id), time: r.time, kind: r.kind, amount: BigInt(r.amount), balanceAfter: BigInt(r.balance_after), reference: r.reference })),
  };
}

/** Which rounds: those on the tenant's `accountIds` with an entry in [from, to), of a game type or vendor when given. */
export interface RoundFilter {
  readonly tenant: string;
  readonly accountIds: readonly number[];
  readonly from: Date;
  readonly to: Date;
  readonly gameType?: string;
  readonly vendor?: string;
}

/** One row per account and round reference: the stake (its `bet`, out) and the win (its `win`, back in). */
function roundsQuery(f: RoundFilter): SQL {
  const gameType = f.gameType ? sql` and t.meta->>'gameType' = ${f.gameType}` : sql``;
  const vendor = f.vendor ? sql` and t.meta->>'vendor' = ${f.vendor}` : sql``;
  return sql`
    select e.account_id, t.reference as round, min(e.created_at) as time,
      max(t.meta->>'nodeId') as node_id, max(t.meta->>'gameName') as game_name, max(t.meta->>'vendor') as vendor, max(t.meta->>'gameType') as game_type,
      coalesce(-sum(e.amount) filter (where t.kind = 'bet'), 0) as stake,
      coalesce(sum(e.amount) filter (where t.kind = 'win'), 0) as win
    from ${ENTRIES}
    where e.account_id in (${list(f.accountIds)}) and t.tenant = ${f.tenant} and t.kind in ('bet', 'win')
      and e.created_at >= ${f.from.toISOString()} and e.created_at < ${f.to.toISOString()}${gameType}${vendor}
    group by e.account_id, t.reference`;
}

/** How many rounds, their stakes and their wins. */
export type RoundTotals = Sums<'stake' | 'win'>;
const ROUND_SUMS = ['stake', 'win'] as const;

/** How many rounds match, and their stakes and wins. */
export async function roundTotals(ex: Executor, f: RoundFilter): Promise<RoundTotals> {
  const [row] = f.accountIds.length === 0 ? [] : await rowsOf<SumRow<'stake' | 'win'>>(ex, sql`
    select count(*) as n, coalesce(sum(stake), 0)::text as stake, coalesce(sum(win), 0)::text as win from (${roundsQuery(f)}) r`);
  return sumsOf(row, ROUND_SUMS);
}

/** The round totals of each game type (as the transfers' meta names it), by game type. */
export async function roundTotalsByGameType(ex: Executor, f: RoundFilter): Promise<(RoundTotals & { gameType: string })[]> {
  if (f.accountIds.length === 0) return [];
  const rows = await rowsOf<SumRow<'stake' | 'win'> & { game_type: string }>(ex, sql`
    select game_type, count(*) as n, sum(stake)::text as stake, sum(win)::text as win from (${roundsQuery(f)}) r group by game_type order by game_type`);
  return rows.map((r) => ({ gameType: r.game_type, ...sumsOf(r, ROUND_SUMS) }));
}

export interface RoundRecord {
  readonly accountId: number;
  readonly round: string;
  /** ISO text (UTC) of the round's first entry. */
  readonly time: string;
  readonly nodeId: string | null;
  readonly gameName: string | null;
  readonly vendor: string | null;
  readonly gameType: string | null;
  readonly stake: bigint;
  readonly win: bigint;
}

/** A page of the matching rounds, newest first. */
export async function roundPage(ex: Executor, f: RoundFilter, limit: number, offset: number): Promise<RoundRecord[]> {
  if (f.accountIds.length === 0) return [];
  const rows = await rowsOf<{ account_id: string | number; round: string; time: string; node_id: string | null; game_name: string | null; vendor: string | null; game_type: string | null; stake: string; win: string }>(ex, sql`
    select account_id, round, ${iso(sql`time`)} as time, node_id, game_name, vendor, game_type, stake::text as stake, win::text as win from (${roundsQuery(f)}) r
    order by r.time desc, round desc limit ${limit} offset ${offset}`);
  return rows.map((r) => ({
    accountId: Number(r.account_id), round: r.round, time: r.time, nodeId: r.node_id, gameName: r.game_name, vendor: r.vendor, gameType: r.game_type,
    stake: BigInt(r.stake), win: BigInt(r.win),
  }));
}

/** What a member moved in a range: rounds, stakes, wins, bonuses and deposits on the main wallet, and withdrawals paid out of the held wallet. */
export interface MemberFlows {
  readonly rounds: number;
  readonly stake: bigint;
  readonly win: bigint;
  readonly bonus: bigint;
  readonly deposits: bigint;
  readonly withdrawals: bigint;
}

/** The flows of each of `memberIds` with cash entries in [from, to) (a member without any is not in the map). */
export async function memberFlowsBetween(ex: Executor, tenant: string, memberIds: readonly number[], from: Date, to: Date): Promise<Map<number, MemberFlows>> {
  if (memberIds.length === 0) return new Map();
  const rows = await rowsOf<{ member_id: string | number; n: string | number; stake: string; win: string; bonus: string; deposits: string; withdrawals: string }>(ex, sql`
    select a.member_id,
      count(distinct t.reference) filter (where t.kind = 'bet' and a.wallet = 'main') as n,
      coalesce(-sum(e.amount) filter (where t.kind = 'bet' and a.wallet = 'main'), 0)::text as stake,
      coalesce(sum(e.amount) filter (where t.kind = 'win' and a.wallet = 'main'), 0)::text as win,
      coalesce(sum(e.amount) filter (where t.kind = 'bonus' and a.wallet = 'main'), 0)::text as bonus,
      coalesce(sum(e.amount) filter (where t.kind = 'deposit' and a.wallet = 'main'), 0)::text as deposits,
      coalesce(-sum(e.amount) filter (where t.kind = 'withdrawalPaid' and a.wallet = 'held'), 0)::text as withdrawals
    from ledger_entries e join ledger_accounts a on a.id = e.account_id join ledger_transfers t on t.id = e.transfer_id
    where a.tenant = ${tenant} and t.tenant = ${tenant} and a.asset = 'cash' and a.wallet in ('main', 'held') and a.member_id in (${list(memberIds)})
      and t.kind in ('bet', 'win', 'bonus', 'deposit', 'withdrawalPaid') and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}
    group by a.member_id`);
  return new Map(rows.map((r) => [Number(r.member_id), {
    rounds: Number(r.n), stake: BigInt(r.stake), win: BigInt(r.win), bonus: BigInt(r.bonus), deposits: BigInt(r.deposits), withdrawals: BigInt(r.withdrawals),
  }]));
}

/** What a group of members moved together in a range, from the transfers on their accounts. */
export interface GroupFlows {
  readonly bets: bigint;
  readonly wins: bigint;
  readonly bonus: bigint;
  readonly deposits: bigint;
  readonly withdrawals: bigint;
  /** The members with a stake. */
  readonly stakers: readonly number[];
}

/**
 * The stakes, wins, bonuses, approved deposits and paid withdrawals of the transfers in [from, to)
 * that touch an account of one of `memberIds` (the account a stake or a payout leaves, the account a
 * win, a bonus or a deposit reaches), and which of them staked.
 */
export async function groupFlowsBetween(ex: Executor, tenant: string, memberIds: readonly number[], from: Date, to: Date): Promise<GroupFlows> {
  if (memberIds.length === 0) return { bets: 0n, wins: 0n, bonus: 0n, deposits: 0n, withdrawals: 0n, stakers: [] };
  const [row] = await rowsOf<{ bets: string; wins: string; bonus: string; deposits: string; withdrawals: string; active: (string | number)[] | null }>(ex, sql`
    select coalesce(sum(t.amount) filter (where t.kind = 'bet'), 0)::text as bets,
           coalesce(sum(t.amount) filter (where t.kind = 'win'), 0)::text as wins,
           coalesce(sum(t.amount) filter (where t.kind = 'bonus'), 0)::text as bonus,
           coalesce(sum(t.amount) filter (where t.kind = 'deposit'), 0)::text as deposits,
           coalesce(sum(t.amount) filter (where t.kind = 'withdrawalPaid'), 0)::text as withdrawals,
           array_agg(distinct a.member_id) filter (where t.kind = 'bet') as active
    from ledger_transfers t
    join ledger_accounts a on a.id = case when t.kind in ('bet', 'withdrawalPaid') then t.debit_account_id else t.credit_account_id end
    where t.tenant = ${tenant} and t.kind in ('bet', 'win', 'bonus', 'deposit', 'withdrawalPaid')
      and t.created_at >= ${from.toISOString()} and t.created_at < ${to.toISOString()}
      and a.tenant = ${tenant} and a.member_id in (${list([...new Set(memberIds)])})`);
  return {
    bets: BigInt(row?.bets ?? '0'), wins: BigInt(row?.wins ?? '0'), bonus: BigInt(row?.bonus ?? '0'), deposits: BigInt(row?.deposits ?? '0'),
    withdrawals: BigInt(row?.withdrawals ?? '0'), stakers: (row?.active ?? []).map(Number),
  };
}

/** A member's real stakes (the `bet` entries out of the main cash wallet, one per real-mode round) in [since, until), each bound when given. */
export async function realStakesOf(ex: Executor, tenant: string, memberId: number, since: Date | null, until: Date | null): Promise<{ stake: bigint; rounds: bigint }> {
  const from = since === null ? sql`` : sql` and e.created_at >= ${since.toISOString()}`;
  const to = until === null ? sql`` : sql` and e.created_at < ${until.toISOString()}`;
  const [row] = await rowsOf<{ stake: string; rounds: string }>(ex, sql`
    select coalesce(-sum(e.amount), 0)::text as stake, count(*)::text as rounds
    from ledger_entries e
      join ledger_transfers t on t.id = e.transfer_id
      join ledger_accounts a on a.id = e.account_id
    where a.tenant = ${tenant} and a.member_id = ${memberId} and a.asset = 'cash' and a.wallet = 'main'
      and t.kind = 'bet'${to}${from}`);
  return { stake: BigInt(row?.stake ?? '0'), rounds: BigInt(row?.rounds ?? '0') };
}

/** The tenant's members ranked by real stakes in [from, to) (ties: the lower id first): the first `limit`, and `memberId` wherever it stands. */
export async function stakeRanking(ex: Executor, tenant: string, from: Date, to: Date, limit: number, memberId: number): Promise<{ memberId: number; stake: bigint; rank: number }[]> {
  const rows = await rowsOf<{ member_id: number | string; stake: string; rank: number | string }>(ex, sql`
    with turnover as (
      select a.member_id, -sum(e.amount) as stake
      from ledger_entries e
        join ledger_transfers t on t.id = e.transfer_id
        join ledger_accounts a on a.id = e.account_id
      where a.tenant = ${tenant} and a.member_id > 0 and a.asset = 'cash' and a.wallet = 'main' and t.kind = 'bet'
        and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}
      group by a.member_id
    ), ranked as (
      select member_id, stake::text as stake, row_number() over (order by stake desc, member_id asc) as rank from turnover
    )
    select member_id, stake, rank from ranked where rank <= ${limit} or member_id = ${memberId} order by rank`);
  return rows.map((r) => ({ memberId: Number(r.member_id), stake: BigInt(r.stake), rank: Number(r.rank) }));
}

/** An account's lifetime stakes, and its stakes and wins in [from, to). */
export async function stakesAndWinsOf(ex: Executor, accountId: number, from: Date, to: Date): Promise<{ turnover: bigint; stake: bigint; win: bigint }> {
  const [row] = await rowsOf<{ turnover: string; stake: string; win: string }>(ex, sql`
    select coalesce(-sum(e.amount) filter (where t.kind = 'bet'), 0)::text as turnover,
      coalesce(-sum(e.amount) filter (where t.kind = 'bet' and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}), 0)::text as stake,
      coalesce(sum(e.amount) filter (where t.kind = 'win' and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}), 0)::text as win
    from ${ENTRIES}
    where e.account_id = ${accountId} and t.kind in ('bet', 'win')`);
  return { turnover: BigInt(row?.turnover ?? '0'), stake: BigInt(row?.stake ?? '0'), win: BigInt(row?.win ?? '0') };
}
