/**
 * Sign-up's extras checked against a site's `signUp` (no database): each refusal names its field and
 * catalogue code; a site without `signUp` asks nothing and refuses the extras; the tenant's local date.
 * The HTTP side (and the stored rows) is server/routes/signUp.test.ts; the race, signUp.pg.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ResolvedSignUp } from '../../../engine/index';
import { DomainError } from '../../platform/domainError';
import { checkedSignUp, localDateOf } from './signUp';

const BR: ResolvedSignUp = { fields: ['cpf', 'birthDate', 'gender'], minimumAge: 18, limits: ['loss', 'time'], riskWarning: true };
const NONE: ResolvedSignUp = { fields: [], minimumAge: 18, limits: [], riskWarning: false };
const VALID = { cpf: '529.982.247-25', birthDate: '2000-01-31', gender: 'other', lossLimit: '100', lossLimitPeriod: 'day', timeLimit: '120', timeLimitPeriod: 'week', riskAcknowledged: true } as const;
const TODAY = '2026-06-17';

function refusalOf(body: Record<string, unknown>, signUp = BR): { code: string; fields: unknown } | undefined {
  try {
    checkedSignUp(body, signUp, TODAY);
    return undefined;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { code: error.code, fields: (error.value as { fields?: unknown }).fields };
  }
}

describe('checkedSignUp', () => {
  it('answers the normalised CPF, the birth date, gender and the limits in minor units and minutes', () => {
    expect(checkedSignUp(VALID, BR, TODAY)).toEqual({
      identity: { cpf: '52998224725', birthDate: '2000-01-31', gender: 'other' },
      limits: [{ kind: 'loss', period: 'day', value: 10_000 }, { kind: 'time', period: 'week', value: 120 }],
      riskAcknowledged: true,
    });
  });

  it.each([
    [{ cpf: '' }, 'error.cpfRequired', 'cpf'],
    [{ cpf: '529.982.247-26' }, 'error.cpfInvalid', 'cpf'],
    [{ birthDate: '2000-02-30' }, 'error.birthDateInvalid', 'birthDate'],
    [{ birthDate: '2030-01-01' }, 'error.birthDateInvalid', 'birthDate'],
    [{ birthDate: '2008-06-18' }, 'error.underAge', 'birthDate'],
    [{ gender: 'undisclosed' }, 'error.genderRequired', 'gender'],
    [{ lossLimit: 'ten' }, 'error.limitInvalid', 'lossLimit'],
    [{ lossLimit: '-5' }, 'error.limitInvalid', 'lossLimit'],
    [{ timeLimitPeriod: undefined }, 'error.limitRequired', 'timeLimitPeriod'],
    [{ timeLimit: '0' }, 'error.limitInvalid', 'timeLimit'],
    [{ riskAcknowledged: false }, 'error.riskWarningRequired', 'riskAcknowledged'],
  ])('refuses %j with %s at %s', (change, code, field) => {
    expect(refusalOf({ ...VALID, ...change })).toEqual({ code, fields: [field] });
  });

  it('takes an 18th birthday today as 18', () => {
    expect(refusalOf({ ...VALID, birthDate: '2008-06-17' })).toBeUndefined();
  });

  it('asks nothing of a site without signUp, and refuses the extras sent to it', () => {
    expect(checkedSignUp({}, NONE, TODAY)).toEqual({ limits: [], riskAcknowledged: false });
    expect(refusalOf({ cpf: '529.982.247-25', gender: 'male' }, NONE)).toEqual({ code: 'error.invalidRequest', fields: ['cpf', 'gender'] });
  });
});

describe('localDateOf', () => {
  it("is the tenant's date: Brasília is still on the 17th at 02:59 UTC on the 18th", () => {
    expect(localDateOf(new Date('2026-06-18T02:59:00Z'), -180)).toBe('2026-06-17');
    expect(localDateOf(new Date('2026-06-18T03:00:00Z'), -180)).toBe('2026-06-18');
    expect(localDateOf(new Date('2026-06-18T02:59:00Z'), 0)).toBe('2026-06-18');
  });
});
