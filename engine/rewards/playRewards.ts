/**
 * What a member's real play earns outside promotions (SPEC sections 1 and 2: VIP, rescue task): the
 * VIP level reached by lifetime valid bets, and the rescue bonus a day's net loss returns. Shared by
 * the reference server, which computes both from the ledger, and the pages that publish the tables.
 * Amounts are integer minor units (bigint, as the ledger keeps them); rates are basis points.
 */

export interface VipLevel {
  readonly level: number;
  /** Lifetime valid bets that reach the level, in minor units. */
  readonly turnoverMinor: bigint;
  /** One-off bonus on reaching the level, in minor units. */
  readonly bonusMinor: bigint;
  /** Daily rebate on valid bets, in basis points (1/100 of a percent). */
  readonly rebateBasisPoints: number;
  readonly withdrawalsPerDay: number;
}

/** The published VIP table, lowest level first (level 0 from the first bet). */
export const VIP_LEVELS: readonly VipLevel[] = [
  { level: 0, turnoverMinor: 0n, bonusMinor: 0n, rebateBasisPoints: 30, withdrawalsPerDay: 3 },
  { level: 1, turnoverMinor: 1_000_000n, bonusMinor: 1_800n, rebateBasisPoints: 40, withdrawalsPerDay: 5 },
  { level: 2, turnoverMinor: 5_000_000n, bonusMinor: 8_800n, rebateBasisPoints: 50, withdrawalsPerDay: 5 },
  { level: 3, turnoverMinor: 20_000_000n, bonusMinor: 28_800n, rebateBasisPoints: 60, withdrawalsPerDay: 8 },
  { level: 4, turnoverMinor: 100_000_000n, bonusMinor: 88_800n, rebateBasisPoints: 80, withdrawalsPerDay: 10 },
  { level: 5, turnoverMinor: 500_000_000n, bonusMinor: 288_800n, rebateBasisPoints: 100, withdrawalsPerDay: 20 },
];

export interface VipStanding {
  readonly level: number;
  /** The next level and the valid bets still missing to reach it; absent at the top level. */
  readonly next?: { readonly level: number; readonly remainingMinor: bigint };
  /** Progress from this level's threshold to the next one's, in basis points (0..10000), rounded down. */
  readonly progressBasisPoints: number;
}

/** The level lifetime valid bets reach (a negative turnover counts as none). */
export function vipStanding(turnoverMinor: bigint, levels: readonly VipLevel[] = VIP_LEVELS): VipStanding {
  const turnover = turnoverMinor < 0n ? 0n : turnoverMinor;
  let index = 0;
  for (let i = 0; i < levels.length; i += 1) if ((levels[i] as VipLevel).turnoverMinor <= turnover) index = i;
  const current = levels[index] as VipLevel;
  const next = levels[index + 1];
  if (next === undefined) return { level: current.level, progressBasisPoints: 10_000 };
  const span = next.turnoverMinor - current.turnoverMinor;
  return {
    level: current.level,
    next: { level: next.level, remainingMinor: next.turnoverMinor - turnover },
    progressBasisPoints: Number(((turnover - current.turnoverMinor) * 10_000n) / span),
  };
}

export interface RescueTier {
  /** From this net loss of the day, in minor units. */
  readonly fromMinor: bigint;
  /** This share of the loss comes back, in basis points. */
  readonly basisPoints: number;
  /** At most this much, in minor units. */
  readonly capMinor: bigint;
}

/** The published rescue tiers, lowest first. */
export const RESCUE_TIERS: readonly RescueTier[] = [
  { fromMinor: 10_000n, basisPoints: 300, capMinor: 5_000n },
  { fromMinor: 100_000n, basisPoints: 500, capMinor: 50_000n },
  { fromMinor: 1_000_000n, basisPoints: 800, capMinor: 500_000n },
];

/**
 * The rescue bonus of a day's net loss (stakes minus wins; a day won returns nothing): the highest
 * tier the loss reaches, its share rounded down to the minor unit, at most the tier's cap.
 */
export function rescueBonus(netLossMinor: bigint, tiers: readonly RescueTier[] = RESCUE_TIERS): bigint {
  let tier: RescueTier | undefined;
  for (const t of tiers) if (netLossMinor >= t.fromMinor) tier = t;
  if (tier === undefined) return 0n;
  const share = (netLossMinor * BigInt(tier.basisPoints)) / 10_000n;
  return share < tier.capMinor ? share : tier.capMinor;
}
