/** The push sockets' cap across instances: seats, evictions oldest first, expiry, refresh and release. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/testApp';
import { PUSH_SOCKET_TTL_MS, leavePushSocket, refreshPushSockets, seatPushSocket, seatedPushSockets } from './pushSockets';

const server = useTestServer();
const CAP = 5;
// Members no seeded row or other test uses.
let nextMember = 900_000 + Math.floor(Math.random() * 1000) * 10;
const freshMember = () => ++nextMember;

describe('push socket seats', () => {
  it('keeps a member within the cap: the sixth seat gives up the oldest, and only that member\'s', async () => {
    const member = freshMember();
    const other = freshMember();
    const t0 = server.clock.now().getTime();
    const ids = Array.from({ length: CAP + 2 }, () => randomUUID());
    for (let i = 0; i < CAP; i++) expect(await seatPushSocket(server.db, 'lusa', member, ids[i]!, CAP, new Date(t0 + i))).toEqual([]);
    const otherSeat = randomUUID();
    expect(await seatPushSocket(server.db, 'lusa', other, otherSeat, CAP, new Date(t0))).toEqual([]);
    // The same member on another tenant is another member.
    expect(await seatPushSocket(server.db, 'redeprime', member, randomUUID(), CAP, new Date(t0))).toEqual([]);

    expect(await seatPushSocket(server.db, 'lusa', member, ids[CAP]!, CAP, new Date(t0 + 10))).toEqual([ids[0]]);
    expect(await seatedPushSockets(server.db, 'lusa', member)).toEqual(ids.slice(1, CAP + 1));
    expect(await seatedPushSockets(server.db, 'lusa', other)).toEqual([otherSeat]);

    // A cap of 2 (a tenant could choose fewer) gives up the oldest ones, oldest first, never the new seat.
    expect(await seatPushSocket(server.db, 'lusa', member, ids[CAP + 1]!, 2, new Date(t0 + 20))).toEqual(ids.slice(1, CAP));
    expect(await seatedPushSockets(server.db, 'lusa', member)).toEqual([ids[CAP], ids[CAP + 1]]);
  });

  it('drops seats a stopped instance left once they expire; refreshed ones stay', async () => {
    const member = freshMember();
    const t0 = server.clock.now().getTime();
    const [stale, alive, late] = [randomUUID(), randomUUID(), randomUUID()];
    await seatPushSocket(server.db, 'lusa', member, stale, CAP, new Date(t0));
    await seatPushSocket(server.db, 'lusa', member, alive, CAP, new Date(t0 + 1));
    await refreshPushSockets(server.db, [alive], new Date(t0 + PUSH_SOCKET_TTL_MS));
    expect(await seatPushSocket(server.db, 'lusa', member, late, CAP, new Date(t0 + PUSH_SOCKET_TTL_MS + 2))).toEqual([]);
    expect(await seatedPushSockets(server.db, 'lusa', member)).toEqual([alive, late]);
  });

  it('forgets a closed socket\'s seat', async () => {
    const member = freshMember();
    const [a, b] = [randomUUID(), randomUUID()];
    await seatPushSocket(server.db, 'lusa', member, a, CAP, server.app.clock.now());
    await seatPushSocket(server.db, 'lusa', member, b, CAP, server.app.clock.now());
    await leavePushSocket(server.db, a);
    expect(await seatedPushSockets(server.db, 'lusa', member)).toEqual([b]);
  });
});
