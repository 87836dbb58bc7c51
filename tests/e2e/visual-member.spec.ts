/**
 * Visual snapshots of the member centre's money pages (deposit, withdraw, security centre) in both themes and both languages, on one tenant (the pages are the same widgets
 * on every tenant; the tenant matrix covers what differs). The member-centre element alone is
 * pictured, for the demo agent (the money pages, on lusa) and rewards01 (the security centre, on
 * redeprime, whose sessions it signs out); what changes from run to run
 * (amounts, lists of bookings, sessions) is masked; dates are the tests' instant's, the same in every run.
 * Deliberate changes: `npx playwright test tests/e2e/visual-member.spec.ts --update-snapshots`.
 */
import { expect, type Page } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { chooseLook, logInWithPassword, originOf, skipAnnouncementPopup, test } from './portal';

test.use({ viewport: { width: 1280, height: 1500 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 240_000 });

const TENANT = 'lusa';
// Not the records pages: the demo agent receives transfers from other specs (transfer to the upline),
// so their rows, and the table's size around the mask, depend on the order the specs ran in.
const MONEY_PAGES = ['depositv2', 'withdraw'] as const;
/** What differs between runs: figures, bookings, dates and sessions. */
const VOLATILE = [
  '.member-summary__figures dd', '.member-summary__transactions', '.member-summary__none', '.member-summary__awaiting', '.money-list', '.data-status',
  '.records-table', '.records-bar', '.records-empty', '.games-pagination', '[data-testid="withdraw-available"]',
  '.money-field__hint',
];

/** Signs the account in and waits for its balance (sign-in hashes at full cost: slow when busy). */
async function signIn(page: Page, account: string, password: string, tenant: string = TENANT): Promise<void> {
  await skipAnnouncementPopup(page, tenant);
  await page.goto(`${originOf(tenant)}/`);
  await logInWithPassword(page, tenant, account, password);
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
}

/** Pictures the member centre's pages in every theme and language. */
async function picture(page: Page, pages: readonly string[], tenant: string = TENANT): Promise<void> {
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      await chooseLook(page, tenant, theme, language);
      for (const id of pages) {
        await page.goto(`${originOf(tenant)}/member?page=${id}`);
        const centre = page.locator('.member-centre');
        await expect(centre.locator(`.member-centre__page[data-page="${id}"]`)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'pt' ? /^pt/ : /^en/);
        await expect(centre.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
        await expect(centre.locator('[data-testid="wallet-summary"] dl')).toBeVisible();
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.mouse.move(0, 0);
        // The password's change date (the seed's instant) and the date pickers' defaults (the browser's
        // today) are the tests' instant's (server/testing/testInstant.ts): the same in every run.
        await expect(centre).toHaveScreenshot([tenant, `${id}-${theme}-${language}.png`], { mask: VOLATILE.map((s) => centre.locator(s)) });
      }
    }
  }
}

test('deposit and withdrawal pages in both themes and languages', async ({ page }) => {
  // The agent account: no other test moves its money or sets its payment password, so its pages hold still.
  await signIn(page, 'agent01', 'Agent2024');
  await picture(page, MONEY_PAGES);
});

test('the security centre in both themes and languages', async ({ page }) => {
  // One session in the list (its height is not masked): this account's other sessions are signed
  // out, so it is one no other spec signs in on that tenant. Signing agent01's out broke the specs
  // that had it signed in at that moment (the chat room's); rewards01 on lusa met visual-rewards.spec
  // signing it in between the sign-out and the picture; no spec signs rewards01 in on redeprime.
  const tenant = 'redeprime';
  await signIn(page, 'rewards01', 'Rewards2024', tenant);
  await page.goto(`${originOf(tenant)}/member?page=securityCenter`);
  const signOutOthers = page.getByRole('button', { name: /Sair de todos os outros lugares|Sign out everywhere else/ });
  await expect(signOutOthers).toBeVisible();
  if (await signOutOthers.isEnabled()) await signOutOthers.click();
  await expect(signOutOthers).toBeDisabled();
  await picture(page, ['securityCenter'], tenant);
});

test("the signed-in header in both themes and languages: the VIP label and rank, the notice bell", async ({ page }) => {
  await signIn(page, 'agent01', 'Agent2024');
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      await chooseLook(page, TENANT, theme, language);
      await page.goto(`${originOf(TENANT)}/`);
      const header = page.getByRole('banner');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pt' ? /^pt/ : /^en/);
      await expect(header.getByTestId('header-vip')).toBeVisible();
      await expect(header.getByTestId('header-bell')).toBeVisible();
      await expect(header.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.mouse.move(0, 0);
      // The balance and the counts move with other specs' bookings, messages and announcements.
      await expect(header).toHaveScreenshot([TENANT, `header-${theme}-${language}.png`], { mask: [header.locator('.app-header__balance-value'), header.locator('.app-header__badge')] });
    }
  }
});
