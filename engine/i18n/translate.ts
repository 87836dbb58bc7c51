import type { Language } from '../../schemas/domain';
import { fillMessage } from './catalogues';
import { MESSAGES_EN, type MessageKey } from './messages.en';
import { MESSAGES_PT } from './messages.pt';

/**
 * Every catalogue, imported statically: for the server, the CLI, the resolver and the tests. The
 * browser's entry does not use this module (tree-shaking keeps it out); it loads the visitor's
 * language alone (catalogues.ts).
 */
export const MESSAGES: Record<Language, Record<MessageKey, string>> = { pt: MESSAGES_PT, en: MESSAGES_EN };

/** Every message key the interface knows. */
export const MESSAGE_KEYS = Object.keys(MESSAGES_EN) as MessageKey[];

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES_EN, key);
}

/** Text of a key in a language with `{name}` placeholders filled; copy overrides win. */
export function translate(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
  overrides?: Partial<Record<Language, Record<string, string>>>,
): string {
  return fillMessage(MESSAGES[language], key, params, overrides?.[language]?.[key]);
}
