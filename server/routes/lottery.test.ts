/** Lottery draws: made on each game's schedule, once per period, answered as the recent opened numbers on both paths. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../modules/catalogue/schema';
import { lotteryDraws } from '../modules/lottery/schema';
import { BACKFILL_PERIODS, drawDue, drawNumbers, drawRuleOf, periodOf } from '../modules/lottery/draws';
import { hostOf, useTestServer } from '../testing/testApp';
import { OPENED_NUMBERS_PATHS } from './lottery';

const server = useTestServer();

async function lotteryGame(tenant: string): Promise<{ gameCode: string; classification: string }> {
  const [game] = await server.db.select({ gameCode: games.gameCode, classification: games.classification }).from(games)
    .where(and(eq(games.tenant, tenant), eq(games.gameType, 'LOTT'))).limit(1);
  if (game === undefined) throw new Error(`${tenant} has no lottery game`);
  return game;
}

describe('draw rules', () => {
  it('draws the family\'s count from its range, distinct where the family wants it', () => {
    for (const family of ['SSC', '11X5', 'PK10', 'LHC', 'LF', 'unknown']) {
      const rule = drawRuleOf(family);
      for (let i = 0; i < 50; i += 1) {
        const numbers = drawNumbers(rule);
        expect(numbers).toHaveLength(rule.count);
        for (const n of numbers) expect(n >= rule.min && n <= rule.max, `${family} ${n}`).toBe(true);
        if (rule.distinct) expect(new Set(numbers).size).toBe(rule.count);
      }
    }
    // PK10 is an order of 1..10.
    expect(drawNumbers(drawRuleOf('PK10')).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('numbers the periods of a UTC day from 1, the draw at the period\'s start', () => {
    expect(periodOf(new Date('2026-11-25T00:00:30Z'), 60)).toEqual({ drawNo: '20261125-0001', drawnAt: new Date('2026-11-25T00:00:00Z') });
    expect(periodOf(new Date('2026-11-25T14:03:59Z'), 120)).toEqual({ drawNo: '20261125-0422', drawnAt: new Date('2026-11-25T14:02:00Z') });
  });
});

describe('scheduled draws', () => {
  it('draws each lottery game once per period, with a history the first time', async () => {
    const game = await lotteryGame('lusa');
    const now = new Date('2030-01-02T10:00:05Z');
    await drawDue(server.db, 'lusa', now);
    const count = async () => (await server.db.select({ id: lotteryDraws.id }).from(lotteryDraws)
      .where(and(eq(lotteryDraws.tenant, 'lusa'), eq(lotteryDraws.gameCode, game.gameCode)))).length;
    const first = await count();
    expect(first).toBeGreaterThanOrEqual(BACKFILL_PERIODS + 1);
    // The same period again (a second instance, or the next pass): nothing new.
    expect(await drawDue(server.db, 'lusa', new Date(now.getTime() + 1000))).toBe(0);
    expect(await count()).toBe(first);
    // The next period: one more draw per lottery game.
    await drawDue(server.db, 'lusa', new Date(now.getTime() + drawRuleOf(game.classification).seconds * 1000));
    expect(await count()).toBe(first + 1);
  });
});

describe('GET the opened numbers', () => {
  it.each(OPENED_NUMBERS_PATHS)('%s answers the recent draws newest first, for the tenant\'s own lottery game', async (path) => {
    const game = await lotteryGame('luckydraw');
    await drawDue(server.db, 'luckydraw', server.app.clock.now());
    const res = await server.app.inject({ method: 'GET', url: `${path}?gameCode=${game.gameCode}&limit=5`, headers: hostOf('luckydraw') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ success: true; value: { gameCode: string; intervalSeconds: number; draws: { drawNo: string; numbers: number[]; drawnAt: string }[] } }>();
    expect(body.value.gameCode).toBe(game.gameCode);
    expect(body.value.intervalSeconds).toBe(drawRuleOf(game.classification).seconds);
    expect(body.value.draws).toHaveLength(5);
    const times = body.value.draws.map((d) => Date.parse(d.drawnAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const draw of body.value.draws) expect(draw.numbers).toHaveLength(drawRuleOf(game.classification).count);
  });

  it('is a 404 for another tenant\'s game or a game that is no lottery, and a 400 for bad input', async () => {
    const other = await lotteryGame('luckydraw');
    const [slot] = await server.db.select({ gameCode: games.gameCode }).from(games).where(and(eq(games.tenant, 'lusa'), eq(games.gameType, 'RNG'))).limit(1);
    const path = OPENED_NUMBERS_PATHS[1];
    const lusaHasIt = (await server.db.select({ id: games.id }).from(games).where(and(eq(games.tenant, 'lusa'), eq(games.gameCode, other.gameCode)))).length > 0;
    if (!lusaHasIt) expect((await server.app.inject({ method: 'GET', url: `${path}?gameCode=${other.gameCode}`, headers: hostOf('lusa') })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `${path}?gameCode=${slot?.gameCode ?? 'none'}`, headers: hostOf('lusa') })).statusCode).toBe(404);
    for (const query of ['', '?gameCode=', '?gameCode=a%20b', '?gameCode=x&limit=0', '?gameCode=x&limit=31', '?gameCode=x&other=1']) {
      const res = await server.app.inject({ method: 'GET', url: `${path}${query}`, headers: hostOf('lusa') });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
