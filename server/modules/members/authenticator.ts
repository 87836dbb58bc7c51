/**
 * A member's authenticator code, accepted once (RFC 6238 section 5.2): the member's last accepted time
 * step is kept on the member's row (`members.totp_last_step`) and only a later step passes, set by one
 * conditional UPDATE, so two instances checking the same code at the same time accept it once between
 * them. The codes themselves are the security module's.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { matchingTotpStep } from '../security/index';
import { members } from './schema';

/**
 * True when `code` is the secret's code at `at` (one step of drift either way) and its step is later
 * than the last one accepted for the member, which it then becomes. A code already used, or one of an
 * earlier step than a code used, is refused.
 */
export async function acceptTotp(db: Db, tenant: string, memberId: number, secret: string, code: string, at: Date): Promise<boolean> {
  const step = matchingTotpStep(secret, code, at);
  if (step === undefined) return false;
  const taken = await db
    .update(members)
    .set({ totpLastStep: step })
    .where(and(eq(members.tenant, tenant), eq(members.id, memberId), or(isNull(members.totpLastStep), lt(members.totpLastStep, step))))
    .returning({ id: members.id });
  return taken.length === 1;
}
