/**
 * The points mall's texts in the view's language, with `{name}` placeholders filled; a tenant's copy
 * override of the same key (features.json `copy`) wins, as for the member texts.
 */
import { useCallback } from 'react';
import type { Language } from '../../schemas/domain';
import { usePortal } from '../portal-context/PortalContext';
import { POINTS_TEXTS_EN } from './pointsTexts.en';
import { POINTS_TEXTS_PT } from './pointsTexts.pt';

export type PointsTextKey = keyof typeof POINTS_TEXTS_EN;

export const POINTS_TEXTS: Record<Language, Record<PointsTextKey, string>> = { pt: POINTS_TEXTS_PT, en: POINTS_TEXTS_EN };

export type PointsText = (key: PointsTextKey, params?: Record<string, string | number>) => string;

export function pointsText(language: Language, key: PointsTextKey, params: Record<string, string | number> = {}, override?: string): string {
  const template = override ?? POINTS_TEXTS[language][key];
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

export function usePointsText(): PointsText {
  const { site, view } = usePortal();
  const overrides = site.copy[view.language];
  return useCallback(
    (key: PointsTextKey, params?: Record<string, string | number>) => pointsText(view.language, key, params, overrides?.[key]),
    [view.language, overrides],
  );
}

/** Whole points with the language's group separator: '12.345' in Portuguese, '12,345' in English. */
export function formatPoints(points: string, language: Language): string {
  const negative = points.startsWith('-');
  const digits = negative ? points.slice(1) : points;
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'pt' ? '.' : ',')}`;
}
