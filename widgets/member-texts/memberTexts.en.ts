import { WALLET_TEXTS_EN } from './walletTexts.en';
import { RECORDS_TEXTS_EN } from './recordsTexts.en';
import { SECURITY_TEXTS_EN } from './securityTexts.en';

/**
 * English texts of the member centre's pages. They ship with the MemberCenter chunk, not in the
 * engine's catalogue that every page loads: the home route's JavaScript budget has no room for them,
 * and only a signed-in member on /member reads them. Keys are shared with memberTexts.pt.ts (a test
 * fails when they differ).
 */
export const MEMBER_TEXTS_EN = {
  'centre.menu': 'Member centre',
  'centre.badge_one': '{count} new',
  'centre.badge_other': '{count} new',
  'centre.noPage': 'This page is not available yet.',
  'summary.title': 'My account',
  'summary.balance': 'Balance',
  'summary.pendingDeposits': 'Pending deposits',
  'summary.pendingWithdrawals': 'Pending withdrawals',
  'summary.lastTransactions': 'Last transactions',
  'summary.none': 'No transactions yet.',
  'summary.gameWallets': 'In game wallets',
  'summary.held': 'On hold',
  'summary.totalFunds': 'Total funds',
  'summary.awaiting_one': '{count} withdrawal to confirm',
  'summary.awaiting_other': '{count} withdrawals to confirm',
  'centre.summaryLink': 'Open',
  'centre.retry': 'Try again',

  ...WALLET_TEXTS_EN,
  ...RECORDS_TEXTS_EN,
  ...SECURITY_TEXTS_EN,
} as const;

export type MemberTextKey = keyof typeof MEMBER_TEXTS_EN;
