/**
 * Sign-up's extra fields (the resolved site's `signUp`: a jurisdiction's CPF, birth date, gender,
 * limits and risk warning) in the registration popup: their values, their checks beside each field
 * (the CPF's check digits, a real birth date old enough, a gender of the list, a limit above 0 with
 * its period, the ticked warning) and what the register call sends. The server checks the same from
 * the same resolved site (server/modules/members/signUp.ts) and is the judge: a CPF taken, or the age
 * by the tenant's date, come back from it and are shown at the field too.
 */
import type { ResolvedSignUp } from '../../engine/index';
import type { AuthTextKey } from '../../engine/i18n/texts/auth';
import { ageOn, isIsoDate, isValidCpf, normalizeCpf } from '../../engine/registration/signUp';
import type { SignUpLimit } from '../../schemas/jurisdiction';
import { GENDERS, type SignUpLimitPeriod } from '../../schemas/signUp';
import type { REGISTER_SIGN_UP_KEYS, RegisterBody } from '../../schemas/api/account';
import type { RegistrationValues } from './validateRegistration';

export interface SignUpValues {
  cpf?: string;
  birthDate?: string;
  gender?: string;
  lossLimit?: string;
  lossLimitPeriod?: string;
  depositLimit?: string;
  depositLimitPeriod?: string;
  timeLimit?: string;
  timeLimitPeriod?: string;
  riskAcknowledged?: boolean;
}

export type SignUpFieldName = keyof SignUpValues;

/** Sign-up's part of the register call. */
export type SignUpPayload = Pick<RegisterBody, (typeof REGISTER_SIGN_UP_KEYS)[number]>;

/** The registration popup's values: the form's fields and sign-up's. */
export type RegisterFormValues = RegistrationValues & SignUpValues;

/** A field's refusal: a text of the auth texts and its parameters. */
export interface SignUpError {
  key: AuthTextKey;
  params?: Record<string, number>;
}

export const NO_SIGN_UP: ResolvedSignUp = { fields: [], minimumAge: 18, limits: [], riskWarning: false };

/** The wire names of each limit's amount and period. */
export const LIMIT_FIELDS = {
  loss: { value: 'lossLimit', period: 'lossLimitPeriod' },
  deposit: { value: 'depositLimit', period: 'depositLimitPeriod' },
  time: { value: 'timeLimit', period: 'timeLimitPeriod' },
} as const satisfies Record<SignUpLimit, { value: SignUpFieldName; period: SignUpFieldName }>;

const PERIOD_MINUTES: Record<string, number> = { day: 24 * 60, week: 7 * 24 * 60, month: 31 * 24 * 60 };

/** The form's starting values: empty fields, the limits over a month (time: a day), the box unticked. */
export function emptySignUpValues(signUp: ResolvedSignUp): SignUpValues {
  const values: SignUpValues = {};
  for (const field of signUp.fields) values[field] = '';
  for (const kind of signUp.limits) {
    values[LIMIT_FIELDS[kind].value] = '';
    values[LIMIT_FIELDS[kind].period] = kind === 'time' ? 'day' : 'month';
  }
  if (signUp.riskWarning) values.riskAcknowledged = false;
  return values;
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

function limitError(kind: SignUpLimit, values: SignUpValues): [SignUpFieldName, SignUpError] | undefined {
  const { value: name, period: periodName } = LIMIT_FIELDS[kind];
  const raw = values[name] as string | undefined;
  const period = values[periodName] as string | undefined;
  if (blank(raw)) return [name, { key: 'error.limitRequired' }];
  if (blank(period) || PERIOD_MINUTES[period!] === undefined) return [periodName, { key: 'error.limitRequired' }];
  const text = raw!.trim().replace(',', '.');
  if (kind === 'time') {
    const minutes = /^[0-9]{1,6}$/.test(text) ? Number(text) : NaN;
    return minutes >= 1 && minutes <= PERIOD_MINUTES[period!]! ? undefined : [name, { key: 'error.limitInvalid' }];
  }
  return /^[0-9]{1,12}(\.[0-9]{1,2})?$/.test(text) && Number(text) > 0 ? undefined : [name, { key: 'error.limitInvalid' }];
}

/** The sign-up fields' errors on `today` (the visitor's date, YYYY-MM-DD; the server counts by the tenant's). */
export function validateSignUp(signUp: ResolvedSignUp, values: SignUpValues, today: string): Partial<Record<SignUpFieldName, SignUpError>> {
  const errors: Partial<Record<SignUpFieldName, SignUpError>> = {};
  if (signUp.fields.includes('cpf')) {
    if (blank(values.cpf)) errors.cpf = { key: 'error.cpfRequired' };
    else if (!isValidCpf(values.cpf!.trim())) errors.cpf = { key: 'error.cpfInvalid' };
  }
  if (signUp.fields.includes('birthDate')) {
    const date = values.birthDate ?? '';
    if (blank(date)) errors.birthDate = { key: 'error.birthDateRequired' };
    else if (!isIsoDate(date) || date > today) errors.birthDate = { key: 'error.birthDateInvalid' };
    else if (ageOn(date, today) < signUp.minimumAge) errors.birthDate = { key: 'error.underAge', params: { age: signUp.minimumAge } };
  }
  if (signUp.fields.includes('gender') && !(GENDERS as readonly string[]).includes(values.gender ?? '')) errors.gender = { key: 'error.genderRequired' };
  for (const kind of signUp.limits) {
    const found = limitError(kind, values);
    if (found) errors[found[0]] = found[1];
  }
  if (signUp.riskWarning && values.riskAcknowledged !== true) errors.riskAcknowledged = { key: 'error.riskWarningRequired' };
  return errors;
}

/** What the register call carries of sign-up: only the fields the site asks for, the CPF as its 11 digits. */
export function signUpPayload(signUp: ResolvedSignUp, values: SignUpValues): SignUpPayload {
  const payload: SignUpPayload = {};
  if (signUp.fields.includes('cpf')) payload.cpf = normalizeCpf(values.cpf?.trim() ?? '') ?? values.cpf?.trim() ?? '';
  if (signUp.fields.includes('birthDate')) payload.birthDate = values.birthDate ?? '';
  if (signUp.fields.includes('gender')) payload.gender = values.gender ?? '';
  for (const kind of signUp.limits) {
    const { value, period } = LIMIT_FIELDS[kind];
    payload[value] = ((values[value] as string | undefined) ?? '').trim().replace(',', '.');
    const chosen = (values[period] as string | undefined) ?? '';
    // The select offers only the periods; anything else is sent as typed for the server to refuse.
    payload[period] = chosen as SignUpLimitPeriod;
  }
  if (signUp.riskWarning) payload.riskAcknowledged = values.riskAcknowledged === true;
  return payload;
}

/** Whether a field name the server named in a refusal is one of sign-up's. */
export function isSignUpField(name: unknown): name is SignUpFieldName {
  return typeof name === 'string' && ['cpf', 'birthDate', 'gender', 'lossLimit', 'lossLimitPeriod', 'depositLimit', 'depositLimitPeriod', 'timeLimit', 'timeLimitPeriod', 'riskAcknowledged'].includes(name);
}

/** The visitor's date as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
