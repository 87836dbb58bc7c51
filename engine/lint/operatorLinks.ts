import { isRecord } from '../isRecord';
import { escapeSegment } from '../load/pointer';
import { LANGUAGES, type Language } from '../../schemas/domain';
import type { LayoutManifest } from '../manifestTypes';

/** A link of operator HTML that leads into the portal, with where it sits in the manifest. */
export interface OperatorLink {
  /** The href as written. */
  href: string;
  path: string;
  query: URLSearchParams;
  /** Where the text is: the html of one language of one custom-html placement. */
  pointer: string;
  language: Language;
  /** "welcome" on page "home", for messages. */
  entry: string;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/**
 * The href of every <a> in a piece of HTML. A pattern, not a parser: the engine has no DOM in the
 * browser's entry, and operator links are plain `<a href="...">`; a link this misses is one the
 * check does not follow, never a wrong report.
 */
export function hrefsOf(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)) {
    const raw = m[1] ?? m[2] ?? m[3] ?? '';
    out.push(raw.replace(/&(amp|quot|apos|lt|gt);/g, (_, name: string) => ENTITIES[name] ?? '').trim());
  }
  return out;
}

/**
 * The portal path an href opens, or undefined when it leaves the site: a path of the site ("/vip",
 * not "//host"), or an http(s) address on one of the tenant's own domains.
 */
export function portalTarget(href: string, domains: readonly string[]): { path: string; query: URLSearchParams } | undefined {
  let url: URL;
  try {
    url = new URL(href, 'http://portal.invalid');
  } catch {
    return undefined;
  }
  const relative = href.startsWith('/') && !href.startsWith('//');
  const own = /^https?:$/.test(url.protocol) && domains.some((d) => d.toLowerCase() === url.hostname);
  if (!relative && !own) return undefined;
  return { path: url.pathname, query: url.searchParams };
}

/** Every link into the portal in the operator HTML of a merged layout (custom-html, each language). */
export function operatorLinks(layout: LayoutManifest, domains: readonly string[]): OperatorLink[] {
  const links: OperatorLink[] = [];
  for (const [page, placements] of Object.entries(layout.pages ?? {})) {
    placements.forEach((placement, i) => {
      if (placement.widget !== 'custom-html' || placement.remove === true || !isRecord(placement.props) || !isRecord(placement.props.html)) return;
      for (const language of LANGUAGES) {
        const text = placement.props.html[language];
        if (typeof text !== 'string') continue;
        for (const href of hrefsOf(text)) {
          const target = portalTarget(href, domains);
          if (target === undefined) continue;
          links.push({
            href,
            ...target,
            pointer: `/pages/${escapeSegment(page)}/${i}/props/html/${language}`,
            language,
            entry: `"${placement.id ?? placement.widget}" on page "${page}"`,
          });
        }
      }
    });
  }
  return links;
}
