/** The red envelope refusal texts of both languages, for useText(ENVELOPES_TEXTS) on the envelope pages. */
import { ENVELOPES_TEXTS_EN } from './envelopes.en';
import { ENVELOPES_TEXTS_PT } from './envelopes.pt';

export type { EnvelopesTextKey } from './envelopes.en';

export const ENVELOPES_TEXTS = { pt: ENVELOPES_TEXTS_PT, en: ENVELOPES_TEXTS_EN } as const;
