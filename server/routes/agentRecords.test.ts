import { Ajv } from 'ajv';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamBetsValueSchema, teamProfitLossValueSchema, teamTransactionsValueSchema } from '../../schemas/api/agentRecords';
import { networkIds } from '../seed/agentNetwork';
import { call, encryptedCall, json, login, tokenOf } from '../testing/apiClient';
import { getAs, recentRange, type LooseBody } from '../testing/agentAnswers';
import { useTestServer } from '../testing/testApp';

const server = useTestServer();
const TENANT = 'redeprime';
type Body = LooseBody;

const get = (token: string | undefined, url: string, tenant = TENANT) => getAs(server.app, token, url, tenant);
const range = (days?: number) => recentRange(server.clock.now(), days);
const ROUTES = ['/wps/v2/agent/records/bets', '/wps/v2/agent/records/profitLoss', '/wps/v2/agent/records/transactions'];

async function trialToken(tenant: string): Promise<string> {
  return json<{ value: { token: string } }>(await call(server.app, 'POST', '/wps/session/login/freeplay', { tenant }, { platform: 'W', gatewayVersion: 3 })).value.token;
}

async function scalar(query: ReturnType<typeof sql>): Promise<string> {
  const result = (await server.db.execute(query)) as unknown as { rows: { v: string }[] };
  return result.rows[0]!.v;
}

describe('agent records: who may read them', { timeout: 30_000 }, () => {
  it('refuses guests (401), members and trial accounts (403 error.nonAgent), other branches and other tenants (403 error.notYourDownline), bad ranges (400)', async () => {
    const ids = await networkIds(server.db, TENANT);
    const member = await tokenOf(server.app, TENANT, 'demo', 'Demo2024');
    const player = await tokenOf(server.app, TENANT, 'player21', 'Player2024');
    const trial = await trialToken(TENANT);
    const agent01 = await tokenOf(server.app, TENANT, 'agent01', 'Agent2024');
    const agent03 = await tokenOf(server.app, TENANT, 'agent03', 'Agent2024');
    const lusaAgent = await tokenOf(server.app, 'lusa', 'agent01', 'Agent2024');
    const pick = (r: { status: number; body: Body }) => [r.status, r.body.code];
    for (const route of ROUTES) {
      const url = `${route}?${range()}`;
      expect((await get(undefined, url)).status, route).toBe(401);
      for (const token of [member, player, trial]) expect(pick(await get(token, url)), route).toEqual([403, 'error.nonAgent']);
      // player21 is in agent02's branch, not agent03's; lusa's agent names redeprime's ids; an agent is not its own downline.
      expect(pick(await get(agent03, `${url}&downlineId=${ids.get('player21')}`)), route).toEqual([403, 'error.notYourDownline']);
      expect(pick(await get(lusaAgent, `${url}&downlineId=${ids.get('player11')}`, 'lusa')), route).toEqual([403, 'error.notYourDownline']);
      expect(pick(await get(agent01, `${url}&downlineId=${ids.get('agent01')}`)), route).toEqual([403, 'error.notYourDownline']);
      // Malformed: reversed range, a range over 92 days, a text id, a missing range.
      const now = server.clock.now().toISOString();
      expect((await get(agent01, `${route}?from=${encodeURIComponent(now)}&to=${encodeURIComponent(now)}`)).status, route).toBe(400);
      expect((await get(agent01, `${route}?${range(120)}`)).status, route).toBe(400);
      expect((await get(agent01, `${url}&downlineId=x`)).status, route).toBe(400);
      expect((await get(agent01, route)).status, route).toBe(400);
    }
    // lusa's agent reads its own team.
    expect((await get(lusaAgent, `${ROUTES[2]}?${range()}`, 'lusa')).status).toBe(200);
  });
});

