/**
 * A block of the operator's own HTML from the layout manifest (per language, the tenant's default
 * language when the visitor's is missing), sanitised by DOMPurify before it is drawn, so it lives
 * under the portal's strict Content-Security-Policy: no script, no event handler, no style attribute.
 * A link to a portal path moves inside the portal; a link to /help#term opens that help section in
 * the help popup (SPEC section 2: helpModal).
 */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CustomHtmlProps } from '../../schemas/widgets';
import { termOfHash } from '../kit/ui/termOfHash';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions } from '../portal-context/PortalData';
import { loadSanitizer, useSanitizer } from '../kit/sanitize/useSanitizer';
import './custom-html.css';

export function CustomHtmlWidget({ html, container }: CustomHtmlProps) {
  const { site, view } = usePortal();
  const { openModal } = usePortalActions();
  const navigate = useNavigate();
  const sanitizer = useSanitizer();
  const source = html[view.language] ?? html[site.languages.default] ?? html.pt ?? html.en ?? '';
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (link === null || link === undefined || href === null || href === undefined || link.target === '_blank') return;
    // Only the portal's own paths; another origin is a plain link.
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    const [path, hash = ''] = href.split('#');
    const term = termOfHash(hash);
    if (path === '/help' && term !== undefined) openModal({ modal: 'help-modal', anchor: term });
    else void navigate(href);
  };
  return (
    <div className={`custom-html custom-html--${container}`} data-widget="custom-html">
      <DataStatus result={sanitizer} isEmpty={() => source === ''}>
        {(sanitize) => (
          // Sanitised by DOMPurify (useSanitizer) on the line below; clicks on links are handled above.
          <div className="custom-html__content" onClick={onClick} dangerouslySetInnerHTML={{ __html: sanitize(source) }} />
        )}
      </DataStatus>
    </div>
  );
}

/**
 * The widget with the sanitiser loaded first: the server's page draws the operator's HTML already
 * sanitised, so the browser's first render must draw it too (not a loading state), or hydration
 * finds other text. A failed load still gives the widget, which shows its loading state and retries.
 */
export async function withSanitizer(): Promise<typeof CustomHtmlWidget> {
  await loadSanitizer().catch(() => undefined);
  return CustomHtmlWidget;
}
