/**
 * The head start a page can carry: what the portal's boot would fetch and work out first (the tenant
 * index, the answers of the boot calls, and either the site the server resolved from the tenant's
 * compiled manifest and those answers, or the manifest itself), placed by the server in the HTML as a
 * JSON data block, `<script type="application/json" id="wl-boot">` (a data block is never run, so the
 * strict Content-Security-Policy allows it). With a resolved site the portal neither fetches nor
 * resolves anything before its first render, and the resolver's code (the engine's validators and
 * merge) is not downloaded at all. With only the manifest, or when the block is missing or does not
 * fit, the portal resolves the site itself; the answers then go through the same unwrapping and
 * engine validation as fetched ones.
 */
import type { CallName } from './callTable';

/** The calls the boot makes before it can resolve the site (src/api fetchServerSnapshot), all GET without parameters. */
export const BOOT_CALLS = ['whitelabel', 'status', 'sitePermission', 'registerSettings', 'gameMenus', 'merchantPromotions'] as const satisfies readonly CallName[];

export type BootCall = (typeof BOOT_CALLS)[number];

/** An answer as the server sent it: the HTTP status and the body text. */
export interface PrimedAnswer {
  status: number;
  body: string;
}

export interface BootData {
  v: 2;
  /** The tenant the server served this page for. */
  tenant: string;
  /** tenants/index.json */
  domains: Record<string, string>;
  /**
   * The site the server resolved (the engine's ResolvedSite, as JSON) from the tenant's compiled
   * manifest and the answers below; absent when it could not, and the manifest is sent instead.
   */
  site?: Record<string, unknown>;
  /** tenants/<tenant>.json, when there is no site. */
  manifest?: Record<string, unknown>;
  /** The boot calls' answers for this visitor, in the tenant's default language. */
  answers: Partial<Record<BootCall, PrimedAnswer>>;
}

/** The id of the data block. */
export const BOOT_DATA_ID = 'wl-boot';