describe('agent records: read from the ledger', { timeout: 60_000 }, () => {
  it('downline transactions: a downline\'s net over its whole history is its balance and the sum of its entries; pages add up to the totals; the type filter', async () => {
    const ids = await networkIds(server.db, TENANT);
    const agent01 = await tokenOf(server.app, TENANT, 'agent01', 'Agent2024');
    const ajv = new Ajv({ allErrors: true });
    const player41 = ids.get('player41')!;
    const url = `/wps/v2/agent/records/transactions?${range()}&downlineId=${player41}`;
    const first = await get(agent01, `${url}&pageSize=500`);
    expect(first.status).toBe(200);
    expect(ajv.validate(teamTransactionsValueSchema, first.body.value), ajv.errorsText()).toBe(true);
    const value = first.body.value;
    expect(value.total).toBeGreaterThan(20);
    expect(new Set(value.list.map((t: { account: string }) => t.account))).toEqual(new Set(['player41']));
    const sumOfEntries = await scalar(sql`select coalesce(sum(e.amount), 0)::text as v from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.tenant = ${TENANT} and a.member_id = ${player41} and a.asset = 'cash' and a.wallet = 'main'`);
    const balance = await scalar(sql`select balance::text as v from ledger_accounts where tenant = ${TENANT} and member_id = ${player41} and asset = 'cash' and wallet = 'main'`);
    const cents = (money: string) => BigInt(money.replace('.', ''));
    expect(cents(value.totals.net)).toBe(BigInt(sumOfEntries));
    expect(cents(value.totals.net)).toBe(BigInt(balance));
    expect(cents(value.totals.credit) - cents(value.totals.debit)).toBe(cents(value.totals.net));
    // Pages of 7: every row once, their amounts adding up to the net.
    let net = 0n;
    const seen = new Set<string>();
    for (let pageNo = 1; pageNo <= Math.ceil(value.total / 7); pageNo += 1) {
      const page = (await get(agent01, `${url}&pageSize=7&pageNo=${pageNo}`)).body.value;
      expect(page.total).toBe(value.total);
      for (const row of page.list) {
        seen.add(row.id);
        net += cents(row.amount);
      }
    }
    expect(seen.size).toBe(value.total);
    expect(net).toBe(cents(value.totals.net));
    // The type filter: only bets, each negative, fewer than all.
    const bets = (await get(agent01, `${url}&type=bet&pageSize=500`)).body.value;
    expect(bets.total).toBeGreaterThan(0);
    expect(bets.total).toBeLessThan(value.total);
    expect(bets.list.every((t: { type: string; amount: string }) => t.type === 'bet' && t.amount.startsWith('-'))).toBe(true);
    // agent02's branch holds player41 (under agent04) but not player31 (under agent03).
    const branch = (await get(agent01, `/wps/v2/agent/records/transactions?${range()}&downlineId=${ids.get('agent02')}&pageSize=500`)).body.value;
    const accounts = new Set(branch.list.map((t: { account: string }) => t.account));
    expect(accounts.has('player41')).toBe(true);
    expect(accounts.has('player31')).toBe(false);
  });

  it('team betting and profit and loss agree with each other and with the ledger\'s bet and win transfers of the team', async () => {
    const ids = await networkIds(server.db, TENANT);
    const agent02 = await tokenOf(server.app, TENANT, 'agent02', 'Agent2024');
    const ajv = new Ajv({ allErrors: true });
    const bets = await get(agent02, `/wps/v2/agent/records/bets?${range()}&pageSize=5`);
    expect(bets.status).toBe(200);
    expect(ajv.validate(teamBetsValueSchema, bets.body.value), ajv.errorsText()).toBe(true);
    expect(bets.body.value.list).toHaveLength(5);
    const statements = await get(agent02, `/wps/v2/agent/records/profitLoss?${range()}&pageSize=500`);
    expect(ajv.validate(teamProfitLossValueSchema, statements.body.value), ajv.errorsText()).toBe(true);
    const pl = statements.body.value;
    // agent02's team: agent04 and the players of both (player21.., player41..).
    const team = [...ids.entries()].filter(([account]) => /^player[24]/.test(account)).map(([, id]) => id);
    const sums = (await server.db.execute(sql`
      select coalesce(sum(t.amount) filter (where t.kind = 'bet'), 0)::text as stake, coalesce(sum(t.amount) filter (where t.kind = 'win'), 0)::text as win
      from ledger_transfers t join ledger_accounts a on a.id = case when t.kind = 'bet' then t.debit_account_id else t.credit_account_id end
      where t.tenant = ${TENANT} and a.tenant = ${TENANT} and a.wallet = 'main' and t.kind in ('bet', 'win') and a.member_id in (${sql.join(team.map((id) => sql`${id}`), sql`, `)})`)) as unknown as { rows: { stake: string; win: string }[] };
    const cents = (money: string) => BigInt(money.replace('.', ''));
    expect(cents(bets.body.value.totals.stake)).toBe(BigInt(sums.rows[0]!.stake));
    expect(cents(bets.body.value.totals.win)).toBe(BigInt(sums.rows[0]!.win));
    expect(pl.totals.stake).toBe(bets.body.value.totals.stake);
    expect(pl.totals.win).toBe(bets.body.value.totals.win);
    expect(pl.totals.count).toBe(bets.body.value.totals.count);
    // The statement's rows add up to its totals, and each row's arithmetic holds.
    expect(pl.list.reduce((acc: bigint, r: { stake: string }) => acc + cents(r.stake), 0n)).toBe(cents(pl.totals.stake));
    for (const r of pl.list) {
      expect(cents(r.profit), r.account).toBe(cents(r.win) - cents(r.stake));
      expect(cents(r.houseResult), r.account).toBe(cents(r.stake) - cents(r.win) - cents(r.bonus));
    }
    expect(pl.list.map((r: { account: string }) => r.account)).toContain('player41');
    expect(pl.list.some((r: { account: string }) => r.account === 'player31')).toBe(false);
    // One downline: its rounds only; a game type: that type only.
    const one = (await get(agent02, `/wps/v2/agent/records/bets?${range()}&downlineId=${ids.get('player21')}&pageSize=50`)).body.value;
    expect(one.list.every((b: { account: string }) => b.account === 'player21')).toBe(true);
    const statement21 = pl.list.find((r: { account: string }) => r.account === 'player21');
    expect(one.totals.stake).toBe(statement21.stake);
    const type = one.list[0].gameType as string;
    const ofType = (await get(agent02, `/wps/v2/agent/records/bets?${range()}&downlineId=${ids.get('player21')}&gameType=${type}&pageSize=50`)).body.value;
    expect(ofType.total).toBeGreaterThan(0);
    expect(ofType.list.every((b: { gameType: string }) => b.gameType === type)).toBe(true);
  });
});

