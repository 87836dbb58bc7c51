/**
 * Lottery draws (SPEC section 7: the recent opened numbers of the lottery pages): the reference
 * server draws each lottery game (game types LOTT and ELOTT) on a schedule of its family, stores the
 * draw, and answers the opened numbers from the database. A draw is keyed by its game and period
 * (lottery_draws_game_period), so two instances drawing the same period keep one draw.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../db/connect';
import { startPeriodicPass, type PeriodicPass } from '../../platform/periodicPass';
import { classificationOfGameCode, gameCodesOfTypes } from '../catalogue/index';
import { lotteryDraws } from './schema';

export const LOTTERY_GAME_TYPES = ['LOTT', 'ELOTT'] as const;

/** How a family draws: seconds between draws, how many numbers, from which range, whether they may repeat. */
interface DrawRule { seconds: number; count: number; min: number; max: number; distinct: boolean }

const RULES: Record<string, DrawRule> = {
  SSC: { seconds: 60, count: 5, min: 0, max: 9, distinct: false },
  '11X5': { seconds: 120, count: 5, min: 1, max: 11, distinct: true },
  PK10: { seconds: 180, count: 10, min: 1, max: 10, distinct: true },
  LHC: { seconds: 300, count: 7, min: 1, max: 49, distinct: true },
  LF: { seconds: 120, count: 3, min: 0, max: 9, distinct: false },
};
const OTHER_RULE: DrawRule = { seconds: 120, count: 3, min: 0, max: 9, distinct: false };

/** The draw rule of a game's classification (its lottery family). */
export function drawRuleOf(classification: string): DrawRule {
  return RULES[classification.toUpperCase()] ?? OTHER_RULE;
}

/** Numbers of one draw: uniform from the rule's range (crypto.randomInt), distinct where the family wants it. */
export function drawNumbers(rule: DrawRule, pick: (min: number, maxExclusive: number) => number = randomInt): number[] {
  const numbers: number[] = [];
  while (numbers.length < rule.count) {
    const n = pick(rule.min, rule.max + 1);
    if (!rule.distinct || !numbers.includes(n)) numbers.push(n);
  }
  return numbers;
}

const DAY_MS = 86_400_000;

/** The period a moment falls in: its draw number and the moment the draw is made (the period's start). */
export function periodOf(now: Date, seconds: number): { drawNo: string; drawnAt: Date } {
  const ms = now.getTime();
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  const place = Math.floor((ms - day) / (seconds * 1000));
  const date = new Date(day).toISOString().slice(0, 10).replaceAll('-', '');
  return { drawNo: `${date}-${String(place + 1).padStart(4, '0')}`, drawnAt: new Date(day + place * seconds * 1000) };
}

/** How many past periods a game's first pass draws, so its page has a history at once. */
export const BACKFILL_PERIODS = 10;

/** Rows per INSERT of a draw pass (5 parameters each, far below PostgreSQL's 65,535). */
const DRAW_INSERT_ROWS = 1_000;

/**
 * Draws every lottery game of a tenant whose current period (and, the first time, the periods just
 * before it) has no draw yet. Returns how many draws it made.
 */
export async function drawDue(db: Db, tenant: string, now: Date): Promise<number> {
  const lottery = await gameCodesOfTypes(db, tenant, LOTTERY_GAME_TYPES);
  const rows = lottery.flatMap((game) => {
    const rule = drawRuleOf(game.classification);
    return Array.from({ length: BACKFILL_PERIODS + 1 }, (_, i) => periodOf(new Date(now.getTime() - i * rule.seconds * 1000), rule.seconds))
      .map((p) => ({ tenant, gameCode: game.gameCode, drawNo: p.drawNo, numbers: drawNumbers(rule).join(','), drawnAt: p.drawnAt }));
  });
  // Few statements (one per DRAW_INSERT_ROWS rows), not one per game: a pass over a big lottery
  // catalogue stays short, and the unique (tenant, game, draw) key still makes each draw once.
  let made = 0;
  for (let start = 0; start < rows.length; start += DRAW_INSERT_ROWS) {
    const inserted = await db.insert(lotteryDraws).values(rows.slice(start, start + DRAW_INSERT_ROWS)).onConflictDoNothing().returning({ id: lotteryDraws.id });
    made += inserted.length;
  }
  return made;
}

export interface OpenedNumbers {
  gameCode: string;
  intervalSeconds: number;
  draws: { drawNo: string; numbers: number[]; drawnAt: string }[];
}

/** The recent draws of one of the tenant's lottery games, newest first; undefined when the tenant has no such lottery game. */
export async function openedNumbers(db: Db, tenant: string, gameCode: string, limit: number): Promise<OpenedNumbers | undefined> {
  const classification = await classificationOfGameCode(db, tenant, gameCode, LOTTERY_GAME_TYPES);
  if (classification === undefined) return undefined;
  const rows = await db.select({ drawNo: lotteryDraws.drawNo, numbers: lotteryDraws.numbers, drawnAt: lotteryDraws.drawnAt }).from(lotteryDraws)
    .where(and(eq(lotteryDraws.tenant, tenant), eq(lotteryDraws.gameCode, gameCode)))
    .orderBy(desc(lotteryDraws.drawnAt)).limit(limit);
  return {
    gameCode,
    intervalSeconds: drawRuleOf(classification).seconds,
    draws: rows.map((r) => ({ drawNo: r.drawNo, numbers: r.numbers.split(',').map(Number), drawnAt: r.drawnAt.toISOString() })),
  };
}

/** The draw schedule: its passes (each returns how many draws it made), and how to stop it. */
export type LotteryScheduler = PeriodicPass;

/** Draws what is due for every tenant every `intervalMs` (and once at start). */
export function startLotteryScheduler(db: Db, tenants: readonly string[], clock: Clock, intervalMs = 5000): LotteryScheduler {
  const scheduler = startPeriodicPass('lottery draws', async (now) => {
    let drawn = 0;
    for (const tenant of tenants) drawn += await drawDue(db, tenant, now);
    return drawn;
  }, clock, intervalMs);
  scheduler.runOnce().catch((error: unknown) => console.error('lottery draws:', error));
  return scheduler;
}
