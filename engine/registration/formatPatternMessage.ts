import { LANGUAGES, type Language } from '../../schemas/domain';
import { ANY_PATTERN_ID, ANY_VALUE_MESSAGE, LENGTH_SENTENCES, PATTERNS, type LocalizedMessage, type PatternId } from './patterns';

/** Length bounds of a field, in characters (Unicode code points, as ajv counts them). */
export interface LengthBounds {
  min?: number;
  max?: number;
}

/** Manifest overrides of pattern message templates: by pattern id, per language. */
export type PatternMessageOverrides = Readonly<Record<string, Readonly<Partial<LocalizedMessage>> | undefined>>;

type LengthWording = keyof (typeof LENGTH_SENTENCES)['en'];

function chooseLengthWording(min: number | undefined, max: number | undefined): LengthWording | undefined {
  if (min !== undefined && max !== undefined) return min === max ? 'exact' : 'range';
  if (min !== undefined) return 'min';
  if (max !== undefined) return 'max';
  return undefined;
}

/** The key of a manifest's single-length form of a pattern's message (`digitsOnly_exact`), used when min equals max. */
export function exactFormKey(patternId: string): string {
  return `${patternId}${EXACT_FORM_SUFFIX}`;
}

/** What names a single-length form's key, after the pattern id. */
export const EXACT_FORM_SUFFIX = '_exact';

/**
 * `{min}`, a short joining word or sign, then `{max}` ("{min} to {max}", "{min}-{max}", "de {min} a
 * {max}" from its `{min}`): the range a template without a single-length form writes, which
 * collapses to `{min}` when min equals max. Nothing that ends a clause may stand between them.
 */
const RANGE_SPAN = /\{min\}[^{}.;:!?]{0,16}?\{max\}/g;

/** Whether a template writes a range ({min} and {max}) that it cannot write as one length without help. */
export function namesLengthRange(template: string, language: Language): boolean {
  return template.includes('{min}') && template.includes('{max}') && !template.includes(LENGTH_SENTENCES[language].range);
}

/** The template as it reads with one length: the range collapsed to `{min}` (a best effort; `tenants check` warns). */
export function collapseLengthRange(template: string): string {
  return template.replace(RANGE_SPAN, '{min}');
}

/**
 * The message of `patternId` in `language` with the bounds written in. A manifest override wins over the
 * built-in template. The canonical length sentence (LENGTH_SENTENCES range) becomes "exactly N" when
 * min equals max, names the only bound there is, or goes away without bounds; a minimum of 0 is no
 * bound. Templates without that sentence get plain substitution (a missing min reads 0, a missing max ∞).
 *
 * When min equals max, SPEC section 5 shows one length. A manifest's own template says it in its
 * single-length form (`<patternId>_exact`, `{length}` the length) when it gives one; else a range it
 * writes ("{min} to {max}") is collapsed to the one length.
 */
export function formatPatternMessage(
  patternId: PatternId,
  language: Language,
  bounds: LengthBounds,
  overrides?: PatternMessageOverrides,
): string {
  const given = (key: string) => (overrides !== undefined && Object.hasOwn(overrides, key) ? overrides[key]?.[language] : undefined);
  const min = bounds.min === 0 ? undefined : bounds.min;
  const max = bounds.max;
  const single = min !== undefined && min === max;
  const exact = single ? given(exactFormKey(patternId)) : undefined;
  const override = given(patternId);
  const chosen = exact ?? override ?? PATTERNS[patternId].message[language];
  const sentences = LENGTH_SENTENCES[language];
  const template = single && exact === undefined && !chosen.includes(sentences.range) ? collapseLengthRange(chosen) : chosen;
  const wording = chooseLengthWording(min, max);
  const withLength = template.includes(sentences.range)
    ? template.replace(sentences.range, wording === undefined ? '' : sentences[wording])
    : template;
  const text = withLength
    .replaceAll('{length}', single ? String(min) : '{length}')
    .replaceAll('{min}', String(min ?? 0))
    .replaceAll('{max}', max === undefined ? '∞' : String(max))
    .replace(/ {2,}/g, ' ')
    .trim();
  if (text !== '') return text;
  return patternId === ANY_PATTERN_ID ? ANY_VALUE_MESSAGE[language] : PATTERNS[patternId].message[language].replace(sentences.range, '').trim();
}

/** formatPatternMessage for every interface language. */
export function formatPatternMessages(patternId: PatternId, bounds: LengthBounds, overrides?: PatternMessageOverrides): LocalizedMessage {
  const entries = LANGUAGES.map((language) => [language, formatPatternMessage(patternId, language, bounds, overrides)] as const);
  return Object.fromEntries(entries) as LocalizedMessage;
}
