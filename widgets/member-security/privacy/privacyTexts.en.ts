/**
 * English texts of the "Your data" section of the security centre (LGPD: the data download and the
 * account's closure). Only that lazy section loads them, never the home route. Keys shared with
 * privacyTexts.pt.ts.
 */
export const PRIVACY_TEXTS_EN = {
  'privacy.title': 'Your data',
  'privacy.intro': 'Download a copy of the personal data we keep about you, or close your account.',
  'privacy.download': 'Download my data',
  'privacy.downloading': 'Preparing your file…',
  'privacy.downloaded': 'Your data was saved as {file}',
  'privacy.close': 'Close my account',
  'privacy.closeTitle': 'Close your account',
  'privacy.closeWarning': 'Closing is permanent: you will be signed out and cannot sign in again. Your betting and payment records are kept as the law requires.',
  'privacy.password': 'Your login password',
  'privacy.passwordRequired': 'Enter your password',
  'privacy.confirmClose': 'Close account',
  'privacy.cancel': 'Cancel',
  'privacy.closed': 'Your account is closed. You have been signed out.',
} as const;

export type PrivacyTextEntry = keyof typeof PRIVACY_TEXTS_EN;
