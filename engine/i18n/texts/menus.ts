/** The resolver's menu and route labels of both languages (translate.ts; never loaded by the browser). */
import { MENU_TEXTS_EN } from './menus.en';
import { MENU_TEXTS_PT } from './menus.pt';

export type { MenuTextKey } from './menus.en';

export const MENU_TEXTS = { pt: MENU_TEXTS_PT, en: MENU_TEXTS_EN } as const;
