import { WIDGET_CATALOGUE, WIDGET_IDS, isWidgetId, type PageKind } from '../../schemas/widgets/catalogue';
import { widgetPropsValidators } from '../generated/widget-validators.js';
import { didYouMean, suggest } from '../diagnostics/suggest';
import type { DiagnosticSink } from '../diagnostics/types';
import { BUILT_IN_PAGES, BUILT_IN_ROUTES, pageKind } from '../defaults/builtInRoutes';
import { escapeSegment } from '../load/pointer';
import { runValidator } from '../validate/reportSchemaErrors';
import type { LayoutManifest } from '../manifestTypes';
import { isRecord } from '../isRecord';
import { pathDifference, pathKey } from '../resolve/routePath';

const BUILT_IN_ROUTE_IDS = BUILT_IN_ROUTES.map((r) => r.id);

const PAGE_KIND_WORDS: Record<PageKind, { name: string; article: string; visitors: string; example: string }> = {
  portal: { name: 'portal pages', article: 'a', visitors: 'every visitor, guests included', example: 'e.g. "home"' },
  member: { name: 'member-centre pages', article: 'a', visitors: 'signed-in members only', example: 'e.g. "member-depositv2"' },
  agent: { name: 'agent-centre pages', article: 'an', visitors: 'agents only', example: 'e.g. "agent-agentAnnouncement"' },
};

/** Paths already taken (by their key, see pathKey), with who took them as written, shared across the layers of one tenant. */
export type PathRegistry = Map<string, { owner: string; path: string }>;

/** A registry seeded with every built-in path and alias. */
export function builtInPaths(): PathRegistry {
  const taken: PathRegistry = new Map();
  for (const r of BUILT_IN_ROUTES) for (const p of [r.path, ...(r.aliases ?? [])]) taken.set(pathKey(p), { owner: `built-in route "${r.id}"`, path: p });
  return taken;
}

/**
 * Cross-references of one layout layer that the schema cannot express (stage 4, lint): widget ids
 * and their props, page ids, unique routes. `customPages` lists the page ids that custom routes of
 * every layer introduce; `paths` collects route paths across layers in merge order; `definedPages`
 * the page ids some layer (the engine's defaults, a preset, the tenant) lists widgets for.
 */
