import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../engine/index';

export type TextKey = MessageKey;
export type TextParams = Record<string, string | number>;

/**
 * Interface text by catalogue key, through i18next (react-i18next re-renders on a language change).
 * Typed by the catalogue, so a misspelled key fails the type check.
 */
export function useText(): (key: TextKey, params?: TextParams) => string {
  const { t } = useTranslation();
  return useCallback((key: TextKey, params?: TextParams) => String(t(key, params ?? {})), [t]);
}
