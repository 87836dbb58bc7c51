import DOMPurify from 'dompurify';

/**
 * Announcement and promotion content is server HTML: keep only the HTML profile (no SVG or MathML),
 * which drops scripts, event-handler attributes and javascript: URLs, and drop `style` attributes
 * too (they can load URLs, e.g. `background-image: url(javascript:…)`; the theme styles content).
 * Render server HTML only through this.
 */
export function sanitizeNoticeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] });
}
