/**
 * Red envelopes (schemas/api/envelopes.ts): an agent's amount split among chosen downlines of its own
 * tree, booked through the ledger.
 *
 * - Sending: ONE transaction under the request's idempotency key, claimed first: the recipients, the
 *   amount and the payment password are checked in it (a refusal is the key's answer), then the
 *   sender's main wallet pays the whole amount into the house's `envelopes` clearing account
 *   (`envelopeSent`), and the envelope and its shares are stored (split in minor units, split.ts).
 * - Claiming: under the claim's idempotency key, the share moves from 'open' to 'claimed' by a
 *   conditional UPDATE (a concurrent second claim, with another key, waits on the row and then finds
 *   it claimed: 409), and the share goes from the clearing account to the claimer (`envelopeReceived`).
 * - Returning: after the expiry, the scheduler marks the envelope returned (a conditional UPDATE: a
 *   re-run or a second instance finds it marked and books nothing), moves its still-open shares to
 *   'returned' and pays their sum back to the sender (`envelopeReturned`), in one transaction.
 *
 * A share is claimed or returned, never both: both paths take it only from 'open', under its row lock.
 * Every query filters by tenant.
 */
import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type {
  ClaimEnvelopeValue, EnvelopeShareState, EnvelopeSplit, ReceivedEnvelopesValue, SendEnvelopeBody, SendEnvelopeValue, SentEnvelope, SentEnvelopesValue,
} from '../../../schemas/api/envelopes';
import type { Db } from '../../db/connect';
import { redEnvelopeShares, redEnvelopes } from './schema';
import { LedgerError, houseAccount, ensureAccounts, formatMoney, inTransaction, memberAccount, parseAmount, post, withIdempotencyKey, type AccountRef, type Book, type Executor, type Keyed, type Tx } from '../ledger/index';
import { teamOf } from '../agents/index';
import { displayNameOf, memberNamesByIds } from '../members/index';
import type { MemberContext } from '../wallet/index';
import { checkPaymentPassword } from '../security/index';
import { cryptoBelow, splitAmount, type RandomBelow } from './split';
import { DomainError } from '../../platform/domainError';

/** The house's clearing account of envelopes: what is sent and not yet claimed or returned. */
export const ENVELOPES_ACCOUNT: AccountRef = houseAccount('envelopes');
/** How long an envelope's shares can be claimed (the default; the reference server does not change it). */
export const ENVELOPE_TTL_MS = 24 * 60 * 60 * 1000;

export interface SendOptions {
  readonly now?: Date;
  readonly ttlMs?: number;
  readonly random?: RandomBelow;
}

const iso = (at: Date | null) => (at === null ? null : at.toISOString());
const total = (amounts: readonly bigint[]) => amounts.reduce((a, b) => a + b, 0n);

type EnvelopeRow = typeof redEnvelopes.$inferSelect;

/** The envelopes with their shares (and the recipients' names), as the sender's list shows them. */
async function sentViews(ex: Executor, tenant: string, rows: readonly EnvelopeRow[]): Promise<SentEnvelope[]> {
  if (rows.length === 0) return [];
  const shareRows = await ex.select().from(redEnvelopeShares)
    .where(and(eq(redEnvelopeShares.tenant, tenant), inArray(redEnvelopeShares.envelopeId, rows.map((r) => r.id))))
    .orderBy(asc(redEnvelopeShares.id));
  const names = await memberNamesByIds(ex, tenant, shareRows.map((s) => s.memberId));
  // Recipients are the tenant's members; a share whose member is gone is not listed.
  const shares = shareRows.flatMap((share) => {
    const name = names.get(share.memberId);
    return name === undefined ? [] : [{ share, account: name.account, nickname: name.nickname }];
  });
  return rows.map((row) => {
    const mine = shares.filter((s) => s.share.envelopeId === row.id);
    const of = (state: EnvelopeShareState) => total(mine.filter((s) => s.share.state === state).map((s) => s.share.amount));
    return {
      id: row.id,
      amount: formatMoney(row.amount),
      split: row.split as EnvelopeSplit,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      claimed: formatMoney(of('claimed')),
      returned: formatMoney(of('returned')),
      shares: mine.map((s) => ({
        memberId: s.share.memberId, account: s.account, nickname: s.nickname ?? s.account, amount: formatMoney(s.share.amount),
        state: s.share.state as EnvelopeShareState, claimedAt: iso(s.share.claimedAt),
      })),
    };
  });
}

