import type { Language } from '../../schemas/domain';
import type { Catalogue } from './catalogues';
import { fillText, hasText } from './fillText';
import { MESSAGES_EN, type MessageKey, type MessageTextKey } from './messages.en';
import { MESSAGES_PT } from './messages.pt';
import { AUTH_TEXTS } from './texts/auth';
import { GAMES_TEXTS } from './texts/games';
import { MENU_TEXTS } from './texts/menus';
import { SCREENS_TEXTS } from './texts/screens';
import { AGENTS_TEXTS } from './texts/agents';
import { ENVELOPES_TEXTS } from './texts/envelopes';
import { RESPONSIBLE_GAMING_TEXTS } from './texts/responsibleGaming';
import { HEADER_TEXTS } from './texts/header';

/**
 * Every text, imported statically: each language's catalogue and the lazy screens' own texts
 * (texts/*.ts), for the server, the CLI, the resolver and the tests. The browser's entry does not
 * use this module (tree-shaking keeps it out); it loads the visitor's catalogue alone
 * (catalogues.ts), and a lazy screen brings its own texts (useText(texts)).
 */
export const MESSAGES: Record<Language, Record<MessageKey, string>> = {
  pt: { ...MESSAGES_PT, ...AUTH_TEXTS.pt, ...GAMES_TEXTS.pt, ...SCREENS_TEXTS.pt, ...MENU_TEXTS.pt, ...AGENTS_TEXTS.pt, ...ENVELOPES_TEXTS.pt, ...RESPONSIBLE_GAMING_TEXTS.pt, ...HEADER_TEXTS.pt },
  en: { ...MESSAGES_EN, ...AUTH_TEXTS.en, ...GAMES_TEXTS.en, ...SCREENS_TEXTS.en, ...MENU_TEXTS.en, ...AGENTS_TEXTS.en, ...ENVELOPES_TEXTS.en, ...RESPONSIBLE_GAMING_TEXTS.en, ...HEADER_TEXTS.en },
};

/** Each language's catalogue alone, as the browser loads it (catalogues.ts): without the lazy screens' texts. */
export const CATALOGUES: Record<Language, Catalogue> = { pt: MESSAGES_PT, en: MESSAGES_EN };

/** Every message entry the interface knows (a plural text's forms each: `header.unreadMessages_one`, `_other`). */
export const MESSAGE_KEYS = Object.keys(MESSAGES.en) as MessageKey[];

/** Whether a key names an interface text: an entry, or the plain key of a plural text (which a tenant's copy may override). */
export function isMessageKey(key: string): key is MessageTextKey {
  return hasText(MESSAGES.en, key);
}

/** Text of a key in a language, its plural form by `count`, `{name}` placeholders filled; copy overrides win. */
export function translate(
  language: Language,
  key: MessageTextKey,
  params: Record<string, string | number> = {},
  overrides?: Partial<Record<Language, Record<string, string>>>,
): string {
  return fillText(language, MESSAGES[language], key, params, overrides?.[language]);
}
