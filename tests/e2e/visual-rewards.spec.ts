/**
 * Visual snapshots of the reward pages in both themes and both languages, on one tenant (the same
 * widget on every tenant): the reward centre with the demo member rewards01 in every activity status
 * (and the menu's badge), its promotion claims on the bonus details page, the missions, and the
 * referral page. rewards01
 * is used by no other spec, so its statuses do not change between runs; what does (times, period
 * ends, the wallet summary, the week's leaderboard of other specs' bets) is masked or left out.
 * Deliberate changes: `npx playwright test tests/e2e/visual-rewards.spec.ts --update-snapshots`.
 */
import { expect, type Page } from '@playwright/test';
import { LANGUAGES, THEMES, type Language } from '../../schemas/domain';
import { chooseLook, logInWithPassword, originOf, skipAnnouncementPopup, test } from './portal';

test.use({ viewport: { width: 1280, height: 1100 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 300_000 });

const TENANT = 'redeprime';
const VOLATILE = ['.member-summary__figures dd', '.member-summary__transactions', '.member-summary__none', '.member-summary__awaiting'].map((s) => `[data-testid="wallet-summary"] ${s}`);

async function settled(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'pt' ? /^pt/ : /^en/);
  await expect(page.locator('.member-centre .data-status--loading, .member-centre [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.mouse.move(0, 0);
}

test('reward centre, promotion claims and missions in both themes and languages', async ({ page }) => {
  await skipAnnouncementPopup(page, TENANT);
  await page.goto(`${originOf(TENANT)}/`);
  await logInWithPassword(page, TENANT, 'rewards01', 'Rewards2024');
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      await chooseLook(page, TENANT, theme, language);
      await page.goto(`${originOf(TENANT)}/member?page=rewardCenter`);
      const centre = page.locator('.member-centre');
      await expect(centre.getByTestId('reward-list').locator('[data-promotion]')).toHaveCount(10);
      await expect(centre.locator('.member-centre__entry[data-page="rewardCenter"] [data-testid="member-badge"]')).toBeVisible();
      await settled(page, language);
      await expect(centre).toHaveScreenshot([TENANT, `rewardCenter-${theme}-${language}.png`], { mask: VOLATILE.map((s) => centre.locator(s)) });

      await page.goto(`${originOf(TENANT)}/member?page=bonusDetails`);
      const claims = page.getByTestId('member-rewards-claims');
      await expect(claims.getByTestId('reward-claims').locator('tbody tr')).toHaveCount(5);
      await settled(page, language);
      // The times are the seeding's: one fixed text in their place keeps the columns' widths.
      await claims.locator('tbody td:first-child').evaluateAll((cells) => { for (const cell of cells) cell.textContent = '01/01/2026 00:00'; });
      await expect(claims).toHaveScreenshot([TENANT, `bonusClaims-${theme}-${language}.png`], { mask: [claims.locator('tbody td:first-child')] });

      await page.goto(`${originOf(TENANT)}/member?page=missionLeaderboard`);
      const missions = page.getByTestId('mission-list');
      await expect(missions.locator('[data-mission]')).toHaveCount(3);
      await settled(page, language);
      await expect(missions).toHaveScreenshot([TENANT, `missions-${theme}-${language}.png`], { mask: [missions.locator('.member-rewards__facts span:last-child')] });

      // The referral page: the link carries the test server's port, so it is masked (the QR code's
      // modules are hidden by screenshot.css for the same reason).
      await page.goto(`${originOf(TENANT)}/member?page=referral`);
      const referral = page.getByTestId('member-rewards-referral');
      await expect(referral.getByTestId('referral-link')).toHaveValue(/\/register\?referralCode=R[0-9A-Z]+$/);
      await settled(page, language);
      await expect(referral).toHaveScreenshot([TENANT, `referral-${theme}-${language}.png`], { mask: [referral.getByTestId('referral-link')] });
    }
  }
});
