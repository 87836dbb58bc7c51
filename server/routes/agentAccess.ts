/**
 * What every agent route shares: the agent check and the mapping of domain errors to answers.
 * Its own module because agent.ts registers agentIncome.ts and agentRecords.ts, which need both:
 * in agent.ts it made an import cycle.
 */
import type { FastifyRequest } from 'fastify';
import { AGENT_ACCOUNT_TYPES } from '../../schemas/domain';
import { AgentError } from '../modules/agents/errors';
import type { Db } from '../db/connect';
import { ApiError } from '../errors';
import { IdempotencyConflict } from '../modules/ledger/idempotency';
import { requireMember, type Member } from '../modules/members/session';
import { WalletError } from '../modules/wallet/errors';

export const AGENT_TYPES: readonly number[] = AGENT_ACCOUNT_TYPES;

/** The request's agent; members and trial accounts are refused (SPEC section 6). */
export async function requireAgent(db: Db, request: FastifyRequest): Promise<Member> {
  const member = await requireMember(db, request);
  if (!AGENT_TYPES.includes(member.type)) throw new ApiError(403, 'error.nonAgent');
  return member;
}

export async function answer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AgentError || error instanceof WalletError) throw new ApiError(error.statusCode, error.code);
    if (error instanceof IdempotencyConflict) throw new ApiError(422, 'error.idempotencyKeyReused');
    throw error;
  }
}
