import { REGISTRATION_FIELD_NAMES, type RegisterSettings, type RegistrationFieldName } from '../../schemas/server/register-settings';
import { didYouMean } from '../diagnostics/suggest';
import { isOneOf } from '../isOneOf';
import type { DiagnosticSink } from '../diagnostics/types';
import { joinPointer } from '../load/pointer';
import { ANY_PATTERN_ID, PATTERN_IDS, isKnownPatternId, type PatternId } from './patterns';

/** What the server decided about one known field, after the engine checked it. */
export interface ServerFieldRule {
  /** Position in `settings.fields`, for pointers. */
  index: number;
  enabled: boolean;
  required: boolean;
  /** Known pattern id the server named; `*` when it named an unknown one; absent when it named none. */
  patternId?: PatternId;
  /** The server's own regular expression, when it compiles with the `u` flag. */
  acceptedPattern?: string;
  minLength?: number;
  maxLength?: number;
}

/** The usable part of `/wps/system/setting/register`. */
export interface ServerRegistrationRules {
  fields: ReadonlyMap<RegistrationFieldName, ServerFieldRule>;
  smsExpiryMinutes: number;
}

const DEFAULT_SMS_EXPIRY_MINUTES = 1;

function isLength(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function compiles(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the server's registration settings, keeping what the engine can use. Unknown field names,
 * duplicates, unknown pattern ids, regular expressions that do not compile and contradictory bounds
 * are reported to `sink` as warnings (the engine recovers from each), with pointers into the value.
 */
export function readRegisterSettings(settings: RegisterSettings, sink: DiagnosticSink): ServerRegistrationRules {
  const fields = new Map<RegistrationFieldName, ServerFieldRule>();
  const entries = Array.isArray(settings.fields) ? settings.fields : [];
  entries.forEach((entry, index) => {
    const at = (...segments: string[]): string => joinPointer(['fields', index, ...segments]);
    const name = entry.name;
    if (!isOneOf(REGISTRATION_FIELD_NAMES, name)) {
      sink.report({
        code: 'REGISTRATION_FIELD_UNKNOWN',
        severity: 'warning',
        pointer: at('name'),
        message: `unknown registration field "${name}"; the engine ignores it`,
        hint: didYouMean(name, REGISTRATION_FIELD_NAMES),
      });
      return;
    }
    const first = fields.get(name);
    if (first !== undefined) {
      sink.report({
        code: 'SERVER_RESPONSE_INVALID',
        severity: 'warning',
        pointer: at('name'),
        message: `registration field "${name}" is listed twice; the first entry (${joinPointer(['fields', first.index])}) is used`,
      });
      return;
    }
    const enabled = entry.enabled === true;
    const rule: ServerFieldRule = { index, enabled, required: entry.required === true };
    if (rule.required && !enabled) {
      sink.report({
        code: 'SERVER_RESPONSE_INVALID',
        severity: 'warning',
        pointer: at('required'),
        message: `registration field "${name}" is required but not enabled; it is treated as disabled`,
      });
      rule.required = false;
    }
    if (entry.patternId !== undefined) {
      if (isKnownPatternId(entry.patternId)) rule.patternId = entry.patternId;
      else {
        sink.report({
          code: 'PATTERN_UNKNOWN',
          severity: 'warning',
          pointer: at('patternId'),
          message: `unknown pattern id "${entry.patternId}" for registration field "${name}"; any value of the right length is accepted`,
          hint: didYouMean(entry.patternId, PATTERN_IDS),
        });
        rule.patternId = ANY_PATTERN_ID;
      }
    }
    const accepted = entry.acceptedPattern;
    if (accepted !== undefined && accepted !== '' && accepted !== ANY_PATTERN_ID) {
      if (compiles(accepted)) rule.acceptedPattern = accepted;
      else {
        sink.report({
          code: 'SERVER_RESPONSE_INVALID',
          severity: 'warning',
          pointer: at('acceptedPattern'),
          message: `acceptedPattern of registration field "${name}" is not a valid regular expression; it is ignored`,
        });
      }
    }
    for (const key of ['minLength', 'maxLength'] as const) {
      const value = entry[key];
      if (value === undefined) continue;
      if (isLength(value)) rule[key] = value;
      else sink.report({ code: 'SERVER_RESPONSE_INVALID', severity: 'warning', pointer: at(key), message: `${key} of registration field "${name}" is not a whole number of 0 or more; it is ignored` });
    }
    if (rule.minLength !== undefined && rule.maxLength !== undefined && rule.minLength > rule.maxLength) {
      sink.report({
        code: 'SERVER_RESPONSE_INVALID',
        severity: 'warning',
        pointer: at('minLength'),
        message: `registration field "${name}" has minLength ${rule.minLength} above maxLength ${rule.maxLength}; both are ignored`,
      });
      delete rule.minLength;
      delete rule.maxLength;
    }
    fields.set(name, rule);
  });

  let smsExpiryMinutes = DEFAULT_SMS_EXPIRY_MINUTES;
  const minutes = settings.smsExpiryMinutes;
  if (minutes !== undefined) {
    if (Number.isInteger(minutes) && minutes >= 1 && minutes <= 60) smsExpiryMinutes = minutes;
    else {
      sink.report({
        code: 'SERVER_RESPONSE_INVALID',
        severity: 'warning',
        pointer: '/smsExpiryMinutes',
        message: `smsExpiryMinutes ${String(minutes)} is not a whole number from 1 to 60; ${DEFAULT_SMS_EXPIRY_MINUTES} is used`,
      });
    }
  }
  return { fields, smsExpiryMinutes };
}
