/**
 * Visual snapshots of the maintenance screen of every tenant folder, in each theme and language it
 * offers (the pictures of the other screens are in visual.spec.ts, which explains the mechanism).
 * Switching a tenant to maintenance changes every page of it, so this spec runs in the tenant-wide
 * project (playwright.config.ts), after the others and on one worker; the status goes back to normal
 * after each tenant, even when a picture differs.
 */
import { expect } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { expectedSite, originOf, setSystemStatus, tenantFolders, test } from './portal';

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });

for (const tenant of tenantFolders()) {
  const { site, text } = expectedSite(tenant);
  const themes = site.theme.switchable ? THEMES : [site.theme.default];
  const languages = LANGUAGES.filter((l) => site.languages.supported.includes(l));

  test.describe(`${tenant} visual status`, () => {
    test.afterEach(async ({ request }) => {
      await setSystemStatus(request, tenant, 0);
    });

    test('the maintenance screen in every theme and language', async ({ page, request }) => {
      test.setTimeout(90_000);
      await setSystemStatus(request, tenant, 1);
      await page.goto(`${originOf(tenant)}/`);
      for (const theme of themes) {
        for (const language of languages) {
          // The stored display choices (src/shell/preferences.ts), read when the portal boots.
          await page.evaluate(({ code, theme, language }) => {
            window.localStorage.setItem(`wl:${code}:theme`, theme);
            window.localStorage.setItem(`wl:${code}:language`, language);
          }, { code: tenant, theme, language });
          await page.reload();
          const screen = page.getByRole('main');
          await expect(screen).toHaveAttribute('data-screen', 'maintenance');
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(screen.getByRole('heading', { level: 1, name: text(language, 'status.maintenance.title') })).toBeVisible();
          // The screen has no data or images of its own; toHaveScreenshot waits for two equal pictures.
          await page.waitForLoadState('load');
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          await page.mouse.move(0, 0);
          await expect.soft(page).toHaveScreenshot([tenant, `${theme}-${language}-maintenance.png`]);
        }
      }
    });
  });
}
