/**
 * The responsible-gaming texts in the view's language (a tenant's copy override of the same key wins),
 * and the message of a responsible-gaming refusal (engine/i18n/texts/responsibleGaming.ts, the texts
 * the server answers with) with its parameters: the room left in money or minutes, the period, the
 * end of a pause.
 */
import { useCallback } from 'react';
import { fillText, type TextKeyOf, type TextParams } from '../../../engine/index';
import { RESPONSIBLE_GAMING_TEXTS } from '../../../engine/i18n/texts/responsibleGaming';
import type { Language } from '../../../schemas/domain';
import { usePortal } from '../../portal-context/PortalContext';
import { formatMinor } from '../money/wireAmounts';
import { PROTECTION_TEXTS_EN, type ProtectionTextEntry } from './protectionTexts.en';
import { PROTECTION_TEXTS_PT } from './protectionTexts.pt';
import type { LimitKind, LimitPeriod } from './protection';
import { pauseRefusalText, rgRefusalOf } from './rgRefusal';

export type ProtectionTextKey = TextKeyOf<ProtectionTextEntry>;
export const PROTECTION_TEXTS: Record<Language, Record<ProtectionTextEntry, string>> = { pt: PROTECTION_TEXTS_PT, en: PROTECTION_TEXTS_EN };
export type ProtectionText = (key: ProtectionTextKey, params?: TextParams) => string;

export function protectionText(language: Language, key: ProtectionTextKey, params: TextParams = {}, overrides?: Readonly<Record<string, string>>): string {
  return fillText(language, PROTECTION_TEXTS[language], key, params, overrides);
}

/** A room or a limit as the player reads it: money with the currency symbol, play time in minutes. */
export function formatLimitValue(language: Language, kind: LimitKind, value: number, currencySymbol: string): string {
  return kind === 'time' ? protectionText(language, 'rg.minutes', { minutes: value }) : `${currencySymbol} ${formatMinor(value, language)}`;
}

/**
 * The text of a responsible-gaming refusal, or undefined when the failure is another one: "this
 * would pass your deposit limit: you can still use R$ 120,00 this week", "paused until 25/11 14:05".
 */
export function refusalText(language: Language, error: unknown, currencySymbol: string, overrides?: Readonly<Record<string, string>>): string | undefined {
  const refusal = rgRefusalOf(error);
  if (refusal === undefined) return undefined;
  const { code, value } = refusal;
  const texts = RESPONSIBLE_GAMING_TEXTS[language];
  const fill = (params: TextParams) => fillText(language, texts, code, params, overrides);
  if (code === 'error.rgLimitReached') {
    const kind = (typeof value['kind'] === 'string' ? value['kind'] : 'deposit') as LimitKind;
    const period = (typeof value['period'] === 'string' ? value['period'] : 'day') as LimitPeriod;
    const room = typeof value['room'] === 'number' ? value['room'] : 0;
    return fill({
      0: protectionText(language, `rg.kind.${kind}`, {}, overrides).toLowerCase(),
      1: formatLimitValue(language, kind, room, currencySymbol),
      2: protectionText(language, `rg.period.${period}`, {}, overrides),
    });
  }
  return pauseRefusalText(language, error, overrides) ?? fill({});
}

export function useProtectionText(): ProtectionText {
  const { site, view } = usePortal();
  const overrides = site.copy[view.language];
  return useCallback((key: ProtectionTextKey, params?: TextParams) => protectionText(view.language, key, params, overrides), [view.language, overrides]);
}

/** refusalText in the view's language. */
export function useRefusalText(): (error: unknown, currencySymbol?: string) => string | undefined {
  const { site, view } = usePortal();
  const overrides = site.copy[view.language];
  return useCallback((error: unknown, currencySymbol = '') => refusalText(view.language, error, currencySymbol, overrides), [view.language, overrides]);
}
