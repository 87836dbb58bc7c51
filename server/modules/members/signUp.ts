/**
 * A jurisdiction's sign-up (issue 39): what the resolved site's `registration.signUp` asks beyond the
 * registration form, checked by the server from the same resolved site the portal draws its form
 * from (accountRules.ts `TenantRules.signUp`). Where configured:
 *
 * - CPF: 11 digits with valid check digits (stored normalised), one member per CPF and tenant (a
 *   unique index decides between concurrent sign-ups: registration.ts `addMember`). Personal data:
 *   never logged, never in an error's value.
 * - birth date: a real date, the age on the tenant's local date (the server's clock) at least the
 *   site's minimum age;
 * - gender: one of GENDERS;
 * - the limits the site asks for (loss, deposit: a decimal amount above 0; time: minutes, at most the
 *   period's length), each with its period; stored through responsible gaming with the member;
 * - the risk warning, acknowledged (a ticked box).
 *
 * Each refusal is 400 with a catalogue code and `{ fields: [name] }`, so the form marks the field.
 * Sign-up's keys the site does not ask for are refused too ('error.invalidRequest'): the server keeps
 * no personal datum it was not asked to collect.
 */
import { REGISTER_SIGN_UP_KEYS, type RegisterBody } from '../../../schemas/api/account';
import type { SignUpLimit } from '../../../schemas/jurisdiction';
import { GENDERS, type SignUpLimitPeriod } from '../../../schemas/signUp';
import type { MessageKey, ResolvedSignUp } from '../../../engine/index';
import { ageOn, isIsoDate, isValidCpf, normalizeCpf } from '../../../engine/registration/signUp';
import { parseAmount } from '../ledger/index';
import { DomainError } from '../../platform/domainError';

export type SignUpBody = Pick<RegisterBody, (typeof REGISTER_SIGN_UP_KEYS)[number]>;

/** A limit chosen at sign-up, as responsible gaming stores it: minor units of money, or minutes. */
export interface SignUpLimitChoice {
  kind: SignUpLimit;
  period: SignUpLimitPeriod;
  value: number;
}

export interface CheckedSignUp {
  /** What the member row's companion keeps; undefined when the site asks none of the fields. */
  identity?: { cpf: string | null; birthDate: string | null; gender: string | null };
  limits: SignUpLimitChoice[];
  /** The risk warning was acknowledged (only where the site asks for it). */
  riskAcknowledged: boolean;
}

/** Minutes in a period, the most a time limit over it can be. */
const PERIOD_MINUTES: Record<SignUpLimitPeriod, number> = { day: 24 * 60, week: 7 * 24 * 60, month: 31 * 24 * 60 };

const refuse = (code: MessageKey, field: string, more: Record<string, unknown> = {}) => new DomainError('invalid', code, { fields: [field], ...more });
const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The limit fields' names on the wire. */
const LIMIT_KEYS = {
  loss: { value: 'lossLimit', period: 'lossLimitPeriod' },
  deposit: { value: 'depositLimit', period: 'depositLimitPeriod' },
  time: { value: 'timeLimit', period: 'timeLimitPeriod' },
} as const satisfies Record<SignUpLimit, { value: keyof SignUpBody; period: keyof SignUpBody }>;

function checkedLimit(kind: SignUpLimit, body: SignUpBody): SignUpLimitChoice {
  const keys = LIMIT_KEYS[kind];
  const raw = body[keys.value];
  const period = body[keys.period] as SignUpLimitPeriod | undefined;
  if (!filled(raw)) throw refuse('error.limitRequired', keys.value, { kind });
  if (period === undefined) throw refuse('error.limitRequired', keys.period, { kind });
  if (kind === 'time') {
    const minutes = /^[0-9]{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
    if (!(minutes >= 1 && minutes <= PERIOD_MINUTES[period])) throw refuse('error.limitInvalid', keys.value, { kind, max: PERIOD_MINUTES[period] });
    return { kind, period, value: minutes };
  }
  const cents = parseAmount(raw.trim());
  if (cents === undefined || cents <= 0n || cents > BigInt(Number.MAX_SAFE_INTEGER)) throw refuse('error.limitInvalid', keys.value, { kind });
  return { kind, period, value: Number(cents) };
}

/**
 * Sign-up's extras of a registration, checked against the site's `signUp` on `today` (the tenant's
 * local date, YYYY-MM-DD); throws the first refusal.
 */
export function checkedSignUp(body: SignUpBody, signUp: ResolvedSignUp, today: string): CheckedSignUp {
  const asked = new Set<string>([
    ...signUp.fields,
    ...signUp.limits.flatMap((kind) => [LIMIT_KEYS[kind].value, LIMIT_KEYS[kind].period]),
    ...(signUp.riskWarning ? ['riskAcknowledged'] : []),
  ]);
  const unasked = REGISTER_SIGN_UP_KEYS.filter((key) => body[key] !== undefined && !asked.has(key));
  if (unasked.length > 0) throw new DomainError('invalid', 'error.invalidRequest', { fields: unasked, reason: 'sign-up does not ask for these' });

  let cpf: string | null = null;
  if (signUp.fields.includes('cpf')) {
    if (!filled(body.cpf)) throw refuse('error.cpfRequired', 'cpf');
    if (!isValidCpf(body.cpf.trim())) throw refuse('error.cpfInvalid', 'cpf');
    cpf = normalizeCpf(body.cpf.trim())!;
  }
  let birthDate: string | null = null;
  if (signUp.fields.includes('birthDate')) {
    if (!filled(body.birthDate)) throw refuse('error.birthDateRequired', 'birthDate');
    if (!isIsoDate(body.birthDate) || body.birthDate > today) throw refuse('error.birthDateInvalid', 'birthDate');
    if (ageOn(body.birthDate, today) < signUp.minimumAge) throw refuse('error.underAge', 'birthDate', { age: signUp.minimumAge });
    birthDate = body.birthDate;
  }
  let gender: string | null = null;
  if (signUp.fields.includes('gender')) {
    if (!filled(body.gender) || !(GENDERS as readonly string[]).includes(body.gender)) throw refuse('error.genderRequired', 'gender');
    gender = body.gender;
  }
  const limits = signUp.limits.map((kind) => checkedLimit(kind, body));
  if (signUp.riskWarning && body.riskAcknowledged !== true) throw refuse('error.riskWarningRequired', 'riskAcknowledged');
  return {
    ...(signUp.fields.length > 0 ? { identity: { cpf, birthDate, gender } } : {}),
    limits,
    riskAcknowledged: signUp.riskWarning && body.riskAcknowledged === true,
  };
}

/** The tenant's local date (YYYY-MM-DD) at `now`, `offsetMinutes` from UTC. */
export function localDateOf(now: Date, offsetMinutes: number): string {
  return new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}
