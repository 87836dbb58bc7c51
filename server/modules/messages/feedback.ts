/** Feedback a visitor sends (the feedback page): stored for the operator, from a member or a guest. */
import type { Db } from '../../db/connect';
import { DomainError } from '../../platform/domainError';
import { feedback } from './schema';

/** Stores a feedback (memberId null for a guest); returns its id. */
export async function storeFeedback(db: Db, tenant: string, memberId: number | null, questionType: string, text: string, now: Date): Promise<number> {
  const rows = await db.insert(feedback).values({ tenant, memberId, questionType, content: text, createdAt: now }).returning({ id: feedback.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new DomainError('fault', 'error.unknown');
  return id;
}
