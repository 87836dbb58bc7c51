/**
 * A responsible-gaming refusal read off a failed call, without the money kit: the sign-in form shows
 * a pause's refusal with its end, and its chunk carries nothing more than this and the texts.
 */
import { fillText } from '../../../engine/index';
import { RESPONSIBLE_GAMING_TEXTS } from '../../../engine/i18n/texts/responsibleGaming';
import type { Language } from '../../../schemas/domain';

/** The codes the server refuses with for responsible gaming (server/modules/responsibleGaming). */
export const RG_REFUSALS = ['error.rgLimitReached', 'error.rgExcluded', 'error.rgClosed', 'error.rgNotAllowed'] as const;
export type RgRefusal = (typeof RG_REFUSALS)[number];

/** A failure's responsible-gaming code and its value, when it is one. */
export function rgRefusalOf(error: unknown): { code: RgRefusal; value: Record<string, unknown> } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  // The API client's errors keep the server's own code apart (`serverCode`): these keys are not in
  // the catalogue every page loads, so its `code` is the generic one.
  const sent = 'serverCode' in error ? error.serverCode : 'code' in error ? error.code : undefined;
  const code = RG_REFUSALS.find((c) => c === sent);
  if (code === undefined) return undefined;
  const value = 'value' in error && typeof error.value === 'object' && error.value !== null ? error.value as Record<string, unknown> : {};
  return { code, value };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A pause's end as the records show times ('25/11/2026 14:05', the member's time zone; kit/records formatTime, not imported: it ships with the member centre). */
export function formatEnd(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An indefinite self-exclusion has no end to show. */
const NO_END: Record<Language, string> = { pt: 'segunda ordem', en: 'further notice' };

/**
 * The text of a pause's refusal ("paused until 25/11/2026 14:05 at your request", "ask to reopen"), or
 * undefined for any other failure (a limit's refusal needs the money kit: refusalText).
 */
export function pauseRefusalText(language: Language, error: unknown, overrides?: Readonly<Record<string, string>>): string | undefined {
  const refusal = rgRefusalOf(error);
  if (refusal === undefined || refusal.code === 'error.rgLimitReached') return undefined;
  const until = refusal.value['until'];
  const params: Record<string, string> = refusal.code === 'error.rgExcluded' ? { 0: typeof until === 'string' ? formatEnd(until) : NO_END[language] } : {};
  return fillText(language, RESPONSIBLE_GAMING_TEXTS[language], refusal.code, params, overrides);
}
