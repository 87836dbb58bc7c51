/**
 * Visual snapshots of the member centre's money pages (deposit, withdraw, security centre) in both themes and both languages, on one tenant (the pages are the same widgets
 * on every tenant; the tenant matrix covers what differs). The member-centre element alone is
 * pictured, for the demo agent (a real account with the member centre); what changes from run to run
 * (amounts, dates, lists of bookings, sessions) is masked.
 * Deliberate changes: `npx playwright test tests/e2e/visual-member.spec.ts --update-snapshots`.
 */
import { expect } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { chooseLook, logInWithPassword, originOf, skipAnnouncementPopup, test } from './portal';

test.use({ viewport: { width: 1280, height: 1500 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 240_000 });

const TENANT = 'lusa';
// Not the records pages: the demo agent receives transfers from other specs (transfer to the upline),
// so their rows, and the table's size around the mask, depend on the order the specs ran in.
const PAGES = ['depositv2', 'withdraw', 'securityCenter'] as const;
/** What differs between runs: figures, bookings, dates and sessions. */
const VOLATILE = [
  '.member-summary__figures dd', '.member-summary__transactions', '.member-summary__none', '.member-summary__awaiting', '.money-list', '.data-status',
  '.records-table', '.records-bar', '.records-empty', '.games-pagination', '[data-testid="withdraw-available"]',
  '.money-field__hint', 'input[type="date"]', '.member-security__date',
];

test('member centre pages in both themes and languages', async ({ page }) => {
  await skipAnnouncementPopup(page, TENANT);
  await page.goto(`${originOf(TENANT)}/`);
  // The agent account: no other test moves its money or sets its payment password, so its pages hold still.
  await logInWithPassword(page, TENANT, 'agent01', 'Agent2024');
  // Sign-in hashes the password at full cost: slow on a busy machine.
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
  // One session in the security centre's list: other specs sign agent01 in too, and the list's
  // height (masked, not its size) would otherwise depend on the order the specs ran in.
  await page.goto(`${originOf(TENANT)}/member?page=securityCenter`);
  const signOutOthers = page.getByRole('button', { name: /Sair de todos os outros lugares|Sign out everywhere else/ });
  await expect(signOutOthers).toBeVisible();
  if (await signOutOthers.isEnabled()) await signOutOthers.click();
  await expect(signOutOthers).toBeDisabled();
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      await chooseLook(page, TENANT, theme, language);
      for (const id of PAGES) {
        await page.goto(`${originOf(TENANT)}/member?page=${id}`);
        const centre = page.locator('.member-centre');
        await expect(centre.locator(`.member-centre__page[data-page="${id}"]`)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'pt' ? /^pt/ : /^en/);
        await expect(centre.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
        await expect(centre.locator('[data-testid="wallet-summary"] dl')).toBeVisible();
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.mouse.move(0, 0);
        await expect(centre).toHaveScreenshot([TENANT, `${id}-${theme}-${language}.png`], { mask: VOLATILE.map((s) => centre.locator(s)) });
      }
    }
  }
});
