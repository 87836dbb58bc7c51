/**
 * English texts of the agent calls' refusals (server/routes/agent.ts answers these codes): only the
 * agent centre shows them, so they ship in its chunk (useText(AGENTS_TEXTS)), not in the catalogue
 * every page loads. Keys are shared with agents.pt.ts.
 */
export const AGENTS_TEXTS_EN = {
  'error.notYourDownline': 'This account is not in your downline',
  'error.contractRateAboveUpline': "A downline's rate cannot be above its upline's",
  'error.contractNotPending': 'This contract offer is no longer open',
  'error.contractInvalid': 'The contract is not valid: check its period and tiers',
} as const;

export type AgentsTextKey = keyof typeof AGENTS_TEXTS_EN;
