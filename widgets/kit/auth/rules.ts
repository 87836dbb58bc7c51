/**
 * The password and mobile-number rules of the sign-in forms: the site's account rules, worked out
 * once by the engine (engine/registration/resolveAccountRules.ts, `site.accountRules`) and enforced
 * by the reference server from the same source; never patterns of our own. A site resolved without
 * them (an older boot) gets them from the register settings, the same way.
 *
 * On top of the rule, a new password may not be a common one: the list is loaded on demand (it is
 * about 100 KB), the first time a new password is checked.
 */
import { useMemo } from 'react';
import type { ResolvedSite } from '../../../engine/index';
import { PATTERNS, formatPatternMessage, resolveAccountRules, type AccountValueRule } from '../../../engine/registration/index';
import type { Language } from '../../../schemas/domain';
import { usePortal } from '../../portal-context/PortalContext';
import { usePortalData } from '../../portal-context/PortalData';

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

/** An SMS or e-mailed verification code (4 to 8 digits); never trimmed (SPEC section 5). */
export const SMS_CODE_PATTERN = /^[0-9]{4,8}$/;

type Translate = (key: 'form.required' | 'form.validMobile' | 'form.validCode' | 'form.inconsistent' | 'error.passwordRule' | 'error.commonPassword') => string;

let commonCheck: Promise<(password: string) => boolean> | undefined;

/** Whether a password is one of the most common ones (the engine's list, loaded once on demand). */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonCheck ??= import('../../../engine/registration/commonPasswords').then((m) => m.isCommonPassword);
  return (await commonCheck)(password);
}

/**
 * The field checks the sign-in forms share, as react-hook-form `validate` functions: each answers
 * true or the message shown beside the field.
 */
export const fieldChecks = {
  /** A new password by the tenant's password rule and its message, and not a common password. */
  newPassword: (rule: ValueRule, t: Translate) => async (value: string): Promise<true | string> => {
    if (value === '') return t('form.required');
    if (!followsRule(value, rule)) return rule.message ?? t('error.passwordRule');
    return (await isCommonPassword(value)) ? t('error.commonPassword') : true;
  },
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

function ruleOf(data: AccountValueRule, language: Language): ValueRule {
  const rule: ValueRule = {};
  if (data.pattern !== undefined) rule.pattern = new RegExp(data.pattern, 'u');
  if (data.minLength !== undefined) rule.minLength = data.minLength;
  if (data.maxLength !== undefined) rule.maxLength = data.maxLength;
  if (data.message !== undefined) rule.message = data.message[language];
  return rule;
}

/** The password and mobile rules for the view language (see the file comment). */
export function useAccountRules(): AccountRules {
  const { site, view } = usePortal();
  const { useCall } = usePortalData();
  const own = (site as Partial<ResolvedSite>).accountRules;
  const settings = useCall('registerSettings', undefined, { enabled: own === undefined, staleTime: 5 * 60_000 });
  const rules = useMemo(() => own ?? (settings.data === undefined ? undefined : resolveAccountRules(settings.data)), [own, settings.data]);
  return useMemo(() => ({
    password: ruleOf(rules?.password ?? {}, view.language),
    mobile: ruleOf(rules?.mobile ?? { pattern: '^[0-9]+$', minLength: 6, maxLength: 15 }, view.language),
  }), [rules, view.language]);
}

/** An e-mail address, by the engine's email pattern and its message (forgot by e-mail, login verification). */
export function emailRule(language: Language): ValueRule {
  return { pattern: new RegExp(PATTERNS.email.source, 'u'), message: formatPatternMessage('email', language, {}) };
}
