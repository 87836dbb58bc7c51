/** Node-side: the portal's sanitiser (DOMPurify, its configuration) over a jsdom window, for the check. */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { JSDOM } from 'jsdom';
import { SANITIZER_CONFIG, type HtmlInspector, type HtmlRemoval } from '../index';

let purifier: Purifier | undefined;

/** Lists what the portal's sanitiser removes from `html` (one jsdom window per process). */
export const inspectOperatorHtml: HtmlInspector = (html) => {
  purifier ??= DOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  purifier.sanitize(html, { USE_PROFILES: { ...SANITIZER_CONFIG.USE_PROFILES }, FORBID_ATTR: [...SANITIZER_CONFIG.FORBID_ATTR] });
  return purifier.removed.flatMap((r): HtmlRemoval[] => {
    if ('element' in r) return [{ kind: 'element', element: r.element.nodeName.toLowerCase(), text: r.element.textContent ?? '' }];
    if (r.attribute === null) return [];
    return [{ kind: 'attribute', element: r.from.nodeName.toLowerCase(), attribute: r.attribute.name, value: r.attribute.value }];
  });
};
