/** Sessions: random tokens, stored hashed, bound to their tenant, revoked by logout. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from './db/connect';
import { members, sessions } from './db/schema';
import { ApiError } from './errors';

/** How long a session lasts without logging in again (the remembered-login cookie lasts 24 hours). */
export const SESSION_HOURS = 24;

export type Member = typeof members.$inferSelect;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session for a member of a tenant; returns the token, which is stored only as a hash. */
export async function createSession(db: Db, tenant: string, memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    tenant,
    memberId,
    expiresAt: new Date(Date.now() + SESSION_HOURS * 3600_000),
  });
  return token;
}

/** The bearer token of a request (`Authorization: Bearer …` or the `token` header). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7).trim() || undefined;
  const token = request.headers.token;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}

/** The session lookup, prepared once per database (by the sessions' primary key, token_hash). */
function prepareSessionLookup(db: Db) {
  return db
    .select({ member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(
      eq(sessions.tokenHash, sql.placeholder('tokenHash')),
      eq(sessions.tenant, sql.placeholder('tenant')),
      eq(members.tenant, sql.placeholder('tenant')),
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
    ))
    .limit(1)
    .prepare('session_member');
}
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/** The member of the request's session, or undefined; a token of another tenant finds nothing. */
export async function sessionMember(db: Db, request: FastifyRequest): Promise<Member | undefined> {
  const token = tokenOf(request);
  if (!token) return undefined;
  let lookup = sessionLookups.get(db);
  if (lookup === undefined) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const rows = await lookup.execute({ tokenHash: hashToken(token), tenant: request.tenant.code, now: new Date().toISOString() });
  return rows[0]?.member;
}

/** The member of the request's session; 401 'You are not logged in, please login' otherwise. */
export async function requireMember(db: Db, request: FastifyRequest): Promise<Member> {
  const member = await sessionMember(db, request);
  if (!member) throw new ApiError(401, 'error.notLoggedIn');
  return member;
}

/** Ends the request's session on the server; the token is refused from then on. */
export async function revokeSession(db: Db, request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (!token) return;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.tenant, request.tenant.code)));
}
