import type { Language } from '../../schemas/domain';
import { MESSAGES_EN, type MessageKey } from './messages.en';
import { MESSAGES_PT } from './messages.pt';

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
  const template = overrides?.[language]?.[key] ?? MESSAGES[language][key];
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
