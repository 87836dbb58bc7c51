/**
 * The one text filler of the engine and the widgets' own text hooks: a text by key in a language,
 * its plural form chosen by the count, `{name}` placeholders filled, a tenant's copy override first.
 *
 * Plural forms use i18next's keys, which the portal's i18next instance (useText) already resolves:
 * `<key>_one`, `<key>_other` (and `_zero`, `_two`, `_few`, `_many` where a language has them), the
 * form chosen by the language's CLDR plural rule for `params.count` when it is a number, as
 * i18next's own resolver does (Intl.PluralRules). Code names such a text by its plain key.
 */
import type { Language } from '../../schemas/domain';

/** The CLDR plural categories, as i18next suffixes them to a key. */
export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralSuffix = (typeof PLURAL_SUFFIXES)[number];

/** The plain key of a plural text's forms (`x_one`, `x_other` -> `x`); other keys stay. */
export type PluralBaseOf<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** The keys code may name texts by: every entry, and a plural text by its plain key (the form then follows `count`). */
export type TextKeyOf<K extends string> = K | PluralBaseOf<K>;

export type TextParams = Readonly<Record<string, string | number>>;
type Texts = Readonly<Partial<Record<string, string>>>;

const rules = new Map<Language, Intl.PluralRules>();

/** The plural category of a count in a language (CLDR, as i18next picks it): pt says '0 registro', '2 registros'. */
export function pluralCategory(language: Language, count: number): PluralSuffix {
  let rule = rules.get(language);
  if (rule === undefined) rules.set(language, (rule = new Intl.PluralRules(language)));
  return rule.select(count) as PluralSuffix;
}

/** The plain key of a plural form (`records.count_one` -> `records.count`), or undefined for a plain key. */
export function pluralBaseOf(key: string): string | undefined {
  const match = /^(.+)_(zero|one|two|few|many|other)$/.exec(key);
  return match?.[1];
}

/** Whether `texts` holds `key` itself or any plural form of it. */
export function hasText(texts: Texts, key: string): boolean {
  return Object.hasOwn(texts, key) || PLURAL_SUFFIXES.some((suffix) => Object.hasOwn(texts, `${key}_${suffix}`));
}

/** `{name}` placeholders filled from `params`; an unknown name stays as written. */
export function interpolate(template: string, params: TextParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : m));
}

/**
 * The text of `key` in `language`, `{name}` placeholders filled. With a numeric `count` the plural
 * form of its category is used (`key_one`, `key_other`, ...), falling back to `key_other`, then to
 * `key`. A tenant's override wins: its own plural form, else its plain text for every count (an
 * operator who words a text once means it for all counts). A key found nowhere shows as itself.
 */
export function fillText(language: Language, texts: Texts, key: string, params: TextParams = {}, overrides?: Texts): string {
  const count = params['count'];
  const form = typeof count === 'number' ? `${key}_${pluralCategory(language, count)}` : undefined;
  const pick = (source: Texts | undefined, name: string | undefined) =>
    source !== undefined && name !== undefined && Object.hasOwn(source, name) ? source[name] : undefined;
  const template = pick(overrides, form) ?? pick(overrides, key)
    ?? pick(texts, form) ?? (form !== undefined ? pick(texts, `${key}_other`) : undefined) ?? pick(texts, key)
    ?? key;
  return interpolate(template, params);
}

/**
 * Texts with overrides laid over them for an i18next instance, which picks a plural form before a
 * plain key: a product text's forms are dropped where the overrides give its plain key alone, so the
 * override wins for every count there too (as fillText does).
 */
export function withOverrides(texts: Texts, overrides: Texts = {}): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const [key, text] of Object.entries(texts)) {
    const base = pluralBaseOf(key);
    if (text === undefined) continue;
    if (base !== undefined && Object.hasOwn(overrides, base) && !Object.hasOwn(overrides, key)) continue;
    merged[key] = text;
  }
  for (const [key, text] of Object.entries(overrides)) if (text !== undefined) merged[key] = text;
  return merged;
}
