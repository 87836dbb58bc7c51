/**
 * The agent centre's texts in the view's language, with `{name}` placeholders filled; a tenant's
 * copy override of the same key (features.json `copy`) wins. Also the formats the agent pages share:
 * rates in basis points as percentages, times in the tenant's GMT offset.
 */
import { useCallback } from 'react';
import { fillText, type TextKeyOf, type TextParams } from '../../engine/index';
import type { Language } from '../../schemas/domain';
import { usePortal } from '../portal-context/PortalContext';
import { AGENT_TEXTS_EN } from './agentTexts.en';
import { AGENT_TEXTS_PT } from './agentTexts.pt';

/** An agent text's key as code names it (a plural text by its plain key, fillText picks the form). */
export type AgentTextKey = TextKeyOf<keyof typeof AGENT_TEXTS_EN>;

export const AGENT_TEXTS: Record<Language, Record<keyof typeof AGENT_TEXTS_EN, string>> = { pt: AGENT_TEXTS_PT, en: AGENT_TEXTS_EN };

export type AgentText = (key: AgentTextKey, params?: TextParams) => string;

export function agentText(language: Language, key: AgentTextKey, params: TextParams = {}, overrides?: Readonly<Record<string, string>>): string {
  return fillText(language, AGENT_TEXTS[language], key, params, overrides);
}

export function useAgentText(): AgentText {
  const { site, view } = usePortal();
  const overrides = site.copy[view.language];
  return useCallback(
    (key: AgentTextKey, params?: TextParams) => agentText(view.language, key, params, overrides),
    [view.language, overrides],
  );
}

/** 1250 bp -> '12.5 %' (en) or '12,5 %' (pt): exact, from the integer. */
export function formatRate(rateBp: number, language: Language): string {
  const whole = Math.floor(rateBp / 100);
  const fraction = String(rateBp % 100).padStart(2, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `${language === 'pt' ? ',' : '.'}${fraction}` : ''} %`;
}

/** '12.5' or '12,5' (a percentage as typed) -> 1250 bp; undefined when it is not one (at most 2 decimals). */
export function rateBpOf(text: string): number | undefined {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** `GMT-03:00` for -180. */
export function gmtLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the tenant's wall clock reads it: '25/11/2026 14:05' (with seconds when asked). */
export function formatInOffset(at: Date | string, offsetMinutes: number, seconds = false): string {
  const time = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(time.getTime())) return String(at);
  const local = new Date(time.getTime() + offsetMinutes * 60_000);
  const day = `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
  return `${day} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}${seconds ? `:${pad(local.getUTCSeconds())}` : ''}`;
}
