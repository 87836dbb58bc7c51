/**
 * The member centre's texts in the view's language, with `{name}` placeholders filled; a tenant's
 * copy override of the same key (features.json `copy`) wins, as for the engine's catalogue.
 */
import { useCallback } from 'react';
import type { Language } from '../../schemas/domain';
import { usePortal } from '../portal-context/PortalContext';
import { MEMBER_TEXTS_EN } from './memberTexts.en';
import { MEMBER_TEXTS_PT } from './memberTexts.pt';
import { MEMBER2_TEXTS_EN } from './member2Texts.en';
import { MEMBER2_TEXTS_PT } from './member2Texts.pt';
import { REWARDS_TEXTS_EN } from './rewardsTexts.en';
import { REWARDS_TEXTS_PT } from './rewardsTexts.pt';

/** A key of the member texts: the money pages' (memberTexts) and the second part's (member2Texts). */
export type MemberTextKey = keyof typeof MEMBER_TEXTS_EN | keyof typeof MEMBER2_TEXTS_EN | keyof typeof REWARDS_TEXTS_EN;

export const MEMBER_TEXTS: Record<Language, Record<MemberTextKey, string>> = {
  pt: { ...MEMBER_TEXTS_PT, ...MEMBER2_TEXTS_PT, ...REWARDS_TEXTS_PT },
  en: { ...MEMBER_TEXTS_EN, ...MEMBER2_TEXTS_EN, ...REWARDS_TEXTS_EN },
};

export type MemberText = (key: MemberTextKey, params?: Record<string, string | number>) => string;

/** A member text with its placeholders filled. */
export function memberText(language: Language, key: MemberTextKey, params: Record<string, string | number> = {}, override?: string): string {
  const template = override ?? MEMBER_TEXTS[language][key];
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Whether a string (a server's error code, say) is a member text key. */
export function isMemberTextKey(key: string): key is MemberTextKey {
  return Object.hasOwn(MEMBER_TEXTS.en, key);
}

export function useMemberText(): MemberText {
  const { site, view } = usePortal();
  const overrides = site.copy[view.language];
  return useCallback(
    (key: MemberTextKey, params?: Record<string, string | number>) => memberText(view.language, key, params, overrides?.[key]),
    [view.language, overrides],
  );
}
