import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPES } from '../../../schemas/domain';
import { MAX_RATE_BP, applyRate, maxRate, netRevenue, rateFor, settle, type PeriodFigures, type Tier } from './tiers';

const cents = fc.bigInt({ min: 0n, max: 10n ** 12n });
const signedCents = fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n });
const rate = fc.integer({ min: 1, max: MAX_RATE_BP });
const tier = fc.record({ validBet: cents, profitLoss: signedCents, activeMembers: fc.integer({ min: 0, max: 50 }), rateBp: rate });
const tiers = fc.array(tier, { minLength: 1, maxLength: 5 });
const figures = fc.record({ validBet: cents, profitLoss: signedCents, activeMembers: fc.integer({ min: 0, max: 50 }), bonusCost: fc.bigInt({ min: 0n, max: 10n ** 9n }) });
const rules = fc.record({ negativeCarryOver: fc.boolean(), platformFeeBp: fc.integer({ min: 0, max: 2000 }) });
const carry = fc.bigInt({ min: -(10n ** 12n), max: 0n });

const reaches = (t: Tier, f: PeriodFigures) => f.validBet >= t.validBet && f.profitLoss >= t.profitLoss && f.activeMembers >= t.activeMembers;

describe('tier and rate arithmetic (minor units, rounded down)', () => {
  it('applyRate is amount x rate / 10,000 rounded down: never above the exact value, less than a cent below it', () => {
    fc.assert(fc.property(cents, fc.integer({ min: 0, max: MAX_RATE_BP }), (amount, bp) => {
      const paid = applyRate(amount, bp);
      // paid <= exact < paid + 1, compared exactly in integers: paid * 10,000 <= amount * bp < (paid + 1) * 10,000.
      expect(paid * 10_000n <= amount * BigInt(bp)).toBe(true);
      expect(amount * BigInt(bp) < (paid + 1n) * 10_000n).toBe(true);
    }));
    expect(applyRate(999n, 1)).toBe(0n);
    expect(applyRate(1_000_000n, 2_500)).toBe(250_000n);
    expect(applyRate(33_33n, 3_333)).toBe(11_10n);
    expect(() => applyRate(-1n, 100)).toThrow();
  });

  it('the rate is the highest among the tiers the period reaches, 0 when it reaches none', () => {
    fc.assert(fc.property(tiers, figures, (ts, f) => {
      const reached = ts.filter((t) => reaches(t, f)).map((t) => t.rateBp);
      expect(rateFor(ts, f)).toBe(reached.length === 0 ? 0 : Math.max(...reached));
      expect(rateFor(ts, f)).toBeLessThanOrEqual(maxRate(ts));
    }));
  });

  it('more valid bet, profit and active members never lower the rate', () => {
    fc.assert(fc.property(tiers, figures, cents, fc.integer({ min: 0, max: 10 }), (ts, f, more, members) => {
      const better = { ...f, validBet: f.validBet + more, profitLoss: f.profitLoss + more, activeMembers: f.activeMembers + members };
      expect(rateFor(ts, better)).toBeGreaterThanOrEqual(rateFor(ts, f));
    }));
  });

  it('salaries pay valid bet x rate and carry nothing over', () => {
    fc.assert(fc.property(fc.constantFrom('dailySalary', 'hourlySalary', 'realTimeSalary' as const), tiers, figures, carry, rules, (type, ts, f, c, r) => {
      const s = settle(type, ts, f, c, r);
      expect(s).toMatchObject({ base: f.validBet, payout: applyRate(f.validBet, s.rateBp), carryIn: 0n, carryOut: 0n, fees: 0n });
    }));
  });

  it('dividends: base = gross - bonus - fees + carry-in; a positive base pays, a negative one is carried over when the tenant says so', () => {
    fc.assert(fc.property(tiers, figures, carry, rules, (ts, f, c, r) => {
      const s = settle('dividend', ts, f, c, r);
      const fees = f.profitLoss > 0n ? applyRate(f.profitLoss, r.platformFeeBp) : 0n;
      expect(s.fees).toBe(fees);
      expect(s.carryIn).toBe(r.negativeCarryOver ? c : 0n);
      expect(s.base).toBe(netRevenue(f, fees) + s.carryIn);
      expect(s.base).toBe(f.profitLoss - f.bonusCost - fees + s.carryIn);
      if (s.base > 0n) expect(s).toMatchObject({ payout: applyRate(s.base, s.rateBp), carryOut: 0n });
      else expect(s).toMatchObject({ payout: 0n, carryOut: r.negativeCarryOver ? s.base : 0n });
      expect(s.payout >= 0n && s.carryOut <= 0n).toBe(true);
    }));
  });

  it('over a run of periods with carry-over, the bases paid on sum to the total net revenue minus the last carry-over', () => {
    fc.assert(fc.property(fc.array(figures, { minLength: 1, maxLength: 12 }), rate, (periods, bp) => {
      const ts = [{ validBet: 0n, profitLoss: -(10n ** 13n), activeMembers: 0, rateBp: bp }];
      let carryIn = 0n;
      let paid = 0n;
      let paidBases = 0n;
      let total = 0n;
      let paidPeriods = 0n;
      for (const f of periods) {
        const s = settle('dividend', ts, f, carryIn, { negativeCarryOver: true, platformFeeBp: 0 });
        if (s.payout > 0n || s.base > 0n) {
          paidBases += s.base;
          paidPeriods += 1n;
        }
        paid += s.payout;
        total += netRevenue(f, 0n);
        carryIn = s.carryOut;
      }
      // No loss is forgotten and none is counted twice; rounding loses less than a cent per period.
      expect(paidBases).toBe(total - carryIn);
      expect(paid <= applyRate(paidBases, bp)).toBe(true);
      expect(paid > applyRate(paidBases, bp) - paidPeriods - 1n).toBe(true);
    }));
  });

  it('refuses a positive carry-in and covers every contract type', () => {
    expect(() => settle('dividend', [{ validBet: 0n, profitLoss: 0n, activeMembers: 0, rateBp: 100 }], { validBet: 0n, profitLoss: 0n, activeMembers: 0, bonusCost: 0n }, 1n, { negativeCarryOver: true, platformFeeBp: 0 })).toThrow();
    for (const type of CONTRACT_TYPES) expect(settle(type, [], { validBet: 100n, profitLoss: 100n, activeMembers: 1, bonusCost: 0n }, 0n, { negativeCarryOver: true, platformFeeBp: 0 }).payout).toBe(0n);
  });
});
