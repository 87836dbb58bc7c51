/**
 * English texts of the responsible-gaming refusals (server/routes/responsibleGaming.ts and the checks
 * at deposits, stakes and launches answer these codes): only the member's responsible-gaming page and
 * the pages it guards show them, so they ship with those (useText(RESPONSIBLE_GAMING_TEXTS)), not in
 * the catalogue every page loads. Keys shared with responsibleGaming.pt.ts.
 */
export const RESPONSIBLE_GAMING_TEXTS_EN = {
  'error.rgLimitReached': 'This would pass your {0} limit: you can still use {1} this {2}',
  'error.rgExcluded': 'Your account is paused until {0} at your request',
  'error.rgClosed': 'Your self-exclusion has ended: ask to reopen your account, it reopens 24 hours later',
  'error.rgNotAllowed': 'This choice is not offered here',
} as const;

export type ResponsibleGamingTextKey = keyof typeof RESPONSIBLE_GAMING_TEXTS_EN;
