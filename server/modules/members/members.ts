/**
 * The members domain: look-ups and changes of member rows, and the answers they make (the login
 * value with its flags, the member-info value, the methods that can confirm a login from an
 * unregistered IP). Every query is per tenant.
 */
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { LoginValue, VerificationMethod } from '../../../schemas/api/session';
import type { MemberInfo } from '../../../schemas/server/member-info';
import { AGENT_ACCOUNT_TYPES, CONTRACT_TYPES, type ContractType } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import { members, sessions } from './schema';
import type { Member } from './member';
import { hashToken } from './sessionToken';
import { hashPassword } from '../security/index';
import type { TenantState } from '../tenants/index';

/** A password older than this is expired while the tenant's passwordExpiry switch is on. */
export const PASSWORD_MAX_AGE_DAYS = 90;
/** Known IPs kept per member (the most recent ones). */
const KNOWN_IPS_KEPT = 20;

/** Accounts are case-insensitive: stored and looked up trimmed and in lower case. */
export function normalizeAccount(username: string): string {
  return username.trim().toLowerCase();
}

export async function memberByAccount(db: Db, tenant: string, account: string): Promise<Member | undefined> {
  const rows = await db.select().from(members).where(and(eq(members.tenant, tenant), eq(members.account, normalizeAccount(account)))).limit(1);
  return rows[0];
}

/** The first member with this mobile number (registration keeps them unique in mobile mode). */
export async function memberByMobile(db: Db, tenant: string, mobile: string): Promise<Member | undefined> {
  const rows = await db.select().from(members).where(and(eq(members.tenant, tenant), eq(members.mobile, mobile))).orderBy(asc(members.id)).limit(1);
  return rows[0];
}

export async function memberById(db: Db, tenant: string, id: number): Promise<Member | undefined> {
  const rows = await db.select().from(members).where(and(eq(members.tenant, tenant), eq(members.id, id))).limit(1);
  return rows[0];
}

export function passwordExpired(member: Member, state: TenantState, now: number): boolean {
  return state.switches.passwordExpiry && now - member.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_DAYS * 86_400_000;
}

/**
 * Whether the member must change the password before anything else: the default or a temporary
 * password (first-login flag), or an expired one while the tenant's passwordExpiry switch is on. A
 * session of such a member is restricted to what the change needs (session.ts).
 */
export function mustChangePassword(member: Member, state: TenantState, now: number): boolean {
  return member.firstTimeLogin || passwordExpired(member, state, now);
}

/** Why a member must change the password first (the reason the portal's modal shows), if they must. */
export type PasswordChangeReason = 'firstLogin' | 'expired';

/**
 * `mustChangePassword` with its reason, reading the tenant's state only when the password is old
 * enough for the expiry switch to matter (the session lookup calls this on every call with a token).
 */
export async function passwordChangeReason(member: Member, state: () => Promise<TenantState>, now: number): Promise<PasswordChangeReason | undefined> {
  if (member.firstTimeLogin) return 'firstLogin';
  if (now - member.passwordChangedAt.getTime() <= PASSWORD_MAX_AGE_DAYS * 86_400_000) return undefined;
  return passwordExpired(member, await state(), now) ? 'expired' : undefined;
}

/** The value of a successful login. */
export function loginValue(member: Member, token: string, state: TenantState, now: Date): LoginValue {
  return { token, firstTimeLogin: member.firstTimeLogin, passwordExpired: passwordExpired(member, state, now.getTime()), account: member.account, type: member.type };
}

/** Whether an account type is an agent's (SPEC section 6). */
export function isAgentAccount(type: number): boolean {
  return (AGENT_ACCOUNT_TYPES as readonly number[]).includes(type);
}

/** The `/wps/member/info` value; agents carry their contract types. */
export function memberInfoOf(member: Member): MemberInfo {
  // The member's own info: without a chosen nickname, the member is greeted by the account.
  const info: MemberInfo = { id: member.id, account: member.account, nickname: member.nickname ?? member.account, type: member.type };
  if (isAgentAccount(member.type)) info.contractTypes = member.contractTypes.filter((c): c is ContractType => (CONTRACT_TYPES as readonly string[]).includes(c));
  return info;
}

/** Whether the login must be confirmed: the member has known IPs and this is not one of them. */
export function needsIpVerification(member: Member, ip: string): boolean {
  return member.knownIps.length > 0 && !member.knownIps.includes(ip);
}

/** The ways this member can confirm a login from a new IP, from what their account holds. */
export function verificationMethodsOf(member: Member): VerificationMethod[] {
  const methods: VerificationMethod[] = [];
  if (member.mobile) methods.push('mobile', 'code');
  if (member.email) methods.push('email');
  if (member.profile.payeeName) methods.push('bankAccountName');
  if (member.profile.totpSecret) methods.push('authenticator');
  return methods;
}

/** Remembers an IP the member confirmed, keeping the most recent ones. */
export async function rememberIp(db: Db, member: Member, ip: string): Promise<void> {
  const knownIps = [...member.knownIps.filter((known) => known !== ip), ip].slice(-KNOWN_IPS_KEPT);
  await db.update(members).set({ knownIps }).where(and(eq(members.tenant, member.tenant), eq(members.id, member.id)));
}

/**
 * Sets a member's password (hashed). `changed` marks a password the member chose (clears the
 * first-login flag); otherwise it is a temporary one that must be changed at the next login.
 */
export async function setPassword(db: Db, member: Member, password: string, chosen: boolean, now: Date): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: now, firstTimeLogin: !chosen })
    .where(and(eq(members.tenant, member.tenant), eq(members.id, member.id)));
}

/** Replaces a hash made with weaker parameters (same password, current cost). */
export async function upgradeHash(db: Db, member: Member, password: string): Promise<void> {
  await db.update(members).set({ passwordHash: await hashPassword(password) }).where(and(eq(members.tenant, member.tenant), eq(members.id, member.id)));
}

/** Ends the member's sessions on the server, all of them or all but the one of `keepToken`. */
export async function revokeMemberSessions(db: Db, member: Member, now: Date, keepToken?: string): Promise<void> {
  const token = keepToken;
  const mine = and(eq(sessions.tenant, member.tenant), eq(sessions.memberId, member.id), isNull(sessions.revokedAt));
  const where = token ? and(mine, ne(sessions.tokenHash, hashToken(token))) : mine;
  await db.update(sessions).set({ revokedAt: now }).where(where);
}
