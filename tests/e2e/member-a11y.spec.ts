/**
 * Accessibility of the member centre's money pages: axe-core finds no serious or critical violation
 * on the deposit, withdraw, transfer, record and security pages (luckydraw hides transferUpline); the payment-password dialog works
 * from the keyboard alone (Enter opens it with focus inside, Tab wraps inside, Escape closes it and
 * focus returns to its button). One tenant: the pages are the same widgets on every tenant.
 * The profile page (issue 37) likewise, in a test of its own, with its copy confirmation shown.
 */
import { expect } from '@playwright/test';
import { MEMBER_TEXTS } from '../../widgets/member-texts/useMemberText';
import { blockingViolations, logInWithPassword, originOf, skipAnnouncementPopup, test } from './portal';

test.describe.configure({ timeout: 150_000 });

const TENANT = 'luckydraw';
const m = MEMBER_TEXTS.en;
test('axe on the money pages, and the payment-password dialog by keyboard', async ({ page }) => {
  await skipAnnouncementPopup(page, TENANT);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${originOf(TENANT)}/`);
  await logInWithPassword(page, TENANT, 'agent01', 'Agent2024');
  // Sign-in hashes the password at full cost: slow on a busy machine.
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
  for (const id of ['depositv2', 'withdraw', 'transferFund', 'transactionHistory', 'personalHistoryCopy', 'personalProfit', 'bonusDetails', 'securityCenter']) {
    await page.goto(`${originOf(TENANT)}/member?page=${id}`);
    const centre = page.locator('.member-centre');
    await expect(centre.locator(`.member-centre__page[data-page="${id}"]`)).toBeVisible();
    await expect(centre.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
    expect(await blockingViolations(page, '.member-centre'), id).toEqual([]);
  }

  // The security centre's dialog, by keyboard only.
  const opener = page.getByRole('button', { name: m['security.setPayment'] });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: m['security.setPayment'] });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  expect(await blockingViolations(page, '[role="dialog"]')).toEqual([]);
  // Submitting it empty shows each problem beside its field, and focus stays inside.
  await dialog.getByRole('button', { name: m['security.save'] }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('axe on the profile page, its copy confirmation shown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await skipAnnouncementPopup(page, TENANT);
  await page.goto(`${originOf(TENANT)}/`);
  await logInWithPassword(page, TENANT, 'demo', 'Demo2024');
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
  await page.goto(`${originOf(TENANT)}/member?page=profile`);
  const centre = page.locator('.member-centre');
  await expect(centre.getByTestId('profile-user-id')).toHaveText(/^\d+$/);
  await expect(centre.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
  expect(await blockingViolations(page, '.member-centre'), 'profile').toEqual([]);
  await centre.getByRole('button', { name: m['profile.copyId'] }).click();
  await expect(centre.getByTestId('profile-copy-status')).toHaveText(m['profile.copied']);
  expect(await blockingViolations(page, '.member-centre'), 'profile, copied').toEqual([]);
});