/**
 * Sends an envelope (idempotent by key). Refusals: 403 error.notYourDownline (a recipient outside the
 * sender's tree, or the sender itself), 400 error.envelopeTooSmall, 400 error.amountOutOfLimits, the
 * payment password's, 409 error.insufficientBalance.
 */
export async function sendEnvelope(db: Db, ctx: MemberContext, key: string, hash: string, body: SendEnvelopeBody, options: SendOptions = {}): Promise<Keyed<SendEnvelopeValue>> {
  const { settings, memberId } = ctx;
  const { tenant } = settings;
  const now = options.now ?? ctx.now;
  await ensureAccounts(db, settings, [memberAccount(memberId), ENVELOPES_ACCOUNT]);
  let amount = 0n;
  // The key is claimed first; these checks run in its transaction and their refusals are its answer.
  const guard = async (tx: Tx) => {
    const team = new Set((await teamOf(tx, tenant, memberId)).map((m) => m.id));
    if (body.recipientIds.some((id) => !team.has(id))) throw new DomainError('forbidden', 'error.notYourDownline');
    const parsed = parseAmount(body.amount);
    if (parsed === undefined || parsed <= 0n || parsed > settings.uplineMax) throw new DomainError('invalid', 'error.amountOutOfLimits');
    if (parsed < BigInt(body.recipientIds.length)) throw new DomainError('invalid', 'error.envelopeTooSmall');
    amount = parsed;
    await checkPaymentPassword(tx, tenant, memberId, body.paymentPassword, now, db);
  };
  try {
    return await withIdempotencyKey(db, { tenant, memberId, operation: 'sendEnvelope' }, key, hash, now, async (tx) => {
      const shares = splitAmount(amount, body.recipientIds.length, body.split, options.random ?? cryptoBelow);
      const [paid] = await post(tx, settings, [{
        kind: 'envelopeSent', from: memberAccount(memberId), to: ENVELOPES_ACCOUNT, amount, reference: `${body.recipientIds.length} × ${body.split}`,
      }], db, now);
      const [envelope] = await tx.insert(redEnvelopes).values({
        tenant, senderId: memberId, amount, split: body.split, transferId: paid!.transferId, createdAt: now, expiresAt: new Date(now.getTime() + (options.ttlMs ?? ENVELOPE_TTL_MS)),
      }).returning();
      if (!envelope) throw new Error('the envelope was not inserted');
      await tx.insert(redEnvelopeShares).values(body.recipientIds.map((id, i) => ({ tenant, envelopeId: envelope.id, memberId: id, amount: shares[i]! })));
      const [view] = await sentViews(tx, tenant, [envelope]);
      return { envelope: view!, balance: formatMoney(paid!.fromBalance) };
    }, { guard });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficientFunds') throw new DomainError('conflict', 'error.insufficientBalance');
    throw error;
  }
}

/** The sender's envelopes, newest first, each with its shares' states. */
export async function sentEnvelopes(db: Db, book: Book & { currencySymbol: string }, senderId: number, page: { pageNo: number; pageSize: number }): Promise<SentEnvelopesValue> {
  const { tenant } = book;
  const where = and(eq(redEnvelopes.tenant, tenant), eq(redEnvelopes.senderId, senderId));
  const [n] = await db.select({ n: count() }).from(redEnvelopes).where(where);
  const rows = await db.select().from(redEnvelopes).where(where).orderBy(desc(redEnvelopes.createdAt), desc(redEnvelopes.id))
    .limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize);
  return { currency: book.currency, currencySymbol: book.currencySymbol, pageNo: page.pageNo, pageSize: page.pageSize, total: Number(n?.n ?? 0), list: await sentViews(db, tenant, rows) };
}

