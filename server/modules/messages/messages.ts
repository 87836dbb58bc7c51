/**
 * Platform messages (messageV2): a member's inbox, read one, mark all read, delete; the operator's
 * send. Every query filters by tenant and member. Every change announces the member's unread count
 * to the push channel (unreadPush.ts). Bodies are HTML from the operator: stored as sent and
 * sanitised by the portal before it shows them (the notice modal's DOMPurify configuration).
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { TRIAL_ACCOUNT_TYPE } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import { memberIdByAccount } from '../members/index';
import { playStatusOf } from '../responsibleGaming/index';
import { memberMessages } from './schema';
import { announceUnread } from './unreadPush';

export interface InboxPage {
  list: { id: number; title: string; createdAt: string; read: boolean }[];
  pageNo: number;
  totalPages: number;
  unread: number;
}

export interface MessageOfMember {
  id: number;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
}

const ofMember = (tenant: string, memberId: number) => and(eq(memberMessages.tenant, tenant), eq(memberMessages.memberId, memberId));

export async function unreadCount(db: Db, tenant: string, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(memberMessages).where(and(ofMember(tenant, memberId), isNull(memberMessages.readAt)));
  return row?.n ?? 0;
}

/** A page of the inbox, newest first. */
export async function inboxPage(db: Db, tenant: string, memberId: number, pageNo: number, pageSize: number): Promise<InboxPage> {
  const [total] = await db.select({ n: count() }).from(memberMessages).where(ofMember(tenant, memberId));
  const rows = await db
    .select({ id: memberMessages.id, title: memberMessages.title, createdAt: memberMessages.createdAt, readAt: memberMessages.readAt })
    .from(memberMessages)
    .where(ofMember(tenant, memberId))
    .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map((r) => ({ id: r.id, title: r.title, createdAt: r.createdAt.toISOString(), read: r.readAt !== null })),
    pageNo,
    totalPages: Math.max(1, Math.ceil((total?.n ?? 0) / pageSize)),
    unread: await unreadCount(db, tenant, memberId),
  };
}

/** One message of the member, marked read; undefined when it is not theirs (or not there). */
export async function readMessage(db: Db, tenant: string, memberId: number, id: number, now: Date): Promise<MessageOfMember | undefined> {
  const [row] = await db.select().from(memberMessages).where(and(ofMember(tenant, memberId), eq(memberMessages.id, id))).limit(1);
  if (!row) return undefined;
  if (row.readAt === null) {
    await db.update(memberMessages).set({ readAt: now }).where(and(ofMember(tenant, memberId), eq(memberMessages.id, id), isNull(memberMessages.readAt)));
    await announceUnread(db, tenant, memberId);
  }
  return { id: row.id, title: row.title, body: row.body, createdAt: row.createdAt.toISOString(), read: true };
}

/** Marks every unread message of the member read; returns how many were. */
export async function readAllMessages(db: Db, tenant: string, memberId: number, now: Date): Promise<number> {
  const updated = await db
    .update(memberMessages)
    .set({ readAt: now })
    .where(and(ofMember(tenant, memberId), isNull(memberMessages.readAt)))
    .returning({ id: memberMessages.id });
  if (updated.length > 0) await announceUnread(db, tenant, memberId);
  return updated.length;
}

/** Deletes one message of the member; false when it is not theirs (or already gone). */
export async function deleteMessage(db: Db, tenant: string, memberId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(memberMessages).where(and(ofMember(tenant, memberId), eq(memberMessages.id, id))).returning({ readAt: memberMessages.readAt });
  if (deleted.length === 0) return false;
  if (deleted[0]?.readAt === null) await announceUnread(db, tenant, memberId);
  return true;
}

export const TITLE_MAX = 200;
export const BODY_MAX = 20_000;

/**
 * The operator's message to a member by account: stored unread and announced. Undefined when the
 * tenant has no such account (or it is a trial account); 'paused' (nothing stored) when the member is
 * in a time-out or self-exclusion, or closed after one: such a member gets no marketing (issue 38). A
 * title or body out of bounds is refused by the caller.
 */
export async function sendMessage(db: Db, tenant: string, account: string, title: string, body: string, now: Date): Promise<{ id: number; memberId: number } | 'paused' | undefined> {
  const member = await memberIdByAccount(db, tenant, account);
  // Trial accounts have no messages (SPEC section 6).
  if (!member || member.type === TRIAL_ACCOUNT_TYPE) return undefined;
  if ((await playStatusOf(db, { tenant, memberId: member.id }, now)).state !== 'open') return 'paused';
  const [row] = await db.insert(memberMessages).values({ tenant, memberId: member.id, title, body, createdAt: now }).returning({ id: memberMessages.id });
  if (!row) return undefined;
  await announceUnread(db, tenant, member.id);
  return { id: row.id, memberId: member.id };
}
