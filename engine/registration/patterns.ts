import type { Language } from '../../schemas/domain';
import { isOneOf } from '../isOneOf';

/** Text in every interface language. */
export type LocalizedMessage = Record<Language, string>;

/** One pattern variant of SPEC section 5. */
export interface PatternDefinition {
  id: PatternId;
  /**
   * Anchored regular expression source, compiled with the `u` flag (as ajv's `pattern` does). Length is
   * not part of it: minLength and maxLength come from the server and are checked apart.
   */
  source: string;
  /**
   * Message template per language. `{min}` and `{max}` appear only in the canonical length sentence
   * (LENGTH_SENTENCES), which formatPatternMessage rewrites to fit the bounds that exist.
   */
  message: LocalizedMessage;
}

/** The pattern ids in SPEC order, then `*` (any value). */
export const PATTERN_IDS = [
  'letterFirstAlphanumeric',
  'chineseAndDigits',
  'email',
  'alphanumericNoSpecials',
  'lettersAndDigitsCombined',
  'digitsOnly',
  'alphanumericWithUppercase',
  'englishLettersAndSpaces',
  'noSpaces',
  'chineseAndPunctuation',
  'date',
  'lettersAndSpaces',
  'alphanumericOnly',
  'koreanOnly',
  'thaiOnly',
  'thaiOrEnglishAndSpaces',
  'uppercaseAndSpacesWithLetter',
  '*',
] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

/** The pattern that constrains nothing but length. */
export const ANY_PATTERN_ID = '*' satisfies PatternId;

/**
 * The length sentence every built-in template ends with, per language. formatPatternMessage swaps it
 * for the exact, at-least or at-most wording, or drops it when there are no bounds.
 */
export const LENGTH_SENTENCES = {
  en: { range: 'Must be {min} to {max} characters.', exact: 'Must be exactly {min} characters.', min: 'Must be at least {min} characters.', max: 'Must be at most {max} characters.' },
  pt: { range: 'Deve ter entre {min} e {max} caracteres.', exact: 'Deve ter exatamente {min} caracteres.', min: 'Deve ter pelo menos {min} caracteres.', max: 'Deve ter no máximo {max} caracteres.' },
} as const satisfies Record<Language, Record<'range' | 'exact' | 'min' | 'max', string>>;

/** Message of `*` when it has no bounds either. */
export const ANY_VALUE_MESSAGE: LocalizedMessage = { en: 'Any value is accepted.', pt: 'Qualquer valor é aceito.' };

/** First sentence of the message of a field checked by the server's own expression (`*` plus acceptedPattern). */
export const ACCEPTED_FORMAT_MESSAGE: LocalizedMessage = { en: 'Enter a value in the accepted format.', pt: 'Digite um valor no formato aceito.' };

// Calendar pieces of the date pattern: days per month, and leap years for 29 February (Gregorian).
const YEAR = '(?!0000)[0-9]{4}';
const LEAP_YEAR = '(?!0000)(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)';
const MONTH_DAY = '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))';
const DATE_SOURCE = `^(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29|${MONTH_DAY}-${YEAR}|02-29-${LEAP_YEAR})$`;

// Local part and dot-separated domain labels; a top-level domain is required.
const EMAIL_LOCAL_CHARS = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const EMAIL_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_SOURCE = `^${EMAIL_LOCAL_CHARS}+(?:\\.${EMAIL_LOCAL_CHARS}+)*@${EMAIL_LABEL}(?:\\.${EMAIL_LABEL})+$`;

function withLength(en: string, pt: string): LocalizedMessage {
  return { en: `${en} ${LENGTH_SENTENCES.en.range}`, pt: `${pt} ${LENGTH_SENTENCES.pt.range}` };
}

