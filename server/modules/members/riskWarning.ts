/**
 * The risk warning (issue 39; Portaria SPA/MF 1.231/2024 art. 4 and following): where the resolved
 * site asks for it (`registration.signUp.riskWarning`), the player acknowledges it at sign-up (the
 * ticked box: that session starts acknowledged) and after every login (the portal's dialog, then
 * `acknowledgeRiskWarning`). The acknowledgement is per session, at the server clock's instant.
 * Until a session has it, game launches and deposits answer 403 'error.riskWarningPending'.
 * Trial (free-play) accounts play no money and are not asked.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { TRIAL_ACCOUNT_TYPE } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import { DomainError } from '../../platform/domainError';
import type { TenantInfo } from '../tenants/index';
import { liveRules } from './accountRules';
import type { Member } from './member';
import { sessions } from './schema';
import { hashToken, tokenOf } from './sessionToken';

/** Whether the tenant's site asks for the risk warning (at sign-up and after every login). */
export async function asksRiskWarning(db: Db, tenant: TenantInfo): Promise<boolean> {
  return (await liveRules(db, tenant)).rules.signUp.riskWarning;
}

/**
 * Records the acknowledgement on the request's session at `now` (the first one stays); answers the
 * instant recorded. 401 without a session token.
 */
export async function acknowledgeRiskWarning(db: Db, request: FastifyRequest, now: Date): Promise<Date> {
  const token = tokenOf(request);
  if (!token) throw new DomainError('unauthenticated', 'error.notLoggedIn');
  const where = and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.tenant, request.tenant.code), isNull(sessions.revokedAt));
  await db.update(sessions).set({ riskAcknowledgedAt: now }).where(and(where, isNull(sessions.riskAcknowledgedAt)));
  const [row] = await db.select({ at: sessions.riskAcknowledgedAt }).from(sessions).where(where).limit(1);
  if (!row?.at) throw new DomainError('unauthenticated', 'error.notLoggedIn');
  return row.at;
}

/** 403 'error.riskWarningPending' when the site asks for the warning and the request's session has not acknowledged it. */
export async function requireRiskWarningAcknowledged(db: Db, request: FastifyRequest, member: Member): Promise<void> {
  if (member.type === TRIAL_ACCOUNT_TYPE || !(await asksRiskWarning(db, request.tenant))) return;
  const token = tokenOf(request);
  const [row] = token
    ? await db.select({ at: sessions.riskAcknowledgedAt }).from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.tenant, request.tenant.code))).limit(1)
    : [];
  if (!row?.at) throw new DomainError('forbidden', 'error.riskWarningPending');
}
