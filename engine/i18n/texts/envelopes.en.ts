/**
 * English texts of the red envelope calls' refusals (server/routes/envelopes.ts answers these codes):
 * only the agent centre's and the member centre's envelope pages show them, so they ship in those
 * chunks (useText(ENVELOPES_TEXTS)), not in the catalogue every page loads. Keys shared with envelopes.pt.ts.
 */
export const ENVELOPES_TEXTS_EN = {
  'error.envelopeTooSmall': 'The amount must give each recipient at least 0.01',
  'error.envelopeNotOpen': 'This red envelope was already claimed or returned',
  'error.envelopeExpired': 'This red envelope has expired',
} as const;

export type EnvelopesTextKey = keyof typeof ENVELOPES_TEXTS_EN;
