/**
 * The head start a page can carry: what the portal's boot would fetch first (the tenant index, the
 * tenant's compiled manifest and the answers of the boot calls), placed by the server in the HTML as
 * a JSON data block, `<script type="application/json" id="wl-boot">` (a data block is never run, so
 * the strict Content-Security-Policy allows it). The portal reads it instead of making those requests
 * and falls back to making them whenever the block is missing or does not fit; the answers go through
 * the same unwrapping and engine validation as fetched ones.
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
  v: 1;
  /** The tenant the server served this page for. */
  tenant: string;
  /** tenants/index.json */
  domains: Record<string, string>;
  /** tenants/<tenant>.json */
  manifest: Record<string, unknown>;
  /** The boot calls' answers for this visitor, in the tenant's default language. */
  answers: Partial<Record<BootCall, PrimedAnswer>>;
}

/** The id of the data block. */
export const BOOT_DATA_ID = 'wl-boot';
