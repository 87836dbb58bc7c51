/**
 * The request's context: who asks, for which tenant. Every route that needs a member or an agent
 * takes it from here, so the session check and the trial and agent refusals are written once.
 */
import type { FastifyRequest } from 'fastify';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '../../schemas/domain';
import type { Db } from '../db/connect';
import { requireMember, type Member } from '../modules/members/index';
import { walletSettingsOf, type MemberContext } from '../modules/wallet/index';
import { ApiError } from './errors';

export const AGENT_TYPES: readonly number[] = AGENT_ACCOUNT_TYPES;

/** A real member's wallet context; trial accounts are refused (SPEC section 6). */
export async function memberContext(db: Db, request: FastifyRequest): Promise<{ ctx: MemberContext; member: Member }> {
  const member = await requireMember(db, request);
  if (member.type === TRIAL_ACCOUNT_TYPE) throw new ApiError(403, 'error.functionDisabled');
  return { ctx: { settings: await walletSettingsOf(db, request.tenant), memberId: member.id, now: request.server.clock.now() }, member };
}

/** The request's agent; members and trial accounts are refused (SPEC section 6). */
export async function requireAgent(db: Db, request: FastifyRequest): Promise<Member> {
  const member = await requireMember(db, request);
  if (!AGENT_TYPES.includes(member.type)) throw new ApiError(403, 'error.nonAgent');
  return member;
}
