/**
 * The member centre's texts in the view's language, with `{name}` placeholders filled; a tenant's
 * copy override of the same key (features.json `copy`) wins, as for the engine's catalogue.
 */
import { useCallback } from 'react';
import { fillText, hasText, type TextKeyOf, type TextParams } from '../../engine/index';
import type { Language } from '../../schemas/domain';
import { usePortal } from '../portal-context/PortalContext';
import { MEMBER_TEXTS_EN } from './memberTexts.en';
import { MEMBER_TEXTS_PT } from './memberTexts.pt';
import { MEMBER2_TEXTS_EN } from './member2Texts.en';
import { MEMBER2_TEXTS_PT } from './member2Texts.pt';
import { REWARDS_TEXTS_EN } from './rewardsTexts.en';
import { REWARDS_TEXTS_PT } from './rewardsTexts.pt';

/** A key of the member texts: the money pages' (memberTexts) and the second part's (member2Texts). */
type MemberTextEntry = keyof typeof MEMBER_TEXTS_EN | keyof typeof MEMBER2_TEXTS_EN | keyof typeof REWARDS_TEXTS_EN;
export type MemberTextKey = TextKeyOf<MemberTextEntry>;

export const MEMBER_TEXTS: Record<Language, Record<MemberTextEntry, string>> = {
  pt: { ...MEMBER_TEXTS_PT, ...MEMBER2_TEXTS_PT, ...REWARDS_TEXTS_PT },
  en: { ...MEMBER_TEXTS_EN, ...MEMBER2_TEXTS_EN, ...REWARDS_TEXTS_EN },
};

export type MemberText = (key: MemberTextKey, params?: TextParams) => string;

/** A member text with its placeholders filled. */
export function memberText(language: Language, key: MemberTextKey, params: TextParams = {}, overrides?: Readonly<Record<string, string>>): string {
  return fillText(language, MEMBER_TEXTS[language], key, params, overrides);
}

/** Whether a string (a server's error code, say) is a member text key. */
export function isMemberTextKey(key: string): key is MemberTextKey {
  return hasText(MEMBER_TEXTS.en, key);
}

export function useMemberText(): MemberText {
  const { site, view } = usePortal();
  const overrides = site.copy[view.language];
  return useCallback(
    (key: MemberTextKey, params?: TextParams) => memberText(view.language, key, params, overrides),
    [view.language, overrides],
  );
}
