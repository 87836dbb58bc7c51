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

/**
 * The message of `patternId` in `language` with the bounds written in. A manifest override wins over the
 * built-in template. The canonical length sentence (LENGTH_SENTENCES range) becomes "exactly N" when
 * min equals max, names the only bound there is, or goes away without bounds; a minimum of 0 is no
 * bound. Templates without that sentence get plain substitution (a missing min reads 0, a missing max ∞).
 */
export function formatPatternMessage(
  patternId: PatternId,
  language: Language,
  bounds: LengthBounds,
  overrides?: PatternMessageOverrides,
): string {
  const override = overrides !== undefined && Object.hasOwn(overrides, patternId) ? overrides[patternId]?.[language] : undefined;
  const template = override ?? PATTERNS[patternId].message[language];
  const min = bounds.min === 0 ? undefined : bounds.min;
  const max = bounds.max;
  const sentences = LENGTH_SENTENCES[language];
  const wording = chooseLengthWording(min, max);
  const withLength = template.includes(sentences.range)
    ? template.replace(sentences.range, wording === undefined ? '' : sentences[wording])
    : template;
  const text = withLength
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
