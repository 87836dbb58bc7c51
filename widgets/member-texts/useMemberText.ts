/**
 * The member centre's texts in the view's language, with `{name}` placeholders filled; a tenant's
 * copy override of the same key (features.json `copy`) wins, as for the engine's catalogue.
 */
import { useCallback } from 'react';
import type { Language } from '../../schemas/domain';
import { usePortal } from '../portal-context/PortalContext';
import { MEMBER_TEXTS_EN, type MemberTextKey } from './memberTexts.en';
import { MEMBER_TEXTS_PT } from './memberTexts.pt';

export type { MemberTextKey } from './memberTexts.en';

export const MEMBER_TEXTS: Record<Language, Record<MemberTextKey, string>> = { pt: MEMBER_TEXTS_PT, en: MEMBER_TEXTS_EN };

export type MemberText = (key: MemberTextKey, params?: Record<string, string | number>) => string;

/** A member text with its placeholders filled. */
export function memberText(language: Language, key: MemberTextKey, params: Record<string, string | number> = {}, override?: string): string {
  const template = override ?? MEMBER_TEXTS[language][key];
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Whether a string (a server's error code, say) is a member text key. */
export function isMemberTextKey(key: string): key is MemberTextKey {
  return Object.hasOwn(MEMBER_TEXTS_EN, key);
}

export function useMemberText(): MemberText {
  const { site, view } = usePortal();
  const overrides = site.copy[view.language];
  return useCallback(
    (key: MemberTextKey, params?: Record<string, string | number>) => memberText(view.language, key, params, overrides?.[key]),
    [view.language, overrides],
  );
}
