/**
 * Visual snapshots of "Your data" in the security centre (the LGPD data download and the account's
 * closure) and its closure dialog, in both themes and both languages, on lusa (the BR tenant; the
 * same widget on every tenant). The section shows no figures, so the demo player is pictured; the
 * dialog is only opened and closed, never confirmed.
 * Deliberate changes: `npx playwright test tests/e2e/visual-privacy.spec.ts --update-snapshots`.
 */
import { expect } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { PRIVACY_TEXTS } from '../../widgets/member-security/privacy/usePrivacyText';
import { chooseLook, logInWithPassword, originOf, skipAnnouncementPopup, test } from './portal';

test.use({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 240_000 });

const TENANT = 'lusa';

test('"Your data" and the closure dialog in both themes and languages', async ({ page }) => {
  await skipAnnouncementPopup(page, TENANT);
  await page.goto(`${originOf(TENANT)}/`);
  await logInWithPassword(page, TENANT, 'demo', 'Demo2024');
  // Sign-in hashes the password at full cost: slow on a busy machine.
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      const p = PRIVACY_TEXTS[language];
      await chooseLook(page, TENANT, theme, language);
      await page.goto(`${originOf(TENANT)}/member?page=securityCenter`);
      const section = page.getByTestId('your-data');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pt' ? /^pt/ : /^en/);
      await expect(section.getByRole('heading', { name: p['privacy.title'] })).toBeVisible({ timeout: 30_000 });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.mouse.move(0, 0);
      await expect(section).toHaveScreenshot([TENANT, `yourData-${theme}-${language}.png`]);

      await section.getByRole('button', { name: p['privacy.close'] }).click();
      const dialog = page.getByTestId('close-account-dialog');
      await expect(dialog).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(dialog).toHaveScreenshot([TENANT, `closeAccount-${theme}-${language}.png`]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
});
