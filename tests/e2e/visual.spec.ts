/**
 * Visual snapshots of every tenant folder, in each theme and language it offers: the home page, a
 * game centre, the login modal and the registration modal, then the side menu's screens (issue 19:
 * help centre, app download, VIP and feedback, pictured as their page content at 1280×900), compared
 * with the pictures committed under tests/e2e/__screenshots__/visual.spec.ts/<tenant>/ (one browser
 * context and one boot per tenant, theme and language; playwright.config.ts: snapshotPathTemplate
 * and the toHaveScreenshot tolerance). A tenant without pictures gets them written on its first run
 * (that run fails once; review and commit them, docs/onboarding-a-merchant.md); deliberate changes
 * are rewritten with `npx playwright test --update-snapshots`. The maintenance screen changes the
 * whole tenant, so its pictures are taken in visual-status.spec.ts, in the tenant-wide project.
 *
 * The pictures hold still: the display choices are stored before the portal boots, motion is reduced
 * (the notice marquee and the winner board then stand still and show their text from the start),
 * CSS animations are disabled and the caret hidden, the banner carousel (which never moves by itself
 * under reduced motion) is put back on its first slide, and a picture is taken only once the
 * fonts, the widgets' data and the images in view have loaded. The image host is picked at random
 * per visit, but every host serves the same images; the captcha image (random per request) is masked.
 * The modals are pictured alone (the page behind them is the home page's picture). The winners list
 * and the line-speed test show data that changes (the seeded wins are random per tenant; latencies
 * per run), so screens.spec.ts checks them instead of a picture.
 */
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { chooseLookBeforeLoad, expectedSite, gameCards, lobbyPathOf, originOf, skipAnnouncementPopup, tenantFolders, test } from './portal';

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });

/**
 * Holds every banner carousel on its first slide. Until Swiper is loaded (when the first autoplay
 * step is due, or at once when the visitor reaches for the banners) a carousel is a static row of its
 * first slides; the pointer over it loads Swiper now, which is put back on the first slide without a
 * transition (under reduced motion it never steps by itself). A carousel with nothing to move stays static.
 */
async function stopCarousels(page: Page, quiet: () => Promise<void>): Promise<void> {
  const carousels = page.locator('[aria-roledescription="carousel"]');
  for (const carousel of await carousels.all()) {
    await carousel.hover();
    // Swiper comes only when there is something to move; a carousel without it holds still anyway.
    await carousel.locator('.swiper-initialized').waitFor({ timeout: 3_000 }).catch(() => undefined);
  }
  await page.mouse.move(0, 0);
  await quiet();
  await page.evaluate(() => {
    interface SwiperLike {
      params: { loop?: boolean };
      slideTo(index: number, speed: number, runCallbacks: boolean): void;
      slideToLoop(index: number, speed: number, runCallbacks: boolean): void;
    }
    for (const element of document.querySelectorAll('[aria-roledescription="carousel"] .swiper')) {
      const swiper = (element as Element & { swiper?: SwiperLike }).swiper;
      if (swiper === undefined) continue;
      if (swiper.params.loop === true) swiper.slideToLoop(0, 0, false);
      else swiper.slideTo(0, 0, false);
    }
  });
}

/** Resolves once no request of the page has been in flight for half a second (lazy widget code, data, images). */
function networkQuiet(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  let changed = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    changed = Date.now();
  });
  const finished = (request: Request) => {
    inFlight.delete(request);
    changed = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return () => expect.poll(() => inFlight.size === 0 && Date.now() - changed >= 500, { message: 'the network is quiet', intervals: [100] }).toBe(true);
}

/**
 * Waits until what is in view has finished loading: the page is loaded and the browser has been idle
 * (so code loaded after idle, such as the carousel's Swiper, has been asked for), the network is
 * quiet, no widget shows its loading state, the web fonts are in, and every image in view is complete.
 */
