/**
 * Sessions: random tokens, stored hashed, bound to their tenant, revoked by logout. A session ends
 * SESSION_HOURS after the login, or after the tenant's idle time without a call made with its token,
 * whichever comes first. The idle time is the site's (its manifest's `session.idleMinutes`, capped by
 * its jurisdiction: engine/jurisdictions/siteLaw.ts), which the tenant's `sessionIdleMinutes` setting
 * may shorten; a site that names none has that setting (limits.ts).
 *
 * A member who must change the password (default or temporary password, expired password while the
 * passwordExpiry switch is on) has a restricted session: only the routes that the change needs take
 * it (`requireMember(..., { restricted: 'allow' })`: member info, the change itself, logout); every
 * other route that needs a session answers 403 'error.passwordChangeRequired', and routes where a
 * session is optional treat it as none.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect';
import { members, sessions } from './schema';
import { sessionIdleMinutesOf } from '../security/index';
import { siteLawOf } from '../../../engine/jurisdictions/siteLaw';
import { passwordChangeReason, type PasswordChangeReason } from './members';
import { readTenantState } from '../tenants/index';
import { hashToken, tokenOf } from './sessionToken';
import type { Member } from './member';
import { DomainError } from '../../platform/domainError';
import { assertMayPlay } from '../responsibleGaming/index';

/** How long a session lasts at most without logging in again (the remembered-login cookie lasts 24 hours). */
export const SESSION_HOURS = 24;
/** The idle clock of a session is moved on at most this often (one write per half minute of activity). */
const TOUCH_EVERY_MS = 30_000;

// The routes get the member from the functions below and name its type from here.
export type { Member };

/**
 * A new session for a member of a tenant; returns the token, which is stored only as a hash. With
 * `riskAcknowledged` (a sign-up that ticked the risk warning) the session starts acknowledged.
 */
export async function createSession(db: Db, tenant: string, memberId: number, at: Date, options: { withdrawOnly?: boolean; riskAcknowledged?: boolean } = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = at.getTime();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    tenant,
    memberId,
    expiresAt: new Date(now + SESSION_HOURS * 3600_000),
    lastSeenAt: new Date(now),
    createdAt: new Date(now),
    withdrawOnly: options.withdrawOnly === true,
    ...(options.riskAcknowledged === true ? { riskAcknowledgedAt: new Date(now) } : {}),
  });
  return token;
}

interface LiveSession {
  member: Member;
  /** Why the session is restricted to the password change, when it is. */
  restricted: PasswordChangeReason | undefined;
  /** Opened or kept during a pause (issue 38): withdrawals and reads only. */
  withdrawOnly: boolean;
}

function prepareSessionLookup(db: Db) {
  return db
    .select({ member: members, lastSeenAt: sessions.lastSeenAt, withdrawOnly: sessions.withdrawOnly })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(
      eq(sessions.tokenHash, sql.placeholder('tokenHash')),
      eq(sessions.tenant, sql.placeholder('tenant')),
      eq(members.tenant, sql.placeholder('tenant')),
      // A closed account has no live session, whatever token it held.
      isNull(members.closedAt),
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, sql.placeholder('now')),
      gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
    ))
    .limit(1)
    .prepare('session_lookup');
}

const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/**
 * The session lookup every call with a token makes, as one prepared statement per database (parsed
 * and planned once per connection; served by the sessions primary key, the token's hash).
 */
function sessionLookup(db: Db): ReturnType<typeof prepareSessionLookup> {
  let statement = sessionLookups.get(db);
  if (!statement) {
    statement = prepareSessionLookup(db);
    sessionLookups.set(db, statement);
  }
  return statement;
}

/** The live session of the request (not revoked, not expired, not idle too long), its idle clock moved on. */
async function liveSession(db: Db, request: FastifyRequest): Promise<LiveSession | undefined> {
  const token = tokenOf(request);
  if (!token) return undefined;
  return liveSessionOfToken(db, request.tenant, request.server.mode, token, request.server.clock.now());
}

