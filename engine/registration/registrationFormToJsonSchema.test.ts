import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { BOTH_MODES, USERNAME_ONLY, resolveWith, settingsWith } from './fixtures';
import { registrationFormToJsonSchema, type RegistrationForm, type RegistrationMode } from './index';

function compile(form: RegistrationForm, mode: RegistrationMode) {
  return new Ajv({ $data: true, allErrors: true, strict: true }).compile(registrationFormToJsonSchema(form, mode));
}

/** Field paths of the errors, to see which rules failed. */
function failures(validate: ReturnType<typeof compile>, payload: Record<string, unknown>): string[] {
  if (validate(payload)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.keyword}${e.keyword === 'additionalProperties' ? ` ${String(e.params.additionalProperty)}` : ''}`);
}

const GOOD_USERNAME_PAYLOAD = {
  username: 'player01',
  password: 'S3cret!!',
  confirmPassword: 'S3cret!!',
  payeeName: 'John Smith',
  paymentPassword: '123456',
  terms: true,
  ageConfirmed: true,
};

describe('registrationFormToJsonSchema', () => {
  const { form } = resolveWith(USERNAME_ONLY);
  const validate = compile(form, 'register');

  it('is a draft-07 schema with the required list of the mode', () => {
    const schema = registrationFormToJsonSchema(form, 'register');
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toMatchInlineSnapshot(`
      [
        "username",
        "password",
        "confirmPassword",
        "payeeName",
        "paymentPassword",
        "terms",
        "ageConfirmed",
      ]
    `);
    expect(schema.properties.email).toMatchInlineSnapshot(`
      {
        "if": {
          "minLength": 1,
          "type": "string",
        },
        "maxLength": 50,
        "then": {
          "pattern": "^[A-Za-z0-9!#$%&'*+/=?^_\`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_\`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
          "type": "string",
        },
        "type": "string",
      }
    `);
  });

  it('accepts a good payload, with or without optional fields', () => {
    expect(failures(validate, GOOD_USERNAME_PAYLOAD)).toEqual([]);
    expect(failures(validate, { ...GOOD_USERNAME_PAYLOAD, email: '', fullName: '', mobileNum: '13800138000', countryDialingCode: '+86' })).toEqual([]);
    expect(failures(validate, { ...GOOD_USERNAME_PAYLOAD, email: 'a@b.co', fullName: 'Nguyễn Văn A', captcha: 'x7Y2' })).toEqual([]);
  });

  it('rejects what the engine rules reject', () => {
    const withoutUsername: Record<string, unknown> = { ...GOOD_USERNAME_PAYLOAD };
    delete withoutUsername.username;
    expect(failures(validate, withoutUsername)).toEqual(['/ required']);
    expect(failures(validate, { ...GOOD_USERNAME_PAYLOAD, username: '' })).toEqual(['/username minLength', '/username pattern']);
    expect(failures(validate, { ...GOOD_USERNAME_PAYLOAD, username: '1player' })).toEqual(['/username pattern']);
    expect(failures(validate, { ...GOOD_USERNAME_PAYLOAD, username: 'abc' })).toEqual(['/username minLength']);
    expect(failures(validate, { ...GOOD_USERNAME_PAYLOAD, username: 'a'.repeat(17) })).toEqual(['/username maxLength']);
    expect(failures(validate, { ...GOOD_USERNAME_PAYLOAD, confirmPassword: 'S3cret!?' })).toEqual(['/confirmPassword const']);
    expect(failures(validate, { ...GOOD_USERNAME_PAYLOAD, password: 'has space', confirmPassword: 'has space' })).toEqual(['/password pattern']);
    expect(failures(validate, { ...GOOD_USERNAME_PAYLOAD, email: 'not-an-email' })).toEqual(['/email pattern', '/email if']);
    expect(failures(validate, { ...GOOD_USERNAME_PAYLOAD, mobileNum: '1380013800' })).toEqual(['/mobileNum minLength', '/mobileNum if']);
    expect(failures(validate, { ...GOOD_USERNAME_PAYLOAD, terms: false })).toEqual(['/terms const']);
    expect(failures(validate, { ...GOOD_USERNAME_PAYLOAD, ageConfirmed: undefined })).toEqual(['/ required']);
  });

  it('rejects values of fields the server disabled or the mode does not use', () => {
    expect(failures(validate, { ...GOOD_USERNAME_PAYLOAD, qqNum: '12345' })).toEqual(['/ additionalProperties qqNum']);
    expect(failures(validate, { ...GOOD_USERNAME_PAYLOAD, verificationCode: '123456' })).toEqual(['/ additionalProperties verificationCode']);
  });

  it('counts length in characters, not UTF-16 units', () => {
    const { form: korean } = resolveWith(USERNAME_ONLY, settingsWith({ fullName: { patternId: 'koreanOnly', minLength: 2, maxLength: 3 } }));
    const check = compile(korean, 'register');
    expect(failures(check, { ...GOOD_USERNAME_PAYLOAD, fullName: '김철수' })).toEqual([]);
    expect(failures(check, { ...GOOD_USERNAME_PAYLOAD, fullName: '김철수김' })).toEqual(['/fullName maxLength']);
  });

  it('follows the mode: mobile registration with SMS', () => {
    const { form: both } = resolveWith({ ...BOTH_MODES, registrationSms: true });
    const mobile = compile(both, 'registerMobile');
    const payload = { mobileNum: '13800138000', verificationCode: '123456', payeeName: 'Ann Lee', paymentPassword: '654321', terms: true, ageConfirmed: true };
    expect(failures(mobile, payload)).toEqual([]);
    expect(failures(mobile, { ...payload, verificationCode: undefined })).toEqual(['/ required']);
    expect(failures(mobile, { ...payload, username: 'player01' })).toEqual(['/ additionalProperties username']);
    expect(registrationFormToJsonSchema(both, 'registerMobile').required).toMatchInlineSnapshot(`
      [
        "payeeName",
        "mobileNum",
        "verificationCode",
        "paymentPassword",
        "terms",
        "ageConfirmed",
      ]
    `);
  });

  it('refuses a mode the form does not offer', () => {
    expect(() => registrationFormToJsonSchema(form, 'registerMobile')).toThrowErrorMatchingInlineSnapshot(`[RangeError: registration mode "registerMobile" is not allowed; the form allows register]`);
  });
});
