/**
 * The responsible-gaming rules on the database (PGlite here; `responsibleGaming.pg.test.ts` holds
 * them under concurrency on PostgreSQL): limits with the 24-hour rule, the checks at the limit,
 * time-outs and self-exclusions that cannot be lifted early, and the reopen after a self-exclusion.
 * Time moves by passing later instants, never by waiting.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/connect';
import { DomainError } from '../../platform/domainError';
import { rowsOf } from '../../testing/postgres';
import { TEST_INSTANT } from '../../testing/testInstant';
import { assertMayPlay, assertWithinLimit, limitIn, limitsOf, playStatusOf, realityCheckOf, requestReopen, setLimit, setRealityCheck, startExclusion } from './responsibleGaming';

const T0 = new Date(TEST_INSTANT);
const at = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);
const BRT = -180;

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory' });
}, 60_000);
afterAll(async () => {
  await database.close();
});

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, code: error.code, value: error.value };
    throw error;
  }
  return undefined;
};

describe('limits', () => {
  const member = { tenant: 'lusa', memberId: 9001 };

  it('applies a decrease at once and an increase only 24 hours later, and keeps every change', async () => {
    const { db } = database;
    expect(await setLimit(db, { ...member, kind: 'deposit', period: 'week', value: 50_000, actor: 'player' }, at(0))).toEqual({ value: 50_000 });
    expect(await setLimit(db, { ...member, kind: 'deposit', period: 'week', value: 20_000, actor: 'player' }, at(1))).toEqual({ value: 20_000 });
    expect(await setLimit(db, { ...member, kind: 'deposit', period: 'week', value: 90_000, actor: 'player' }, at(2))).toEqual({ value: 20_000, pending: { value: 90_000, effectiveAt: at(26) } });
    expect(limitIn(await limitsOf(db, member, at(25.9)), 'deposit', 'week').value).toBe(20_000);
    expect(limitIn(await limitsOf(db, member, at(26)), 'deposit', 'week').value).toBe(90_000);
    // The rows as stored: none was overwritten.
    const rows = await rowsOf<{ old_value: string | null; new_value: string | null }>(database, sql`select old_value, new_value from rg_limit_changes where member_id = 9001 order by id`);
    expect(rows.map((r) => [r.old_value === null ? null : Number(r.old_value), r.new_value === null ? null : Number(r.new_value)])).toEqual([[null, 50_000], [50_000, 20_000], [20_000, 90_000]]);
  });

  it('refuses what would pass a limit in force, with the room left', async () => {
    const { db } = database;
    const m = { tenant: 'lusa', memberId: 9002 };
    await setLimit(db, { ...m, kind: 'deposit', period: 'day', value: 10_000, actor: 'player' }, at(0));
    const used = async () => 7_000;
    await expect(assertWithinLimit(db, m, 'deposit', 3_000, at(1), BRT, used)).resolves.toBeUndefined();
    expect(await refusal(assertWithinLimit(db, m, 'deposit', 3_001, at(1), BRT, used))).toEqual({ kind: 'conflict', code: 'error.rgLimitReached', value: { kind: 'deposit', period: 'day', room: 3_000 } });
    // No limit of that kind: nothing is refused.
    await expect(assertWithinLimit(db, m, 'wager', 1_000_000, at(1), BRT, used)).resolves.toBeUndefined();
  });

  it('counts usage in the period of the tenant\'s local time', async () => {
    const { db } = database;
    const m = { tenant: 'lusa', memberId: 9003 };
    await setLimit(db, { ...m, kind: 'wager', period: 'day', value: 100, actor: 'player' }, at(0));
    const asked: string[] = [];
    await assertWithinLimit(db, m, 'wager', 1, new Date('2026-06-18T02:30:00Z'), BRT, async (period) => {
      asked.push(`${period.start.toISOString()} ${period.end.toISOString()}`);
      return 0;
    });
    // 02:30 UTC is 23:30 of the 17th in Brasília: the day that holds it starts at 03:00 UTC on the 17th.
    expect(asked).toEqual(['2026-06-17T03:00:00.000Z 2026-06-18T03:00:00.000Z']);
  });
});

describe('time-outs and self-exclusions', () => {
  it('pauses the player until the end, never earlier, and keeps the longer one', async () => {
    const { db } = database;
    const m = { tenant: 'lusa', memberId: 9010 };
    expect(await playStatusOf(db, m, at(0))).toEqual({ state: 'open' });
    expect(await startExclusion(db, { ...m, kind: 'timeout', duration: { days: 7 }, actor: 'player' }, at(0))).toEqual({ state: 'excluded', kind: 'timeout', endsAt: at(24 * 7) });
    // A shorter one does not shorten it.
    expect(await startExclusion(db, { ...m, kind: 'timeout', duration: { hours: 24 }, actor: 'player' }, at(1))).toEqual({ state: 'excluded', kind: 'timeout', endsAt: at(24 * 7) });
    expect(await refusal(assertMayPlay(db, m, at(24 * 7 - 1)))).toEqual({ kind: 'forbidden', code: 'error.rgExcluded', value: { kind: 'timeout', until: at(24 * 7).toISOString() } });
    await expect(assertMayPlay(db, m, at(24 * 7))).resolves.toBeUndefined();
  });

  it('refuses a duration the policy does not offer', async () => {
    const m = { tenant: 'lusa', memberId: 9011 };
    expect(await refusal(startExclusion(database.db, { ...m, kind: 'timeout', duration: { hours: 2 }, actor: 'player' }, at(0)))).toEqual({ kind: 'invalid', code: 'error.rgNotAllowed', value: undefined });
    expect(await refusal(startExclusion(database.db, { ...m, kind: 'selfExclusion', duration: { months: 1 }, actor: 'player' }, at(0)))).toMatchObject({ code: 'error.rgNotAllowed' });
  });

  it('keeps the account closed after a self-exclusion until a reopen request has waited 24 hours', async () => {
    const { db } = database;
    const m = { tenant: 'lusa', memberId: 9012 };
    const started = new Date('2026-01-10T12:00:00Z');
    await startExclusion(db, { ...m, kind: 'selfExclusion', duration: { months: 6 }, actor: 'player' }, started);
    const ended = new Date('2026-07-10T12:00:00Z');
    expect(await playStatusOf(db, m, new Date(ended.getTime() - 1))).toMatchObject({ state: 'excluded', kind: 'selfExclusion' });
    expect(await playStatusOf(db, m, ended)).toEqual({ state: 'closed' });
    expect(await refusal(assertMayPlay(db, m, ended))).toMatchObject({ kind: 'forbidden', code: 'error.rgClosed' });
    const asked = new Date('2026-07-11T09:00:00Z');
    expect(await requestReopen(db, m, asked)).toEqual({ state: 'closed', reopensAt: new Date('2026-07-12T09:00:00Z') });
    expect(await playStatusOf(db, m, new Date('2026-07-12T08:59:59Z'))).toMatchObject({ state: 'closed' });
    expect(await playStatusOf(db, m, new Date('2026-07-12T09:00:00Z'))).toEqual({ state: 'open' });
  });

  it('does not end an indefinite self-exclusion', async () => {
    const { db } = database;
    const m = { tenant: 'lusa', memberId: 9013 };
    await startExclusion(db, { ...m, kind: 'selfExclusion', duration: null, actor: 'player' }, at(0));
    expect(await playStatusOf(db, m, new Date('2099-01-01T00:00:00Z'))).toEqual({ state: 'excluded', kind: 'selfExclusion', endsAt: null });
  });
});

describe('the reality check', () => {
  it('answers the default until the player chooses one of the offered intervals', async () => {
    const m = { tenant: 'lusa', memberId: 9020 };
    expect(await realityCheckOf(database.db, m)).toBe(60);
    expect(await setRealityCheck(database.db, m, 30, at(0))).toBe(30);
    expect(await realityCheckOf(database.db, m)).toBe(30);
    expect(await refusal(setRealityCheck(database.db, m, 7, at(1)))).toMatchObject({ code: 'error.rgNotAllowed' });
  });
});
