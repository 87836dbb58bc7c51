/** The header's lazy parts' texts of both languages, for useText(HEADER_TEXTS) in the chunks that show them. */
import { HEADER_TEXTS_EN } from './header.en';
import { HEADER_TEXTS_PT } from './header.pt';

export type { HeaderTextKey } from './header.en';

export const HEADER_TEXTS = { pt: HEADER_TEXTS_PT, en: HEADER_TEXTS_EN } as const;
