import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { SANITIZER_CONFIG } from '../../engine/sanitize/operatorHtml';

/**
 * Keep only the HTML profile (no SVG or MathML), which drops scripts, event-handler attributes and
 * javascript: URLs, and drop `style` attributes too (they can load URLs, e.g.
 * `background-image: url(javascript:…)`; the theme styles content). The configuration is the
 * engine's, so that the tenant check warns about exactly what is removed here.
 */
const CONFIG: Config = { USE_PROFILES: { ...SANITIZER_CONFIG.USE_PROFILES }, FORBID_ATTR: [...SANITIZER_CONFIG.FORBID_ATTR] };

/** What the inert purifier must answer before it is trusted (else the page's own DOMPurify is used). */
const PROBE = { dirty: '<a href="#probe" title="t">probe</a><script>void 0</script>', clean: '<a href="#probe" title="t">probe</a>' } as const;

/**
 * Why a realm of its own: DOMPurify parses the dirty HTML into an inert document (DOMParser), but a
 * document a script creates belongs to that script's window, so it is bound to the page's
 * Content-Security-Policy. Chromium runs the CSP check for an event-handler attribute (`onerror=`,
 * `onclick=`…) as soon as the parser sets it (HTML's event handler attribute change steps), on any
 * element whose window may run scripts: every handler in server HTML was reported as a blocked
 * `script-src-attr` inline script while DOMPurify parsed it, though nothing ran and none survived.
 *
 * The window of an about:blank frame that is removed as soon as its window is taken has no browsing
 * context, so scripting is disabled for the documents it parses: the browser never considers their
 * handlers, and reports nothing. The frame is sandboxed (no scripts) while it exists, for a moment,
 * outside the page's body, and loads nothing. DOMPurify bound to that window parses, sanitises and
 * serialises there with the same configuration; only the sanitised string reaches the page.
 */
let inert: Purifier | null | undefined;

function works(purifier: Purifier): boolean {
  try {
    return purifier.isSupported && purifier.sanitize(PROBE.dirty, CONFIG) === PROBE.clean;
  } catch {
    return false;
  }
}

function inertPurifier(): Purifier | null {
  if (inert !== undefined) return inert;
  inert = null;
  if (typeof document === 'undefined' || document.documentElement === null) return null;
  const frame = document.createElement('iframe');
  let purifier: Purifier | null = null;
  try {
    frame.setAttribute('sandbox', 'allow-same-origin');
    frame.hidden = true;
    document.documentElement.appendChild(frame);
    // A frame's window is a whole window, with the DOM constructors DOMPurify takes from it; it
    // takes them now, while the window is attached (a detached window no longer exposes them).
    const realm = frame.contentWindow as (Window & typeof globalThis) | null;
    if (realm !== null) purifier = DOMPurify(realm);
    // The first sanitise also creates DOMPurify's Trusted Types policy in that window, which only
    // an attached window can do (a detached one throws, and DOMPurify would log a warning).
    if (purifier !== null && !works(purifier)) purifier = null;
  } catch {
    purifier = null;
  } finally {
    frame.remove();
  }
  inert = purifier !== null && works(purifier) ? purifier : null;
  return inert;
}

/**
 * Makes the purifier ahead of the first sanitise (a frame's window is costly to create, about 25 ms
 * on a phone), so that loading the sanitiser and drawing the first content are two shorter tasks.
 */
export function preparePurifier(): void {
  inertPurifier();
}

/**
 * A sanitiser over another window's DOM, with the same configuration: the server's render, which has
 * no DOM of its own, is given one (a jsdom window). Throws when DOMPurify cannot work on that window,
 * for DOMPurify without a DOM would return the HTML as it came.
 */
export function sanitizerFor(realm: Window): (html: string) => string {
  const purifier = DOMPurify(realm as Window & typeof globalThis);
  if (!works(purifier)) throw new Error('DOMPurify does not work on the window it was given');
  return (html) => purifier.sanitize(html, CONFIG);
}

/**
 * Announcement and promotion content is server HTML: render it only through this. Sanitised in a
 * script-less realm of its own when the browser gives one (no Content-Security-Policy report while
 * parsing), else by the page's DOMPurify: the same configuration, the same output.
 */
export function sanitizeNoticeHtml(html: string): string {
  const purifier = inertPurifier();
  if (purifier !== null) {
    try {
      return purifier.sanitize(html, CONFIG);
    } catch {
      inert = null;
    }
  }
  // Without a DOM, DOMPurify returns its input as it came: never let that through.
  if (!DOMPurify.isSupported) throw new Error('No DOM to sanitise on');
  return DOMPurify.sanitize(html, CONFIG);
}
