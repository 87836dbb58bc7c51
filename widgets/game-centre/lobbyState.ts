/**
 * The category lobby's filter state (SPEC section 2), kept in the URL query so that back and forward
 * work: `vassalage` (vendor; the /rng route's own parameter), `filter` (quick filter), `classify`
 * (classification key), `q` (game-name search) and `page`. Defaults are left out of the URL.
 */
import type { QuickFilter } from '../../schemas/widgets';

export const LOBBY_PARAMS = { vendor: 'vassalage', filter: 'filter', classify: 'classify', search: 'q', page: 'page' } as const;

/** The URL value of "every vendor" when the widget's props preselect one. */
export const ALL_VENDORS = 'ALL';
export const ALL_CLASSIFICATIONS = 'ALL';
/** Longest game-name search the game list accepts. */
export const SEARCH_MAX_LENGTH = 64;

export interface LobbyState {
  /** The chosen vendor code; null for every vendor. */
  vendor: string | null;
  filter: QuickFilter;
  /** Classification key; ALL for none. */
  classify: string;
  /** Trimmed game-name search; '' for none. */
  search: string;
  /** 1-based page. */
  page: number;
}

export interface LobbyContext {
  /** Vendor codes of the game type (the URL may only choose one of them). */
  vendors: readonly string[];
  /** The quick filters the widget offers. */
  filters: readonly QuickFilter[];
  /** The vendor the props preselect, used when the URL names none. */
  defaultVendor?: string | undefined;
}

const CLASSIFY_PATTERN = /^[A-Za-z0-9_]{1,48}$/;

/** The search as sent: trimmed (SPEC section 5) and cut to the longest the server accepts. */
export function normaliseSearch(text: string): string {
  return text.trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/** Reads the state from the URL query; anything unknown falls back to its default. */
export function readLobbyState(params: URLSearchParams, { vendors, filters, defaultVendor }: LobbyContext): LobbyState {
  const rawVendor = params.get(LOBBY_PARAMS.vendor) ?? defaultVendor ?? null;
  const vendor = rawVendor === null ? null : (vendors.find((v) => v.toUpperCase() === rawVendor.toUpperCase()) ?? null);
  const rawFilter = params.get(LOBBY_PARAMS.filter);
  const filter = filters.find((f) => f === rawFilter) ?? 'ALL';
  const rawClassify = params.get(LOBBY_PARAMS.classify);
  const classify = rawClassify !== null && CLASSIFY_PATTERN.test(rawClassify) ? rawClassify.toUpperCase() : ALL_CLASSIFICATIONS;
  const search = normaliseSearch(params.get(LOBBY_PARAMS.search) ?? '');
  const page = Number.parseInt(params.get(LOBBY_PARAMS.page) ?? '1', 10);
  return { vendor, filter, classify, search, page: Number.isFinite(page) && page >= 1 ? page : 1 };
}

/** A user choice: the parts of the state it sets; the query after it, other parameters kept. */
export function writeLobbyState(previous: URLSearchParams, change: Partial<LobbyState>, { defaultVendor }: Pick<LobbyContext, 'defaultVendor'> = {}): URLSearchParams {
  const next = new URLSearchParams(previous);
  const put = (name: string, value: string | null) => { if (value === null) next.delete(name); else next.set(name, value); };
  if ('vendor' in change) {
    // "Every vendor" must be explicit when the props preselect one, or the preselection would come back.
    put(LOBBY_PARAMS.vendor, change.vendor ?? (defaultVendor === undefined ? null : ALL_VENDORS));
  }
  if (change.filter !== undefined) put(LOBBY_PARAMS.filter, change.filter === 'ALL' ? null : change.filter);
  if (change.classify !== undefined) put(LOBBY_PARAMS.classify, change.classify === ALL_CLASSIFICATIONS ? null : change.classify);
  if (change.search !== undefined) put(LOBBY_PARAMS.search, change.search === '' ? null : change.search);
  if (change.page !== undefined) put(LOBBY_PARAMS.page, change.page <= 1 ? null : String(change.page));
  return next;
}
