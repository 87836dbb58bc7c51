import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_FIELD_NAMES, registerSettingsSchema } from '../../schemas/server/register-settings';
import { settingsWith } from './fixtures';

describe('registerSettingsSchema', () => {
  const validate = new Ajv({ strict: true, allErrors: true }).compile(registerSettingsSchema);

  it('accepts the settings the registration tests use, and unknown field names', () => {
    expect(validate(settingsWith({}, { smsExpiryMinutes: 5 }))).toBe(true);
    expect(validate({ fields: [{ name: 'nickName', enabled: true, required: false }] })).toBe(true);
  });

  it('rejects unknown keys, negative lengths and an expiry outside 1..60', () => {
    expect(validate({ fields: [], extra: 1 })).toBe(false);
    expect(validate({ fields: [{ name: 'email', enabled: true, required: false, hint: 'x' }] })).toBe(false);
    expect(validate({ fields: [{ name: 'email', enabled: true, required: false, minLength: -1 }] })).toBe(false);
    expect(validate({ fields: [{ name: 'email', enabled: true, required: false, maxLength: 1.5 }] })).toBe(false);
    expect(validate({ fields: [], smsExpiryMinutes: 0 })).toBe(false);
    expect(validate({ fields: [], smsExpiryMinutes: 61 })).toBe(false);
    expect(validate({})).toBe(false);
  });

  it('names every field of SPEC section 3, once', () => {
    expect(REGISTRATION_FIELD_NAMES).toHaveLength(28);
    expect(new Set(REGISTRATION_FIELD_NAMES).size).toBe(REGISTRATION_FIELD_NAMES.length);
  });
});
