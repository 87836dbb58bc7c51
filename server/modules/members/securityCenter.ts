/**
 * The security centre's reads: the bound mobile and e-mail (masked), whether a payment password is
 * set, and the member's active sessions, with "sign out everywhere else".
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { SecurityCenterValue } from '../../../schemas/api/wallet';
import type { Db } from '../../db/connect';
import { sessions } from './schema';
import type { Member } from './session';
import { paymentPasswordHash } from '../security/index';

/** `de***@example.com`: the first two characters of the name, the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** `119*****321`: the first three and last three digits. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 6) return `${mobile.slice(0, 1)}${'*'.repeat(Math.max(mobile.length - 1, 0))}`;
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 6)}${mobile.slice(-3)}`;
}

/** A session's public id: derived from the stored hash, so neither the token nor its lookup key leaves the server. */
function sessionId(tokenHash: string): string {
  return createHash('sha256').update(`session-id\n${tokenHash}`).digest('base64url').slice(0, 16);
}

export async function securityCenter(db: Db, member: Member, currentTokenHash: string | undefined, now: Date): Promise<SecurityCenterValue> {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tenant, member.tenant), eq(sessions.memberId, member.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
  return {
    account: member.account,
    ...(member.mobile ? { mobile: `${member.countryDialingCode ? `${member.countryDialingCode} ` : ''}${maskMobile(member.mobile)}` } : {}),
    ...(member.email ? { email: maskEmail(member.email) } : {}),
    paymentPasswordSet: (await paymentPasswordHash(db, member.tenant, member.id)) !== undefined,
    passwordChangedAt: member.passwordChangedAt.toISOString(),
    sessions: rows.map((r) => ({ id: sessionId(r.tokenHash), createdAt: r.createdAt.toISOString(), expiresAt: r.expiresAt.toISOString(), current: r.tokenHash === currentTokenHash })),
  };
}

/** Ends every other active session of the member; returns how many. */
export async function signOutOthers(db: Db, member: Member, currentTokenHash: string, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tenant, member.tenant), eq(sessions.memberId, member.id), isNull(sessions.revokedAt), ne(sessions.tokenHash, currentTokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}
