import DOMPurify from 'dompurify';

/**
 * Announcement content is server HTML: keep only the HTML profile (no SVG or MathML), which drops
 * scripts, event-handler attributes and javascript: URLs. Render content only through this.
 */
export function sanitizeNoticeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
