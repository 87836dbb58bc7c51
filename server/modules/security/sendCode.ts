/**
 * Sending an SMS code: one send per number and purpose per "60 s times the expiry minutes" (the
 * portal's resend countdown, SPEC section 4), a 6-digit code stored hashed, the message in the
 * outbox. The answer is the same whether or not a message went out, so a send reveals nothing.
 */
import type { SmsSentValue } from '../../../schemas/api/session';
import type { Db } from '../../db/connect';
import type { ServerMode } from '../../platform/serverMode';
import { smsExpiryMinutesOf, type TenantInfo, type TenantState } from '../tenants/index';
import { takeQuota } from './attempts';
import { codeMessage, deliver, sixDigits, storeCode, type CodePurpose } from './codes';
import { DomainError } from '../../platform/domainError';

export interface SendCodeOptions {
  purpose: CodePurpose;
  /** The mobile number (already checked against the tenant's rule). */
  mobile: string;
  /** False to answer as usual without sending (no member has the number). */
  send: boolean;
  /** The server's mode: the development outbox is off in production. */
  mode: ServerMode;
}

/** Sends (or pretends to send) a code; 429 'error.tooManyRequests' while the countdown runs. */
export async function sendSmsCode(db: Db, tenant: TenantInfo, state: TenantState, options: SendCodeOptions, now: Date): Promise<SmsSentValue> {
  // Where social login is on, its SMS provider's one minute (SPEC sections 4 and 9).
  const minutes = smsExpiryMinutesOf(state);
  const allowed = await takeQuota(db, tenant.code, `sms:${options.purpose}:${options.mobile}`, 1, 60 * minutes, now);
  if (!allowed) throw new DomainError('tooMany', 'error.tooManyRequests');
  if (options.send) {
    const code = sixDigits();
    await storeCode(db, tenant.code, options.purpose, options.mobile, code, minutes * 60_000, now);
    await deliver(db, options.mode, tenant.code, 'sms', options.mobile, codeMessage(tenant, code, minutes), now);
  }
  return { expiredMinutes: minutes };
}
