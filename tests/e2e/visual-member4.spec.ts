/**
 * Visual snapshots of the profile page (issue 37, "my account") in both themes and both languages,
 * on one tenant (the same widget on every tenant; the labels a tenant enables are the server's, held
 * by the route tests). The demo agent of lusa is pictured after copying its user ID, so the
 * confirmation is in the picture; its ID is masked (the seed's order gives it, and a new seeded
 * account would move it). The page alone is pictured: the frame's figures and menu badges move with
 * other specs (the member-centre pictures of visual-member*.spec.ts show the frame).
 * Deliberate changes: `npx playwright test tests/e2e/visual-member4.spec.ts --update-snapshots`.
 */
import { expect } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { MEMBER_TEXTS } from '../../widgets/member-texts/useMemberText';
import { chooseLook, logInWithPassword, originOf, skipAnnouncementPopup, test } from './portal';

test.use({ viewport: { width: 1280, height: 1200 }, deviceScaleFactor: 1, permissions: ['clipboard-read', 'clipboard-write'], contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 240_000 });

const TENANT = 'lusa';

test('the profile page, its ID copied, in both themes and languages', async ({ page }) => {
  await skipAnnouncementPopup(page, TENANT);
  await page.goto(`${originOf(TENANT)}/`);
  await logInWithPassword(page, TENANT, 'agent01', 'Agent2024');
  // Sign-in hashes the password at full cost: slow on a busy machine.
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      const m = MEMBER_TEXTS[language];
      await chooseLook(page, TENANT, theme, language);
      await page.goto(`${originOf(TENANT)}/member?page=profile`);
      const centre = page.locator('.member-centre');
      const profilePage = centre.locator('.member-centre__page[data-page="profile"]');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pt' ? /^pt/ : /^en/);
      await expect(centre.getByTestId('profile-nickname')).toHaveText('Demo agent');
      await expect(centre.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
      await centre.getByRole('button', { name: m['profile.copyId'] }).click();
      await expect(centre.getByTestId('profile-copy-status')).toHaveText(m['profile.copied']);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.mouse.move(0, 0);
      await expect(profilePage).toHaveScreenshot([TENANT, `profile-${theme}-${language}.png`], { mask: [profilePage.getByTestId('profile-user-id')] });
    }
  }
});
