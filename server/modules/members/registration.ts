/**
 * Registration (SPEC sections 4, 5 and 7): a visitor becomes a member, by username or by mobile
 * number, and agents' invitation codes are checked.
 *
 * Every registration needs the human check (ALTCHA) and spends a per-IP quota (security's limits).
 * The form values are checked with the engine's rules for the tenant's live state (accountRules.ts):
 * the same fields, requirements, patterns, lengths, confirmation and ticked boxes as the portal's form,
 * and a password that is not a common one. Then the server-side facts: the captcha answer, the
 * invitation code, the SMS code, and that the username or mobile number is free. A success is a session.
 *
 * Where the tenant's form has the payment password field, the one typed is stored (hashed, by the
 * security module) with the account, so the first withdrawal does not ask for one to be set first.
 *
 * With `firebaseChannel` and `firebaseIdToken` (where the tenant's socialLogin switch is on), the
 * server's identity provider checks the token first, and the channel's subject is linked to the new
 * member in the transaction that adds it (socialLinks.ts): one subject, one member, across instances.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ErrorObject } from 'ajv';
import { REGISTER_SIGN_UP_KEYS, REGISTER_WIRE_EXTRAS, type RegisterBody } from '../../../schemas/api/account';
import { AGENT_ACCOUNT_TYPES } from '../../../schemas/domain';
import type { RegistrationMode } from '../../../engine/registration/index';
import type { Db } from '../../db/connect';
import { inTransaction, type Executor } from '../ledger/index';
import { checkCode, consumeCaptcha, hashPassword, limitsOf, requireHumanCheck, requireQuota, storeNewPaymentPassword } from '../security/index';
import { localOffsetMinutes, type TenantInfo } from '../tenants/index';
import { setLimitInTransaction } from '../responsibleGaming/index';
import type { ServerMode } from '../../platform/serverMode';
import { DomainError } from '../../platform/domainError';
import { checkNewPassword, checkedMobile, liveRules } from './accountRules';
import type { Member } from './member';
import { memberByAccount, memberByMobile, normalizeAccount } from './members';
import { checkedNickname } from './publicName';
import { memberIdOfReferralCode } from './referral';
import { memberSignUps, memberUplines, members } from './schema';
import { createSession } from './session';
import type { SocialIdentityProvider } from './socialIdentity';
import { linkSocialSubject, memberIdOfSocialSubject, verifiedSocialIdentity, type SocialLink } from './socialLinks';
import { checkedSignUp, localDateOf, type CheckedSignUp, type SignUpBody } from './signUp';

/** Form values kept on the member beside account, password, e-mail and mobile. */
const PROFILE_FIELDS = [
  'payeeName', 'qqNum', 'recommenderId', 'affiliateCode', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'referralCode',
  'fullName', 'telegram', 'zalo', 'birthday', 'address', 'nationality', 'occupation', 'sourceOfIncome', 'bankAccountNumber',
] as const;

/** An agent's invitation code, case-insensitive; undefined when no agent of the tenant has it. */
export async function agentWithCode(db: Db, tenant: string, code: string): Promise<{ id: number } | undefined> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenant, tenant), inArray(members.type, [...AGENT_ACCOUNT_TYPES]), sql`upper(${members.profile}->>'affiliateCode') = ${code.trim().toUpperCase()}`))
    .limit(1);
  return rows[0];
}

/**
 * The agent whose referral link the visitor followed (the code of referral.ts), or undefined: a
 * member's code (not an agent), an unknown one, or another tenant's agent. The new member is placed
 * under that agent (member_uplines), so an agent's referral link grows its downline.
 */
async function agentOfReferralCode(db: Db, tenant: string, code: string): Promise<number | undefined> {
  const id = memberIdOfReferralCode(code);
  if (id === undefined) return undefined;
  const rows = await db.select({ id: members.id }).from(members)
    .where(and(eq(members.tenant, tenant), eq(members.id, id), inArray(members.type, [...AGENT_ACCOUNT_TYPES]))).limit(1);
  return rows[0]?.id;
}

