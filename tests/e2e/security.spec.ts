/**
 * XSS on every tenant: an XSS corpus planted through POST /dev/content (announcements of types B and
 * PU, a banner with a javascript: linkage and markup in its title, a promotion) is shown on the home
 * page, in the anonymous announcement popup, in the notice modal, on the banner click and in the
 * promotion detail. Nothing runs: no dialog, `window.__xss` stays undefined, no element with an event
 * handler attribute, inline script, javascript:/data: link or srcdoc frame reaches the DOM, and the
 * page reports no Content-Security-Policy violation (so nothing was even attempted). The security
 * headers of the page are checked too.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT, expectedSite, originOf, serverNow, tenantFolders, test, watchProblems } from './portal';

/** Classic payloads; every one would set window.__xss (or open a dialog) if it ran. */
const XSS_CORPUS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"><circle r="1"></circle></svg>',
  '<a href="javascript:window.__xss=1;alert(1)">javascript link</a>',
  '<a href="  JaVaScRiPt:window.__xss=1">spaced javascript link</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  // CSS expression() and javascript: in url() are inert in Chromium (style attributes may stay): __xss proves it.
  '<div style="width: expression(window.__xss=1); background-image: url(javascript:window.__xss=1)">styled</div>',
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg==">data link</a>',
  '<object data="data:text/html,<script>parent.__xss=1</script>"></object><embed src="javascript:window.__xss=1">',
  '<p onclick="window.__xss=1" onmouseover="window.__xss=1" onfocus="window.__xss=1" tabindex="0">hover me</p>',
  '<details open ontoggle="window.__xss=1"><summary>toggle</summary>details</details>',
  '<input autofocus onfocus="window.__xss=1"><video><source onerror="window.__xss=1"></video>',
  '<body onload="window.__xss=1"><form><button formaction="javascript:window.__xss=1">go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1"><base href="javascript:/">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1"></style></mglyph></table></mtext></math>',
  '<template><img src=x onerror="window.__xss=1"></template>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '<svg><style><img src=x onerror="window.__xss=1"></style></svg>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt><<img src=x onerror="window.__xss=1">>',
  '<img src="x` `<script>window.__xss=1</script>"` `>',
  '<div><p>unclosed <b>markup <i onmouseover="window.__xss=1">italic',
];

/** Text every planted content carries, to see that the content is shown at all (sanitised, not dropped). */
const MARKER = 'xss-corpus-visible-text';

const PLANT_BASE = 9000;
/** The planted ids: B announcement, PU announcement, banner, promotion. */
const IDS = { notice: PLANT_BASE + 1, popup: PLANT_BASE + 2, banner: `w_home-${PLANT_BASE + 3}`, promotion: PLANT_BASE + 4 } as const;

function corpusHtml(): string {
  return `<p>${MARKER}</p>${XSS_CORPUS.map((payload) => `<div class="xss-case">${payload}</div>`).join('')}`;
}

const MARKUP_TITLE = `<img src=x onerror="window.__xss=1"><script>alert(1)</script>Planted ${MARKER}`;

async function plant(request: APIRequestContext, tenant: string, body: Record<string, unknown>): Promise<void> {
  const response = await request.post(`http://localhost:${E2E_PORT}/dev/content`, {
    headers: { Host: `${tenant}.localhost:${E2E_PORT}` },
    data: body,
  });
  if (!response.ok()) throw new Error(`POST /dev/content ${String(body['kind'])} for ${tenant}: ${response.status()} ${await response.text()}`);
}

/** What of the corpus reached the DOM under `root` (the whole document by default). */
async function injected(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const scope of Array.from(document.querySelectorAll(selector))) {
      for (const el of [scope, ...Array.from(scope.querySelectorAll('*'))]) {
        for (const attr of Array.from(el.attributes)) {
          const value = attr.value.trim().toLowerCase().replace(/\s+/g, '');
          if (attr.name.toLowerCase().startsWith('on')) found.push(`${el.tagName} ${attr.name}`);
          if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href'].includes(attr.name.toLowerCase()) && (value.startsWith('javascript:') || value.startsWith('data:text/html'))) {
            found.push(`${el.tagName} ${attr.name}=${attr.value}`);
          }
          if (attr.name.toLowerCase() === 'srcdoc') found.push(`${el.tagName} srcdoc`);
        }
      }
      for (const el of Array.from(scope.querySelectorAll('script:not([src]), iframe, object, embed, meta[http-equiv], base'))) found.push(el.outerHTML.slice(0, 80));
    }
    return found;
  }, root);
}

async function xssFlag(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
}

