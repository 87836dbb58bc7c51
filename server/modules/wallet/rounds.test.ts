/**
 * Real-mode rounds are the server's: the game page opens a round for its launch before any stake,
 * with its outcome drawn from the server's random source and stored; a spin settles that round once.
 * Round ids the player makes up, another member's or tenant's or game's round, an expired round and
 * a replay are refused with a 4xx and move no money. The draw's distribution holds the game's stated
 * return to player (RETURN_TO_PLAYER_BASIS_POINTS).
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../engine/profiles/seededRandom';
import { fixedClock } from '../../platform/clock';
import { TEST_INSTANT } from '../../testing/testInstant';
import { gameRounds } from '../catalogue/schema';
import { call, json } from '../../testing/apiClient';
import { fund, newMember } from '../../testing/realPlay';
import { hostOf, useTestServer } from '../../testing/testApp';
import { walletSettingsOf } from './settings';
import {
  OUTCOMES, OUTCOME_WEIGHTS, RETURN_TO_PLAYER_BASIS_POINTS, ROUND_MINUTES, cryptoRandom, drawMultiplier, launchOf, openRound, settleRound, type RandomSource,
} from '../catalogue/rounds';

const clock = fixedClock(TEST_INSTANT);
const server = useTestServer({ clock });
const app = () => server.app;

/** The outcome table's mean and variance of the win per unit staked, exactly from its weights. */
const MEAN = OUTCOMES.reduce((sum, o) => sum + o.weight * o.multiplier, 0) / OUTCOME_WEIGHTS;
const VARIANCE = OUTCOMES.reduce((sum, o) => sum + o.weight * o.multiplier ** 2, 0) / OUTCOME_WEIGHTS - MEAN ** 2;

/** A seeded source of integers in [0, max): the same draws in every run. */
function seededSource(seed: string): RandomSource {
  const next = seededRandom(seed);
  return (max) => Math.floor(next() * max);
}

