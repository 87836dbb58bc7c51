/**
 * The red envelope pages' texts in the view's language, `{name}` placeholders filled (a tenant's copy
 * override of the same key wins), and the message of a failed envelope call: the envelope refusals'
 * texts (copies of engine/i18n/texts/envelopes.ts, which the server answers with) or the catalogue's.
 */
import { useCallback } from 'react';
import { fillText, type CoreMessageKey, type TextKeyOf, type TextParams } from '../../../engine/index';
import type { Language } from '../../../schemas/domain';
import { errorTextKey } from '../ui/errorText';
import { usePortal } from '../../portal-context/PortalContext';
import { useText } from '../../portal-context/useText';
import { ENVELOPE_TEXTS_EN, type EnvelopeTextEntry } from './envelopeTexts.en';
import { ENVELOPE_TEXTS_PT } from './envelopeTexts.pt';

/** An envelope text's key as code names it (a plural text by its plain key, fillText picks the form). */
export type EnvelopeTextKey = TextKeyOf<EnvelopeTextEntry>;
export const ENVELOPE_TEXTS: Record<Language, Record<EnvelopeTextEntry, string>> = { pt: ENVELOPE_TEXTS_PT, en: ENVELOPE_TEXTS_EN };
export type EnvelopeText = (key: EnvelopeTextKey, params?: TextParams) => string;

export function envelopeText(language: Language, key: EnvelopeTextKey, params: TextParams = {}, overrides?: Readonly<Record<string, string>>): string {
  return fillText(language, ENVELOPE_TEXTS[language], key, params, overrides);
}

export function useEnvelopeText(): EnvelopeText {
  const { site, view } = usePortal();
  const overrides = site.copy[view.language];
  return useCallback(
    (key: EnvelopeTextKey, params?: TextParams) => envelopeText(view.language, key, params, overrides),
    [view.language, overrides],
  );
}

/** The codes the envelope calls refuse with beyond the catalogue's. */
export const ENVELOPE_ERRORS = ['error.envelopeTooSmall', 'error.envelopeNotOpen', 'error.envelopeExpired'] as const satisfies readonly EnvelopeTextKey[];
export type EnvelopeErrorKey = CoreMessageKey | (typeof ENVELOPE_ERRORS)[number];

export function envelopeErrorKey(error: unknown): EnvelopeErrorKey {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const known = ENVELOPE_ERRORS.find((key) => key === error.code);
    if (known !== undefined) return known;
  }
  return errorTextKey(error);
}

/** The text of a failure: the envelope refusals' or the catalogue's. */
export function useEnvelopeErrorText(): (key: EnvelopeErrorKey) => string {
  const envelope = useEnvelopeText();
  const core = useText();
  return (key) => ((ENVELOPE_ERRORS as readonly string[]).includes(key) ? envelope(key as EnvelopeTextKey) : core(key as CoreMessageKey));
}
