/**
 * Visual snapshots of the member centre's part two: the points mall (its redeem tab with the balance
 * and the conversion form, and the redeem dialog) and the manual rebate page (nothing to claim yet:
 * the account never plays on redeprime) in both themes and both languages, on one tenant
 * (the same widget on every tenant that offers it; luckydraw's note is checked by points.spec.ts).
 * The points demonstration account of redeprime is pictured: no other spec uses it there, so its
 * points do not change between runs.
 * Deliberate changes: `npx playwright test tests/e2e/visual-member3.spec.ts --update-snapshots`.
 */
import { expect } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { POINTS_TEXTS } from '../../widgets/points-mall/usePointsText';
import { chooseLook, logInWithPassword, originOf, skipAnnouncementPopup, test } from './portal';

test.use({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 240_000 });

const TENANT = 'redeprime';
/** What differs between runs in the member centre's frame: figures and dates. */
const VOLATILE = ['.member-summary__figures dd', '.member-summary__transactions', '.member-summary__none', '.member-summary__awaiting'].map((s) => `[data-testid="wallet-summary"] ${s}`);

test('points mall and manual rebate in both themes and languages', async ({ page }) => {
  await skipAnnouncementPopup(page, TENANT);
  await page.goto(`${originOf(TENANT)}/`);
  await logInWithPassword(page, TENANT, 'points01', 'Points2024');
  // Sign-in hashes the password at full cost: slow on a busy machine.
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      const p = POINTS_TEXTS[language];
      await chooseLook(page, TENANT, theme, language);
      await page.goto(`${originOf(TENANT)}/pointMall`);
      const mall = page.getByTestId('points-mall');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pt' ? /^pt/ : /^en/);
      await expect(mall.getByTestId('points-rewards')).toBeVisible();
      await expect(mall.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.mouse.move(0, 0);
      await expect(mall).toHaveScreenshot([TENANT, `pointMall-${theme}-${language}.png`]);

      await mall.getByRole('button', { name: p['reward.redeemName'].replace('{name}', language === 'pt' ? 'Camiseta oficial' : 'Official T-shirt') }).click();
      const dialog = page.getByTestId('redeem-dialog');
      await expect(dialog).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(dialog).toHaveScreenshot([TENANT, `pointMall-redeem-${theme}-${language}.png`]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.goto(`${originOf(TENANT)}/member?page=manualRebate`);
      const centre = page.locator('.member-centre');
      await expect(centre.getByTestId('rebate-rates')).toBeVisible();
      await expect(centre.locator('[data-testid="wallet-summary"] dl')).toBeVisible();
      await expect(centre.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
      await page.mouse.move(0, 0);
      await expect(centre).toHaveScreenshot([TENANT, `manualRebate-${theme}-${language}.png`], { mask: VOLATILE.map((s) => centre.locator(s)) });
    }
  }
});