describe('the draw', () => {
  it('states its return to player, exactly the outcome table\'s expected win per unit staked', () => {
    // 10 x 0 + 5 x 1 + 4 x 2 + 1 x 5 = 18 of 20: 90.00 %, in integers (no rounding).
    expect(OUTCOMES.reduce((sum, o) => sum + o.weight * o.multiplier, 0) * 10_000).toBe(RETURN_TO_PLAYER_BASIS_POINTS * OUTCOME_WEIGHTS);
    expect(RETURN_TO_PLAYER_BASIS_POINTS).toBe(9_000);
  });

  it('maps the source\'s whole range onto the table, and refuses a source that answers outside it', () => {
    const counts = new Map<number, number>();
    for (let n = 0; n < OUTCOME_WEIGHTS; n++) {
      const m = drawMultiplier(() => n);
      counts.set(m, (counts.get(m) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(OUTCOMES.map((o) => [o.multiplier, o.weight])));
    for (const bad of [-1, OUTCOME_WEIGHTS, 1.5, Number.NaN]) expect(() => drawMultiplier(() => bad)).toThrow(/outside its range/);
  });

  it('pays the stated return over many rounds (seeded source: within 4 standard errors, and each outcome\'s share)', () => {
    const rounds = 200_000;
    const random = seededSource('game rounds: return to player');
    const seen = new Map<number, number>();
    let paid = 0;
    for (let i = 0; i < rounds; i++) {
      const m = drawMultiplier(random);
      paid += m;
      seen.set(m, (seen.get(m) ?? 0) + 1);
    }
    // The paid share of the stakes: its standard error is sqrt(variance / rounds), about 0.0027 here.
    const standardError = Math.sqrt(VARIANCE / rounds);
    expect(Math.abs(paid / rounds - RETURN_TO_PLAYER_BASIS_POINTS / 10_000)).toBeLessThan(4 * standardError);
    for (const outcome of OUTCOMES) {
      const p = outcome.weight / OUTCOME_WEIGHTS;
      expect(Math.abs((seen.get(outcome.multiplier) ?? 0) / rounds - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / rounds));
    }
  });

  it('pays the stated return from node:crypto too (6 standard errors: a false alarm about once in 500 million runs)', () => {
    const rounds = 100_000;
    let paid = 0;
    for (let i = 0; i < rounds; i++) paid += drawMultiplier(cryptoRandom);
    expect(Math.abs(paid / rounds - RETURN_TO_PLAYER_BASIS_POINTS / 10_000)).toBeLessThan(6 * Math.sqrt(VARIANCE / rounds));
  });
});

// ---- The game page's rounds ----------------------------------------------------------------------

interface Form { action: string; fields: Record<string, string> }

function formOf(html: string): Form {
  const action = /<form class="spin" method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no spin form on the page');
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
  return { action: action.replace(/&amp;/g, '&'), fields };
}

/** A funded member of `tenant` and the game page of its launch of the tenant's `index`-th RNG game. */
async function player(tenant: string, amount = '100', index = 0): Promise<{ token: string; page: string; nodeId: string }> {
  const token = await newMember(app(), tenant, 'round');
  if (amount !== '0') await fund(app(), tenant, token, amount);
  return { token, ...await launched(tenant, token, index) };
}

async function launched(tenant: string, token: string, index: number): Promise<{ page: string; nodeId: string }> {
  const list = json<{ value: { games: { nodeId: string }[] } }>(await call(app(), 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=2', { tenant, token })).value.games;
  const nodeId = list[index]!.nodeId;
  const url = json<{ value: { url: string } }>(await call(app(), 'GET', `/wps/game/launchGame?nodeId=${nodeId}`, { tenant, token })).value.url;
  return { page: url.replace(/^\/cdn\/launch\d+\/game/, '/demo-game'), nodeId };
}

async function open(tenant: string, page: string): Promise<Form> {
  const response = await app().inject({ method: 'GET', url: page, headers: hostOf(tenant) });
  expect(response.statusCode).toBe(200);
  return formOf(response.body);
}

function spin(tenant: string, form: Form, change: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app().inject({
    method: 'POST', url: form.action, headers: { ...hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form.fields, stake: '1000', ...change }).toString(),
  });
}

/** The balance call's decimal string as a number, to compare with round arithmetic. */
async function balance(tenant: string, token: string): Promise<number> {
  return Number(json<{ value: { balance: string } }>(await call(app(), 'GET', '/wps/v2/wallets/balance', { tenant, token })).value.balance);
}

/** Every transfer and idempotency key of the tenant: what a refused spin must leave as it was. */
async function books(tenant: string): Promise<{ transfers: number; keys: number }> {
  const result = (await app().db.execute(sql`
    select (select count(*) from ledger_transfers where tenant = ${tenant})::int as transfers,
           (select count(*) from idempotency_keys where tenant = ${tenant})::int as keys`)) as unknown as { rows: { transfers: number; keys: number }[] };
  return result.rows[0]!;
}

async function roundRow(id: string) {
  const [row] = await app().db.select().from(gameRounds).where(eq(gameRounds.id, id));
  return row;
}

/** What the game paid before rounds were the server's: the win from sha256 of the posted round id. */
function oldMultiplier(round: string): number {
  const n = createHash('sha256').update(round).digest()[0]! % 20;
  return n < 10 ? 0 : n < 15 ? 1 : n < 19 ? 2 : 5;
}

describe('the game page\'s rounds', () => {
  it('opens the round on the server before any stake, with its outcome drawn and stored, and settles it once at that outcome', async () => {
    const tenant = 'lusa';
    const { token, page } = await player(tenant);
    const form = await open(tenant, page);
    const round = form.fields['round']!;
    const opened = await roundRow(round);
    expect(opened).toMatchObject({ tenant, status: 'open', settledAt: null, stake: null, win: null });
    expect(OUTCOMES.map((o) => o.multiplier as number)).toContain(opened!.multiplier);
    expect(opened!.expiresAt.getTime() - opened!.openedAt.getTime()).toBe(ROUND_MINUTES * 60_000);
    // Loading the page again shows the same open round: one per launch.
    expect((await open(tenant, page)).fields['round']).toBe(round);
    const response = await spin(tenant, form);
    expect(response.statusCode).toBe(303);
    const settled = await roundRow(round);
    expect(settled).toMatchObject({ status: 'settled', stake: 1000n, win: 1000n * BigInt(opened!.multiplier), multiplier: opened!.multiplier });
    expect(await balance(tenant, token)).toBeCloseTo(100 - 10 + 10 * opened!.multiplier, 2);
    // The next page load opens a new round.
    expect((await open(tenant, page)).fields['round']).not.toBe(round);
  });

  it('the attack: round ids chosen offline to win (5 at x5, 2 losing) are refused and gain nothing', async () => {
    const tenant = 'lusa';
    const { token, page } = await player(tenant);
    const form = await open(tenant, page);
    const winners: string[] = [];
    const losers: string[] = [];
    for (let i = 0; winners.length < 5 || losers.length < 2; i++) {
      const id = `Rchosen${i.toString().padStart(6, '0')}`;
      const m = oldMultiplier(id);
      if (m === 5 && winners.length < 5) winners.push(id);
      if (m === 0 && losers.length < 2) losers.push(id);
    }
    const before = await books(tenant);
    const statuses: number[] = [];
    for (const round of [...winners.slice(0, 3), losers[0]!, ...winners.slice(3), losers[1]!]) statuses.push((await spin(tenant, form, { round })).statusCode);
    // Before, these 7 spins of 10.00 took 100.00 to 280.00 (5 x 40.00 won, 2 x 10.00 lost).
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(await balance(tenant, token)).toBe(100);
    expect(await books(tenant)).toEqual(before);
    // The page's own round is untouched by them and still plays.
    expect((await spin(tenant, form)).statusCode).toBe(303);
  });

  it('refuses an unknown round, another member\'s, another game\'s and another tenant\'s with a 404, moving no money', async () => {
    const tenant = 'lusa';
    const alice = await player(tenant);
    const bob = await player(tenant);
    const alicesForm = await open(tenant, alice.page);
    const bobsRound = (await open(tenant, bob.page)).fields['round']!;
    // Alice's launch of another game, and a member of another tenant with a round of its own.
    const aliceOther = await launched(tenant, alice.token, 1);
    const othersForm = await open(tenant, aliceOther.page);
    const carol = await player('redeprime');
    const carolsForm = await open('redeprime', carol.page);
    const before = { lusa: await books(tenant), redeprime: await books('redeprime') };
    const refused = async (response: Promise<LightMyRequestResponse>) => {
      const r = await response;
      return [r.statusCode, json(r).code];
    };
    expect(await refused(spin(tenant, alicesForm, { round: 'RneverIssuedByTheServer' }))).toEqual([404, 'error.notFound']);
    expect(await refused(spin(tenant, alicesForm, { round: bobsRound }))).toEqual([404, 'error.notFound']);
    expect(await refused(spin(tenant, alicesForm, { round: othersForm.fields['round']! }))).toEqual([404, 'error.notFound']);
    expect(await refused(spin('redeprime', carolsForm, { round: alicesForm.fields['round']! }))).toEqual([404, 'error.notFound']);
    expect(await refused(spin(tenant, alicesForm, { round: carolsForm.fields['round']! }))).toEqual([404, 'error.notFound']);
    expect({ lusa: await books(tenant), redeprime: await books('redeprime') }).toEqual(before);
    expect([await balance(tenant, alice.token), await balance(tenant, bob.token), await balance('redeprime', carol.token)]).toEqual([100, 100, 100]);
    // Each round still belongs to its own launch: none was spent by the refusals.
    for (const [t, form] of [[tenant, alicesForm], [tenant, othersForm], ['redeprime', carolsForm]] as const) expect((await spin(t, form)).statusCode).toBe(303);
    expect((await roundRow(bobsRound))!.status).toBe('open');
  });

  it('refuses an expired round with a 410 and no money moved, and the page it answers has a fresh round', async () => {
    const tenant = 'lusa';
    const { token, page } = await player(tenant);
    const form = await open(tenant, page);
    clock.advance(ROUND_MINUTES * 60_000 - 1);
    // A call keeps the member's session live: its idle time is read from the same clock.
    expect(await balance(tenant, token)).toBe(100);
    const stillOpen = await open(tenant, page);
    expect(stillOpen.fields['round']).toBe(form.fields['round']);
    clock.advance(1);
    const before = await books(tenant);
    const expired = await spin(tenant, form);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('Esta rodada expirou');
    expect(await books(tenant)).toEqual(before);
    expect(await balance(tenant, token)).toBe(100);
    const fresh = formOf(expired.body);
    expect(fresh.fields['round']).not.toBe(form.fields['round']);
    expect((await roundRow(form.fields['round']!))!.status).toBe('expired');
    // Sent again, the expired round is still refused; the fresh one plays.
    expect((await spin(tenant, form)).statusCode).toBe(410);
    expect((await spin(tenant, fresh)).statusCode).toBe(303);
  });

  it('refuses a replayed round with a 409 (and another stake on it with a 422), moving no money', async () => {
    const tenant = 'lusa';
    const { token, page } = await player(tenant);
    const form = await open(tenant, page);
    expect((await spin(tenant, form)).statusCode).toBe(303);
    const after = { books: await books(tenant), balance: await balance(tenant, token) };
    const replay = await spin(tenant, form);
    expect(replay.statusCode).toBe(409);
    expect(replay.body).toContain('Esta rodada já foi jogada');
    const other = await spin(tenant, form, { stake: '500' });
    expect([other.statusCode, json(other).code]).toEqual([422, 'error.idempotencyKeyReused']);
    expect({ books: await books(tenant), balance: await balance(tenant, token) }).toEqual(after);
    expect(await roundRow(form.fields['round']!)).toMatchObject({ status: 'settled', stake: 1000n });
  });

  it('closes the round when the balance is short, books nothing, answers the same to a retry, and offers a fresh round', async () => {
    const tenant = 'lusa';
    const { token, page } = await player(tenant, '0');
    const form = await open(tenant, page);
    const before = await books(tenant);
    const short = await spin(tenant, form);
    expect([short.statusCode, short.headers.location]).toEqual([303, expect.stringContaining('insufficient=1')]);
    // Nothing booked; the round's key holds the refusal as its answer.
    expect(await books(tenant)).toEqual({ transfers: before.transfers, keys: before.keys + 1 });
    // The refusal is the round's answer: the round closes, and a retry of the same spin is refused the same way.
    expect((await roundRow(form.fields['round']!))!.status).toBe('expired');
    await fund(app(), tenant, token, '100');
    const retry = await spin(tenant, form);
    expect([retry.statusCode, retry.headers.location]).toEqual([303, expect.stringContaining('insufficient=1')]);
    expect((await roundRow(form.fields['round']!))!.status).toBe('expired');
    // The page offers a fresh round, which plays.
    const fresh = await open(tenant, page);
    expect(fresh.fields['round']).not.toBe(form.fields['round']);
    expect((await spin(tenant, fresh)).statusCode).toBe(303);
  });

  it('pays, over many settled rounds, exactly the outcomes drawn at their opening (seeded source), near the stated return', async () => {
    const tenant = 'lusa';
    // 400.00 covers every stake even if every round lost.
    const { page, nodeId } = await player(tenant, '400');
    const db = app().db;
    const settings = await walletSettingsOf(db, app().tenants.byCode.get(tenant)!);
    const launch = (await launchOf(db, tenant, new URL(page, 'http://launch').searchParams.get('token')!, nodeId, clock.now()))!;
    const game = { nodeId, gameName: 'Round test', vassalage: 'PG', gameType: 'RNG' };
    const rounds = 400;
    const expected = seededSource('settled rounds');
    let predicted = 0;
    for (let i = 0; i < rounds; i++) predicted += drawMultiplier(expected);
    // Each round is opened with the seeded source (the server passes node:crypto) and settled at 1.00.
    const random = seededSource('settled rounds');
    for (let i = 0; i < rounds; i++) {
      const round = await openRound(db, tenant, launch, nodeId, clock.now(), random);
      const result = await settleRound(db, settings, launch, game, round, 100n, clock.now());
      if (typeof result === 'string') throw new Error(`round ${i} refused: ${result}`);
    }
    const [sums] = (await db.execute(sql`
      select coalesce(sum(amount) filter (where kind = 'bet'), 0)::text as staked, coalesce(sum(amount) filter (where kind = 'win'), 0)::text as paid
      from ledger_transfers where tenant = ${tenant} and reference in (select id from game_rounds where launch_hash = ${launch.hash})`) as unknown as { rows: { staked: string; paid: string }[] }).rows;
    const staked = BigInt(sums!.staked);
    const paid = BigInt(sums!.paid);
    expect(staked).toBe(BigInt(rounds) * 100n);
    // The ledger paid exactly the multipliers drawn when the rounds opened...
    expect(paid).toBe(BigInt(predicted) * 100n);
    // ...and that share is within 4 standard errors of the stated return.
    expect(Math.abs(Number(paid) / Number(staked) - RETURN_TO_PLAYER_BASIS_POINTS / 10_000)).toBeLessThan(4 * Math.sqrt(VARIANCE / rounds));
    const rows = await db.select({ status: gameRounds.status }).from(gameRounds).where(and(eq(gameRounds.launchHash, launch.hash), eq(gameRounds.status, 'open')));
    expect(rows).toEqual([]);
  }, 120_000);
});
