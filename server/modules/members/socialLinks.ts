/**
 * The links of members to their social identities (member_social_links): made at registration, in
 * the transaction that adds the member, and read by the social login. The table's primary key keeps
 * a channel's subject to one member of a tenant across instances: of two registrations with the same
 * token, the second's insert finds the row and its whole registration is undone.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import type { Executor } from '../ledger/index';
import { DomainError } from '../../platform/domainError';
import type { SocialIdentity, SocialIdentityProvider } from './socialIdentity';
import { memberSocialLinks } from './schema';

/** The identity of a channel's id token, or the refusal: 400 with a catalogue code either way. */
export async function verifiedSocialIdentity(provider: SocialIdentityProvider, channel: string, idToken: string, now: Date): Promise<SocialIdentity> {
  const answer = await provider.verifyIdToken(channel, idToken, now);
  if (answer.ok) return answer.identity;
  throw new DomainError('invalid', answer.refusal === 'unknownChannel' ? 'error.socialChannelUnavailable' : 'error.socialTokenInvalid');
}

/** The member a channel's subject is linked to in the tenant, if any. */
export async function memberIdOfSocialSubject(db: Db, tenant: string, channel: string, subject: string): Promise<number | undefined> {
  const rows = await db.select({ memberId: memberSocialLinks.memberId }).from(memberSocialLinks)
    .where(and(eq(memberSocialLinks.tenant, tenant), eq(memberSocialLinks.channel, channel), eq(memberSocialLinks.subject, subject))).limit(1);
  return rows[0]?.memberId;
}

/** A channel's subject to link to a new member. */
export interface SocialLink {
  channel: string;
  subject: string;
}

/**
 * Links the subject to the member inside the caller's transaction; 409 'error.socialLinked' when the
 * subject is another member's already (the caller's transaction then rolls back, member and all).
 */
export async function linkSocialSubject(ex: Executor, tenant: string, memberId: number, link: SocialLink, now: Date): Promise<void> {
  const rows = await ex.insert(memberSocialLinks).values({ tenant, channel: link.channel, subject: link.subject, memberId, linkedAt: now })
    .onConflictDoNothing().returning({ memberId: memberSocialLinks.memberId });
  if (rows.length === 0) throw new DomainError('conflict', 'error.socialLinked');
}
