/**
 * The registration form's rules (SPEC section 5) checked field by field in the browser, with the
 * engine's resolved patterns, bounds and messages.
 *
 * Why not ajv here: the portal runs under a CSP without 'unsafe-eval', and ajv compiles a schema
 * with `new Function`. The build precompiles the manifest schemas (engine/build/generateValidators.ts),
 * but the registration schema depends on the merchant's live server settings, known only at run
 * time. So the form checks the same rules by hand (RegExp objects are fine under the CSP), and
 * validateRegistration.test.ts proves on a corpus that this agrees with ajv compiling
 * registrationFormToJsonSchema, which is what the server checks.
 */
import type { Language } from '../../schemas/domain';
import type { RegistrationFieldName } from '../../schemas/server/register-settings';
import {
  REGISTRATION_CHECKBOXES, localizeFormMessage as localize, selectRegistrationFields, type LocalizedMessage, type RegistrationCheckbox, type RegistrationField,
  type RegistrationForm, type RegistrationMode,
} from '../../engine/registration/index';

/** The dialling code sent beside the mobile number (same rule as registrationFormToJsonSchema). */
export const DIALING_CODE_PATTERN = /^\+?[0-9]{1,4}$/u;

/** Every value the form holds: text fields, the dialling code and the two checkboxes. */
export type RegistrationValues = Partial<Record<RegistrationFieldName, string>> & {
  countryDialingCode?: string;
  terms: boolean;
  ageConfirmed: boolean;
};

/** The form values as the server checks them (the register payload before its wire extras). */
export type RegistrationPayload = Partial<Record<RegistrationFieldName | 'countryDialingCode', string>> & { terms: boolean; ageConfirmed: boolean };

export type RegistrationErrorField = RegistrationFieldName | RegistrationCheckbox | 'countryDialingCode';

/** Which rule a field failed, and the engine's message for it. */
export interface FieldError {
  rule: 'required' | 'pattern' | 'equals' | 'checked';
  message: LocalizedMessage;
}

export type RegistrationErrors = Partial<Record<RegistrationErrorField, FieldError>>;

/** One shown field with its expression compiled once. */
export interface FieldCheck {
  field: RegistrationField;
  pattern?: RegExp;
}

/** The compiled checks of one mode: its shown fields in form order, and the checkbox messages. */
export interface RegistrationChecks {
  mode: RegistrationMode;
  fields: FieldCheck[];
  checkboxes: Record<RegistrationCheckbox, LocalizedMessage>;
}

function compile(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'u');
  } catch {
    // The engine drops expressions that do not compile; this is a last guard, never expected.
    return undefined;
  }
}

/** Compiles the rules of `mode` (call once per form and mode). */
export function compileRegistrationChecks(form: RegistrationForm, mode: RegistrationMode): RegistrationChecks {
  const fields = selectRegistrationFields(form, mode).map((field): FieldCheck => {
    const pattern = field.pattern === undefined ? undefined : compile(field.pattern);
    return pattern === undefined ? { field } : { field, pattern };
  });
  const checkboxes = {} as Record<RegistrationCheckbox, LocalizedMessage>;
  for (const name of REGISTRATION_CHECKBOXES) {
    const rule = form.rules.find((r) => r.kind === 'checked' && r.mode === mode && r.field === name);
    checkboxes[name] = rule?.message ?? localize('form.required');
  }
  return { mode, fields, checkboxes };
}

/** Length in Unicode code points, as ajv counts it. */
export function codePointLength(value: string): number {
  let n = 0;
  for (const _ of value) n += 1;
  return n;
}

/** Whether a filled value follows the field's pattern and bounds. */
function followsRules(value: string, { field, pattern }: FieldCheck): boolean {
  const length = codePointLength(value);
  if (field.minLength !== undefined && length < field.minLength) return false;
  if (field.maxLength !== undefined && length > field.maxLength) return false;
  return pattern === undefined || pattern.test(value);
}

/** The message of a value that breaks the pattern or bounds: the engine's template, else the required one. */
function patternMessage(field: RegistrationField): LocalizedMessage {
  return field.message ?? field.requiredMessage;
}

/**
 * The errors of the values under the compiled rules, one per field (the first rule it fails, in the
 * order of SPEC section 5: required, pattern and length, confirmation), plus the unticked boxes.
 * Empty when the values are valid.
 */
export function validateRegistration(checks: RegistrationChecks, values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const check of checks.fields) {
    const { field } = check;
    const value = values[field.name] ?? '';
    if (field.equals !== undefined) {
      const other = values[field.equals] ?? '';
      if (value !== other) {
        errors[field.name] = value === '' && field.required
          ? { rule: 'required', message: field.requiredMessage }
          : { rule: 'equals', message: field.mismatchMessage ?? field.requiredMessage };
      }
      continue;
    }
    if (value === '') {
      // An optional field left empty is valid; a required one must be filled in.
      if (field.required) errors[field.name] = { rule: 'required', message: field.requiredMessage };
      continue;
    }
    if (!followsRules(value, check)) errors[field.name] = { rule: 'pattern', message: patternMessage(field) };
  }
  if (checks.fields.some((c) => c.field.name === 'mobileNum')) {
    const code = values.countryDialingCode;
    if (code !== undefined && code !== '' && !DIALING_CODE_PATTERN.test(code)) errors.countryDialingCode = { rule: 'pattern', message: localize('register.invalidDialingCode') };
  }
  for (const box of REGISTRATION_CHECKBOXES) {
    if (values[box] !== true) errors[box] = { rule: 'checked', message: checks.checkboxes[box] };
  }
  return errors;
}

/**
 * The form values the server checks for this mode (the same object the JSON Schema describes): the
 * shown fields (optional ones only when filled in), the dialling code beside a mobile number, and
 * the ticked boxes. Fields of the other mode or disabled by the server are left out.
 */
export function registrationValuesOf(checks: RegistrationChecks, values: RegistrationValues): RegistrationPayload {
  const payload: RegistrationPayload = { terms: values.terms, ageConfirmed: values.ageConfirmed };
  for (const { field } of checks.fields) {
    const value = values[field.name] ?? '';
    if (value !== '' || field.required) payload[field.name] = value;
    if (field.name === 'mobileNum' && values.countryDialingCode !== undefined && values.countryDialingCode !== '') {
      payload.countryDialingCode = values.countryDialingCode;
    }
  }
  return payload;
}

/** Empty values for every field of every mode, so switching modes keeps what was typed. */
export function emptyRegistrationValues(form: RegistrationForm): RegistrationValues {
  const values: RegistrationValues = { terms: false, ageConfirmed: false };
  for (const field of form.fields) values[field.name] = '';
  return values;
}

/** The message of an error in the view language. */
export function errorMessage(error: FieldError | undefined, language: Language): string | undefined {
  return error?.message[language];
}
