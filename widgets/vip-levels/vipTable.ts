/**
 * The VIP level table. Until the account ledger records members' valid bets (another change), the
 * levels are this published table; the member's own level and progress come from the ledger then.
 * Amounts are integer minor units (cents), as every amount the server keeps.
 */
export interface VipLevel {
  readonly level: number;
  /** Lifetime valid bets that reach the level, in minor units. */
  readonly turnoverMinor: number;
  /** One-off bonus on reaching the level, in minor units. */
  readonly bonusMinor: number;
  /** Daily rebate on valid bets, in basis points (1/100 of a percent). */
  readonly rebateBasisPoints: number;
  readonly withdrawalsPerDay: number;
}

export const VIP_LEVELS: readonly VipLevel[] = [
  { level: 0, turnoverMinor: 0, bonusMinor: 0, rebateBasisPoints: 30, withdrawalsPerDay: 3 },
  { level: 1, turnoverMinor: 1_000_000, bonusMinor: 1_800, rebateBasisPoints: 40, withdrawalsPerDay: 5 },
  { level: 2, turnoverMinor: 5_000_000, bonusMinor: 8_800, rebateBasisPoints: 50, withdrawalsPerDay: 5 },
  { level: 3, turnoverMinor: 20_000_000, bonusMinor: 28_800, rebateBasisPoints: 60, withdrawalsPerDay: 8 },
  { level: 4, turnoverMinor: 100_000_000, bonusMinor: 88_800, rebateBasisPoints: 80, withdrawalsPerDay: 10 },
  { level: 5, turnoverMinor: 500_000_000, bonusMinor: 288_800, rebateBasisPoints: 100, withdrawalsPerDay: 20 },
];

/** A rate in basis points as a percentage with up to 2 decimals ('0.4%'). */
export function formatBasisPoints(basisPoints: number, language: 'pt' | 'en'): string {
  const text = (basisPoints / 100).toFixed(2).replace(/\.?0+$/, '');
  return `${language === 'pt' ? text.replace('.', ',') : text}%`;
}
