/**
 * LGPD (Lei 13.709/2018 art. 18) for the members module: what a member's data export shows of the
 * account (never a secret: no password hash, authenticator step or known addresses' list beyond what
 * the member sees), and the closure of the account by the member, password confirmed. A closed
 * account keeps its row (the ledger and the records the law requires refer to it) and cannot sign in
 * (login.ts refuses it, session.ts finds no session of it).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { members } from './schema';
import { clearFailures, failureState, recordFailure, verifyPassword } from '../security/index';
import { revokeMemberSessions } from './members';
import type { Member } from './member';
import { DomainError } from '../../platform/domainError';

/** The account part of a member's data export. */
export interface AccountData {
  id: number;
  account: string;
  nickname: string | null;
  type: number;
  email: string | null;
  mobile: string | null;
  countryDialingCode: string | null;
  /** What the member gave at registration (real name, birthday, referral code...). */
  profile: Record<string, string>;
  contractTypes: string[];
  createdAt: string;
  passwordChangedAt: string;
  closedAt: string | null;
}

export function accountDataOf(member: Member): AccountData {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    email: member.email,
    mobile: member.mobile,
    countryDialingCode: member.countryDialingCode,
    profile: { ...member.profile },
    contractTypes: [...member.contractTypes],
    createdAt: member.createdAt.toISOString(),
    passwordChangedAt: member.passwordChangedAt.toISOString(),
    closedAt: member.closedAt?.toISOString() ?? null,
  };
}

/**
 * Closes the member's account: the password is confirmed (wrong guesses counted like the password
 * change's), then the row is marked closed and every session of it ends. Closing twice is refused as
 * not found (a closed account has no session to ask with).
 */
export async function closeAccount(db: Db, member: Member, password: string, now: Date): Promise<void> {
  const tenant = member.tenant;
  const key = `password:${member.id}`;
  if ((await failureState(db, tenant, key, now)).locked) throw new DomainError('tooMany', 'error.tooManyRequests');
  if (!(await verifyPassword(password, member.passwordHash))) {
    const after = await recordFailure(db, tenant, key, now);
    throw after.locked ? new DomainError('tooMany', 'error.tooManyRequests') : new DomainError('invalid', 'error.wrongPassword');
  }
  await clearFailures(db, tenant, key);
  const closed = await db.update(members).set({ closedAt: now })
    .where(and(eq(members.tenant, tenant), eq(members.id, member.id), isNull(members.closedAt))).returning({ id: members.id });
  if (closed.length === 0) throw new DomainError('notFound', 'error.notFound');
  await revokeMemberSessions(db, member, now);
}
