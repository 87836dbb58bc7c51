// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its parsing window is made once per page, on the first call. */
async function freshSanitizer(): Promise<(html: string) => string> {
  vi.resetModules();
  return (await import('./sanitizeNoticeHtml')).sanitizeNoticeHtml;
}

const PAGE_CONFIG = { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] };

const CORPUS = [
  '<p>plain <b>bold</b> <a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener">link</a></p>',
  '  leading whitespace <i>kept</i>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"><circle r="1"></circle></svg>',
  '<a href="  JaVaScRiPt:window.__xss=1">spaced javascript link</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<div style="background-image: url(javascript:window.__xss=1)">styled</div>',
  '<p onclick="window.__xss=1" onmouseover="window.__xss=1" tabindex="0">hover me</p>',
  '<details open ontoggle="window.__xss=1"><summary>toggle</summary>details</details>',
  '<body onload="window.__xss=1"><form><button formaction="javascript:window.__xss=1">go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1"><base href="javascript:/">',
  '<template><img src=x onerror="window.__xss=1"></template>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '<svg><style><img src=x onerror="window.__xss=1"></style></svg>',
  '<form><input name="attributes"><input name="parentNode"></form>',
  '<table><tr><td>cell</td></tr></table><ul><li>item</li></ul>',
  '<script>window.__xss=1</script>',
  '',
  'no markup at all',
];

/** What the page's own DOMPurify makes of the corpus, with the configuration sanitizeNoticeHtml uses. */
const EXPECTED = CORPUS.map((html) => DOMPurify.sanitize(html, PAGE_CONFIG));

afterEach(() => {
  vi.restoreAllMocks();
  for (const frame of Array.from(document.querySelectorAll('iframe'))) frame.remove();
});

describe('sanitizeNoticeHtml', () => {
  it('keeps and drops exactly what DOMPurify with the HTML profile and no style attributes does', async () => {
    const sanitize = await freshSanitizer();
    CORPUS.forEach((html, i) => expect(sanitize(html), html).toBe(EXPECTED[i]));
    expect(sanitize('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
    expect(sanitize('<p style="color:red">red</p>')).toBe('<p>red</p>');
    expect(sanitize('<svg><circle r="1"></circle></svg><math><mi>x</mi></math>')).toBe('');
  });

  it('parses, sanitises and serialises in the window of a frame it removes at once, never in the page’s documents', async () => {
    // Chromium keeps a removed frame's window working, with scripting disabled (no browsing context):
    // stand in for it with a window whose frame stays, as jsdom closes a removed frame's window.
    const host = document.createElement('iframe');
    document.body.appendChild(host);
    // A frame's window is a whole window, with its own DOM constructors.
    const lasting = host.contentWindow as (Window & typeof globalThis) | null;
    if (lasting === null) throw new Error('jsdom gave the frame no window');
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(lasting);
    const sanitize = await freshSanitizer();
    const pageParse = vi.spyOn(window.DOMParser.prototype, 'parseFromString');
    const pageDocument = vi.spyOn(document.implementation, 'createHTMLDocument');
    const frameParse = vi.spyOn(lasting.DOMParser.prototype, 'parseFromString');
    const createElement = vi.spyOn(document, 'createElement');
    expect(CORPUS.map(sanitize)).toEqual(EXPECTED);
    expect(pageParse).not.toHaveBeenCalled();
    expect(pageDocument).not.toHaveBeenCalled();
    expect(frameParse).toHaveBeenCalled();
    // One frame for the page's life, only to take its window: it is gone at once.
    expect(createElement.mock.calls.filter(([tag]) => tag === 'iframe')).toHaveLength(1);
    expect(Array.from(document.querySelectorAll('iframe'))).toEqual([host]);
  });

  it('falls back to the page’s DOMPurify, with the same output, when the removed frame’s window stops working', async () => {
    const sanitize = await freshSanitizer();
    const parse = vi.spyOn(window.DOMParser.prototype, 'parseFromString');
    expect(CORPUS.map(sanitize)).toEqual(EXPECTED);
    expect(parse).toHaveBeenCalled();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('falls back to the page’s DOMPurify when the browser gives the frame no window', async () => {
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(null);
    const sanitize = await freshSanitizer();
    const parse = vi.spyOn(window.DOMParser.prototype, 'parseFromString');
    expect(CORPUS.map(sanitize)).toEqual(EXPECTED);
    expect(parse).toHaveBeenCalled();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });
});
