import { REGISTRATION_FIELD_NAMES, type RegistrationFieldName } from '../../schemas/server/register-settings';
import { didYouMean } from '../diagnostics/suggest';
import { isOneOf } from '../isOneOf';
import type { DiagnosticSink } from '../diagnostics/types';
import { joinPointer } from '../load/pointer';
import type { PatternMessageOverrides } from './formatPatternMessage';
import { PATTERN_IDS, isKnownPatternId, type LocalizedMessage } from './patterns';
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
  for (const [patternId, texts] of Object.entries(presentation?.messages ?? {})) {
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
    messages[patternId] = { ...texts };
  }
  return { fields, messages };
}
