/** The responsible-gaming refusal texts of both languages, for useText(RESPONSIBLE_GAMING_TEXTS) on the pages that show them. */
import { RESPONSIBLE_GAMING_TEXTS_EN } from './responsibleGaming.en';
import { RESPONSIBLE_GAMING_TEXTS_PT } from './responsibleGaming.pt';

export type { ResponsibleGamingTextKey } from './responsibleGaming.en';

export const RESPONSIBLE_GAMING_TEXTS = { pt: RESPONSIBLE_GAMING_TEXTS_PT, en: RESPONSIBLE_GAMING_TEXTS_EN } as const;
