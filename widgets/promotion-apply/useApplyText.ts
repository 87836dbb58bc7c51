/**
 * The application form's texts in the view's language, `{name}` placeholders filled; a tenant's copy
 * override of the same key (features.json `copy`) wins, as for the member texts.
 */
import { useCallback } from 'react';
import { fillText, type TextKeyOf, type TextParams } from '../../engine/index';
import type { Language } from '../../schemas/domain';
import { usePortal } from '../portal-context/PortalContext';
import { APPLY_TEXTS_EN } from './applyTexts.en';
import { APPLY_TEXTS_PT } from './applyTexts.pt';

export type ApplyTextKey = TextKeyOf<keyof typeof APPLY_TEXTS_EN>;

export const APPLY_TEXTS: Record<Language, Record<keyof typeof APPLY_TEXTS_EN, string>> = { pt: APPLY_TEXTS_PT, en: APPLY_TEXTS_EN };

export type ApplyText = (key: ApplyTextKey, params?: TextParams) => string;

export function applyText(language: Language, key: ApplyTextKey, params: TextParams = {}, overrides?: Readonly<Record<string, string>>): string {
  return fillText(language, APPLY_TEXTS[language], key, params, overrides);
}

export function useApplyText(): ApplyText {
  const { site, view } = usePortal();
  const overrides = site.copy[view.language];
  return useCallback(
    (key: ApplyTextKey, params?: TextParams) => applyText(view.language, key, params, overrides),
    [view.language, overrides],
  );
}