describe('announcements for agents', { timeout: 30_000 }, () => {
  it('answers the tenant\'s agent announcements in the language asked, newest first, to agents only', async () => {
    const member = await tokenOf(server.app, TENANT, 'demo', 'Demo2024');
    const trial = await trialToken(TENANT);
    const agent01 = await tokenOf(server.app, TENANT, 'agent01', 'Agent2024');
    const url = '/wps/v2/agent/announcements';
    expect((await get(undefined, url)).status).toBe(401);
    for (const token of [member, trial]) {
      const r = await get(token, url);
      expect([r.status, r.body.code]).toEqual([403, 'error.nonAgent']);
    }
    const pt = (await get(agent01, url)).body.value;
    expect(pt.totalCount).toBe(3);
    expect(pt.list.map((a: { id: number }) => a.id)).toEqual([3, 2, 1]);
    expect(pt.list[2].title).toBe('Novo relatório de receitas');
    const en = (await get(agent01, `${url}?language=en&pageSize=2&pageNo=2`)).body.value;
    expect(en).toMatchObject({ pageNo: 2, totalPages: 2, totalCount: 3 });
    expect(en.list.map((a: { title: string }) => a.title)).toEqual(['New revenue report']);
    expect((await get(agent01, `${url}?pageSize=0`)).status).toBe(400);
    expect((await get(agent01, `${url}?language=<b>`)).status).toBe(400);
  });
});

