/**
 * The chat room's rules (SPEC sections 1 and 7): rooms, one-use tickets into a room, plain-text
 * messages with a length limit and a per-member rate limit counted in the database (so two server
 * instances share it), history, read marks and the unread count. Every query filters by tenant.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { CHAT_HISTORY, CHAT_MAX_LENGTH, CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS, type ChatRefusal } from '../../../schemas/api/chat';
import type { Language } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import type { Executor } from '../ledger/index';
import { chatMessages, chatReads, chatTickets } from './chatSchema';
import { displayNameOf } from '../members/index';

/** The rooms every merchant has (the CBS model list). */
export const CHAT_ROOMS: readonly { modelId: string; name: Record<Language, string> }[] = [
  { modelId: 'lobby', name: { pt: 'Sala geral', en: 'General room' } },
  { modelId: 'lottery', name: { pt: 'Loterias', en: 'Lotteries' } },
];

export function isChatRoom(room: string): boolean {
  return CHAT_ROOMS.some((r) => r.modelId === room);
}

const TICKET_MS = 60_000;

function hash(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

/** A new ticket into a room for a member; only its hash is stored. */
export async function issueTicket(db: Db, tenant: string, memberId: number, room: string, now: Date): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await db.insert(chatTickets).values({ ticketHash: hash(ticket), tenant, memberId, room, expiresAt: new Date(now.getTime() + TICKET_MS) });
  return ticket;
}

/** Uses a ticket (once, before it expires, on its tenant); its member and room, or undefined. */
export async function takeTicket(db: Db, tenant: string, ticket: string, now: Date): Promise<{ memberId: number; room: string } | undefined> {
  const rows = await db
    .update(chatTickets)
    .set({ usedAt: now })
    .where(and(eq(chatTickets.ticketHash, hash(ticket)), eq(chatTickets.tenant, tenant), isNull(chatTickets.usedAt), gt(chatTickets.expiresAt, now)))
    .returning({ memberId: chatTickets.memberId, room: chatTickets.room });
  return rows[0];
}

/** Control characters become spaces; the ends are trimmed. The text stays plain text. */
export function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ').trim();
}

export type PostResult =
  | { ok: true; message: StoredMessage }
  | { ok: false; reason: ChatRefusal; retryAfterMs?: number };

export interface StoredMessage {
  id: number;
  memberId: number;
  author: string;
  body: string;
  createdAt: Date;
}

const columns = { id: chatMessages.id, memberId: chatMessages.memberId, author: chatMessages.author, body: chatMessages.body, createdAt: chatMessages.createdAt };

/** Posts a member's message after the length and rate checks, under the name others see (never the account). */
export async function postMessage(db: Db, tenant: string, member: { id: number; account: string; nickname: string | null }, room: string, raw: string, now: Date): Promise<PostResult> {
  const text = cleanText(raw);
  if (text === '') return { ok: false, reason: 'empty' };
  if ([...text].length > CHAT_MAX_LENGTH) return { ok: false, reason: 'tooLong' };
  return db.transaction(async (tx) => {
    // One member's posts are counted and written one at a time, on every instance (a transaction lock on the member).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${tenant}:${member.id}`}))`);
    const since = new Date(now.getTime() - CHAT_RATE_WINDOW_MS);
    const recent = await tx
      .select({ createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.tenant, tenant), eq(chatMessages.memberId, member.id), gte(chatMessages.createdAt, since)))
      .orderBy(asc(chatMessages.createdAt));
    if (recent.length >= CHAT_RATE_LIMIT) {
      const oldest = recent[recent.length - CHAT_RATE_LIMIT]?.createdAt ?? now;
      return { ok: false as const, reason: 'rateLimited' as const, retryAfterMs: Math.max(0, oldest.getTime() + CHAT_RATE_WINDOW_MS - now.getTime()) };
    }
    const message = await storeMessage(tx, tenant, room, { memberId: member.id, author: displayNameOf(member), body: text }, now);
    return { ok: true as const, message };
  });
}

/** The channel of new chat messages: `tenant/room/id`, sent at the commit of the message. */
export const CHAT_CHANNEL = 'chat_message';

/**
 * Stores a message and announces it on CHAT_CHANNEL in the same transaction. The notification goes
 * out when (and only if) the message commits, in commit order: a message whose id is lower than an
 * earlier-committed one's is still announced, where reading `id > last seen` would skip it.
 */
export async function storeMessage(tx: Executor, tenant: string, room: string, message: { memberId: number; author: string; body: string }, now: Date): Promise<StoredMessage> {
  const rows = await tx.insert(chatMessages).values({ tenant, room, ...message, createdAt: now }).returning(columns);
  const stored = rows[0];
  if (stored === undefined) throw new Error('chat message not stored');
  await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${`${tenant}/${room}/${stored.id}`})`);
  return stored;
}

/** A notification's message, or undefined when the payload is not one. */
export function parseChatNotice(payload: string): { tenant: string; room: string; id: number } | undefined {
  const match = /^(.+)\/([^/]+)\/(\d+)$/.exec(payload);
  if (match === null) return undefined;
  return { tenant: match[1]!, room: match[2]!, id: Number(match[3]) };
}

/** Messages of a room by id (those of the room among them), oldest first. */
export async function messagesByIds(db: Db, tenant: string, room: string, ids: readonly number[]): Promise<StoredMessage[]> {
  if (ids.length === 0) return [];
  return db.select(columns).from(chatMessages).where(and(eq(chatMessages.tenant, tenant), eq(chatMessages.room, room), inArray(chatMessages.id, [...ids]))).orderBy(asc(chatMessages.id));
}

/** The room's latest messages, oldest first. */
export async function roomHistory(db: Db, tenant: string, room: string, limit = CHAT_HISTORY): Promise<StoredMessage[]> {
  const rows = await db.select(columns).from(chatMessages).where(and(eq(chatMessages.tenant, tenant), eq(chatMessages.room, room))).orderBy(desc(chatMessages.id)).limit(limit);
  return rows.reverse();
}

/** Moves a member's read mark in a room forward (never back). */
export async function markRead(db: Db, tenant: string, memberId: number, room: string, lastId: number): Promise<void> {
  await db
    .insert(chatReads)
    .values({ tenant, memberId, room, lastId })
    .onConflictDoUpdate({ target: [chatReads.tenant, chatReads.memberId, chatReads.room], set: { lastId: sql`greatest(${chatReads.lastId}, excluded.last_id)` } });
}

/** Others' messages past the member's read marks, over every room. */
export async function chatUnreadCount(db: Db, tenant: string, memberId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(chatMessages)
    .leftJoin(chatReads, and(eq(chatReads.tenant, chatMessages.tenant), eq(chatReads.room, chatMessages.room), eq(chatReads.memberId, memberId)))
    .where(and(eq(chatMessages.tenant, tenant), ne(chatMessages.memberId, memberId), sql`${chatMessages.id} > coalesce(${chatReads.lastId}, 0)`));
  return Number(rows[0]?.n ?? 0);
}