async function settle(page: Page, quiet: () => Promise<void>, scope: Locator = page.locator('body')): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise<void>((done) => window.requestIdleCallback(() => done(), { timeout: 2000 })));
  await quiet();
  await page.evaluate(() => new Promise<void>((done) => window.requestAnimationFrame(() => window.requestAnimationFrame(() => done()))));
  await expect(scope.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(() => scope.evaluate((root) => {
      const inView = (img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
      };
      return Array.from(root.querySelectorAll('img')).filter((img) => inView(img) && !img.complete).length;
    }), { message: 'images in view still loading' })
    .toBe(0);
  // No hover effect under the pointer.
  await page.mouse.move(0, 0);
}

/** Opens a modal from the header's button and waits for its form, banner and captcha. */
async function openModal(page: Page, quiet: () => Promise<void>, button: string, submit: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: submit, exact: true }).first()).toBeVisible();
  await settle(page, quiet, dialog);
  return dialog;
}

/** The side menu's screens (issue 19), each pictured once what only its loaded content has is in view. */
const SCREENS = [
  { name: 'help', path: '/help', ready: '.help-centre__section' },
  { name: 'download', path: '/appDownload', ready: '.app-download__platform svg' },
  { name: 'vip', path: '/vip', ready: '[data-screen-page="vip"] tbody tr' },
  { name: 'feedback', path: '/feedback', ready: '.feedback-form textarea' },
] as const;

for (const tenant of tenantFolders()) {
  const { site, text } = expectedSite(tenant);
  const themes = site.theme.switchable ? THEMES : [site.theme.default];
  const languages = LANGUAGES.filter((l) => site.languages.supported.includes(l));
  const lobby = lobbyPathOf(tenant);

  test.describe(`${tenant} visual`, () => {
    for (const theme of themes) {
      for (const language of languages) {
        const name = (screen: string): string[] => [tenant, `${theme}-${language}-${screen}.png`];

        test(`${theme}, ${language}: home, game centre ${lobby}, login and registration modals; help, download, VIP and feedback pages`, async ({ page }) => {
          test.setTimeout(180_000);
          const quiet = networkQuiet(page);
          await skipAnnouncementPopup(page, tenant);
          await chooseLookBeforeLoad(page, tenant, theme, language);

          await page.goto(`${originOf(tenant)}/`);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByRole('banner').getByRole('link', { name: site.tenant.title[language] })).toBeVisible();
          await settle(page, quiet);
          await stopCarousels(page, quiet);
          await settle(page, quiet);
          await expect.soft(page).toHaveScreenshot(name('home'));

          const login = await openModal(page, quiet, text(language, 'header.login'), text(language, 'login.submit'));
          await expect.soft(login).toHaveScreenshot(name('login'));
          await page.keyboard.press('Escape');
          await expect(login).toBeHidden();

          const register = await openModal(page, quiet, text(language, 'header.register'), text(language, 'register.submit'));
          await expect.soft(register).toHaveScreenshot(name('register'), { mask: [register.locator('.auth-captcha__image')] });
          await page.keyboard.press('Escape');
          await expect(register).toBeHidden();

          await page.goto(`${originOf(tenant)}${lobby}`);
          await expect(gameCards(page.locator('.game-centre')).first()).toBeVisible();
          await settle(page, quiet);
          await expect.soft(page).toHaveScreenshot(name('lobby'));

          // The side menu's screens: a taller window, so each page's content is in the picture.
          await page.setViewportSize({ width: 1280, height: 900 });
          for (const screen of SCREENS) {
            await page.goto(`${originOf(tenant)}${screen.path}`);
            await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
            await expect(page.locator(screen.ready).first()).toBeVisible();
            await page.waitForLoadState('networkidle');
            await page.evaluate(() => document.fonts.ready.then(() => undefined));
            await page.mouse.move(0, 0);
            await expect.soft(page).toHaveScreenshot(name(screen.name));
          }
        });
      }
    }
  });
}
