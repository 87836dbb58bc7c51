import type { RegistrationFieldName } from '../../schemas/server/register-settings';
import { selectRegistrationFields } from './selectRegistrationFields';
import { REGISTRATION_CHECKBOXES, type RegistrationField, type RegistrationForm, type RegistrationMode } from './types';

interface StringRules {
  type: 'string';
  pattern?: string;
  minLength?: number;
  maxLength?: number;
}

/** JSON Schema of one form value. */
export type RegistrationValueSchema =
  | StringRules
  | { type: 'string'; maxLength?: number; if: { type: 'string'; minLength: 1 }; then: StringRules }
  | { type: 'string'; const: { $data: string } }
  | { type: 'boolean'; const: true };

/** Draft-07 JSON Schema of the registration form values of one mode. */
export interface RegistrationPayloadSchema {
  $schema: 'http://json-schema.org/draft-07/schema#';
  type: 'object';
  properties: Partial<Record<RegistrationFieldName | 'terms' | 'ageConfirmed' | 'countryDialingCode', RegistrationValueSchema>>;
  required: string[];
  additionalProperties: false;
}

/** Dialling code chosen beside the mobile number; the client may send it with the form values. */
const COUNTRY_DIALING_CODE_SCHEMA: StringRules = { type: 'string', pattern: '^\\+?[0-9]{1,4}$' };

function valueSchemaOf(field: RegistrationField): RegistrationValueSchema {
  if (field.equals !== undefined) return { type: 'string', const: { $data: `1/${field.equals}` } };
  const rules: StringRules = { type: 'string' };
  if (field.pattern !== undefined) rules.pattern = field.pattern;
  // A required text must not be empty, whatever the server's minimum.
  const minLength = field.required ? Math.max(1, field.minLength ?? 0) : field.minLength;
  if (minLength !== undefined && minLength > 0) rules.minLength = minLength;
  if (field.maxLength !== undefined) rules.maxLength = field.maxLength;
  if (field.required || (rules.pattern === undefined && rules.minLength === undefined)) return rules;
  // An optional field left empty is valid; once filled in, it must follow its rules.
  const { maxLength, ...whenFilled } = rules;
  const optional: RegistrationValueSchema = { type: 'string', if: { type: 'string', minLength: 1 }, then: whenFilled };
  if (maxLength !== undefined) optional.maxLength = maxLength;
  return optional;
}

/**
 * The JSON Schema (draft-07, no other properties) of the form values of `mode`, with exactly the
 * engine's rules: required list, pattern, minLength, maxLength, ticked checkboxes (`terms`,
 * `ageConfirmed`). The confirmation uses ajv's `$data` reference, so compile it with `$data: true`
 * (and the default `unicodeRegExp`). Optional fields may be sent empty. The wire payload's extra
 * values (domain, registerUrl, login...) are added after validation.
 */
export function registrationFormToJsonSchema(form: RegistrationForm, mode: RegistrationMode): RegistrationPayloadSchema {
  if (!form.modes.includes(mode)) throw new RangeError(`registration mode "${mode}" is not allowed; the form allows ${form.modes.join(', ')}`);
  const properties: RegistrationPayloadSchema['properties'] = {};
  const required: string[] = [];
  for (const field of selectRegistrationFields(form, mode)) {
    properties[field.name] = valueSchemaOf(field);
    if (field.required) required.push(field.name);
    if (field.name === 'mobileNum') properties.countryDialingCode = COUNTRY_DIALING_CODE_SCHEMA;
  }
  for (const checkbox of REGISTRATION_CHECKBOXES) {
    properties[checkbox] = { type: 'boolean', const: true };
    required.push(checkbox);
  }
  return { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties, required, additionalProperties: false };
}
