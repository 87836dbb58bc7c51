/**
 * Fixtures shared by the registration tests (not part of the public surface): a server settings value,
 * switch profiles, a collecting sink and a one-line summary of a resolved form.
 */
import type { RegisterFieldSetting, RegisterSettings } from '../../schemas/server/register-settings';
import type { DiagnosticInput, DiagnosticSink } from '../diagnostics/types';
import { resolveRegistrationForm } from './resolveRegistrationForm';
import type { RegistrationForm, RegistrationPresentation, RegistrationSwitches } from './types';

export const USERNAME_ONLY: RegistrationSwitches = {
  usernameRegistration: true,
  mobileRegistration: false,
  registrationSms: false,
  mobilePasswordOnRegistration: false,
};
export const BOTH_MODES: RegistrationSwitches = { ...USERNAME_ONLY, mobileRegistration: true };
export const MOBILE_ONLY: RegistrationSwitches = { ...USERNAME_ONLY, usernameRegistration: false, mobileRegistration: true };

/** A realistic server: core fields, some optional ones, a required one, a disabled one. */
export const SERVER_FIELDS: RegisterFieldSetting[] = [
  { name: 'username', enabled: true, required: true, patternId: 'letterFirstAlphanumeric', minLength: 6, maxLength: 16 },
  { name: 'password', enabled: true, required: true, patternId: 'noSpaces', minLength: 6, maxLength: 20 },
  { name: 'confirmPassword', enabled: true, required: true },
  { name: 'payeeName', enabled: true, required: true, patternId: 'englishLettersAndSpaces', minLength: 2, maxLength: 50 },
  { name: 'email', enabled: true, required: false, patternId: 'email', maxLength: 50 },
  { name: 'qqNum', enabled: false, required: false, patternId: 'digitsOnly', minLength: 5, maxLength: 12 },
  { name: 'mobileNum', enabled: true, required: false, patternId: 'digitsOnly', minLength: 11, maxLength: 11 },
  { name: 'captcha', enabled: true, required: false, minLength: 4, maxLength: 4 },
  { name: 'verificationCode', enabled: true, required: false, patternId: 'digitsOnly', minLength: 6, maxLength: 6 },
  { name: 'paymentPassword', enabled: true, required: false, patternId: 'digitsOnly', minLength: 6, maxLength: 6 },
  { name: 'fullName', enabled: true, required: false, patternId: 'lettersAndSpaces', minLength: 2 },
];

/** The settings above with entries changed (by name; unlisted names are appended, disabled) or removed (`null`). */
export function settingsWith(changes: Record<string, Partial<RegisterFieldSetting> | null> = {}, extra: Partial<RegisterSettings> = {}): RegisterSettings {
  const fields = SERVER_FIELDS.flatMap((f) => {
    const change = changes[f.name];
    if (change === null) return [];
    return [{ ...f, ...change }];
  });
  for (const [name, change] of Object.entries(changes)) {
    if (change !== null && !SERVER_FIELDS.some((f) => f.name === name)) fields.push({ name, enabled: false, required: false, ...change });
  }
  return { fields, ...extra };
}

export interface CollectingSink extends DiagnosticSink {
  reported: DiagnosticInput[];
}

export function collectingSink(): CollectingSink {
  const reported: DiagnosticInput[] = [];
  return { reported, report: (input) => reported.push(input) };
}

/** Resolves with collecting sinks. */
export function resolveWith(
  switches: RegistrationSwitches,
  settings: RegisterSettings = settingsWith(),
  presentation?: RegistrationPresentation,
): { form: RegistrationForm; manifest: DiagnosticInput[]; server: DiagnosticInput[] } {
  const sink = collectingSink();
  const serverSink = collectingSink();
  const form = resolveRegistrationForm(presentation === undefined ? { settings, switches, sink, serverSink } : { settings, switches, presentation, sink, serverSink });
  return { form, manifest: sink.reported, server: serverSink.reported };
}

/** One line per shown field: `mode name required(source) patternId min-max`. */
export function summarize(form: RegistrationForm): string[] {
  return form.fields
    .filter((f) => f.enabled)
    .map((f) => {
      const need = f.required ? `required(${f.requiredSource})` : `optional(${f.requiredSource})`;
      const check = f.equals !== undefined ? `= ${f.equals}` : `${f.patternId ?? '-'} ${f.minLength ?? ''}-${f.maxLength ?? ''}`;
      return `${f.mode} ${f.name} ${need} ${check}`;
    });
}