/** Whether a member of the tenant signed up with this CPF (11 digits). */
async function cpfTaken(db: Db, tenant: string, cpf: string): Promise<boolean> {
  const rows = await db.select({ id: memberSignUps.memberId }).from(memberSignUps).where(and(eq(memberSignUps.tenant, tenant), eq(memberSignUps.cpf, cpf))).limit(1);
  return rows.length > 0;
}

/** A new member's row, as the caller knows it; the rest (id, flags' defaults) is the table's. */
export interface NewMember {
  tenant: string;
  account: string;
  nickname: string | null;
  type: number;
  passwordHash: string;
  /** True for a password someone else chose (an agent's downline): it must be changed at the first login. */
  firstTimeLogin: boolean;
  email?: string | null;
  mobile?: string | null;
  countryDialingCode?: string | null;
  profile?: Record<string, string>;
}

export interface NewMemberOptions {
  /** The agent the member is placed under (member_uplines). */
  uplineId?: number;
  /** A payment password hash stored with the account (security's payment password). */
  paymentPasswordHash?: string;
  /** A social channel's subject linked to the member (409 'error.socialLinked', nothing added, when it is taken). */
  socialLink?: SocialLink;
  /** What a jurisdiction's sign-up asked: the CPF, birth date and gender, and the limits the player chose. */
  signUp?: CheckedSignUp;
}

/**
 * Adds a member, with its upline and payment password when given: all or nothing. Undefined when the
 * account is taken (a concurrent registration of the same account lost the race to this one's insert).
 */
export async function addMember(db: Db, values: NewMember, now: Date, options: NewMemberOptions = {}): Promise<Member | undefined> {
  const insert = async (ex: Executor) => (await ex.insert(members).values({ ...values, createdAt: now, passwordChangedAt: now }).onConflictDoNothing().returning())[0];
  const { signUp } = options;
  // The row alone needs no transaction of its own.
  if (options.uplineId === undefined && options.paymentPasswordHash === undefined && options.socialLink === undefined && signUp === undefined) return insert(db);
  return inTransaction(db, async (tx) => {
    const created = await insert(tx);
    if (created === undefined) return undefined;
    if (options.uplineId !== undefined) await tx.insert(memberUplines).values({ tenant: values.tenant, memberId: created.id, uplineId: options.uplineId });
    if (options.paymentPasswordHash !== undefined) await storeNewPaymentPassword(tx, values.tenant, created.id, options.paymentPasswordHash, now);
    if (options.socialLink !== undefined) await linkSocialSubject(tx, values.tenant, created.id, options.socialLink, now);
    if (signUp?.identity !== undefined) {
      // The unique index on (tenant, cpf) decides between concurrent sign-ups with one CPF: the loser
      // inserts nothing, and its whole registration rolls back.
      const kept = await tx.insert(memberSignUps).values({ memberId: created.id, tenant: values.tenant, ...signUp.identity, createdAt: now }).onConflictDoNothing().returning({ id: memberSignUps.memberId });
      if (kept.length === 0) throw new DomainError('conflict', 'error.cpfTaken', { fields: ['cpf'] });
    }
    for (const limit of signUp?.limits ?? []) {
      await setLimitInTransaction(tx, { tenant: values.tenant, memberId: created.id, kind: limit.kind, period: limit.period, value: limit.value, actor: 'player' }, now);
    }
    return created;
  });
}

/** The field a validation error is about, from its instance path or its missing property. */
function fieldOfError(error: ErrorObject): string {
  if (error.keyword === 'required') return String((error.params as { missingProperty?: unknown }).missingProperty ?? '');
  if (error.keyword === 'additionalProperties') return String((error.params as { additionalProperty?: unknown }).additionalProperty ?? '');
  return error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
}

/**
 * 400 'error.invalidRequest' whose value names the fields that failed the registration rules (so the
 * form can mark them) and says why.
 */
