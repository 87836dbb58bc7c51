import { REGISTRATION_FIELD_NAMES, type RegistrationFieldName } from '../../schemas/server/register-settings';
import { didYouMean } from '../diagnostics/suggest';
import { isOneOf } from '../isOneOf';
import type { DiagnosticSink } from '../diagnostics/types';
import { joinPointer } from '../load/pointer';
import { EXACT_FORM_SUFFIX, collapseLengthRange, exactFormKey, namesLengthRange, type PatternMessageOverrides } from './formatPatternMessage';
import { LANGUAGES } from '../../schemas/domain';
import { LENGTH_SENTENCES, PATTERN_IDS, isKnownPatternId, type LocalizedMessage } from './patterns';
import type { RegistrationPresentation } from './types';

/** What the manifest asks of one field. */
export interface FieldPresentation {
  hidden?: boolean;
  required?: boolean;
}

/** The usable part of the manifest's `registration` block. */
export interface RegistrationChoices {
  fields: ReadonlyMap<RegistrationFieldName, FieldPresentation>;
  messages: PatternMessageOverrides;
}

/**
 * Reads the manifest's registration presentation. An unknown field name or pattern id is an error
 * (with a did-you-mean hint) and is ignored; asking to hide and require one field is a warning.
 */
export function readRegistrationPresentation(presentation: RegistrationPresentation | undefined, sink: DiagnosticSink): RegistrationChoices {
  const fields = new Map<RegistrationFieldName, FieldPresentation>();
  for (const [name, choice] of Object.entries(presentation?.fields ?? {})) {
    const pointer = joinPointer(['registration', 'fields', name]);
    if (!isOneOf(REGISTRATION_FIELD_NAMES, name)) {
      sink.report({
        code: 'REGISTRATION_FIELD_UNKNOWN',
        severity: 'error',
        pointer,
        atKey: true,
        message: `unknown registration field "${name}"`,
        hint: didYouMean(name, REGISTRATION_FIELD_NAMES),
      });
      continue;
    }
    const read: FieldPresentation = {};
    if (typeof choice.hidden === 'boolean') read.hidden = choice.hidden;
    if (typeof choice.required === 'boolean') read.required = choice.required;
    if (read.hidden === true && read.required === true) {
      sink.report({
        code: 'REGISTRATION_FIELD_CONFLICT',
        severity: 'warning',
        pointer: `${pointer}/required`,
        message: `registration field "${name}" is both hidden and required; it is hidden`,
        hint: 'remove one of "hidden" and "required"',
      });
      delete read.required;
    }
    fields.set(name, read);
  }

  const messages: Record<string, Partial<LocalizedMessage>> = {};
  const given = presentation?.messages ?? {};
  for (const [key, texts] of Object.entries(given)) {
    // `<patternId>_exact`: the pattern's message in its single-length form (min equals max).
    const patternId = key.endsWith(EXACT_FORM_SUFFIX) && isKnownPatternId(key.slice(0, -EXACT_FORM_SUFFIX.length)) ? key.slice(0, -EXACT_FORM_SUFFIX.length) : key;
    if (!isKnownPatternId(patternId)) {
      sink.report({
        code: 'PATTERN_UNKNOWN',
        severity: 'error',
        pointer: joinPointer(['registration', 'messages', patternId]),
        atKey: true,
        message: `unknown pattern id "${patternId}"`,
        hint: didYouMean(patternId, PATTERN_IDS),
      });
      continue;
    }
    messages[key] = { ...texts };
    if (key !== patternId) continue;
    for (const language of LANGUAGES) {
      const template = texts[language];
      if (typeof template !== 'string' || !namesLengthRange(template, language) || typeof given[exactFormKey(patternId)]?.[language] === 'string') continue;
      const collapsed = collapseLengthRange(template);
      sink.report({
        code: 'TEMPLATE_LENGTH_RANGE',
        severity: 'warning',
        pointer: joinPointer(['registration', 'messages', patternId, language]),
        message: `the ${language} message of pattern "${patternId}" writes a length range ({min} and {max}) and has no single-length form: where the server's minimum equals its maximum (SPEC section 5 shows one length) it ${collapsed === template ? `reads "${template.replaceAll('{min}', 'N').replaceAll('{max}', 'N')}"` : `is cut to "${collapsed.replaceAll('{min}', 'N')}"`}`,
        hint: `add "${exactFormKey(patternId)}": { "${language}": "… {length} …" } beside it ({length} is the one length), or end the message with the engine's sentence "${LENGTH_SENTENCES[language].range}"`,
      });
    }
  }
  return { fields, messages };
}
