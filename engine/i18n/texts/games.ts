/** The games texts of both languages, for useText(GAMES_TEXTS) in the widgets that show them. */
import { GAMES_TEXTS_EN } from './games.en';
import { GAMES_TEXTS_PT } from './games.pt';

export type { GamesTextKey } from './games.en';

export const GAMES_TEXTS = { pt: GAMES_TEXTS_PT, en: GAMES_TEXTS_EN } as const;
