/**
 * English texts of the member centre's second part (platform messages, feedback, referral, rebate):
 * merged into the member texts (useMemberText), shipped with the MemberCenter chunk. Keys are shared
 * with member2Texts.pt.ts (the member texts' test fails when they differ).
 */
export const MEMBER2_TEXTS_EN = {
  'messages.list': 'Messages',
  'messages.unread': '{count} unread',
  'messages.none': 'No messages.',
  'messages.new': 'New',
  'messages.markAllRead': 'Mark all as read',
  'messages.allRead': 'All messages are marked as read.',
  'messages.open': 'Open message: {title}',
  'messages.delete': 'Delete',
  'messages.deleted': 'Message deleted.',
  'messages.close': 'Close',
  'messages.sentAt': 'Sent {date}',
  'messages.loading': 'Opening the message…',
  'messages.previous': 'Previous page',
  'messages.next': 'Next page',
  'messages.page': 'Page {page} of {pages}',
  'feedback.intro': 'Tell us what we can do better.',
  'feedback.type': 'Question type',
  'feedback.type.SUGGESTION': 'Suggestion',
  'feedback.type.BUG': 'Something does not work',
  'feedback.type.PAYMENT': 'Deposits and withdrawals',
  'feedback.type.ACCOUNT': 'My account',
  'feedback.type.OTHER': 'Other',
  'feedback.content': 'Your feedback',
  'feedback.words': 'Content between {0} and {1} words',
  'feedback.count': '{count} words',
  'feedback.send': 'Send',
  'feedback.sending': 'Sending…',
  'feedback.sent': 'Thank you! Your feedback was sent (reference {id}).',
} as const;
