/**
 * Visual snapshots of the side menu's screens (issue 19) on every tenant folder, in each theme and
 * language it offers: the help centre, the app download, VIP and feedback pages, pictured as their page
 * content (the frame around them is visual.spec.ts's). Same stills as visual.spec.ts: choices stored
 * before boot, motion reduced, fonts and data loaded first. The winners list and the line-speed test
 * show data that changes (the seeded wins are random per tenant; latencies per run), so they are
 * checked by screens.spec.ts, not pictured.
 */
import { expect } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { chooseLookBeforeLoad, expectedSite, originOf, skipAnnouncementPopup, tenantFolders, test } from './portal';

test.use({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });

const SCREENS = [
  { name: 'help', path: '/help', ready: '.help-centre__section' },
  { name: 'download', path: '/appDownload', ready: '.app-download__platform svg' },
  { name: 'vip', path: '/vip', ready: '[data-screen-page="vip"] tbody tr' },
  { name: 'feedback', path: '/feedback', ready: '.feedback-form textarea' },
] as const;

for (const tenant of tenantFolders()) {
  const { site } = expectedSite(tenant);
  const themes = site.theme.switchable ? THEMES : [site.theme.default];
  const languages = LANGUAGES.filter((l) => site.languages.supported.includes(l));

  test.describe(`${tenant} visual screens`, () => {
    for (const theme of themes) {
      for (const language of languages) {
        test(`${theme} ${language}: help, download, VIP and feedback pages`, async ({ page }) => {
          test.setTimeout(90_000);
          await skipAnnouncementPopup(page, tenant);
          await chooseLookBeforeLoad(page, tenant, theme, language);
          for (const screen of SCREENS) {
            await page.goto(`${originOf(tenant)}${screen.path}`);
            await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
            await expect(page.locator(screen.ready).first()).toBeVisible();
            await page.waitForLoadState('networkidle');
            await page.evaluate(() => document.fonts.ready.then(() => undefined));
            await page.mouse.move(0, 0);
            await expect.soft(page).toHaveScreenshot([tenant, `${theme}-${language}-${screen.name}.png`]);
          }
        });
      }
    }
  });
}
