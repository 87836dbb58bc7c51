/** A member's messages for the member's data export (LGPD art. 18): the inbox and the feedback the member sent. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { feedback, memberMessages } from './schema';

export interface MessagesData {
  inbox: { id: number; title: string; body: string; createdAt: string; readAt: string | null }[];
  feedback: { questionType: string; content: string; createdAt: string }[];
}

export async function messagesDataOf(db: Db, tenant: string, memberId: number): Promise<MessagesData> {
  const inbox = await db.select().from(memberMessages).where(and(eq(memberMessages.tenant, tenant), eq(memberMessages.memberId, memberId))).orderBy(asc(memberMessages.id));
  const sent = await db.select().from(feedback).where(and(eq(feedback.tenant, tenant), eq(feedback.memberId, memberId))).orderBy(asc(feedback.id));
  return {
    inbox: inbox.map((m) => ({ id: m.id, title: m.title, body: m.body, createdAt: m.createdAt.toISOString(), readAt: m.readAt?.toISOString() ?? null })),
    feedback: sent.map((f) => ({ questionType: f.questionType, content: f.content, createdAt: f.createdAt.toISOString() })),
  };
}
