/**
 * The request's context: who asks, for which tenant. Every route that needs a member or an agent
 * takes it from here, so the session check and the trial and agent refusals are written once.
 */
import type { FastifyRequest } from 'fastify';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '../../schemas/domain';
import type { Db } from '../db/connect';
import { requireMember, type Member, type RequireMemberOptions } from '../modules/members/index';
import { walletSettingsOf, type MemberContext } from '../modules/wallet/index';
import { assertMayPlay, playStatusOf } from '../modules/responsibleGaming/index';
import { ApiError } from './errors';

export const AGENT_TYPES: readonly number[] = AGENT_ACCOUNT_TYPES;

/** A real member's wallet context; trial accounts are refused (SPEC section 6). */
export async function memberContext(db: Db, request: FastifyRequest, options: RequireMemberOptions = {}): Promise<{ ctx: MemberContext; member: Member }> {
  const member = await requireMember(db, request, options);
  if (member.type === TRIAL_ACCOUNT_TYPE) throw new ApiError(403, 'error.functionDisabled');
  return { ctx: { settings: await walletSettingsOf(db, request.tenant), memberId: member.id, now: request.server.clock.now() }, member };
}

/** The request's agent; members and trial accounts are refused (SPEC section 6). */
export async function requireAgent(db: Db, request: FastifyRequest): Promise<Member> {
  const member = await requireMember(db, request);
  if (!AGENT_TYPES.includes(member.type)) throw new ApiError(403, 'error.nonAgent');
  return member;
}

/**
 * Refuses what a paused member may not do (issue 38: promotions, missions, raffles, rebates,
 * envelopes, agent contracts): 403 'error.rgExcluded' with the end, or 'error.rgClosed'.
 */
export async function refuseWhilePaused(db: Db, ctx: MemberContext): Promise<void> {
  await assertMayPlay(db, { tenant: ctx.settings.tenant, memberId: ctx.memberId }, ctx.now);
}

/**
 * Refuses an agent contract offered to a paused member (issue 38: no agent contract offer). The
 * upline is not told when the pause ends: that is the member's own.
 */
export async function refuseOfferToPaused(db: Db, tenant: string, memberId: number, now: Date): Promise<void> {
  if ((await playStatusOf(db, { tenant, memberId }, now)).state !== 'open') throw new ApiError(403, 'error.rgExcluded');
}
