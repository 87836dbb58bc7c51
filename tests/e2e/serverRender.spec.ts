/**
 * Server-drawn pages (src/ssr/renderPage.tsx, server/page/portalPage.ts) on every tenant: a guest's home
 * and lobby arrive with their content and only the paint-first loader as script; the portal then
 * takes the server's markup over (hydrates) instead of drawing it again, with no mismatch reported;
 * a guest's due announcement popup arrives drawn open, and stays closed once closed; and a member's
 * browser, which would draw another page, is sent pages without drawn content. On one tenant (the
 * slicing is the shell's, the same for every tenant): the page is taken over slot by slot, a click
 * on a slot still waiting for its turn is answered, and what a keyboard visitor typed or picked in the
 * server's page before it was taken over is what the portal uses.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { MEMBER_TEXTS } from '../../widgets/member-texts/useMemberText';
import { plainPageCookie } from '../../schemas/api/boot';
import { expectedSite, lobbyPathOf, logInWithPassword, originOf, skipAnnouncementPopup, tenantFolders, test, waitForPortal, watchProblems } from './portal';

/** Holds the portal's entry script until the returned release is called: until then the page is the server's. */
async function holdEntry(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const tenant of tenantFolders()) {
  test.describe(`${tenant} server-drawn pages`, () => {
    const { site, text } = expectedSite(tenant);
    const language = site.languages.default;

    for (const path of ['/', lobbyPathOf(tenant)]) {
      test(`${path} arrives drawn, and the portal takes the same elements over`, async ({ page }) => {
        const problems = await watchProblems(page);
        await skipAnnouncementPopup(page, tenant);
        // The entry waits until the drawn page has been marked, so the mark is on the server's nodes.
        const release = await holdEntry(page);
        const response = await page.goto(`${originOf(tenant)}${path}`, { waitUntil: 'commit' });
        await page.waitForSelector('#root[data-ssr] header');
        const drawn = await page.evaluate(() => {
          const nodes = [...document.querySelectorAll('#root header, #root main, #root nav')];
          nodes.forEach((node) => node.setAttribute('data-test-drawn', ''));
          return nodes.length;
        });
        expect(drawn).toBeGreaterThan(1);
        release();
        const html = (await response?.text()) ?? '';
        expect(html).toContain('<div id="root" data-ssr="">');
        expect(html).toContain(`<title>${site.tenant.title[language]}</title>`);
        expect(html).toContain(`<html lang="${language}" data-theme="${site.theme.default}">`);
        // The page's only script before its first paint is the loader; the modules come after it.
        expect(html).toContain('<script src="/paint-first.js" defer');
        expect(html).not.toContain('<script type="module"');
        expect(html).toContain(text(language, 'header.login'));

        await waitForPortal(page);
        // Hydrated: the very elements the server drew are the portal's (a redraw would replace them).
        expect(await page.locator('#root [data-test-drawn]').count()).toBe(drawn);
        await expect(page.getByRole('banner').getByRole('button', { name: text(language, 'header.login'), exact: true })).toBeVisible();
        expect(problems.console).toEqual([]);
        expect(problems.csp).toEqual([]);
      });
    }

    test('a guest\'s announcement popup arrives drawn open and is taken over; once closed, pages arrive without it', async ({ page }) => {
      const problems = await watchProblems(page);
      const release = await holdEntry(page);
      const scripts: string[] = [];
      page.on('request', (request) => { if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname); });
      const response = await page.goto(`${originOf(tenant)}/`, { waitUntil: 'commit' });
      await page.waitForSelector('#root[data-ssr] [data-testid="public-announcement-modal"] article');
      await page.evaluate(() => document.querySelector('[data-testid="public-announcement-modal"]')?.setAttribute('data-test-drawn', ''));
      release();
      const html = (await response?.text()) ?? '';
      expect(html).toContain('"popup":true');
      // Drawn with its content, sanitised on the server as the browser would.
      expect(html).toMatch(/class="public-announcement-modal__content"><p>/);

      await waitForPortal(page);
      const popup = page.getByTestId('public-announcement-modal');
      await expect(popup).toHaveAttribute('data-test-drawn', '');
      // Taken over: focus moved in, and its close button works.
      await expect.poll(() => page.evaluate(() => document.querySelector('[data-testid="public-announcement-modal"]')?.contains(document.activeElement))).toBe(true);
      // With the content the server sanitised: the popup does not download the browser's sanitiser
      // (DOMPurify). A home with operator HTML (custom-html, luckydraw's) brings it for that block.
      await expect(popup.locator('.public-announcement-modal__content')).not.toBeEmpty();
      const operatorHtml = await page.locator('[data-widget="custom-html"]').count();
      const sanitiser = scripts.filter((path) => /sanitizeNoticeHtml|purify/i.test(path));
      if (operatorHtml === 0) expect(sanitiser).toEqual([]);
      else expect(scripts.some((path) => /CustomHtmlWidget/.test(path))).toBe(true);
      expect(scripts.length).toBeGreaterThan(2);
      await popup.getByRole('button', { name: text(language, 'modal.close') }).click();
      await expect(popup).toBeHidden();

      const again = await page.reload();
      const next = (await again?.text()) ?? '';
      expect(next).toContain('<div id="root" data-ssr="">');
      expect(next).not.toContain('data-testid="public-announcement-modal"');
      await waitForPortal(page);
      await expect(page.getByTestId('public-announcement-modal')).toHaveCount(0);
      expect(problems.console).toEqual([]);
      expect(problems.csp).toEqual([]);
    });

    test('a member is sent pages without drawn content, so no guest page shows before theirs', async ({ page, context }) => {
      await skipAnnouncementPopup(page, tenant);
      await page.goto(`${originOf(tenant)}/`);
      expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: plainPageCookie(tenant) }));
      await logInWithPassword(page, tenant, 'demo', 'Demo2024');
      await expect(page.getByRole('dialog')).toBeHidden({ timeout: 20_000 });
      await expect.poll(async () => (await context.cookies()).some((c) => c.name === plainPageCookie(tenant))).toBe(true);
      const reloaded = await page.reload();
      expect(await reloaded?.text()).not.toContain('data-ssr');
      await expect(page.getByRole('banner').getByRole('button', { name: text(language, 'header.login'), exact: true })).toHaveCount(0);
    });
  });
}

