/**
 * The account rules of a site, worked out once from the merchant's register settings: the rule of a
 * new password and of a mobile number, whatever registration modes are on (a member changes a
 * password, or logs in by SMS, on a site that registers by username only). The portal's forms show
 * them beside the fields and the reference server refuses what breaks them, from this one source.
 */
import type { RegisterSettings } from '../../schemas/server/register-settings';
import { DEFAULT_PASSWORD } from './accountPolicy';
import { resolveRegistrationForm } from './resolveRegistrationForm';
import type { LocalizedMessage } from './patterns';
import type { RegistrationField, RegistrationForm, RegistrationMode, RegistrationSwitches } from './types';

/** A value rule as data (it travels in the resolved site): the expression is compiled with the `u` flag. */
export interface AccountValueRule {
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  /** The rule's message per language; absent when only presence is checked. */
  message?: LocalizedMessage;
}

export interface AccountRules {
  /** A new password (registration, change, reset); the common-password check comes on top. */
  password: AccountValueRule;
  /** A mobile number (SMS login, phone reset, registration). */
  mobile: AccountValueRule;
  /** The password that forces a change at login. */
  defaultPassword: string;
}

/** Every registration mode on: the password and mobile fields hold whatever the switches. */
export const EVERY_REGISTRATION_MODE: RegistrationSwitches = {
  usernameRegistration: true,
  mobileRegistration: true,
  registrationSms: false,
  mobilePasswordOnRegistration: true,
};

/** Used when the settings describe no mobile field at all. */
const MOBILE_FALLBACK: AccountValueRule = { pattern: '^[0-9]+$', minLength: 6, maxLength: 15 };

const IGNORE = { report: () => undefined };

function fieldOf(form: RegistrationForm, mode: RegistrationMode, name: RegistrationField['name']): RegistrationField | undefined {
  return form.fields.find((f) => f.mode === mode && f.name === name && f.enabled);
}

function ruleOf(field: RegistrationField): AccountValueRule {
  const rule: AccountValueRule = {};
  if (field.pattern !== undefined) rule.pattern = field.pattern;
  if (field.minLength !== undefined) rule.minLength = field.minLength;
  if (field.maxLength !== undefined) rule.maxLength = field.maxLength;
  if (field.message !== undefined) rule.message = field.message;
  return rule;
}

/** The account rules of the merchant's register settings (see the file comment). */
export function resolveAccountRules(settings: RegisterSettings): AccountRules {
  const form = resolveRegistrationForm({ settings, switches: EVERY_REGISTRATION_MODE, sink: IGNORE, serverSink: IGNORE });
  // The password field of username registration is always there (the policy's bounds are in it).
  const password = fieldOf(form, 'register', 'password') ?? fieldOf(form, 'registerMobile', 'password');
  const mobile = fieldOf(form, 'registerMobile', 'mobileNum') ?? fieldOf(form, 'register', 'mobileNum');
  return {
    password: password ? ruleOf(password) : {},
    mobile: mobile ? ruleOf(mobile) : MOBILE_FALLBACK,
    defaultPassword: DEFAULT_PASSWORD,
  };
}

/** Whether a value follows a rule; lengths count code points, as ajv and the forms count them. */
export function followsAccountRule(value: string, rule: AccountValueRule): boolean {
  const length = [...value].length;
  if (rule.minLength !== undefined && length < rule.minLength) return false;
  if (rule.maxLength !== undefined && length > rule.maxLength) return false;
  return rule.pattern === undefined || new RegExp(rule.pattern, 'u').test(value);
}
