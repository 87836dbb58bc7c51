/** The agent calls' refusal texts of both languages, for useText(AGENTS_TEXTS) in the agent centre's widgets. */
import { AGENTS_TEXTS_EN } from './agents.en';
import { AGENTS_TEXTS_PT } from './agents.pt';

export type { AgentsTextKey } from './agents.en';

export const AGENTS_TEXTS = { pt: AGENTS_TEXTS_PT, en: AGENTS_TEXTS_EN } as const;
