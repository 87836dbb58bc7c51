/** The "Your data" texts in the view's language; a tenant's copy override of the same key wins. */
import { useCallback } from 'react';
import { fillText, type TextKeyOf, type TextParams } from '../../../engine/index';
import type { Language } from '../../../schemas/domain';
import { usePortal } from '../../portal-context/PortalContext';
import { PRIVACY_TEXTS_EN, type PrivacyTextEntry } from './privacyTexts.en';
import { PRIVACY_TEXTS_PT } from './privacyTexts.pt';

export type PrivacyTextKey = TextKeyOf<PrivacyTextEntry>;
export const PRIVACY_TEXTS: Record<Language, Record<PrivacyTextEntry, string>> = { pt: PRIVACY_TEXTS_PT, en: PRIVACY_TEXTS_EN };
export type PrivacyText = (key: PrivacyTextKey, params?: TextParams) => string;

export function usePrivacyText(): PrivacyText {
  const { site, view } = usePortal();
  const overrides = site.copy[view.language];
  return useCallback(
    (key: PrivacyTextKey, params?: TextParams) => fillText(view.language, PRIVACY_TEXTS[view.language], key, params, overrides),
    [view.language, overrides],
  );
}
