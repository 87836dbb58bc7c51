/**
 * The pruning pass (server/ops/prune.ts) on PGlite and PostgreSQL: what is expired by the server's
 * clock goes, what still counts stays, batches are bounded, and a kind another instance is pruning
 * (its advisory lock held) is skipped.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attempts, captchas, usedChallenges, verificationCodes } from '../modules/security/schema';
import { chatTickets } from '../modules/messages/chatSchema';
import { pushSockets } from '../modules/messages/pushSchema';
import { sessions } from '../modules/members/schema';
import { useTestServer } from '../testing/testApp';
import { PRUNED_KINDS, pruneExpired } from './prune';

const server = useTestServer();
const TENANT = 'prune-test';
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

function ago(now: Date, ms: number): Date {
  return new Date(now.getTime() - ms);
}

async function count(table: string): Promise<number> {
  const result = (await server.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.raw(table === 'used_challenges' ? `signature like '${TENANT}%'` : `tenant = '${TENANT}'`)}`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
}

/** For each kind: rows that are expired (`old`) and rows that still count (`live`), at the clock's instant. */
async function plant(now: Date, tag: string): Promise<void> {
  const db = server.db;
  await db.insert(attempts).values([
    { tenant: TENANT, key: `old-${tag}`, count: 3, windowStart: ago(now, 2 * DAY) },
    // An old window whose lock still holds stays.
    { tenant: TENANT, key: `locked-${tag}`, count: 5, windowStart: ago(now, 2 * DAY), lockedUntil: new Date(now.getTime() + 5 * MIN) },
    { tenant: TENANT, key: `live-${tag}`, count: 1, windowStart: ago(now, 10 * MIN) },
  ]);
  await db.insert(captchas).values([
    { id: `old-${tag}`, tenant: TENANT, answerHash: 'x', expiresAt: ago(now, MIN) },
    { id: `live-${tag}`, tenant: TENANT, answerHash: 'x', expiresAt: new Date(now.getTime() + MIN) },
  ]);
  await db.insert(usedChallenges).values([
    { signature: `${TENANT}-old-${tag}`, expiresAt: ago(now, MIN) },
    { signature: `${TENANT}-live-${tag}`, expiresAt: new Date(now.getTime() + MIN) },
  ]);
  await db.insert(verificationCodes).values([
    { tenant: TENANT, purpose: 'login', target: tag, codeHash: 'x', expiresAt: ago(now, 2 * DAY), createdAt: ago(now, 2 * DAY) },
    { tenant: TENANT, purpose: 'login', target: tag, codeHash: 'x', expiresAt: ago(now, MIN), createdAt: ago(now, 6 * MIN) },
  ]);
  await db.insert(chatTickets).values([
    { ticketHash: `${TENANT}-old-${tag}`, tenant: TENANT, memberId: 1, room: 'lobby', expiresAt: ago(now, 2 * DAY) },
    { ticketHash: `${TENANT}-live-${tag}`, tenant: TENANT, memberId: 1, room: 'lobby', expiresAt: ago(now, MIN) },
  ]);
  const session = (hash: string, memberId: number, createdAt: Date, extra: Partial<typeof sessions.$inferInsert> = {}) => ({
    tokenHash: `${TENANT}-${hash}-${tag}`, tenant: TENANT, memberId, createdAt, expiresAt: new Date(createdAt.getTime() + DAY), lastSeenAt: createdAt, ...extra,
  });
  await db.insert(sessions).values([
    // Member 1: two long-ended sessions and a newer one: the two old go.
    session('old1', 1, ago(now, 60 * DAY)),
    session('old2', 1, ago(now, 50 * DAY), { revokedAt: ago(now, 50 * DAY) }),
    session('recent', 1, ago(now, 10 * DAY)),
    // Member 2: only a long-ended session, the last login the team view shows: it stays.
    session('only', 2, ago(now, 60 * DAY)),
  ]);
  await db.insert(pushSockets).values([
    { id: randomUUID(), tenant: TENANT, memberId: 1, openedAt: ago(now, 10 * MIN), seenAt: ago(now, 5 * MIN) },
    { id: randomUUID(), tenant: TENANT, memberId: 1, openedAt: ago(now, 10 * MIN), seenAt: ago(now, 10_000) },
  ]);
}

describe('pruning what only grows', () => {
  it('deletes what is expired by the server clock and keeps what still counts', async () => {
    const now = server.clock.now();
    await plant(now, 'a');
    const deleted = await pruneExpired(server.db, now);
    expect(deleted).toMatchObject({ attempts: 1, captchas: 1, usedChallenges: 1, verificationCodes: 1, chatTickets: 1, sessions: 2, pushSockets: 1 });
    expect(await count('attempts')).toBe(2);
    expect(await count('captchas')).toBe(1);
    expect(await count('used_challenges')).toBe(1);
    expect(await count('verification_codes')).toBe(1);
    expect(await count('chat_tickets')).toBe(1);
    expect(await count('sessions')).toBe(2);
    expect(await count('push_sockets')).toBe(1);
    // The clock, not the database's or the machine's time, decides: a day later the rest has expired too.
    server.clock.set(new Date(now.getTime() + 60 * DAY));
    const later = await pruneExpired(server.db, server.clock.now());
    expect(later).toMatchObject({ attempts: 2, captchas: 1, usedChallenges: 1, verificationCodes: 1, chatTickets: 1, pushSockets: 1 });
    // Each member's latest session stays whatever its age.
    expect(await count('sessions')).toBe(2);
  });

  it('deletes in bounded batches', async () => {
    const now = server.clock.now();
    await server.db.insert(captchas).values(Array.from({ length: 7 }, (_, i) => ({ id: `batch-${i}`, tenant: TENANT, answerHash: 'x', expiresAt: ago(now, MIN) })));
    const batches: number[] = [];
    const first = await pruneExpired(server.db, now, { batch: 3, maxBatches: 2, onBatch: (kind, n) => kind === 'captchas' && batches.push(n) });
    expect(first.captchas).toBe(6);
    expect(batches).toEqual([3, 3]);
    expect((await pruneExpired(server.db, now, { batch: 3, maxBatches: 2 })).captchas).toBe(1);
  });

  it('skips a kind while another instance prunes it (its advisory lock is held)', async () => {
    if (server.databaseUrl === undefined) return; // PGlite runs one transaction at a time: no second instance.
    const now = server.clock.now();
    await plant(now, 'b');
    const pg = await import('pg');
    const other = new pg.default.Client({ connectionString: server.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(`SELECT pg_advisory_xact_lock(hashtext('prune:captchas'))`);
      const deleted = await pruneExpired(server.db, now);
      expect(deleted.captchas).toBe(0);
      expect(deleted.attempts).toBe(1);
      await other.query('COMMIT');
      expect((await pruneExpired(server.db, now)).captchas).toBe(1);
    } finally {
      await other.end();
    }
    expect(PRUNED_KINDS).toHaveLength(7);
  });
});
