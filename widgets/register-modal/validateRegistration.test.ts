import { Ajv, type ErrorObject } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOTH_MODES, MOBILE_ONLY, USERNAME_ONLY, resolveWith, settingsWith } from '../../engine/registration/fixtures';
import { registrationFormToJsonSchema, type RegistrationForm, type RegistrationMode } from '../../engine/registration/index';
import type { RegistrationFieldName } from '../../schemas/server/register-settings';
import {
  codePointLength, compileRegistrationChecks, emptyRegistrationValues, registrationValuesOf, validateRegistration, type RegistrationValues,
} from './validateRegistration';

const GOOD: RegistrationValues = {
  username: 'player01',
  password: 'S3cret!!',
  confirmPassword: 'S3cret!!',
  payeeName: 'John Smith',
  paymentPassword: '123456',
  terms: true,
  ageConfirmed: true,
};

function errorsOf(form: RegistrationForm, mode: RegistrationMode, values: Partial<RegistrationValues>, language: 'en' | 'pt' = 'en') {
  const found = validateRegistration(compileRegistrationChecks(form, mode), { ...emptyRegistrationValues(form), ...values });
  return Object.fromEntries(Object.entries(found).map(([name, e]) => [name, e.message[language]]));
}

describe('validateRegistration: the rules of SPEC section 5 with the engine messages', () => {
  const { form } = resolveWith(USERNAME_ONLY);

  it('accepts a good username registration', () => {
    expect(errorsOf(form, 'register', GOOD)).toEqual({});
  });

  it('username: required, then its pattern with the bounds written in', () => {
    expect(errorsOf(form, 'register', { ...GOOD, username: '' })).toEqual({ username: 'This field is required' });
    const pattern = errorsOf(form, 'register', { ...GOOD, username: '1player' }).username;
    expect(pattern).toContain('6 to 16 characters');
    expect(errorsOf(form, 'register', { ...GOOD, username: 'abc' }).username).toBe(pattern);
    expect(errorsOf(form, 'register', { ...GOOD, username: 'a'.repeat(17) }).username).toBe(pattern);
    expect(errorsOf(form, 'register', { ...GOOD, username: '' }, 'pt')).toEqual({ username: 'Este campo é obrigatório' });
  });

  it('password: required and no spaces; the confirmation must repeat it', () => {
    expect(errorsOf(form, 'register', { ...GOOD, password: '', confirmPassword: '' })).toEqual({ password: 'This field is required' });
    const spaced = errorsOf(form, 'register', { ...GOOD, password: 'has space', confirmPassword: 'has space' });
    expect(Object.keys(spaced)).toEqual(['password']);
    expect(spaced.password).toContain('8 to 20 characters');
    expect(errorsOf(form, 'register', { ...GOOD, confirmPassword: 'S3cret!?' })).toEqual({ confirmPassword: 'Incorrect confirmation input' });
    expect(errorsOf(form, 'register', { ...GOOD, confirmPassword: '' })).toEqual({ confirmPassword: 'This field is required' });
  });

  it('mobile: digits only, one length shown when min equals max; optional when the server says so', () => {
    expect(errorsOf(form, 'register', { ...GOOD, mobileNum: '' })).toEqual({});
    const short = errorsOf(form, 'register', { ...GOOD, mobileNum: '1380013800' }).mobileNum;
    expect(short).toContain('exactly 11 characters');
    expect(errorsOf(form, 'register', { ...GOOD, mobileNum: '1380013800a' }).mobileNum).toBe(short);
    const { form: mobileForm } = resolveWith({ ...MOBILE_ONLY, registrationSms: true });
    expect(errorsOf(mobileForm, 'registerMobile', { terms: true, ageConfirmed: true, payeeName: 'Ann Lee', paymentPassword: '654321' })).toEqual({
      mobileNum: 'This field is required',
      verificationCode: 'This field is required',
    });
  });

  it('email: optional, valid once filled in', () => {
    expect(errorsOf(form, 'register', { ...GOOD, email: 'a@b.co' })).toEqual({});
    expect(errorsOf(form, 'register', { ...GOOD, email: 'not-an-email' }).email).toContain('valid email address');
  });

  it('terms must be ticked (not empty?) and the age confirmed', () => {
    expect(errorsOf(form, 'register', { ...GOOD, terms: false })).toEqual({ terms: 'Please accept the terms and conditions' });
    expect(errorsOf(form, 'register', { ...GOOD, ageConfirmed: false })).toEqual({ ageConfirmed: 'Please confirm that you are at least 18 years old' });
  });

  it('affiliate code: shown and checked only when the server enables it, required when it requires it', () => {
    expect(errorsOf(form, 'register', { ...GOOD, affiliateCode: 'X' })).toEqual({});
    expect(compileRegistrationChecks(form, 'register').fields.map((c) => c.field.name)).not.toContain('affiliateCode');
    const { form: withCode } = resolveWith(USERNAME_ONLY, settingsWith({ affiliateCode: { enabled: true, required: true, patternId: 'alphanumericOnly', minLength: 4, maxLength: 8 } }));
    expect(errorsOf(withCode, 'register', GOOD)).toEqual({ affiliateCode: 'This field is required' });
    expect(errorsOf(withCode, 'register', { ...GOOD, affiliateCode: 'AB-1' }).affiliateCode).toContain('4 to 8 characters');
    expect(errorsOf(withCode, 'register', { ...GOOD, affiliateCode: 'AGENT1' })).toEqual({});
  });

  it('counts length in code points, as the server does', () => {
    expect(codePointLength('김철수')).toBe(3);
    expect(codePointLength('😀😀')).toBe(2);
    const { form: korean } = resolveWith(USERNAME_ONLY, settingsWith({ fullName: { patternId: 'koreanOnly', minLength: 2, maxLength: 3 } }));
    expect(errorsOf(korean, 'register', { ...GOOD, fullName: '김철수' })).toEqual({});
    expect(Object.keys(errorsOf(korean, 'register', { ...GOOD, fullName: '김철수김' }))).toEqual(['fullName']);
  });

  it('sends only the fields of the mode: filled optional ones, required ones, the boxes', () => {
    const checks = compileRegistrationChecks(form, 'register');
    const payload = registrationValuesOf(checks, { ...emptyRegistrationValues(form), ...GOOD, qqNum: '12345', verificationCode: '1', mobileNum: '13800138000', countryDialingCode: '+55' });
    expect(payload).toEqual({ ...GOOD, mobileNum: '13800138000', countryDialingCode: '+55' });
  });
});

