/**
 * The session token of a request and its stored hash. Its own module because both the session
 * lookup (session.ts) and the member functions it calls (members/members.ts) need it: in either of
 * them it made an import cycle.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The bearer token of a request (`Authorization: Bearer …` or the `token` header). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7).trim() || undefined;
  const token = request.headers.token;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}
