/** A time-out or self-exclusion asked by the player: it needs the login password again. */
import type { Db } from '../../db/connect';
import { confirmLoginPassword } from '../security/index';
import { startExclusion, type ExclusionRequest, type PlayStatus, type Policy, DEFAULT_POLICY } from './responsibleGaming';

export async function pauseWithPassword(db: Db, request: ExclusionRequest, password: string, loginHash: string, now: Date, policy: Policy = DEFAULT_POLICY): Promise<PlayStatus> {
  await confirmLoginPassword(db, request.tenant, request.memberId, password, loginHash, now);
  return startExclusion(db, request, now, policy);
}
