/**
 * The boot loader: fetches the per-tenant JSON that engine/build/tenantManifestsPlugin.ts emits.
 * It reads them through the API module's fetchStaticJson, so fetch has one home in the app.
 */
import { isRecord } from '../../engine/index';
import { fetchStaticJson } from '../api/index';
import type { TenantDomainIndex } from './detectTenant';

/** A boot step failed; `details` holds the build's diagnostics when the development server sent them. */
export class BootError extends Error {
  readonly details: readonly string[];

  constructor(message: string, details: readonly string[] = []) {
    super(message);
    this.name = 'BootError';
    this.details = details;
  }
}

const ASSET_BASE = `${import.meta.env.BASE_URL}tenants/`;

/** Diagnostics the development middleware sends with a failed manifest, if any. */
function diagnosticsIn(body: unknown): string[] {
  if (!isRecord(body) || !Array.isArray(body['diagnostics'])) return [];
  return body['diagnostics'].filter((d): d is string => typeof d === 'string');
}

export async function fetchJson(path: string): Promise<unknown> {
  const url = `${ASSET_BASE}${path}`;
  let answer: Awaited<ReturnType<typeof fetchStaticJson>>;
  try {
    answer = await fetchStaticJson(url);
  } catch (cause) {
    throw new BootError(`could not fetch ${url}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  if (!answer.ok) throw new BootError(`${url} answered ${answer.status}`, diagnosticsIn(answer.body));
  if (answer.body === undefined) throw new BootError(`${url} is not JSON`);
  return answer.body;
}

/** tenants/index.json (or the same map from the page's head start): every domain and the tenant it serves. */
export async function loadTenantIndex(given?: unknown): Promise<TenantDomainIndex> {
  const body = given ?? (await fetchJson('index.json'));
  if (!isRecord(body) || !Object.values(body).every((v) => typeof v === 'string')) {
    throw new BootError('tenants/index.json is not a map of domains to tenant codes');
  }
  // Checked just above: every value is a string.
  return body as TenantDomainIndex;
}
