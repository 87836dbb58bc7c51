/**
 * The points arithmetic, in integers only (bigint): earning from real bets and converting to cash.
 *
 * Earning: a bet of `stake` cents in a game type earning `rate` points per 100.00 adds
 * stake x rate to the member's running total (`weighted`); the points earned so far are
 * floor(weighted / WEIGHT_PER_POINT). Each bet books the difference, so a member's points are the
 * whole points of ALL their stakes together: the ratio is applied once to each cent staked, the
 * rounding (down) happens once on the running total, and the fraction waits for the next bet.
 *
 * Converting: only whole multiples of `convertPoints` convert, each worth `convertCents`, so the
 * conversion is exact (no rounding) and its cash is never negative.
 */

/** stake (cents) x rate (points per 100.00 = per 10,000 cents) / WEIGHT_PER_POINT = points. */
export const WEIGHT_PER_POINT = 10_000n;

/** The points a bet books: the whole points the running total completes by adding stake x rate. */
export function pointsOfBet(weightedBefore: bigint, stakeCents: bigint, rate: bigint): { points: bigint; weightedAfter: bigint } {
  if (weightedBefore < 0n || stakeCents < 0n || rate < 0n) throw new RangeError('points are earned from amounts of 0 or more');
  const weightedAfter = weightedBefore + stakeCents * rate;
  return { points: weightedAfter / WEIGHT_PER_POINT - weightedBefore / WEIGHT_PER_POINT, weightedAfter };
}

export interface ConversionRate {
  /** Points per conversion unit (above 0). */
  readonly convertPoints: bigint;
  /** Cents a conversion unit is worth (above 0). */
  readonly convertCents: bigint;
  /** The fewest points one conversion takes. */
  readonly minConvertPoints: bigint;
}

/** The cents `points` convert to, or undefined when they are not a whole multiple at or above the minimum. */
export function cashOfPoints(points: bigint, rate: ConversionRate): bigint | undefined {
  if (rate.convertPoints <= 0n || rate.convertCents <= 0n) throw new RangeError('a conversion rate is above 0');
  if (points <= 0n || points < rate.minConvertPoints || points % rate.convertPoints !== 0n) return undefined;
  return (points / rate.convertPoints) * rate.convertCents;
}

/** The largest number of points of a balance that converts (0 when below the minimum). */
export function convertibleOf(balance: bigint, rate: ConversionRate): bigint {
  if (balance <= 0n) return 0n;
  const whole = balance - (balance % rate.convertPoints);
  return whole >= rate.minConvertPoints && whole > 0n ? whole : 0n;
}
