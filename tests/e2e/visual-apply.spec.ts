/**
 * Visual snapshots of the promotion application form (the promotions page's "apply") in both themes
 * and both languages, on one tenant (the same widget on every tenant): the weekend-reload promotion's
 * dialog (106, which no other spec applies for) with a comment, one image chosen and a GIF refused
 * beside the field.
 * Deliberate changes: `npx playwright test tests/e2e/visual-apply.spec.ts --update-snapshots`.
 */
import { expect } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { applyText } from '../../widgets/promotion-apply/useApplyText';
import { chooseLook, logInWithPassword, originOf, skipAnnouncementPopup, test } from './portal';

test.use({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 240_000 });

const TENANT = 'redeprime';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 0)]);

test('promotion application form in both themes and languages', async ({ page }) => {
  await skipAnnouncementPopup(page, TENANT);
  await page.goto(`${originOf(TENANT)}/`);
  await logInWithPassword(page, TENANT, 'apply01', 'Apply2024');
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      await chooseLook(page, TENANT, theme, language);
      // A query of its own per picture: a change of the hash alone would not load the page again.
      await page.goto(`${originOf(TENANT)}/promotions?picture=${theme}-${language}#106`);
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pt' ? /^pt/ : /^en/);
      const dialog = page.getByTestId('promotion-detail');
      const panel = dialog.getByTestId('promotion-apply');
      await panel.getByLabel(applyText(language, 'apply.comment')).fill(language === 'pt' ? 'Depósito de sábado, segue o comprovante.' : 'Saturday deposit, receipt attached.');
      await panel.getByLabel(applyText(language, 'apply.images')).setInputFiles([{ name: 'receipt.png', mimeType: 'image/png', buffer: PNG }, { name: 'cat.png', mimeType: 'image/png', buffer: GIF }]);
      await expect(panel.getByTestId('application-image-error')).toBeVisible();
      await expect(panel.getByTestId('application-files').locator('li')).toHaveCount(1);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.mouse.move(0, 0);
      await expect(panel).toHaveScreenshot([TENANT, `apply-${theme}-${language}.png`]);
    }
  }
});
