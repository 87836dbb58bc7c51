/** The side menu's screens' texts of both languages, for useText(SCREENS_TEXTS) in the widgets that show them. */
import { SCREENS_TEXTS_EN } from './screens.en';
import { SCREENS_TEXTS_PT } from './screens.pt';

export type { ScreensTextKey } from './screens.en';

export const SCREENS_TEXTS = { pt: SCREENS_TEXTS_PT, en: SCREENS_TEXTS_EN } as const;
