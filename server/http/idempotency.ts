/**
 * The HTTP side of idempotency: the `Idempotency-Key` header, the request's hash, and the
 * `Idempotent-Replayed` header of a stored answer. The key's claim and stored answer are the
 * ledger's (server/modules/ledger/idempotency.ts).
 */
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN } from '../../schemas/api/wallet';
import type { Db } from '../db/connect';
import { requestHash, type Keyed } from '../modules/ledger/index';
import type { MemberContext } from '../modules/wallet/index';
import type { Member } from '../modules/members/index';
import { ApiError } from './errors';
import { memberContext } from './memberContext';
import type { RequireMemberOptions } from '../modules/members/index';

const IDEMPOTENCY_KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);

/** The request's idempotency key; 400 when it is missing or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers['idempotency-key'];
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) throw new ApiError(400, 'error.idempotencyKeyMissing');
  return value;
}

/**
 * A money-moving request's member, idempotency key and request hash (of the operation, the member and
 * the body: for an encrypted call the decrypted one, since each encryption of a request differs).
 */
export async function bookingOf(db: Db, request: FastifyRequest, operation: string, options: RequireMemberOptions = {}): Promise<{ ctx: MemberContext; member: Member; key: string; hash: string }> {
  const { ctx, member } = await memberContext(db, request, options);
  const key = idempotencyKeyOf(request);
  return { ctx, member, key, hash: requestHash(operation, ctx.memberId, request.body) };
}

/** A keyed answer: the value, with `Idempotent-Replayed: true` when it is the stored one. */
export function keyed<T>(reply: { header(name: string, value: string): unknown }, result: Keyed<T>): { success: true; value: T } {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return { success: true, value: result.value };
}
