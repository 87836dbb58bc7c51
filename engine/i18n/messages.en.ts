import type { AuthTextKey } from './texts/auth.en';
import type { GamesTextKey } from './texts/games.en';
import type { MenuTextKey } from './texts/menus.en';
import type { ScreensTextKey } from './texts/screens.en';
import type { AgentsTextKey } from './texts/agents.en';
import type { EnvelopesTextKey } from './texts/envelopes.en';
import type { ResponsibleGamingTextKey } from './texts/responsibleGaming.en';
import type { HeaderTextKey } from './texts/header.en';
import type { TextKeyOf } from './fillText';
import { CORE_MESSAGES_EN } from './coreMessages.en';
import { ERRORS_MESSAGES_EN } from './messages/errors.en';

/**
 * English interface texts: the catalogue every page loads, gathered from its areas (messages/*.en.ts,
 * one file per area so none grows past a screenful of concerns). The browser loads it in two chunks
 * (catalogues.ts): the first render's (coreMessages.en.ts) and the errors' (messages/errors.en.ts). Keys are shared with messages.pt.ts;
 * a test fails when they differ. A new key goes in its area's file (both languages).
 */
export const MESSAGES_EN = { ...CORE_MESSAGES_EN, ...ERRORS_MESSAGES_EN };

/** Keys of this catalogue as written (a plural text's forms each: `header.unreadMessages_one`, `_other`): the texts every page may show (catalogues.ts loads it before the first render). */
export type CoreMessageKey = keyof typeof MESSAGES_EN;

/** Every interface text's key as written: the catalogue's, the lazy screens' own and the resolver's labels (texts/*.ts, translate.ts merges them). */
export type MessageKey = CoreMessageKey | AuthTextKey | GamesTextKey | ScreensTextKey | MenuTextKey | AgentsTextKey | EnvelopesTextKey | ResponsibleGamingTextKey | HeaderTextKey;

/** A catalogue text as code names it: a plural text by its plain key (fillText and i18next pick the form by `count`). */
export type CoreTextKey = TextKeyOf<CoreMessageKey>;

/** Any interface text as code names it (a plural text by its plain key). */
export type MessageTextKey = TextKeyOf<MessageKey>;
