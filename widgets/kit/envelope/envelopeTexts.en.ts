/**
 * English texts of the red envelope pages (the agent centre's page and the member's reward centre
 * entry). They ship with those lazy chunks only, never in the catalogue every page loads. Keys shared
 * with envelopeTexts.pt.ts (a test fails when they differ).
 */
export const ENVELOPE_TEXTS_EN = {
  'send.title': 'Send a red envelope',
  'send.intro': 'Split an amount among your downlines. Each claims its share once within 24 hours; what is not claimed comes back to you.',
  'send.available': 'Available: {amount}',
  'send.amount': 'Total amount',
  'send.split': 'Split',
  'send.equal': 'Equal shares',
  'send.random': 'Random shares (lucky draw)',
  'send.recipients': 'Recipients',
  'send.search': 'Search downlines',
  'send.chosen': 'Chosen: {count}',
  'send.chooseRequired': 'Choose at least one downline',
  'send.noMatch': 'No downline matches the search',
  'send.level': 'level {depth}, under {parent}',
  'send.agent': 'agent',
  'send.member': 'player',
  'send.password': 'Payment password',
  'send.submit': 'Send envelope',
  'send.done': 'Red envelope of {amount} sent to {count} downlines.',
  'send.noPassword': 'Set a payment password before you send a red envelope.',
  'send.toSecurity': 'Security centre',
  'send.noDownlines': 'You have no downlines to send a red envelope to yet.',
  'sent.title': 'Sent envelopes',
  'sent.none': 'You have not sent a red envelope yet.',
  'sent.heading': '{amount}, {split}, sent {date}',
  'sent.expires': 'Open until {date}',
  'sent.claimed': 'Claimed: {amount}',
  'sent.returned': 'Returned: {amount}',
  'sent.caption': 'Shares of the red envelope of {date}',
  'share.recipient': 'Recipient',
  'share.amount': 'Share',
  'share.state': 'State',
  'share.claimedAt': 'Claimed at',
  'state.open': 'Open',
  'state.claimed': 'Claimed',
  'state.returned': 'Returned',
  'state.expired': 'Expired',
  'received.title': 'Red envelopes for you',
  'received.intro': 'Red envelopes your upline sends you: claim each share before it expires.',
  'received.none': 'No red envelope for you yet.',
  'received.list': 'Your red envelopes',
  'received.from': 'From {sender}',
  'received.until': 'Claim by {date}',
  'received.claim': 'Claim',
  'received.claimFor': 'Claim {amount} from {sender}',
  'received.claimed': 'You claimed {amount}. Your balance: {balance}.',
  // The envelope calls' refusals, as engine/i18n/texts/envelopes.en.ts has them (a test holds them equal):
  // here, so the pages' chunk carries them and no chunk of their own is listed in the entry's preloads.
  'error.envelopeTooSmall': 'The amount must give each recipient at least 0.01',
  'error.envelopeNotOpen': 'This red envelope was already claimed or returned',
  'error.envelopeExpired': 'This red envelope has expired',
} as const;

export type EnvelopeTextKey = keyof typeof ENVELOPE_TEXTS_EN;
