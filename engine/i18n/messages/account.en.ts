/**
 * English catalogue texts of one area, weekdays and the signed-in header (balance, trial, unread messages, member info). Keys are shared with account.pt.ts; messages.en.ts
 * gathers the areas into the catalogue.
 */
export const ACCOUNT_MESSAGES_EN = {
  'weekday.mon': 'Mon',
  'weekday.tue': 'Tue',
  'weekday.wed': 'Wed',
  'weekday.thu': 'Thu',
  'weekday.fri': 'Fri',
  'weekday.sat': 'Sat',
  'weekday.sun': 'Sun',
  // ---- account (keys of this area go above this line) ----
  'header.balance': 'Balance',
  'header.hideBalance': 'Hide balance',
  'header.refreshBalance': 'Refresh balance',
  'header.trial': 'Trial',
  'header.unreadMessages_one': '{count} unread message',
  'header.unreadMessages_other': '{count} unread messages',
  'header.memberInfo': 'Member info',
  // ---- register (keys of this area go above this line) ----
} as const;
