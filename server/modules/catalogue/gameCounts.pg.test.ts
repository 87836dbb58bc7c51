/**
 * The lobby totals (game_counts) under concurrent catalogue writers on PostgreSQL: two connection
 * pools insert, move and delete games across shared groups at once, each statement touching its
 * groups in its own random order. The counts' triggers lock the rows they share in key order, so no
 * statement fails (no deadlock), and afterwards the counts are exactly a count of the games.
 * PostgreSQL project only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect';
import { openTwoPools, rowsOf, type TwoPools } from '../../testing/postgres';

let pools: TwoPools | undefined;
let a: Database;
let b: Database;

beforeAll(async () => {
  pools = await openTwoPools();
  ({ a, b } = pools);
}, 120_000);

afterAll(async () => {
  await pools?.close();
});

const VENDORS = ['AAA', 'BBB', 'CCC'];
const CLASSES = ['SLOT', 'FISHING'];

/** A small deterministic generator, so a failure can be run again as it was. */
function randomOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** One writer: statements of several games each, over groups in a shuffled order. */
async function writer(db: Database, name: string, seed: number, statements: number): Promise<void> {
  const random = randomOf(seed);
  const pick = <T,>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  let next = 0;
  for (let s = 0; s < statements; s++) {
    const kind = random();
    if (kind < 0.5 || next < 10) {
      const values = Array.from({ length: 6 }, () => {
        const i = next++;
        return sql`(${'conc'}, ${`${name}-${i}`}, ${`c${i}`}, ${`Game ${i}`}, 'RNG', ${pick(VENDORS)}, ${pick(CLASSES)}, '/x.svg', ${random() < 0.3}, ${random() < 0.2}, ${i})`;
      });
      await db.db.execute(sql`insert into games (tenant, node_id, game_code, game_name, game_type, vassalage, classification, icon, is_hot, is_new, position) values ${sql.join(values, sql`, `)}`);
    } else if (kind < 0.8) {
      // Moves a few of this writer's games to other groups (vendor, flags, classification).
      const ids = Array.from({ length: 4 }, () => `${name}-${Math.floor(random() * next)}`);
      await db.db.execute(sql`update games set vassalage = ${pick(VENDORS)}, is_hot = not is_hot, classification = ${pick(CLASSES)} where tenant = 'conc' and node_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    } else {
      const ids = Array.from({ length: 3 }, () => `${name}-${Math.floor(random() * next)}`);
      await db.db.execute(sql`delete from games where tenant = 'conc' and node_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    }
  }
}

describe('the lobby totals under concurrent catalogue writers', () => {
  it('no statement fails, and the counts are exactly a count of the games', async () => {
    const writers = [
      writer(a, 'a1', 1, 60), writer(a, 'a2', 2, 60), writer(a, 'a3', 3, 60),
      writer(b, 'b1', 4, 60), writer(b, 'b2', 5, 60), writer(b, 'b3', 6, 60),
    ];
    const outcomes = await Promise.allSettled(writers);
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    const kept = await rowsOf<Record<string, unknown>>(a, sql`select game_type, vassalage, classification, is_hot, is_new, games from game_counts where tenant = 'conc' order by 1, 2, 3, 4, 5`);
    const counted = await rowsOf<Record<string, unknown>>(a, sql`select game_type, vassalage, classification, is_hot, is_new, count(*)::integer as games from games where tenant = 'conc' group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
    expect(counted.length).toBeGreaterThan(6);
    expect(kept).toEqual(counted);
  }, 60_000);
});
