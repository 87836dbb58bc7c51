/**
 * The agent's own money pages (schemas/api/agentIncome.ts): my income (the `commission` transfers
 * into the agent's main wallet, each joined to the settlement it paid), user loss (per downline of
 * the caller's tree, from the ledger, through the statements' figures in records.ts) and account
 * details (the entries of the agent's main cash account, through the member records' query, with the
 * balance now). Every query filters by tenant and by the caller's account or tree.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AccountDetailsQuery, AccountDetailsValue, AgentIncomeQuery, AgentIncomeValue, UserLossQuery, UserLossRow, UserLossValue } from '../../../schemas/api/agentIncome';
import { CONTRACT_TYPES, type ContractType } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import { memberNamesByIds } from '../members/index';
import { entryPage, entryTotalsByMeta, formatMoney, walletAccountIds, type Executor } from '../ledger/index';
import { isoOf, mainBalance, rangeOf, transactions, type WalletSettings } from '../wallet/index';
import { memberFigures, recordScope } from './records';

async function rowsOf<T>(ex: Executor, query: SQL): Promise<T[]> {
  return ((await ex.execute(query)) as unknown as { rows: T[] }).rows;
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface PaidSettlement { periodType: string | null; periodStart: string; periodEnd: string; rateBp: number; base: string }

/** The settlements the ledger transfers `transferIds` paid, by transfer, with their contract's period type. */
async function settlementsPaidBy(ex: Executor, tenant: string, transferIds: readonly number[]): Promise<Map<number, PaidSettlement>> {
  if (transferIds.length === 0) return new Map();
  const rows = await rowsOf<{ transfer_id: string | number; period_type: string | null; period_start: string; period_end: string; rate_bp: number; base: string }>(ex, sql`
    select s.transfer_id, c.period_type, ${iso(sql`s.period_start`)} as period_start, ${iso(sql`s.period_end`)} as period_end, s.rate_bp, s.base::text as base
    from agent_settlements s left join agent_contracts c on c.id = s.contract_id and c.tenant = ${tenant}
    where s.tenant = ${tenant} and s.transfer_id in (${sql.join(transferIds.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rows.map((r) => [Number(r.transfer_id), { periodType: r.period_type, periodStart: r.period_start, periodEnd: r.period_end, rateBp: r.rate_bp, base: r.base }]));
}

function baseOf(settings: WalletSettings, query: { pageNo?: number; pageSize?: number }) {
  return { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 10, currency: settings.currency, currencySymbol: settings.currencySymbol };
}

/**
 * My income: the `commission` entries on the agent's main cash account in the range, newest first,
 * each with the settlement it paid (contract type, period, rate, base); totals by contract type. The
 * ledger is the source: a payout is listed from its entry, the settlement only describes it.
 */
export async function agentIncome(db: Db, settings: WalletSettings, agentId: number, query: AgentIncomeQuery): Promise<AgentIncomeValue> {
  const { from, to } = rangeOf(query);
  const base = baseOf(settings, query);
  const tenant = settings.tenant;
  const account = (await walletAccountIds(db, tenant, [agentId])).get(agentId);
  const entries = {
    tenant, accountIds: account === undefined ? [] : [account], from, to, kinds: [{ kind: 'commission' }],
    ...(query.type ? { meta: { key: 'contractType', value: query.type } } : {}),
  };
  const byType = await entryTotalsByMeta(db, entries, 'contractType');
  const rows = await entryPage(db, entries, base.pageSize, (base.pageNo - 1) * base.pageSize);
  const settlementOf = await settlementsPaidBy(db, tenant, rows.map((r) => r.transferId));
  let count = 0;
  let amount = 0n;
  const totals = new Map<string, { count: number; amount: bigint }>();
  for (const r of byType) {
    const a = r.credit - r.debit;
    count += r.count;
    amount += a;
    if (r.value !== null) totals.set(r.value, { count: r.count, amount: a });
  }
  return {
    ...base,
    total: count,
    list: rows.map((r) => {
      const s = settlementOf.get(r.transferId);
      const start = s?.periodStart ?? r.meta?.['periodStart'] ?? r.time;
      return {
        id: `T${r.transferId}`, time: isoOf(r.time), contractType: (r.meta?.['contractType'] ?? null) as ContractType, contractId: Number(r.meta?.['contractId'] ?? 0),
        periodType: (s?.periodType ?? 'daily') as AgentIncomeValue['list'][number]['periodType'],
        periodStart: isoOf(start), periodEnd: isoOf(s?.periodEnd ?? start), rateBp: Number(s?.rateBp ?? 0),
        base: formatMoney(BigInt(s?.base ?? '0')), amount: formatMoney(r.amount),
      };
    }),
    totals: {
      count,
      amount: formatMoney(amount),
      byType: CONTRACT_TYPES.flatMap((contractType) => {
        const t = totals.get(contractType);
        return t ? [{ contractType, count: t.count, amount: formatMoney(t.amount) }] : [];
      }),
    },
  };
}

interface LossFigures { deposits: bigint; withdrawals: bigint; validBet: bigint; win: bigint; bonus: bigint }

const lossOf = (f: LossFigures) => f.validBet - f.win - f.bonus;

function lossMoney(f: LossFigures) {
  return {
    deposits: formatMoney(f.deposits), withdrawals: formatMoney(f.withdrawals), validBet: formatMoney(f.validBet), win: formatMoney(f.win),
    bonus: formatMoney(f.bonus), loss: formatMoney(lossOf(f)),
  };
}

/** User loss: per downline of the scope with activity in the range, sorted as asked, with totals. */
export async function userLoss(db: Db, settings: WalletSettings, agentId: number, query: UserLossQuery): Promise<UserLossValue> {
  const { from, to } = rangeOf(query);
  const base = baseOf(settings, query);
  const scope = await recordScope(db, settings.tenant, agentId, query.downlineId);
  const figures = await memberFigures(db, settings.tenant, scope, from, to);
  const parents = [...new Set([...scope.values()].map((m) => m.parentId))];
  const parentOf = new Map([...(await memberNamesByIds(db, settings.tenant, parents)).values()].map((p) => [p.id, p.account]));
  const total: LossFigures = { deposits: 0n, withdrawals: 0n, validBet: 0n, win: 0n, bonus: 0n };
  const rows: { row: UserLossRow; loss: bigint }[] = [];
  for (const [memberId, r] of figures) {
    const who = scope.get(memberId);
    if (!who) continue;
    const f: LossFigures = { deposits: r.deposits, withdrawals: r.withdrawals, validBet: r.stake, win: r.win, bonus: r.bonus };
    if (f.deposits === 0n && f.withdrawals === 0n && f.validBet === 0n && f.win === 0n && f.bonus === 0n) continue;
    total.deposits += f.deposits;
    total.withdrawals += f.withdrawals;
    total.validBet += f.validBet;
    total.win += f.win;
    total.bonus += f.bonus;
    rows.push({
      loss: lossOf(f),
      row: { downlineId: who.id, account: who.account, isAgent: who.isAgent, depth: who.depth, parent: parentOf.get(who.parentId) ?? '', ...lossMoney(f) },
    });
  }
  const sort = query.sort ?? 'lossDesc';
  const byAccount = (x: { row: UserLossRow }, y: { row: UserLossRow }) => x.row.account.localeCompare(y.row.account);
  rows.sort((x, y) => {
    if (sort === 'account') return byAccount(x, y);
    const diff = sort === 'lossDesc' ? y.loss - x.loss : x.loss - y.loss;
    return diff === 0n ? byAccount(x, y) : diff > 0n ? 1 : -1;
  });
  return {
    ...base,
    total: rows.length,
    list: rows.slice((base.pageNo - 1) * base.pageSize, base.pageNo * base.pageSize).map((r) => r.row),
    totals: lossMoney(total),
  };
}

/** Account details: the agent's main-wallet entries (the member records' query) and its balance now. */
export async function accountDetails(db: Db, settings: WalletSettings, agentId: number, query: AccountDetailsQuery, now: Date): Promise<AccountDetailsValue> {
  const records = await transactions(db, { settings, memberId: agentId, now }, {
    from: query.from, to: query.to, pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 10, ...(query.type ? { type: [query.type] } : {}),
  });
  return { ...records, balance: formatMoney(await mainBalance(db, settings.tenant, agentId)) };
}
