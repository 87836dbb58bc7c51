import { LANGUAGES } from '../../schemas/domain';
import type { DiagnosticSink } from '../diagnostics/types';
import { isRecord } from '../isRecord';
import { escapeSegment } from '../load/pointer';
import type { LayoutManifest } from '../manifestTypes';
import type { HtmlInspector, HtmlRemoval } from '../sanitize/operatorHtml';

function shorten(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** What the visitor gets where the sanitiser removed something. */
function instead(r: HtmlRemoval): string {
  if (r.kind === 'element') {
    if (['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'].includes(r.element) || r.text.trim() === '') return 'nothing in its place';
    return `its text only ("${shorten(r.text, 40)}")`;
  }
  if (r.attribute.startsWith('on')) return `the <${r.element}> without the handler: nothing runs`;
  if (r.attribute === 'style') return `the <${r.element}> in the theme's style`;
  if (r.element === 'a' && r.attribute === 'href') return 'the link\'s text, which is not a link';
  if (r.attribute === 'src') return `the <${r.element}> without a source: nothing shows`;
  return `the <${r.element}> without "${r.attribute}"`;
}

function what(r: HtmlRemoval): string {
  if (r.kind === 'element') return `the element <${r.element}>`;
  return `${r.attribute}="${shorten(r.value)}" from <${r.element}>`;
}

function fix(r: HtmlRemoval): string {
  if (r.kind === 'element') return `remove <${r.element}>; operator HTML is text, links and images`;
  if (r.attribute.startsWith('on')) return `remove ${r.attribute}; operator HTML runs no script`;
  if (r.attribute === 'style') return 'remove style; the theme styles operator HTML';
  if (/^\s*[a-z][a-z0-9+.-]*:/i.test(r.value)) return `link with https://, mailto: or tel:, or to a page of the site ("/help#terms")`;
  return `remove ${r.attribute}`;
}

/**
 * Operator HTML (the `html` of custom-html, per language) through the portal's own sanitiser: each
 * element or attribute it would remove is a warning at the text, with what the visitor gets instead.
 */
export function lintOperatorHtml(layout: LayoutManifest, inspect: HtmlInspector, sink: DiagnosticSink): void {
  for (const [page, placements] of Object.entries(layout.pages ?? {})) {
    placements.forEach((placement, i) => {
      if (placement.widget !== 'custom-html' || placement.remove === true || !isRecord(placement.props) || !isRecord(placement.props.html)) return;
      const html = placement.props.html;
      for (const language of LANGUAGES) {
        const text = html[language];
        if (typeof text !== 'string') continue;
        for (const removal of inspect(text)) {
          sink.report({
            code: 'HTML_REMOVED',
            severity: 'warning',
            pointer: `/pages/${escapeSegment(page)}/${i}/props/html/${language}`,
            message: `the sanitiser removes ${what(removal)} in the ${language} html of "${placement.id ?? placement.widget}" on page "${page}": the visitor gets ${instead(removal)}`,
            hint: fix(removal),
          });
        }
      }
    });
  }
}
