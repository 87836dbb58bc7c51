/**
 * The application form's texts in the view's language, `{name}` placeholders filled; a tenant's copy
 * override of the same key (features.json `copy`) wins, as for the member texts.
 */
import { useCallback } from 'react';
import type { Language } from '../../schemas/domain';
import { usePortal } from '../portal-context/PortalContext';
import { APPLY_TEXTS_EN } from './applyTexts.en';
import { APPLY_TEXTS_PT } from './applyTexts.pt';

export type ApplyTextKey = keyof typeof APPLY_TEXTS_EN;

export const APPLY_TEXTS: Record<Language, Record<ApplyTextKey, string>> = { pt: APPLY_TEXTS_PT, en: APPLY_TEXTS_EN };

export type ApplyText = (key: ApplyTextKey, params?: Record<string, string | number>) => string;

export function applyText(language: Language, key: ApplyTextKey, params: Record<string, string | number> = {}, override?: string): string {
  const template = override ?? APPLY_TEXTS[language][key];
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

export function useApplyText(): ApplyText {
  const { site, view } = usePortal();
  const overrides = site.copy[view.language];
  return useCallback(
    (key: ApplyTextKey, params?: Record<string, string | number>) => applyText(view.language, key, params, overrides?.[key]),
    [view.language, overrides],
  );
}