for (const tenant of tenantFolders()) {
  test.describe(`${tenant} security`, () => {
    test('the page is served with strict security headers', async ({ page }) => {
      const response = await page.goto(`${originOf(tenant)}/`);
      expect(response).not.toBeNull();
      const headers = response!.headers();
      const csp = headers['content-security-policy'] ?? '';
      const directives = new Map(csp.split(';').map((d) => d.trim()).filter((d) => d !== '').map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name.toLowerCase(), values] as const;
      }));
      const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
      expect(scriptSrc, 'script-src (or default-src)').toBeDefined();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(directives.get('frame-ancestors'), 'frame-ancestors').toBeDefined();
      expect(directives.get('frame-ancestors')).not.toContain('*');
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    });

    test('a planted XSS corpus is shown sanitised and never runs', async ({ page, request }) => {
      test.setTimeout(90_000);
      const { site } = expectedSite(tenant);
      const language = site.languages.default;
      const now = (await serverNow(request)).toISOString();
      const html = corpusHtml();
      await plant(request, tenant, { kind: 'announcement', language, data: { id: IDS.notice, title: MARKUP_TITLE, content: html, promotionType: 'B', execution: 'B', publishTime: now } });
      await plant(request, tenant, { kind: 'announcement', language, data: { id: IDS.popup, title: `${MARKUP_TITLE} popup`, content: html, promotionType: 'PU', execution: 'B', publishTime: now } });
      await plant(request, tenant, { kind: 'banner', data: { id: IDS.banner, groupName: 'w_home', title: MARKUP_TITLE, url: '/img/banners/w_home-1.svg', linkageType: 'EXTERNAL', linkageUrl: 'javascript:alert(1)' } });
      await plant(request, tenant, { kind: 'promotion', language, data: { id: IDS.promotion, title: MARKUP_TITLE, type: 'EVENT', content: html, image: '/img/promotions/101.svg', startTime: now, endTime: '2099-12-31T00:00:00.000Z' } });

      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      const problems = await watchProblems(page);
      await page.goto(`${originOf(tenant)}/`);

      // The anonymous popup opens by itself, at the planted PU announcement (planted ahead of the seed).
      const popup = page.getByTestId('public-announcement-modal');
      await expect(popup).toBeVisible();
      const popupItem = popup.locator(`[data-announcement="${IDS.popup}"]`);
      await expect(popupItem).toBeVisible();
      await expect(popupItem.locator('.public-announcement-modal__title')).toHaveText(`${MARKUP_TITLE} popup`);
      await expect(popupItem.locator('.public-announcement-modal__content')).toContainText(MARKER);
      expect(await popupItem.locator('.xss-case').count()).toBeGreaterThan(10);
      expect(await injected(page, '.public-announcement-modal__content')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();

      // The marquee shows the planted title as text; its notice modal shows the content sanitised.
      const marquee = page.locator(`.notice-marquee__button[data-notice="${IDS.notice}"]`).first();
      await expect(marquee).toHaveText(MARKUP_TITLE);
      await marquee.dispatchEvent('click');
      const noticeDialog = page.getByRole('dialog', { name: expectedSite(tenant).text(language, 'noticeModal.title') });
      await expect(noticeDialog).toBeVisible();
      const noticeContent = noticeDialog.locator('.notice-modal__content');
      await expect(noticeContent).toContainText(MARKER);
      expect(await noticeContent.locator('.xss-case').count()).toBeGreaterThan(10);
      // Hover and focus what the payloads put handlers on, in case any survived.
      await noticeContent.getByText('hover me').hover();
      expect(await injected(page, '.notice-modal__content')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(noticeDialog).toBeHidden();

      // The banner: the markup title is the image's text alternative, the javascript: linkage no link.
      const slide = page.locator(`.swiper-slide[data-banner="${IDS.banner}"]`).first();
      await expect(slide).toBeAttached();
      await expect(slide.locator('img')).toHaveAttribute('alt', MARKUP_TITLE);
      await expect(slide.locator('a')).toHaveCount(0);
      const before = page.url();
      await slide.locator('img').dispatchEvent('click');
      await page.waitForTimeout(500);
      expect(page.url()).toBe(before);
      expect(page.context().pages()).toHaveLength(1);
      expect(await injected(page), 'home page').toEqual([]);
      expect(await xssFlag(page), 'window.__xss on the home page').toBeUndefined();

      // The promotion detail.
      await page.goto(`${originOf(tenant)}/promotions#${IDS.promotion}`);
      const detail = page.getByTestId('promotion-detail');
      await expect(detail).toBeVisible();
      await expect(detail.getByRole('heading').first()).toHaveText(MARKUP_TITLE);
      const promotionContent = detail.locator('.promotion-list__content');
      await expect(promotionContent).toContainText(MARKER);
      expect(await promotionContent.locator('.xss-case').count()).toBeGreaterThan(10);
      expect(await injected(page, '.promotion-list__content')).toEqual([]);

      // Nothing anywhere in the document, nothing ran, nothing was even attempted.
      expect(await injected(page)).toEqual([]);
      expect(await xssFlag(page)).toBeUndefined();
      expect(dialogs).toEqual([]);
      // Not even while the sanitiser parsed the corpus: it parses where scripting is disabled, so the
      // browser never weighs the planted handlers against the Content-Security-Policy.
      expect(problems.csp, 'Content-Security-Policy violations').toEqual([]);
    });
  });
}
