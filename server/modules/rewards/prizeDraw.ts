/**
 * A raffle's drawn prize: a promotion with a prize table pays one of its amounts, chosen by weight
 * when the member claims (in the claim's transaction, so the idempotency key's stored answer and the
 * ledger keep the one draw; a repeated request replays it). The draw uses the operating system's
 * random source (crypto.randomInt); `prizeAt` maps a pick to its tier, so the arithmetic is tested
 * over every pick.
 */
import { randomInt } from 'node:crypto';

/** A tier of a prize table: an amount in minor units and its weight (its chance is weight / total). */
export interface PrizeTier {
  amount: bigint;
  weight: number;
}

/** The table as stored (reward_promotions.prizes): amounts as text, since JSON has no bigint. */
export interface StoredPrizeTier {
  amount: string;
  weight: number;
}

export function storedTiers(tiers: readonly PrizeTier[]): StoredPrizeTier[] {
  return tiers.map((tier) => ({ amount: tier.amount.toString(), weight: tier.weight }));
}

export function tiersOf(stored: readonly StoredPrizeTier[]): PrizeTier[] {
  return stored.map((tier) => ({ amount: BigInt(tier.amount), weight: tier.weight }));
}

export function totalWeight(tiers: readonly PrizeTier[]): number {
  return tiers.reduce((sum, tier) => sum + tier.weight, 0);
}

/** The tier a pick in [0, total weight) falls in: the tiers take consecutive runs of picks, in order. */
export function prizeAt(tiers: readonly PrizeTier[], pick: number): bigint {
  if (!Number.isInteger(pick) || pick < 0 || pick >= totalWeight(tiers)) throw new RangeError(`pick ${pick} outside the table`);
  let rest = pick;
  for (const tier of tiers) {
    if (rest < tier.weight) return tier.amount;
    rest -= tier.weight;
  }
  throw new RangeError('unreachable: the pick is below the total');
}

/** Draws one prize from the table. */
export function drawPrize(tiers: readonly PrizeTier[], pick: (max: number) => number = randomInt): bigint {
  return prizeAt(tiers, pick(totalWeight(tiers)));
}

/** The top prize of a table: what the promotion shows as "up to". */
export function topPrize(tiers: readonly PrizeTier[]): bigint {
  return tiers.reduce((top, tier) => (tier.amount > top ? tier.amount : top), 0n);
}