function invalidForm(errors: readonly ErrorObject[]): DomainError {
  const fields = [...new Set(errors.map(fieldOfError).filter((f) => f !== ''))];
  const reason = errors.map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`).join('; ');
  return new DomainError('invalid', 'error.invalidRequest', { fields, reason });
}

function splitPayload(body: RegisterBody): { values: Record<string, unknown>; extras: Partial<Pick<RegisterBody, (typeof REGISTER_WIRE_EXTRAS)[number]>>; signUp: SignUpBody } {
  const values: Record<string, unknown> = {};
  const extras: Record<string, unknown> = {};
  const signUp: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if ((REGISTER_WIRE_EXTRAS as readonly string[]).includes(key)) extras[key] = value;
    else if ((REGISTER_SIGN_UP_KEYS as readonly string[]).includes(key)) signUp[key] = value;
    else values[key] = value;
  }
  return { values, extras, signUp };
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export interface RegistrationRequest {
  tenant: TenantInfo;
  mode: RegistrationMode;
  body: RegisterBody;
  /** The visitor's address, for the per-IP quota. */
  ip: string;
  serverMode: ServerMode;
  /** The server's social-login identity provider (socialIdentity.ts). */
  socialIdentity: SocialIdentityProvider;
}

/**
 * The social channel's subject a registration links, checked before the member is made: none without
 * the two fields; 403 where the tenant has social login off; 400 for one field alone or a refused
 * token; 409 when the subject is a member's already.
 */
async function socialLinkOf(db: Db, request: RegistrationRequest, socialLogin: boolean, extras: Partial<Pick<RegisterBody, 'firebaseChannel' | 'firebaseIdToken'>>, now: Date): Promise<SocialLink | undefined> {
  const { firebaseChannel: channel, firebaseIdToken: idToken } = extras;
  if (channel === undefined && idToken === undefined) return undefined;
  if (!socialLogin) throw new DomainError('forbidden', 'error.functionDisabled');
  if (!filled(channel) || !filled(idToken)) throw new DomainError('invalid', 'error.invalidRequest');
  const identity = await verifiedSocialIdentity(request.socialIdentity, channel, idToken, now);
  if ((await memberIdOfSocialSubject(db, request.tenant.code, channel, identity.subject)) !== undefined) throw new DomainError('conflict', 'error.socialLinked');
  return { channel, subject: identity.subject };
}

/** Registers a visitor by the tenant's rules and answers the new member's session token. */
export async function registerMember(db: Db, request: RegistrationRequest, now: Date): Promise<{ token: string }> {
  const { tenant, mode } = request;
  const { state, rules } = await liveRules(db, tenant);
  const validate = rules.validator(mode);
  if (!validate) throw new DomainError('forbidden', 'error.functionDisabled');
  const { values, extras, signUp: signUpBody } = splitPayload(request.body);
  await requireHumanCheck(db, tenant.code, extras.altcha);
  if (!validate(values)) throw invalidForm(validate.errors ?? []);
  // The jurisdiction's fields (CPF, birth date by the tenant's local date, gender, limits, risk warning).
  const signUp = checkedSignUp(signUpBody, rules.signUp, localDateOf(now, localOffsetMinutes(tenant)));
  const form = values as Record<string, string | boolean | undefined>;
  if (filled(form.password)) checkNewPassword(form.password, rules);
  const nickname = checkedNickname(typeof form.nickname === 'string' ? form.nickname : undefined);
  // Each registration costs a full password hash: a per-IP quota bounds what one address can spend.
  const { registrationsPerIpPerHour } = await limitsOf(db, tenant.code, request.serverMode);
  await requireQuota(db, tenant.code, `register-ip:${request.ip}`, registrationsPerIpPerHour, 3600, now);

  const mobile = filled(form.mobileNum) ? checkedMobile(form.mobileNum, rules) : undefined;
  const account = mode === 'register' ? normalizeAccount(String(form.username)) : mobile!;
  const taken = new DomainError('conflict', mode === 'register' ? 'error.usernameTaken' : 'error.mobileTaken');
  // With an SMS code, the code comes first: a taken number was sent none (the send answers alike).
  if (filled(form.verificationCode)) {
    if (!mobile) throw new DomainError('invalid', 'error.enterValidPhone');
    const check = await checkCode(db, tenant.code, 'register', mobile, form.verificationCode, now);
    if (check === 'locked') throw new DomainError('tooMany', 'error.tooManyRequests');
    if (check === 'expired') throw new DomainError('invalid', 'error.codeExpired');
    if (check === 'invalid') throw new DomainError('invalid', 'error.invalidCode');
  }
  if (await memberByAccount(db, tenant.code, account)) throw taken;
  // A mobile number belongs to one member (SMS login and phone reset find the member by it).
  if (mobile && (await memberByMobile(db, tenant.code, mobile))) throw new DomainError('conflict', 'error.mobileTaken');
  // A quick answer before the password hash; the unique index holds it under concurrency (addMember).
  if (signUp.identity?.cpf != null && (await cpfTaken(db, tenant.code, signUp.identity.cpf))) throw new DomainError('conflict', 'error.cpfTaken', { fields: ['cpf'] });

  if (filled(form.captcha) && !(await consumeCaptcha(db, tenant.code, extras.captchaId, form.captcha, now))) throw new DomainError('invalid', 'error.invalidCaptcha');
  if (filled(form.affiliateCode) && !(await agentWithCode(db, tenant.code, form.affiliateCode))) throw new DomainError('invalid', 'invitation_code_error');
  const socialLink = await socialLinkOf(db, request, state.socialLogin, extras, now);

  // Mobile registration without a password field: the member logs in by SMS code.
  const password = filled(form.password) ? form.password : randomBytes(18).toString('base64url');
  const profile = Object.fromEntries(PROFILE_FIELDS.flatMap((name) => (filled(form[name]) ? [[name, String(form[name]).trim()]] : [])));
  const uplineId = filled(form.referralCode) ? await agentOfReferralCode(db, tenant.code, form.referralCode) : undefined;
  const passwordHash = await hashPassword(password);
  // The form's rules (enabled means required, six digits) have passed: the field is there only where enabled.
  const paymentPasswordHash = filled(form.paymentPassword) ? await hashPassword(form.paymentPassword) : undefined;
  const member = await addMember(db, {
    tenant: tenant.code,
    account,
    // Only a chosen nickname: without one, other members see the masked account (publicName.ts).
    nickname: nickname ?? null,
    type: 0,
    passwordHash,
    // The member chose this password: nothing forces a change at the first login.
    firstTimeLogin: false,
    email: filled(form.email) ? form.email.trim() : null,
    mobile: mobile ?? null,
    countryDialingCode: mobile && filled(form.countryDialingCode) ? form.countryDialingCode : null,
    profile,
  }, now, {
    ...(uplineId === undefined ? {} : { uplineId }),
    ...(paymentPasswordHash === undefined ? {} : { paymentPasswordHash }),
    ...(socialLink === undefined ? {} : { socialLink }),
    ...(signUp.identity === undefined && signUp.limits.length === 0 ? {} : { signUp }),
  });
  // Lost a race for the same account against a concurrent registration.
  if (!member) throw taken;
  // The risk warning ticked at sign-up is this first session's acknowledgement.
  return { token: await createSession(db, tenant.code, member.id, now, { riskAcknowledged: signUp.riskAcknowledged }) };
}

/**
 * A new free-play (trial) account under a random name; undefined when five names in a row were taken.
 * A trial account has no password: `!` is no hash, so nothing verifies against it.
 */
export async function openTrialAccount(db: Db, tenant: string, trialType: number, now: Date): Promise<Member | undefined> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const account = `trial${randomInt(10_000_000, 100_000_000)}`;
    const member = await addMember(db, { tenant, account, nickname: 'Trial player', type: trialType, passwordHash: '!trial', firstTimeLogin: false }, now);
    if (member) return member;
  }
  return undefined;
}