/** The fields ajv's errors are about (as the server reports them). */
function ajvFields(errors: readonly ErrorObject[]): string[] {
  const fields = errors.map((e) => {
    if (e.keyword === 'required') return String((e.params as { missingProperty?: unknown }).missingProperty);
    if (e.keyword === 'additionalProperties') return `extra:${String((e.params as { additionalProperty?: unknown }).additionalProperty)}`;
    return e.instancePath.replace(/^\//, '').split('/')[0] ?? '';
  });
  return [...new Set(fields)].sort();
}

const UNITS = ['a', 'Z', 'k', '0', '7', ' ', '@', '.', '-', '_', '!', '김', 'ก', '中', '😀', '/'];
const text = fc.oneof(
  fc.constant(''),
  fc.string({ unit: fc.constantFrom(...UNITS), maxLength: 22 }),
  fc.stringMatching(/^[a-z][a-z0-9]{4,17}$/),
  fc.stringMatching(/^[0-9]{4,13}$/),
  fc.stringMatching(/^[a-z]{1,6}@[a-z]{1,5}\.[a-z]{2,3}$/),
  fc.stringMatching(/^[A-Za-z]{1,6}( [A-Za-z]{1,6})?$/),
);

/** Forms of different switches and server settings, each with the modes it allows. */
const CASES: { name: string; form: RegistrationForm }[] = [
  { name: 'username only', form: resolveWith(USERNAME_ONLY).form },
  { name: 'both modes with SMS', form: resolveWith({ ...BOTH_MODES, registrationSms: true }).form },
  { name: 'mobile with password', form: resolveWith({ ...MOBILE_ONLY, mobilePasswordOnRegistration: true }).form },
  {
    name: 'server expressions and more fields',
    form: resolveWith(USERNAME_ONLY, settingsWith({
      affiliateCode: { enabled: true, required: false, patternId: 'alphanumericOnly', minLength: 4, maxLength: 8 },
      line: { enabled: true, required: true, acceptedPattern: '^[a-z0-9._-]+$', maxLength: 12 },
      nickname: { enabled: true, required: false, minLength: 3 },
      fullName: { patternId: 'koreanOnly', minLength: 2, maxLength: 3 },
      qqNum: { enabled: true, required: false },
    })).form,
  },
];

describe('validateRegistration agrees with ajv on registrationFormToJsonSchema (what the server checks)', () => {
  for (const { name, form } of CASES) {
    for (const mode of form.modes) {
      it(`${name}, ${mode}`, () => {
        const validate = new Ajv({ $data: true, allErrors: true, strict: true }).compile(registrationFormToJsonSchema(form, mode));
        const checks = compileRegistrationChecks(form, mode);
        const names = [...new Set(form.fields.map((f) => f.name))];
        const valuesArb = fc.record({
          texts: fc.tuple(...names.map(() => text)),
          samePassword: fc.boolean(),
          terms: fc.boolean(),
          ageConfirmed: fc.boolean(),
          dial: fc.constantFrom('', '+55', '55', '+12345', 'x'),
        });
        fc.assert(fc.property(valuesArb, ({ texts, samePassword, terms, ageConfirmed, dial }) => {
          const values: RegistrationValues = { terms, ageConfirmed, countryDialingCode: dial };
          names.forEach((field: RegistrationFieldName, i) => { values[field] = texts[i] ?? ''; });
          if (samePassword) values.confirmPassword = values.password ?? '';
          const mine = Object.keys(validateRegistration(checks, values)).sort();
          const payload = registrationValuesOf(checks, values);
          const theirs = validate(payload) ? [] : ajvFields(validate.errors ?? []);
          expect(mine).toEqual(theirs);
        }), { numRuns: 400, seed: 20240601 });
        // And a fully valid form passes both.
        const good = { ...emptyRegistrationValues(form), ...GOOD, mobileNum: '13800138000', verificationCode: '123456', payeeName: 'Ann Lee', line: 'ann.lee', fullName: '김철수' };
        expect(Object.keys(validateRegistration(checks, good))).toEqual([]);
        expect(validate(registrationValuesOf(checks, good))).toBe(true);
      });
    }
  }
});