async function liveSessionOfToken(db: Db, tenant: FastifyRequest['tenant'], mode: FastifyRequest['server']['mode'], token: string, at: Date, touch = true): Promise<LiveSession | undefined> {
  const tokenHash = hashToken(token);
  const now = at.getTime();
  const sessionIdleMinutes = await sessionIdleMinutesOf(db, tenant.code, mode, now, siteLawOf(tenant.compiled.features).idleMinutes);
  const rows = await sessionLookup(db).execute({
    tokenHash, tenant: tenant.code, now: new Date(now).toISOString(), idleSince: new Date(now - sessionIdleMinutes * 60_000).toISOString(),
  });
  const row = rows[0];
  if (!row) return undefined;
  if (touch && now - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.tenant, tenant.code), lt(sessions.lastSeenAt, new Date(now))));
  }
  return { member: row.member, restricted: await passwordChangeReason(row.member, () => readTenantState(db, tenant), now), withdrawOnly: row.withdrawOnly };
}

/**
 * The member of a token handed over otherwise than in a header (the push socket's auth frame), or
 * undefined: the same rules as a request's session (tenant, expiry, idle time, restriction). With
 * `touch` false the idle clock stays (a server push is not the member's activity).
 */
export async function memberOfToken(db: Db, tenant: FastifyRequest['tenant'], mode: FastifyRequest['server']['mode'], token: string, at: Date, touch = true): Promise<Member | undefined> {
  const session = await liveSessionOfToken(db, tenant, mode, token, at, touch);
  return session && session.restricted === undefined ? session.member : undefined;
}

/**
 * The member of the request's session, or undefined; a token of another tenant finds nothing, and a
 * restricted session (password change pending) counts as none.
 */
export async function sessionMember(db: Db, request: FastifyRequest): Promise<Member | undefined> {
  const session = await liveSession(db, request);
  return session && session.restricted === undefined ? session.member : undefined;
}

export interface RequireMemberOptions {
  /** 'allow' for the routes a pending password change needs (member info, the change, logout). */
  restricted?: 'allow' | 'refuse';
  /**
   * 'allow' for the calls a withdraw-only session may make besides reads (GET): the withdrawal, the
   * responsible-gaming page's calls (the reopen request), logout.
   */
  paused?: 'allow' | 'refuse';
}

/**
 * The member of the request's session; 401 'You are not logged in, please login' without one, 403
 * 'error.passwordChangeRequired' for a restricted session on a route that does not allow it.
 */
export async function requireMember(db: Db, request: FastifyRequest, options: RequireMemberOptions = {}): Promise<Member> {
  const session = await liveSession(db, request);
  if (!session) throw new DomainError('unauthenticated', 'error.notLoggedIn');
  if (session.restricted !== undefined && options.restricted !== 'allow') throw new DomainError('forbidden', 'error.passwordChangeRequired', { reason: session.restricted });
  if (session.withdrawOnly && request.method !== 'GET' && options.paused !== 'allow') {
    // Refused while the pause lasts; once it has ended the session is whole again.
    await assertMayPlay(db, { tenant: request.tenant.code, memberId: session.member.id }, request.server.clock.now());
  }
  return session.member;
}

/** Ends the request's session on the server; the token is refused from then on. */
export async function revokeSession(db: Db, request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (!token) return;
  await db
    .update(sessions)
    .set({ revokedAt: request.server.clock.now() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.tenant, request.tenant.code)));
}

/**
 * A pause has begun (issue 38): the member's live sessions end ('refuse': the player is signed out)
 * or become withdraw-only ('withdrawOnly', where the tenant allows that login).
 */
export async function pauseSessions(db: Db, tenant: string, memberId: number, excludedLogin: 'refuse' | 'withdrawOnly', now: Date): Promise<void> {
  const live = and(eq(sessions.tenant, tenant), eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
  if (excludedLogin === 'refuse') await db.update(sessions).set({ revokedAt: now }).where(live);
  else await db.update(sessions).set({ withdrawOnly: true }).where(live);
}

/** When the request's session began (its sign-in), or undefined without a session of the request's member. */
export async function sessionStartOf(db: Db, request: FastifyRequest, memberId: number): Promise<Date | undefined> {
  const token = tokenOf(request);
  if (!token) return undefined;
  const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.tenant, request.tenant.code), eq(sessions.memberId, memberId)));
  return row?.createdAt;
}