test.describe('hydration in slices', () => {
  const tenant = tenantFolders()[0] ?? 'lusa';
  const { site, text } = expectedSite(tenant);
  const language = site.languages.default;

  test('the page is taken over slot by slot, and a click on a slot still waiting for its turn is answered by the portal', async ({ page }) => {
    const problems = await watchProblems(page);
    await skipAnnouncementPopup(page, tenant);
    // The moment the shell has taken the page over (the root loses its mark), before any slot's turn,
    // the footer's first link is clicked: it is still the server's markup, not yet the portal's.
    await page.addInitScript(() => {
      if (window !== window.top) return;
      const loads = Number(sessionStorage.getItem('test-loads') ?? 0) + 1;
      sessionStorage.setItem('test-loads', String(loads));
      if (loads > 1) return;
      const watch = new MutationObserver(() => {
        const root = document.getElementById('root');
        if (root === null || root.hasAttribute('data-ssr')) return;
        watch.disconnect();
        const link = document.querySelector<HTMLAnchorElement>('.app-footer a[href^="/"]');
        if (link === null) return;
        // React marks the elements it has taken over.
        const takenOver = Object.keys(link).some((key) => key.startsWith('__reactProps'));
        sessionStorage.setItem('test-clicked', JSON.stringify({ path: link.getAttribute('href'), takenOver }));
        link.click();
      });
      watch.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ssr'] });
    });
    await page.goto(`${originOf(tenant)}/`);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('test-clicked'))).not.toBeNull();
    const clicked = JSON.parse((await page.evaluate(() => sessionStorage.getItem('test-clicked'))) ?? '{}') as { path: string; takenOver: boolean };
    expect(clicked.takenOver).toBe(false);
    // The portal's own navigation answered it: the page was not loaded again, and it works.
    await expect(page).toHaveURL(`${originOf(tenant)}${clicked.path}`);
    expect(await page.evaluate(() => sessionStorage.getItem('test-loads'))).toBe('1');
    await expect(page.getByRole('banner').getByRole('button', { name: text(language, 'header.login'), exact: true })).toBeVisible();
    expect(problems.console).toEqual([]);
    expect(problems.csp).toEqual([]);
  });

  /** Whether React has taken the element over (it marks the elements it has). */
  const takenOver = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

  test('what a keyboard visitor typed or picked before the take-over is what the portal uses', async ({ page }) => {
    const problems = await watchProblems(page);
    await skipAnnouncementPopup(page, tenant);
    const m = MEMBER_TEXTS[language];

    // The lobby's search box: a name typed while the scripts load is searched for.
    let release = await holdEntry(page);
    await page.goto(`${originOf(tenant)}${lobbyPathOf(tenant)}`, { waitUntil: 'commit' });
    const box = page.locator('#root[data-ssr] .game-centre__search-input');
    await box.focus();
    await page.keyboard.type('tiger');
    release();
    await waitForPortal(page);
    const searchBox = page.locator('.game-centre__search-input');
    await expect.poll(() => takenOver(searchBox)).toBe(true);
    await expect(searchBox).toHaveValue('tiger');
    await page.locator('.game-centre__search').getByRole('button').click();
    await expect(page).toHaveURL(/[?&]q=tiger(&|$)/);

    // The feedback form's type: picked with the arrow keys while the scripts load, and sent as picked.
    await page.unrouteAll();
    release = await holdEntry(page);
    await page.goto(`${originOf(tenant)}/feedback`, { waitUntil: 'commit' });
    const drawnType = page.locator('#root[data-ssr] [data-testid="feedback-form"] select');
    await drawnType.focus();
    await page.keyboard.press('ArrowDown');
    await expect(drawnType).toHaveValue('BUG');
    release();
    await waitForPortal(page);
    const form = page.getByTestId('feedback-form');
    const type = form.getByLabel(m['feedback.type']);
    await expect.poll(() => takenOver(type)).toBe(true);
    // Typing renders the form again: the picked type stays on screen and in what is sent.
    // Ten words: within every tenant's bounds (lusa asks for 8 to 300, the default is 5 to 500).
    await form.getByLabel(m['feedback.content']).fill(Array.from({ length: 10 }, (_, i) => `word${i}`).join(' '));
    await expect(type).toHaveValue('BUG');
    const sent = page.waitForRequest((request) => request.url().includes('/wps/feedback') && request.method() === 'PUT');
    await form.getByRole('button', { name: m['feedback.send'] }).click();
    expect((await sent).postDataJSON()).toMatchObject({ questionType: 'BUG' });
    await expect(form.getByTestId('feedback-note')).toBeVisible();
    expect(problems.console).toEqual([]);
    expect(problems.csp).toEqual([]);
  });
});
