import { CONTRACT_TEXTS_EN } from './contractTexts.en';
import { TEAM_TEXTS_EN } from './teamTexts.en';
import { AGENT_RECORDS_TEXTS_EN } from './agentRecordsTexts.en';
import { INCOME_TEXTS_EN } from './incomeTexts.en';

/**
 * English texts of the agent centre. They ship with the AgentCenter chunk, not in the engine's
 * catalogue every page loads (the home route's budget has no room for them). Keys are shared with
 * agentTexts.pt.ts (a test fails when they differ).
 */
export const AGENT_TEXTS_EN = {
  'centre.menu': 'Agent centre',
  'centre.clock': 'Time ({gmt})',
  'centre.greeting': 'Agent {name}',
  'centre.signOut': 'Sign out',
  'centre.noPage': 'This page is not available yet.',

  // The agent calls' refusals, as engine/i18n/texts/agents.en.ts has them (a test holds them equal):
  // copied here so that the agent centre's chunk does not share a chunk with the resolver's texts.
  'error.notYourDownline': 'This account is not in your downline',
  'error.contractRateAboveUpline': "A downline's rate cannot be above its upline's",
  'error.contractNotPending': 'This contract offer is no longer open',
  'error.contractInvalid': 'The contract is not valid: check its period and tiers',

  ...CONTRACT_TEXTS_EN,
  ...TEAM_TEXTS_EN,
  ...AGENT_RECORDS_TEXTS_EN,
  ...INCOME_TEXTS_EN,
} as const;
