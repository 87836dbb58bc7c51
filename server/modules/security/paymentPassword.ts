/**
 * The payment password: six digits, stored hashed (scrypt, like login passwords), asked for by the
 * withdrawal and the transfer to the upline. Wrong guesses are counted like login failures.
 */
import { and, eq } from 'drizzle-orm';
import type { PaymentPasswordBody } from '../../../schemas/api/wallet';
import type { Db } from '../../db/connect';
import { pauseAt, type Executor } from '../ledger/index';
import { paymentPasswords } from './schema';
import { clearFailures, failureState, recordFailure } from './attempts';
import { hashPassword, verifyPassword } from './passwords';
import { DomainError } from '../../platform/domainError';

export async function paymentPasswordHash(db: Executor, tenant: string, memberId: number): Promise<string | undefined> {
  const [row] = await db.select({ hash: paymentPasswords.passwordHash }).from(paymentPasswords)
    .where(and(eq(paymentPasswords.tenant, tenant), eq(paymentPasswords.memberId, memberId)));
  return row?.hash;
}

/**
 * Throws unless `password` is the member's payment password (409 when none is set; 429 after 5 wrong
 * ones). `db` may be the transaction of a keyed request (the check runs after its key is claimed, and a
 * wrong guess is counted in it); `owner` is then the database (whose pause hook a test may set).
 */
export async function checkPaymentPassword(db: Executor, tenant: string, memberId: number, password: string, now: Date, owner: object = db): Promise<void> {
  const hash = await paymentPasswordHash(db, tenant, memberId);
  if (!hash) throw new DomainError('conflict', 'error.paymentPasswordNotSet');
  const key = `paypass:${memberId}`;
  if ((await failureState(db, tenant, key, now)).locked) throw new DomainError('tooMany', 'error.tooManyRequests');
  if (!(await verifyPassword(password, hash))) {
    const after = await recordFailure(db, tenant, key, now);
    throw after.locked ? new DomainError('tooMany', 'error.tooManyRequests') : new DomainError('invalid', 'error.wrongPaymentPassword');
  }
  await clearFailures(db, tenant, key);
  await pauseAt(owner, { point: 'paymentPasswordChecked', tenant, memberId });
}

/**
 * Sets or changes the payment password: the first one needs the login password (`loginHash` is the
 * member's), a change needs the current payment password.
 */
/**
 * Checks a signed-in member's login password where a step needs it again (the first payment
 * password, a time-out or self-exclusion): wrong answers count towards the account's lock-out.
 */
export async function confirmLoginPassword(db: Db, tenant: string, memberId: number, password: string, loginHash: string, now: Date): Promise<void> {
  const key = `password:${memberId}`;
  if ((await failureState(db, tenant, key, now)).locked) throw new DomainError('tooMany', 'error.tooManyRequests');
  if (!(await verifyPassword(password, loginHash))) {
    const after = await recordFailure(db, tenant, key, now);
    throw after.locked ? new DomainError('tooMany', 'error.tooManyRequests') : new DomainError('invalid', 'error.wrongPassword');
  }
  await clearFailures(db, tenant, key);
}

export async function setPaymentPassword(db: Db, tenant: string, memberId: number, loginHash: string, body: PaymentPasswordBody, now: Date): Promise<void> {
  if (body.newPaymentPassword !== body.confirmNewPaymentPassword) throw new DomainError('invalid', 'form.inconsistent');
  const current = await paymentPasswordHash(db, tenant, memberId);
  if (current) {
    if (body.oldPaymentPassword === undefined) throw new DomainError('invalid', 'form.required');
    await checkPaymentPassword(db, tenant, memberId, body.oldPaymentPassword, now);
  } else {
    if (body.loginPassword === undefined) throw new DomainError('invalid', 'form.required');
    await confirmLoginPassword(db, tenant, memberId, body.loginPassword, loginHash, now);
  }
  const passwordHash = await hashPassword(body.newPaymentPassword);
  await db
    .insert(paymentPasswords)
    .values({ tenant, memberId, passwordHash, changedAt: now })
    .onConflictDoUpdate({ target: [paymentPasswords.tenant, paymentPasswords.memberId], set: { passwordHash, changedAt: now } });
}

/**
 * Stores a member's first payment password, already hashed (`hashPassword`, on the hashing pool, before
 * the caller's transaction); one already set is kept. `ex` may be the transaction that adds the member.
 */
export async function storeNewPaymentPassword(ex: Executor, tenant: string, memberId: number, passwordHash: string, now: Date): Promise<void> {
  await ex.insert(paymentPasswords).values({ tenant, memberId, passwordHash, changedAt: now }).onConflictDoNothing();
}
