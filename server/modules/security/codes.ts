/**
 * One-time codes (SMS codes, login tickets, e-mailed temporary passwords): stored as SHA-256 hashes
 * with an expiry, used once. Wrong guesses of a target count as failures (attempts.ts), so a 6-digit
 * code cannot be brute-forced: the fifth wrong code locks the target for 5 minutes.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { outbox, verificationCodes } from './schema';
import type { ServerMode } from '../../platform/serverMode';
import type { TenantInfo } from '../tenants/index';
import { clearFailures, failureState, recordFailure } from './attempts';

/** What a code is for; each purpose has its own codes and its own failure counter per target. */
export type CodePurpose = 'login' | 'register' | 'reset' | 'login-ip' | 'login-ticket' | 'email-reset';

export function codeHash(tenant: string, purpose: CodePurpose, target: string, code: string): string {
  return createHash('sha256').update(`${tenant}\u0000${purpose}\u0000${target}\u0000${code}`).digest('hex');
}

/** A random 6-digit code. */
export function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Stores a code for a target; it replaces the earlier ones (only the latest code of a target counts). */
export async function storeCode(db: Db, tenant: string, purpose: CodePurpose, target: string, code: string, ttlMs: number, now: Date): Promise<void> {
  await db.insert(verificationCodes).values({ tenant, purpose, target, codeHash: codeHash(tenant, purpose, target, code), expiresAt: new Date(now.getTime() + ttlMs), createdAt: now });
  // Codes expired for a day are of no use to anyone.
  await db.delete(verificationCodes).where(and(eq(verificationCodes.tenant, tenant), lt(verificationCodes.expiresAt, new Date(now.getTime() - 86_400_000))));
}

export type CodeCheck = 'ok' | 'expired' | 'invalid' | 'locked';

function failureKey(purpose: CodePurpose, target: string): string {
  return `code:${purpose}:${target}`;
}

/**
 * Checks the latest unused code of a target and spends it when right: 'expired' once its time is
 * over (right or wrong), 'invalid' when wrong or when there is none, 'locked' after too many wrong codes.
 */
export async function checkCode(db: Db, tenant: string, purpose: CodePurpose, target: string, code: string, now: Date): Promise<CodeCheck> {
  const key = failureKey(purpose, target);
  if ((await failureState(db, tenant, key, now)).locked) return 'locked';
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.tenant, tenant), eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target), isNull(verificationCodes.usedAt)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const row = rows[0];
  if (row && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!row || row.codeHash !== codeHash(tenant, purpose, target, code)) {
    const after = await recordFailure(db, tenant, key, now);
    return after.locked ? 'locked' : 'invalid';
  }
  // Spent atomically: of two concurrent uses, one wins.
  const spent = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, row.id), eq(verificationCodes.tenant, tenant), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (spent.length === 0) return 'invalid';
  await clearFailures(db, tenant, key);
  return 'ok';
}

/** The unused, unexpired code `code` of a target. */
function liveCode(tenant: string, purpose: CodePurpose, target: string, code: string, now: Date) {
  return and(
    eq(verificationCodes.tenant, tenant),
    eq(verificationCodes.purpose, purpose),
    eq(verificationCodes.target, target),
    eq(verificationCodes.codeHash, codeHash(tenant, purpose, target, code)),
    isNull(verificationCodes.usedAt),
    gt(verificationCodes.expiresAt, now),
  );
}

/**
 * Spends the latest unused, unexpired code of a target if `code` is it; no failure counting (for
 * secrets whose guesses the caller already counts: login tickets, e-mailed temporary passwords).
 */
export async function spendIfMatches(db: Db, tenant: string, purpose: CodePurpose, target: string, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      liveCode(tenant, purpose, target, code, now),
    )
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Whether a target has an unused, unexpired code matching `code`, without spending it. */
export async function hasLiveCode(db: Db, tenant: string, purpose: CodePurpose, target: string, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      liveCode(tenant, purpose, target, code, now),
    )
    .limit(1);
  return rows.length > 0;
}

export type Channel = 'sms' | 'email';

/**
 * "Sends" a message. Outside production the reference server writes it to the development outbox
 * (read through /dev/outbox by tests and developers). In production the outbox is off: there is no
 * SMS or e-mail gateway here, so nothing is stored (codes never sit readable in a table).
 */
export async function deliver(db: Db, mode: ServerMode, tenant: string, channel: Channel, to: string, body: string, now: Date): Promise<void> {
  if (mode === 'production') return;
  await db.insert(outbox).values({ tenant, channel, to, body, createdAt: now });
}

/** The tenant's default language, for the texts it sends. */
export function languageOf(tenant: TenantInfo): 'pt' | 'en' {
  return tenant.compiled.features.languages?.default === 'en' ? 'en' : 'pt';
}

/** The text of an SMS verification code, in the tenant's default language. */
export function codeMessage(tenant: TenantInfo, code: string, minutes: number): string {
  return languageOf(tenant) === 'en'
    ? `${tenant.name}: your verification code is ${code}. It expires in ${minutes} minutes.`
    : `${tenant.name}: seu código de verificação é ${code}. Ele expira em ${minutes} minutos.`;
}
