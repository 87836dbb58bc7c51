/**
 * The head start the server may place in the page (schemas/api/boot.ts): read once, checked for its
 * outline, and ignored whenever anything about it is off, so the boot then fetches as usual.
 */
import { BOOT_CALLS, BOOT_DATA_ID, type BootData, type PrimedAnswer, type RenderedPage } from '../../schemas/api/boot';
import { isRecord } from '../../engine/index';

function isPrimedAnswer(value: unknown): value is PrimedAnswer {
  return isRecord(value) && Number.isInteger(value['status']) && typeof value['body'] === 'string';
}

/**
 * The outline check of a parsed data block; undefined when it is not a head start of this version.
 * A site must be one of the block's own tenant (the server resolved it with this build's engine, so
 * its outline is all that is checked); a block with neither a site nor a manifest is no head start.
 */
export function parseBootData(value: unknown): BootData | undefined {
  if (!isRecord(value) || value['v'] !== 2 || typeof value['tenant'] !== 'string') return undefined;
  const { tenant, domains, site, manifest, answers, pageAnswers, hosts, rendered } = value;
  if (!isRecord(domains) || !Object.values(domains).every((v) => typeof v === 'string') || !isRecord(answers)) return undefined;
  const siteFits = isRecord(site) && isRecord(site['tenant']) && site['tenant']['code'] === tenant;
  if (!siteFits && !isRecord(manifest)) return undefined;
  const known: BootData['answers'] = {};
  for (const name of BOOT_CALLS) {
    const answer = answers[name];
    if (isPrimedAnswer(answer)) known[name] = answer;
  }
  // Checked just above: every domain maps to a tenant code. Hosts and rendered are only compared with
  // what the boot knows (the site's hosts, the visitor's path, language and theme), never used unchecked.
  return {
    v: 2, tenant, domains: domains as Record<string, string>, answers: known,
    ...(siteFits ? { site } : {}), ...(isRecord(manifest) ? { manifest } : {}),
    ...(isRecord(pageAnswers) ? { pageAnswers: Object.fromEntries(Object.entries(pageAnswers).filter(([, answer]) => isPrimedAnswer(answer))) as Record<string, PrimedAnswer> } : {}),
    ...(isRecord(hosts) ? { hosts: hosts as unknown as NonNullable<BootData['hosts']> } : {}),
    ...(isRecord(rendered) && siteFits ? { rendered: rendered as unknown as RenderedPage } : {}),
  };
}

/** The page's head start, taken out of the document so that nothing reads it twice. */
export function takeBootData(doc: Document = document): BootData | undefined {
  const element = doc.getElementById(BOOT_DATA_ID);
  if (element === null) return undefined;
  element.remove();
  try {
    return parseBootData(JSON.parse(element.textContent ?? '') as unknown);
  } catch {
    return undefined;
  }
}