/** The caller's shares, newest first, and how many it can still claim. */
export async function receivedEnvelopes(db: Db, book: Book & { currencySymbol: string }, memberId: number, page: { pageNo: number; pageSize: number }, now: Date): Promise<ReceivedEnvelopesValue> {
  const { tenant } = book;
  const where = and(eq(redEnvelopeShares.tenant, tenant), eq(redEnvelopeShares.memberId, memberId));
  const [n] = await db.select({ n: count() }).from(redEnvelopeShares).where(where);
  const [open] = await db.select({ n: count() }).from(redEnvelopeShares)
    .innerJoin(redEnvelopes, and(eq(redEnvelopes.tenant, redEnvelopeShares.tenant), eq(redEnvelopes.id, redEnvelopeShares.envelopeId)))
    .where(and(where, eq(redEnvelopeShares.state, 'open'), sql`${redEnvelopes.expiresAt} > ${now.toISOString()}`));
  const pageRows = await db
    .select({ share: redEnvelopeShares, envelope: redEnvelopes })
    .from(redEnvelopeShares)
    .innerJoin(redEnvelopes, and(eq(redEnvelopes.tenant, redEnvelopeShares.tenant), eq(redEnvelopes.id, redEnvelopeShares.envelopeId)))
    .where(where)
    .orderBy(desc(redEnvelopes.createdAt), desc(redEnvelopeShares.id))
    .limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize);
  const senders = await memberNamesByIds(db, tenant, pageRows.map((r) => r.envelope.senderId));
  const rows = pageRows.flatMap((r) => {
    const sender = senders.get(r.envelope.senderId);
    return sender === undefined ? [] : [{ ...r, senderAccount: sender.account, senderNickname: sender.nickname }];
  });
  return {
    currency: book.currency, currencySymbol: book.currencySymbol,
    pageNo: page.pageNo, pageSize: page.pageSize, total: Number(n?.n ?? 0), openCount: Number(open?.n ?? 0),
    list: rows.map((r) => ({
      envelopeId: r.envelope.id,
      // A recipient sees the agent as other members do: never by its login name.
      sender: displayNameOf({ account: r.senderAccount, nickname: r.senderNickname }),
      amount: formatMoney(r.share.amount),
      state: r.share.state as EnvelopeShareState,
      expired: r.envelope.expiresAt.getTime() <= now.getTime(),
      createdAt: r.envelope.createdAt.toISOString(),
      expiresAt: r.envelope.expiresAt.toISOString(),
      claimedAt: iso(r.share.claimedAt),
    })),
  };
}

/**
 * Claims the caller's share of an envelope (idempotent by key). Refusals: 404 error.notFound (no share
 * for the caller in this tenant), 409 error.envelopeNotOpen (claimed or returned), 409 error.envelopeExpired.
 */
