import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_FIELD_NAMES, type RegisterSettings } from '../../schemas/server/register-settings';
import { collectingSink } from './fixtures';
import { PATTERN_IDS, registrationFormToJsonSchema, resolveRegistrationForm, type RegistrationPresentation, type RegistrationSwitches } from './index';

// Names and ids mix known values, near misses and arbitrary strings (including prototype keys).
const nameArb = fc.oneof(fc.constantFrom(...REGISTRATION_FIELD_NAMES), fc.constantFrom('emial', '__proto__', 'constructor', ''), fc.string());
const patternIdArb = fc.oneof(fc.constantFrom(...PATTERN_IDS), fc.constantFrom('dgitsOnly', 'toString'), fc.string());
const lengthArb = fc.nat({ max: 64 });

const fieldArb = fc.record(
  {
    name: nameArb,
    enabled: fc.boolean(),
    required: fc.boolean(),
    patternId: patternIdArb,
    acceptedPattern: fc.oneof(fc.constantFrom('^[0-9]+$', '([a-z', '*', '', '^\\p{L}+$'), fc.string({ maxLength: 12 })),
    minLength: lengthArb,
    maxLength: lengthArb,
  },
  { requiredKeys: ['name', 'enabled', 'required'] },
);

const settingsArb: fc.Arbitrary<RegisterSettings> = fc.record(
  { fields: fc.array(fieldArb, { maxLength: 40 }), smsExpiryMinutes: fc.integer({ min: 1, max: 60 }) },
  { requiredKeys: ['fields'] },
);

const switchesArb: fc.Arbitrary<RegistrationSwitches> = fc.record({
  usernameRegistration: fc.boolean(),
  mobileRegistration: fc.boolean(),
  registrationSms: fc.boolean(),
  mobilePasswordOnRegistration: fc.boolean(),
});

const presentationArb: fc.Arbitrary<RegistrationPresentation> = fc.record(
  {
    fields: fc.dictionary(nameArb, fc.record({ hidden: fc.boolean(), required: fc.boolean() }, { requiredKeys: [] }), { maxKeys: 6 }),
    messages: fc.dictionary(patternIdArb, fc.record({ pt: fc.string({ minLength: 1 }), en: fc.string({ minLength: 1 }) }, { requiredKeys: [] }), { maxKeys: 4 }),
  },
  { requiredKeys: [] },
);

describe('resolveRegistrationForm (properties)', () => {
  it('never throws on settings of the schema shape, and its schemas always compile', () => {
    const ajv = new Ajv({ $data: true, strict: true });
    fc.assert(
      fc.property(settingsArb, switchesArb, fc.option(presentationArb, { nil: undefined }), (settings, switches, presentation) => {
        const input = { settings, switches, sink: collectingSink(), serverSink: collectingSink() };
        const form = resolveRegistrationForm(presentation === undefined ? input : { ...input, presentation });
        expect(form.modes).toContain(form.regType);
        for (const mode of form.modes) ajv.compile(registrationFormToJsonSchema(form, mode));
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('keeps the server in charge: server-required shown fields stay required, server-disabled optional fields stay hidden', () => {
    fc.assert(
      fc.property(settingsArb, switchesArb, presentationArb, (settings, switches, presentation) => {
        const form = resolveRegistrationForm({ settings, switches, presentation, sink: collectingSink(), serverSink: collectingSink() });
        const firstEntry = new Map<string, { enabled: boolean; required: boolean }>();
        for (const entry of settings.fields) if (!firstEntry.has(entry.name)) firstEntry.set(entry.name, entry);
        for (const field of form.fields) {
          const server = firstEntry.get(field.name);
          if (field.enabled && server?.enabled === true && server.required) expect(field.required).toBe(true);
          if (field.enabled && field.requiredSource !== 'rule') expect(server?.enabled).toBe(true);
          if (!field.enabled) expect(field.required).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});
