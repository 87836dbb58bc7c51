/**
 * The tier and rate arithmetic of agent contracts, in integer minor units (bigint) and basis points
 * (1 bp = 0.01 %). Rounding: a payout is rounded DOWN to the minor unit (the house never pays a
 * fraction of a cent; what is cut is below 1 cent per settlement).
 *
 * - A tier applies when the period reaches all of its thresholds (valid bet, profit and loss, active
 *   members); the applicable tier with the highest rate wins; none applies: rate 0.
 * - Dividend: gross revenue = the team's profit and loss for the house (stakes minus wins); fees =
 *   the tenant's platform fee on a positive gross (rounded down); net revenue = gross - bonus cost -
 *   fees; base = net + the carry-over (never positive). A positive base pays base x rate; a negative
 *   one pays nothing and, where the tenant carries losses over, is carried into the next period whole.
 * - Salaries (daily, hourly, real-time): base = the team's valid bet; pays base x rate; no carry-over.
 */
import type { ContractType } from '../../../schemas/domain';

export interface Tier {
  readonly validBet: bigint;
  readonly profitLoss: bigint;
  readonly activeMembers: number;
  readonly rateBp: number;
}

export interface PeriodFigures {
  /** Sum of the team's stakes in the period. */
  readonly validBet: bigint;
  /** The team's stakes minus its wins (what the house kept). */
  readonly profitLoss: bigint;
  /** Team members with at least one stake in the period. */
  readonly activeMembers: number;
  /** Bonuses the house paid the team in the period. */
  readonly bonusCost: bigint;
}

export interface SettlementRules {
  readonly negativeCarryOver: boolean;
  /** Platform fee on a positive gross revenue (basis points). */
  readonly platformFeeBp: number;
}

export interface Settlement {
  readonly rateBp: number;
  readonly fees: bigint;
  readonly carryIn: bigint;
  readonly base: bigint;
  readonly payout: bigint;
  readonly carryOut: bigint;
}

/** The most a rate may be: 100 %. */
export const MAX_RATE_BP = 10_000;

/** The rate the period earns: the highest rate among the tiers whose thresholds it reaches. */
export function rateFor(tiers: readonly Tier[], figures: PeriodFigures): number {
  let rate = 0;
  for (const tier of tiers) {
    if (figures.validBet >= tier.validBet && figures.profitLoss >= tier.profitLoss && figures.activeMembers >= tier.activeMembers && tier.rateBp > rate) rate = tier.rateBp;
  }
  return rate;
}

/** `amount` x `rateBp` / 10,000, rounded down (amount >= 0). */
export function applyRate(amount: bigint, rateBp: number): bigint {
  if (amount < 0n) throw new Error('a rate applies to an amount of 0 or more');
  return (amount * BigInt(rateBp)) / BigInt(MAX_RATE_BP);
}

/** A period's settlement under a contract. `carryIn` is the previous period's carry-over (0 or less). */
export function settle(type: ContractType, tiers: readonly Tier[], figures: PeriodFigures, carryIn: bigint, rules: SettlementRules): Settlement {
  const rateBp = rateFor(tiers, figures);
  if (type !== 'dividend') {
    return { rateBp, fees: 0n, carryIn: 0n, base: figures.validBet, payout: applyRate(figures.validBet, rateBp), carryOut: 0n };
  }
  if (carryIn > 0n) throw new Error('a carry-over is 0 or a loss');
  const fees = figures.profitLoss > 0n ? applyRate(figures.profitLoss, rules.platformFeeBp) : 0n;
  const carry = rules.negativeCarryOver ? carryIn : 0n;
  const base = netRevenue(figures, fees) + carry;
  if (base <= 0n) return { rateBp, fees, carryIn: carry, base, payout: 0n, carryOut: rules.negativeCarryOver ? base : 0n };
  return { rateBp, fees, carryIn: carry, base, payout: applyRate(base, rateBp), carryOut: 0n };
}

/** Gross revenue minus bonus cost minus fees. */
export function netRevenue(figures: PeriodFigures, fees: bigint): bigint {
  return figures.profitLoss - figures.bonusCost - fees;
}

/** A contract's rate for the upline/downline rule: its highest tier rate. */
export function maxRate(tiers: readonly Tier[]): number {
  return tiers.reduce((max, t) => Math.max(max, t.rateBp), 0);
}