describe('registering a downline', { timeout: 30_000 }, () => {
  const register = async (token: string | undefined, body: unknown, tenant = TENANT) => {
    const r = await encryptedCall(server.app, 'POST', '/wps/v2/agent/register', { tenant, ...(token ? { token } : {}) }, body);
    return { status: r.statusCode, body: json<Body>(r) };
  };

  it('registers a member or an agent under the caller with the tenant\'s rules; the tree shows it; others are refused', async () => {
    const member = await tokenOf(server.app, TENANT, 'demo', 'Demo2024');
    const trial = await trialToken(TENANT);
    const agent03 = await tokenOf(server.app, TENANT, 'agent03', 'Agent2024');
    const good = { kind: 'member', username: 'newdown1', password: 'Zq8!kLm2', confirmPassword: 'Zq8!kLm2', nickname: 'New one' };
    expect((await register(undefined, good)).status).toBe(401);
    for (const token of [member, trial]) {
      const r = await register(token, good);
      expect([r.status, r.body.code]).toEqual([403, 'error.nonAgent']);
    }
    // Malformed, against the rules, or taken: refused with a reason.
    expect((await register(agent03, { ...good, kind: 'boss' })).status).toBe(400);
    const short = await register(agent03, { ...good, username: 'ab' });
    expect([short.status, short.body.code]).toEqual([400, 'error.invalidRequest']);
    expect(short.body.value.fields).toEqual(['username']);
    const mismatch = await register(agent03, { ...good, confirmPassword: 'Zq8!kLm3' });
    expect(mismatch.body.value.fields).toEqual(['confirmPassword']);
    expect((await register(agent03, { ...good, password: 'password1', confirmPassword: 'password1' })).status).toBe(400);
    const taken = await register(agent03, { ...good, username: 'player11' });
    expect([taken.status, taken.body.code]).toEqual([409, 'error.usernameTaken']);

    const made = await register(agent03, good);
    expect(made.status).toBe(200);
    expect(made.body.value).toMatchObject({ account: 'newdown1', isAgent: false });
    const agent = await register(agent03, { ...good, kind: 'agent', username: 'newagent1' });
    expect(agent.body.value).toMatchObject({ account: 'newagent1', isAgent: true });
    const tree = (await get(agent03, '/wps/v2/agent/downlines')).body.value.list;
    expect(tree.find((d: { account: string }) => d.account === 'newdown1')).toMatchObject({ depth: 1, parent: 'agent03', isAgent: false, nickname: 'New one' });
    expect(tree.find((d: { account: string }) => d.account === 'newagent1')).toMatchObject({ depth: 1, parent: 'agent03', isAgent: true });
    // agent01 sees them one level further down; another tenant's agent registering the same name gets its own.
    const agent01 = await tokenOf(server.app, TENANT, 'agent01', 'Agent2024');
    expect((await get(agent01, '/wps/v2/agent/downlines?search=newdown1')).body.value.list[0]).toMatchObject({ depth: 2, parent: 'agent03' });
    const lusaAgent = await tokenOf(server.app, 'lusa', 'agent01', 'Agent2024');
    const lusa = await register(lusaAgent, good, 'lusa');
    expect(lusa.status).toBe(200);
    expect((await get(agent03, '/wps/v2/agent/downlines?search=newdown1')).body.value.total).toBe(1);
    // The new downline signs in; it is told to choose its own password.
    const signIn = await login(server.app, { tenant: TENANT }, 'newdown1', 'Zq8!kLm2');
    expect(signIn.statusCode).toBe(200);
    expect(json<Body>(signIn).value.firstTimeLogin).toBe(true);
  });
});