export async function claimEnvelope(db: Db, ctx: MemberContext, envelopeId: number, key: string, hash: string, now = ctx.now): Promise<Keyed<ClaimEnvelopeValue>> {
  const { settings, memberId } = ctx;
  const { tenant } = settings;
  await ensureAccounts(db, settings, [ENVELOPES_ACCOUNT, memberAccount(memberId)]);
  return withIdempotencyKey(db, { tenant, memberId, operation: 'claimEnvelope' }, key, hash, now, async (tx) => {
    const [found] = await tx
      .select({ share: redEnvelopeShares, expiresAt: redEnvelopes.expiresAt })
      .from(redEnvelopeShares)
      .innerJoin(redEnvelopes, and(eq(redEnvelopes.tenant, redEnvelopeShares.tenant), eq(redEnvelopes.id, redEnvelopeShares.envelopeId)))
      .where(and(eq(redEnvelopeShares.tenant, tenant), eq(redEnvelopeShares.envelopeId, envelopeId), eq(redEnvelopeShares.memberId, memberId)));
    if (!found) throw new DomainError('notFound', 'error.notFound');
    if (found.share.state !== 'open') throw new DomainError('conflict', 'error.envelopeNotOpen');
    if (found.expiresAt.getTime() <= now.getTime()) throw new DomainError('conflict', 'error.envelopeExpired');
    // Taken only from 'open': a concurrent claim or the return waits on the row, then finds it taken.
    const [taken] = await tx.update(redEnvelopeShares).set({ state: 'claimed', claimedAt: now })
      .where(and(eq(redEnvelopeShares.id, found.share.id), eq(redEnvelopeShares.state, 'open'))).returning({ id: redEnvelopeShares.id, amount: redEnvelopeShares.amount });
    if (!taken) throw new DomainError('conflict', 'error.envelopeNotOpen');
    const [paid] = await post(tx, settings, [{
      kind: 'envelopeReceived', from: ENVELOPES_ACCOUNT, to: memberAccount(memberId), amount: taken.amount, reference: `E${envelopeId}`, meta: { envelopeId: String(envelopeId) },
    }], db, now);
    await tx.update(redEnvelopeShares).set({ transferId: paid!.transferId }).where(eq(redEnvelopeShares.id, taken.id));
    return { envelopeId, amount: formatMoney(taken.amount), balance: formatMoney(paid!.toBalance) };
  });
}

export interface ReturnHooks {
  /** Called inside the transaction after the envelope is marked and before the booking (tests crash here). */
  afterMark?: () => Promise<void>;
}

/** Returns one expired envelope's open shares to its sender; false when another run returned it already. */
export async function returnEnvelope(db: Db, book: Book, envelope: { id: number; senderId: number }, now: Date, hooks: ReturnHooks = {}): Promise<boolean> {
  await ensureAccounts(db, book, [ENVELOPES_ACCOUNT, memberAccount(envelope.senderId)]);
  return inTransaction(db, async (tx) => {
    const [marked] = await tx.update(redEnvelopes).set({ returnedAt: now })
      .where(and(eq(redEnvelopes.tenant, book.tenant), eq(redEnvelopes.id, envelope.id), isNull(redEnvelopes.returnedAt), lte(redEnvelopes.expiresAt, now)))
      .returning({ id: redEnvelopes.id });
    if (!marked) return false;
    await hooks.afterMark?.();
    const open = await tx.update(redEnvelopeShares).set({ state: 'returned' })
      .where(and(eq(redEnvelopeShares.tenant, book.tenant), eq(redEnvelopeShares.envelopeId, envelope.id), eq(redEnvelopeShares.state, 'open')))
      .returning({ amount: redEnvelopeShares.amount });
    const back = total(open.map((s) => s.amount));
    if (back > 0n) {
      const [paid] = await post(tx, book, [{
        kind: 'envelopeReturned', from: ENVELOPES_ACCOUNT, to: memberAccount(envelope.senderId), amount: back, reference: `E${envelope.id}`, meta: { envelopeId: String(envelope.id) },
      }], db, now);
      await tx.update(redEnvelopes).set({ returnTransferId: paid!.transferId }).where(eq(redEnvelopes.id, envelope.id));
    }
    return true;
  });
}

/** Returns every envelope of the tenant that expired by `now` and is not returned yet; returns how many. */
export async function returnExpired(db: Db, book: Book, now: Date, hooks: ReturnHooks = {}): Promise<number> {
  const due = await db.select({ id: redEnvelopes.id, senderId: redEnvelopes.senderId }).from(redEnvelopes)
    .where(and(eq(redEnvelopes.tenant, book.tenant), isNull(redEnvelopes.returnedAt), lte(redEnvelopes.expiresAt, now)))
    .orderBy(asc(redEnvelopes.id));
  let returned = 0;
  for (const envelope of due) if (await returnEnvelope(db, book, envelope, now, hooks)) returned += 1;
  return returned;
}
