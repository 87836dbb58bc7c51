/**
 * The points mall's texts in the view's language, with `{name}` placeholders filled; a tenant's copy
 * override of the same key (features.json `copy`) wins, as for the member texts.
 */
import { useCallback } from 'react';
import { fillText, type TextKeyOf, type TextParams } from '../../engine/index';
import type { Language } from '../../schemas/domain';
import { usePortal } from '../portal-context/PortalContext';
import { POINTS_TEXTS_EN } from './pointsTexts.en';
import { POINTS_TEXTS_PT } from './pointsTexts.pt';

export type PointsTextKey = TextKeyOf<keyof typeof POINTS_TEXTS_EN>;

export const POINTS_TEXTS: Record<Language, Record<keyof typeof POINTS_TEXTS_EN, string>> = { pt: POINTS_TEXTS_PT, en: POINTS_TEXTS_EN };

export type PointsText = (key: PointsTextKey, params?: TextParams) => string;

export function pointsText(language: Language, key: PointsTextKey, params: TextParams = {}, overrides?: Readonly<Record<string, string>>): string {
  return fillText(language, POINTS_TEXTS[language], key, params, overrides);
}

export function usePointsText(): PointsText {
  const { site, view } = usePortal();
  const overrides = site.copy[view.language];
  return useCallback(
    (key: PointsTextKey, params?: TextParams) => pointsText(view.language, key, params, overrides),
    [view.language, overrides],
  );
}

/** Whole points with the language's group separator: '12.345' in Portuguese, '12,345' in English. */
export function formatPoints(points: string, language: Language): string {
  const negative = points.startsWith('-');
  const digits = negative ? points.slice(1) : points;
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'pt' ? '.' : ',')}`;
}
