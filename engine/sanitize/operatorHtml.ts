/**
 * The sanitiser's configuration, shared by the portal (widgets/notice-modal/sanitizeNoticeHtml.ts,
 * DOMPurify) and the check, so that `check` warns about exactly what the portal removes. HTML
 * profile only (no SVG or MathML: scripts, event handlers and unsafe URLs go) and no `style`
 * attribute (it can load URLs; the theme styles content).
 */
export const SANITIZER_CONFIG = { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] } as const;

/** One thing the sanitiser removed from a piece of HTML. */
export type HtmlRemoval =
  | { kind: 'element'; element: string; text: string }
  | { kind: 'attribute'; element: string; attribute: string; value: string };

/**
 * Runs the portal's sanitiser on HTML and lists what it removed. The engine has no DOM: the caller
 * (the CLI, the tests) passes one in; without it, operator HTML is not inspected.
 */
export type HtmlInspector = (html: string) => HtmlRemoval[];
