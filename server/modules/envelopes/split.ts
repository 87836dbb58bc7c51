/**
 * Splitting a red envelope's amount among its recipients, in integer minor units: the shares sum to
 * the amount exactly and each is at least 1 minor unit (so the amount needs at least as many minor
 * units as recipients).
 *
 * - equal: amount / n each, the remainder's minor units one each to the first shares (so two shares
 *   differ by at most 1);
 * - random: n - 1 distinct cut points drawn uniformly from 1 .. amount - 1; the gaps between them are
 *   the shares (every split into n positive parts is equally likely).
 */
import { randomBytes } from 'node:crypto';
import type { EnvelopeSplit } from '../../../schemas/api/envelopes';

/** A uniform integer in [0, below): the random source (injected by tests for a seeded run). */
export type RandomBelow = (below: bigint) => bigint;

/** Uniform in [0, below) from the system's random source (rejection sampling over 64 bits: no bias). */
export const cryptoBelow: RandomBelow = (below) => {
  if (below <= 0n) throw new RangeError(`a random integer needs a positive bound, got ${below}`);
  const space = 1n << 64n;
  const limit = space - (space % below);
  for (;;) {
    const value = randomBytes(8).readBigUInt64BE();
    if (value < limit) return value % below;
  }
};

export function splitAmount(amount: bigint, recipients: number, split: EnvelopeSplit, random: RandomBelow = cryptoBelow): bigint[] {
  if (!Number.isInteger(recipients) || recipients < 1) throw new RangeError(`an envelope has at least one recipient, got ${recipients}`);
  const n = BigInt(recipients);
  if (amount < n) throw new RangeError(`${amount} minor units cannot give ${recipients} recipients 1 each`);
  if (split === 'equal') {
    const base = amount / n;
    const extra = Number(amount % n);
    return Array.from({ length: recipients }, (_, i) => base + (i < extra ? 1n : 0n));
  }
  // n - 1 distinct cut points in 1 .. amount - 1 (Floyd's sampling: exactly n - 1 draws).
  const cuts = new Set<bigint>();
  const top = amount - 1n;
  for (let j = top - n + 2n; j <= top; j += 1n) {
    const pick = 1n + random(j);
    cuts.add(cuts.has(pick) ? j : pick);
  }
  const points = [0n, ...[...cuts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), amount];
  return points.slice(1).map((p, i) => p - points[i]!);
}
