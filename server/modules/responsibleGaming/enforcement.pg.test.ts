/**
 * The responsible-gaming limits under concurrency on PostgreSQL, with two API instances on one
 * database (issue 38): 32 deposits, or 32 stakes, sent at once near a limit never pass it together.
 * Each request counts what the member used with the member's row locked (PGlite serialises
 * transactions and would hide the race, so this runs in the PostgreSQL project only).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, json } from '../../testing/apiClient';
import { fund, newMember } from '../../testing/realPlay';
import { deposit, launch, sendSpin, setLimit, spinForm } from '../../testing/rgPlay';
import { useTwoInstances } from '../../testing/testApp';

const { first, second } = useTwoInstances();
const tenant = 'lusa';
const N = 32;

const codeOf = (body: string) => (JSON.parse(body) as { code?: string }).code;

describe('limits on two instances', () => {
  it('accepts concurrent deposits up to the deposit limit and never past it', async () => {
    // Many pending deposits allowed, so only the deposit limit stops them.
    await first.db.execute(sql`update wallet_settings set max_pending_deposits = 1000 where tenant = ${tenant}`);
    const token = await newMember(first.app, tenant, 'rgpgdep');
    await setLimit(first.app, tenant, token, { kind: 'deposit', period: 'day', amount: '1000' });
    const sent = await Promise.all(Array.from({ length: N }, (_, i) => deposit(i % 2 === 0 ? first.app : second().app, tenant, token, '70')));
    const accepted = sent.filter((r) => r.statusCode === 200).length;
    expect(sent.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${codeOf(r.body)}`)).toEqual(Array(N - accepted).fill('409 error.rgLimitReached'));
    // 14 x 70 = 980: the 15th would pass 1000.
    expect(accepted).toBe(14);
    const list = json<{ value: { list: { amount: string }[] } }>(await call(second().app, 'GET', '/wps/v2/wallets/deposit/list?pageNo=1&pageSize=100', { tenant, token })).value.list;
    expect(list.reduce((sum, d) => sum + Number(d.amount), 0)).toBe(980);
  }, 120_000);

  it('accepts concurrent stakes up to the wager limit and never past it', async () => {
    const token = await newMember(first.app, tenant, 'rgpgwag');
    await fund(first.app, tenant, token, '100');
    await setLimit(first.app, tenant, token, { kind: 'wager', period: 'day', amount: '10' });
    // One open round per launch: 32 launches, each page's form ready before the stakes go out.
    const forms = [];
    for (let i = 0; i < N; i++) {
      const { page } = await launch(first.app, tenant, token);
      forms.push(await spinForm(first.app, tenant, page!, 100));
    }
    const sent = await Promise.all(forms.map((form, i) => sendSpin(i % 2 === 0 ? first.app : second().app, tenant, form)));
    const settled = sent.filter((r) => r.statusCode === 303).length;
    expect(sent.filter((r) => r.statusCode !== 303).map((r) => `${r.statusCode} ${codeOf(r.body)}`)).toEqual(Array(N - settled).fill('409 error.rgLimitReached'));
    expect(settled).toBe(10);
    const staked = await first.db.execute(sql`select coalesce(sum(stake), 0)::int as staked from game_rounds where tenant = ${tenant} and status = 'settled' and member_id = (select member_id from game_rounds where id = ${new URLSearchParams(forms[0]!.body).get('round')})`) as unknown as { rows: { staked: number }[] };
    expect(staked.rows[0]!.staked).toBe(1000);
  }, 180_000);
});