/** The pattern variants of SPEC section 5 by id, in SPEC order, plus `*`. */
export const PATTERNS: { readonly [Id in PatternId]: PatternDefinition & { id: Id } } = {
  letterFirstAlphanumeric: {
    id: 'letterFirstAlphanumeric',
    source: '^[A-Za-z][A-Za-z0-9]*$',
    message: withLength('Must start with a letter, followed by letters or digits.', 'Deve começar com uma letra, seguida de letras ou dígitos.'),
  },
  chineseAndDigits: {
    id: 'chineseAndDigits',
    source: '^[\\p{Script=Han}0-9]+$',
    message: withLength('Only Chinese characters and digits are allowed.', 'Só são permitidos caracteres chineses e dígitos.'),
  },
  email: {
    id: 'email',
    source: EMAIL_SOURCE,
    message: withLength('Enter a valid email address.', 'Digite um endereço de e-mail válido.'),
  },
  // Letters of any script and digits; alphanumericOnly below is the ASCII-only variant.
  alphanumericNoSpecials: {
    id: 'alphanumericNoSpecials',
    source: '^[\\p{L}\\p{M}\\p{Nd}]+$',
    message: withLength('Letters and digits only, without spaces or special characters.', 'Apenas letras e dígitos, sem espaços nem caracteres especiais.'),
  },
  lettersAndDigitsCombined: {
    id: 'lettersAndDigitsCombined',
    source: '^(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*[0-9])[A-Za-z0-9]+$',
    message: withLength('Must combine letters and digits, with no other characters.', 'Deve combinar letras e dígitos, sem outros caracteres.'),
  },
  digitsOnly: {
    id: 'digitsOnly',
    source: '^[0-9]+$',
    message: withLength('Digits only.', 'Apenas dígitos.'),
  },
  alphanumericWithUppercase: {
    id: 'alphanumericWithUppercase',
    source: '^(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]+$',
    message: withLength('Letters and digits only, with at least one uppercase letter.', 'Apenas letras e dígitos, com pelo menos uma letra maiúscula.'),
  },
  englishLettersAndSpaces: {
    id: 'englishLettersAndSpaces',
    source: '^(?! *$)[A-Za-z ]+$',
    message: withLength('English letters (A-Z) and spaces only.', 'Apenas letras inglesas (A-Z) e espaços.'),
  },
  noSpaces: {
    id: 'noSpaces',
    source: '^\\S+$',
    message: withLength('Spaces are not allowed.', 'Não são permitidos espaços.'),
  },
  chineseAndPunctuation: {
    id: 'chineseAndPunctuation',
    source: '^[\\p{Script=Han}\\p{P}]+$',
    message: withLength('Only Chinese characters and punctuation are allowed.', 'Só são permitidos caracteres chineses e sinais de pontuação.'),
  },
  date: {
    id: 'date',
    source: DATE_SOURCE,
    message: withLength('Enter a valid date as yyyy-MM-dd or MM-dd-yyyy.', 'Digite uma data válida no formato aaaa-MM-dd ou MM-dd-aaaa.'),
  },
  // Letters of any script, with their combining marks (Thai, Devanagari, Vietnamese...), and spaces.
  lettersAndSpaces: {
    id: 'lettersAndSpaces',
    source: '^(?! *$)[\\p{L}\\p{M} ]+$',
    message: withLength('Letters and spaces only.', 'Apenas letras e espaços.'),
  },
  alphanumericOnly: {
    id: 'alphanumericOnly',
    source: '^[A-Za-z0-9]+$',
    message: withLength('Only letters A-Z and digits 0-9.', 'Apenas letras de A a Z e dígitos de 0 a 9.'),
  },
  koreanOnly: {
    id: 'koreanOnly',
    source: '^\\p{Script=Hangul}+$',
    message: withLength('Korean characters only.', 'Apenas caracteres coreanos.'),
  },
  thaiOnly: {
    id: 'thaiOnly',
    source: '^\\p{Script=Thai}+$',
    message: withLength('Thai characters only.', 'Apenas caracteres tailandeses.'),
  },
  thaiOrEnglishAndSpaces: {
    id: 'thaiOrEnglishAndSpaces',
    source: '^(?! *$)[\\p{Script=Thai}A-Za-z ]+$',
    message: withLength('Thai or English letters and spaces only.', 'Apenas letras tailandesas ou inglesas e espaços.'),
  },
  // Uppercase of any script (NGUYỄN, ÇA), but at least one English letter A-Z.
  uppercaseAndSpacesWithLetter: {
    id: 'uppercaseAndSpacesWithLetter',
    source: '^(?=[\\p{Lu}\\p{M} ]*[A-Z])[\\p{Lu}\\p{M} ]+$',
    message: withLength('Uppercase letters and spaces only, with at least one English letter (A-Z).', 'Apenas letras maiúsculas e espaços, com pelo menos uma letra inglesa (A-Z).'),
  },
  '*': {
    id: '*',
    source: '^[\\s\\S]*$',
    message: { en: LENGTH_SENTENCES.en.range, pt: LENGTH_SENTENCES.pt.range },
  },
};

/** Whether `id` names one of the pattern variants (or `*`). */
export function isKnownPatternId(id: string): id is PatternId {
  return isOneOf(PATTERN_IDS, id);
}
