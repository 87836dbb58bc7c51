/**
 * Sessions: random tokens, stored hashed, bound to their tenant, revoked by logout. A session ends
 * SESSION_HOURS after the login, or after the tenant's idle time (limits.ts sessionIdleMinutes)
 * without a call made with its token, whichever comes first.
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
import { passwordChangeReason, type PasswordChangeReason } from './members';
import { readTenantState } from '../tenants/index';
import { hashToken, tokenOf } from './sessionToken';
import type { Member } from './member';
import { DomainError } from '../../platform/domainError';

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
export async function createSession(db: Db, tenant: string, memberId: number, at: Date, options: { riskAcknowledged?: boolean } = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = at.getTime();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    tenant,
    memberId,
    expiresAt: new Date(now + SESSION_HOURS * 3600_000),
    lastSeenAt: new Date(now),
    createdAt: new Date(now),
    ...(options.riskAcknowledged === true ? { riskAcknowledgedAt: new Date(now) } : {}),
  });
  return token;
}

interface LiveSession {
  member: Member;
  /** Why the session is restricted to the password change, when it is. */
  restricted: PasswordChangeReason | undefined;
}

function prepareSessionLookup(db: Db) {
  return db
    .select({ member: members, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(
      eq(sessions.tokenHash, sql.placeholder('tokenHash')),
      eq(sessions.tenant, sql.placeholder('tenant')),
      eq(members.tenant, sql.placeholder('tenant')),
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
  const sessionIdleMinutes = await sessionIdleMinutesOf(db, tenant.code, mode, now);
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
  return { member: row.member, restricted: await passwordChangeReason(row.member, () => readTenantState(db, tenant), now) };
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
}

/**
 * The member of the request's session; 401 'You are not logged in, please login' without one, 403
 * 'error.passwordChangeRequired' for a restricted session on a route that does not allow it.
 */
export async function requireMember(db: Db, request: FastifyRequest, options: RequireMemberOptions = {}): Promise<Member> {
  const session = await liveSession(db, request);
  if (!session) throw new DomainError('unauthenticated', 'error.notLoggedIn');
  if (session.restricted !== undefined && options.restricted !== 'allow') throw new DomainError('forbidden', 'error.passwordChangeRequired', { reason: session.restricted });
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