export function lintLayout(
  layout: LayoutManifest,
  sink: DiagnosticSink,
  customPages: ReadonlySet<string>,
  paths: PathRegistry,
  definedPages: ReadonlySet<string> = new Set([...BUILT_IN_PAGES, ...customPages]),
): void {
  const knownPages = [...BUILT_IN_PAGES, ...customPages];

  // Lint also runs on manifests that failed the schema, so that one pass reports every problem:
  // it skips what does not have the expected shape (the schema errors already cover that).
  for (const [i, route] of (Array.isArray(layout.routes) ? layout.routes : []).entries()) {
    if (!isRecord(route) || typeof route.id !== 'string') continue;
    const at = `/routes/${i}`;
    if (BUILT_IN_ROUTE_IDS.includes(route.id)) {
      sink.report({
        code: 'ROUTE_BUILTIN',
        pointer: `${at}/id`,
        message: `"${route.id}" is a built-in route; its path and rules are fixed by the product`,
        hint: `fill its page through "pages", or give your route another id`,
      });
      continue;
    }
    if (route.remove === true) continue;
    if (route.path === undefined || route.page === undefined) {
      sink.report({
        code: 'ROUTE_INCOMPLETE',
        pointer: at,
        message: `route "${route.id}" needs both "path" and "page"`,
        hint: route.path === undefined ? 'add "path": "/your-page"' : `add "page": "${route.id}" and list its widgets under pages`,
      });
    }
    if (typeof route.page === 'string' && !definedPages.has(route.page)) {
      const close = suggest(route.page, [...definedPages]);
      sink.report({
        code: 'ROUTE_PAGE_UNKNOWN',
        pointer: `${at}/page`,
        message: `route "${route.id}" shows the page "${route.page}", but no layer lists widgets for it (the page would be empty)`,
        hint: close !== undefined
          ? `did you mean "${close}"?`
          : `list its widgets under "pages": { "${route.page}": [...] }, or use a page id: ${[...definedPages].map((p) => `"${p}"`).join(', ')}`,
      });
    }
    const own = [route.path, ...(Array.isArray(route.aliases) ? route.aliases : [])];
    own.forEach((p, j) => {
      if (typeof p !== 'string') return;
      const key = pathKey(p);
      const pointer = j === 0 ? `${at}/path` : `${at}/aliases/${j - 1}`;
      const taken = paths.get(key);
      if (taken !== undefined && taken.owner !== `route "${route.id}"`) {
        const difference = pathDifference(p, taken.path);
        sink.report({
          code: 'ROUTE_DUPLICATE',
          pointer,
          message: difference === ''
            ? `the path "${p}" is already taken by ${taken.owner}`
            : `the path "${p}" is taken by ${taken.owner} as "${taken.path}": paths that differ only in ${difference} are one path`,
          hint: `choose another path (e.g. "${key === '/' ? '/page' : `${key}-2`}"); paths are compared without regard to case, trailing or repeated slashes, "." segments and encoded characters`,
        });
      } else paths.set(key, { owner: `route "${route.id}"`, path: p });
    });
  }

  for (const [page, placements] of Object.entries(isRecord(layout.pages) ? layout.pages : {})) {
    if (!Array.isArray(placements)) continue;
    const pageAt = `/pages/${escapeSegment(page)}`;
    if (!knownPages.includes(page)) {
      sink.report({
        code: 'PAGE_UNKNOWN',
        pointer: pageAt,
        atKey: true,
        message: `no route shows the page "${page}"`,
        hint: didYouMean(page, knownPages, 'a page id:'),
      });
    }
    const ids = new Map<string, number>();
    placements.forEach((placement, i) => {
      if (!isRecord(placement) || typeof placement.widget !== 'string') return;
      const at = `${pageAt}/${i}`;
      const id = typeof placement.id === 'string' ? placement.id : placement.widget;
      const earlier = ids.get(id);
      if (earlier !== undefined && placement.remove !== true) {
        sink.report({
          code: 'PLACEMENT_DUPLICATE',
          pointer: at,
          message: `entry "${id}" is placed twice on page "${page}" (also at index ${earlier})`,
          hint: `give one of them its own "id"`,
        });
      }
      ids.set(id, i);
      if (!isWidgetId(placement.widget)) {
        sink.report({
          code: 'WIDGET_UNKNOWN',
          pointer: `${at}/widget`,
          message: `unknown widget "${placement.widget}"`,
          // Every page widget, never cut: the operator picks one from this list.
          hint: didYouMean(placement.widget, WIDGET_IDS.filter((w) => WIDGET_CATALOGUE[w].kind === 'page'), 'a page widget:', Infinity),
        });
        return;
      }
      const entry = WIDGET_CATALOGUE[placement.widget];
      if (entry.kind !== 'page') {
        sink.report({
          code: 'WIDGET_KIND',
          pointer: `${at}/widget`,
          message: `"${placement.widget}" is a ${entry.kind} widget; only page widgets can be placed on pages`,
          hint: 'the shell places it itself',
        });
        return;
      }
      const kind = pageKind(page);
      const fits: readonly PageKind[] | undefined = 'fits' in entry ? entry.fits : undefined;
      if (fits !== undefined && !fits.includes(kind) && placement.remove !== true) {
        sink.report({
          code: 'WIDGET_PAGE_KIND',
          pointer: `${at}/widget`,
          message: `"${placement.widget}" fits ${fits.map((k) => PAGE_KIND_WORDS[k].name).join(' and ')}; "${page}" is ${PAGE_KIND_WORDS[kind].article} ${PAGE_KIND_WORDS[kind].name.replace(/s$/, '')}, seen by ${PAGE_KIND_WORDS[kind].visitors}`,
          hint: `place it on ${fits.map((k) => `${PAGE_KIND_WORDS[k].article} ${PAGE_KIND_WORDS[k].name.replace(/s$/, '')} (${PAGE_KIND_WORDS[k].example})`).join(' or ')}, or remove it from "${page}"`,
        });
      }
      if (isRecord(placement.props) && placement.remove !== true) {
        // The validator fills in defaults, so it checks a copy.
        const props = structuredClone(placement.props);
        const problems: Parameters<DiagnosticSink['report']>[0][] = [];
        runValidator(widgetPropsValidators[placement.widget], props, { report: (d) => problems.push(d) }, `${at}/props`);
        for (const p of problems) sink.report({ ...p, code: 'WIDGET_PROPS', message: `${placement.widget} props: ${p.message}` });
      }
    });
  }
}
