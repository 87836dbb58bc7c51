/**
 * The password and mobile-number rules of the sign-in forms: the engine's resolved registration
 * rules (pattern, bounds and message template of the `password` field and of the `mobileNum` field),
 * never patterns of our own. The server checks new passwords and mobile numbers with the same fields
 * resolved with every registration mode on (server/security/tenantRules.ts); the site's form has
 * them whenever the matching mode is on, and otherwise the rules are resolved here the same way from
 * the register settings.
 */
import { useMemo } from 'react';
import type { ResolvedSite } from '../../engine/index';
import { PATTERNS, formatPatternMessage, resolveRegistrationForm, type RegistrationField, type RegistrationForm, type RegistrationMode } from '../../engine/registration/index';
import type { RegistrationFieldName } from '../../schemas/server/register-settings';
import type { Language } from '../../schemas/domain';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';

export interface ValueRule {
  pattern?: RegExp;
  minLength?: number;
  maxLength?: number;
  /** The rule's message in the view language; absent when only presence is checked. */
  message?: string;
}

export interface AccountRules {
  password: ValueRule;
  mobile: ValueRule;
}

const IGNORE = { report: () => undefined };
const EVERY_MODE = { usernameRegistration: true, mobileRegistration: true, registrationSms: false, mobilePasswordOnRegistration: true } as const;
/** The server's own fallbacks when no field describes the rule (tenantRules.ts). */
const PASSWORD_FALLBACK: ValueRule = { minLength: 6, maxLength: 64 };
const MOBILE_FALLBACK: ValueRule = { pattern: /^[0-9]+$/u, minLength: 6, maxLength: 15 };

/** An SMS or e-mailed verification code (4 to 8 digits); never trimmed (SPEC section 5). */
export const SMS_CODE_PATTERN = /^[0-9]{4,8}$/;

type Translate = (key: 'form.required' | 'form.validMobile' | 'form.validCode' | 'form.inconsistent' | 'error.passwordRule') => string;

/**
 * The field checks the sign-in forms share, as react-hook-form `validate` functions: each answers
 * true or the message shown beside the field.
 */
export const fieldChecks = {
  /** A new password by the tenant's password rule and its message. */
  newPassword: (rule: ValueRule, t: Translate) => (value: string): true | string =>
    value === '' ? t('form.required') : followsRule(value, rule) || (rule.message ?? t('error.passwordRule')),
  /** The confirmation of another field ('Incorrect confirmation input'). */
  confirmation: (other: () => string, t: Translate) => (value: string): true | string =>
    value === '' ? t('form.required') : value === other() || t('form.inconsistent'),
  /** A mobile number by the tenant's mobile rule, trimmed (separators dropped when `loose`). */
  mobile: (rule: ValueRule, t: Translate, loose = false) => (raw: string): true | string => {
    const value = loose ? raw.replace(/[\s-]/g, '') : raw.trim();
    return value === '' ? t('form.required') : followsRule(value, rule) || t('form.validMobile');
  },
  /** A verification code, as typed. */
  code: (t: Translate) => (value: string): true | string => (value === '' ? t('form.required') : SMS_CODE_PATTERN.test(value) || t('form.validCode')),
};

/** Whether a value follows a rule; lengths count code points, as the engine and the server do. */
export function followsRule(value: string, rule: ValueRule): boolean {
  const length = [...value].length;
  if (rule.minLength !== undefined && length < rule.minLength) return false;
  if (rule.maxLength !== undefined && length > rule.maxLength) return false;
  return rule.pattern === undefined || rule.pattern.test(value);
}

function fieldOf(form: RegistrationForm | undefined, mode: RegistrationMode, name: RegistrationFieldName): RegistrationField | undefined {
  return form?.fields.find((f) => f.mode === mode && f.name === name && f.enabled);
}

function ruleOf(field: RegistrationField, language: Language): ValueRule {
  const rule: ValueRule = {};
  if (field.pattern !== undefined) rule.pattern = new RegExp(field.pattern, 'u');
  if (field.minLength !== undefined) rule.minLength = field.minLength;
  if (field.maxLength !== undefined) rule.maxLength = field.maxLength;
  if (field.message !== undefined) rule.message = field.message[language];
  return rule;
}

/** The fields the server reads the rules from: password of username registration, mobile of mobile registration. */
export function accountRuleFields(form: RegistrationForm | undefined): { password?: RegistrationField; mobile?: RegistrationField } {
  const password = fieldOf(form, 'register', 'password') ?? fieldOf(form, 'registerMobile', 'password');
  const mobile = fieldOf(form, 'registerMobile', 'mobileNum') ?? fieldOf(form, 'register', 'mobileNum');
  return { ...(password ? { password } : {}), ...(mobile ? { mobile } : {}) };
}

/** The password and mobile rules for the view language (see the file comment). */
export function useAccountRules(): AccountRules {
  const { site, view } = usePortal();
  const { useCall } = usePortalData();
  const form = (site as Partial<ResolvedSite>).registrationForm;
  const own = accountRuleFields(form);
  const complete = own.password !== undefined && own.mobile !== undefined;
  const settings = useCall('registerSettings', undefined, { enabled: !complete, staleTime: 5 * 60_000 });
  const everyMode = useMemo(() => {
    if (complete || settings.data === undefined) return undefined;
    return accountRuleFields(resolveRegistrationForm({ settings: settings.data, switches: EVERY_MODE, sink: IGNORE, serverSink: IGNORE }));
  }, [complete, settings.data]);
  const password = own.password ?? everyMode?.password;
  const mobile = own.mobile ?? everyMode?.mobile;
  return useMemo(() => ({
    password: password ? ruleOf(password, view.language) : PASSWORD_FALLBACK,
    mobile: mobile ? ruleOf(mobile, view.language) : MOBILE_FALLBACK,
  }), [password, mobile, view.language]);
}

/** An e-mail address, by the engine's email pattern and its message (forgot by e-mail, login verification). */
export function emailRule(language: Language): ValueRule {
  return { pattern: new RegExp(PATTERNS.email.source, 'u'), message: formatPatternMessage('email', language, {}) };
}
