/**
 * Accessibility of the member centre's money pages: axe-core finds no serious or critical violation
 * on the deposit, withdraw, transfer, record, security and responsible-gaming pages (luckydraw hides transferUpline); the payment-password dialog
 * and the responsible-gaming page's pause dialog (nothing confirmed) work from the keyboard alone (Enter opens it with focus inside, Tab wraps inside, Escape closes it and
 * focus returns to its button). One tenant: the pages are the same widgets on every tenant.
 * The profile page (issue 37) likewise, in a test of its own, with its copy confirmation shown.
 */
import { expect } from '@playwright/test';
import { MEMBER_TEXTS } from '../../widgets/member-texts/useMemberText';
import { protectionText } from '../../widgets/kit/protection/useProtectionText';
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
  for (const id of ['depositv2', 'withdraw', 'transferFund', 'transactionHistory', 'personalHistoryCopy', 'personalProfit', 'bonusDetails', 'securityCenter', 'responsibleGaming']) {
    await page.goto(`${originOf(TENANT)}/member?page=${id}`);
    const centre = page.locator('.member-centre');
    await expect(centre.locator(`.member-centre__page[data-page="${id}"]`)).toBeVisible();
    await expect(centre.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
    expect(await blockingViolations(page, '.member-centre'), id).toEqual([]);
  }

  // The responsible-gaming page's pause dialog, by keyboard only: a self-exclusion's duration chosen
  // with the arrows, its button reached with Tab; Escape leaves without pausing.
  await page.goto(`${originOf(TENANT)}/member?page=responsibleGaming`);
  const exclusion = page.getByTestId('rg-self-exclusion');
  const firstDuration = exclusion.getByRole('radio').first();
  await firstDuration.focus();
  await page.keyboard.press('ArrowDown');
  await expect(exclusion.getByRole('radio').nth(1)).toBeChecked();
  await expect(exclusion.getByRole('radio').nth(1)).toBeFocused();
  await page.keyboard.press('Tab');
  const start = exclusion.getByRole('button', { name: protectionText('en', 'rg.startSelfExclusion') });
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  const pause = page.getByRole('alertdialog', { name: protectionText('en', 'rg.confirmTitle') });
  await expect(pause).toBeVisible();
  await expect(pause.getByLabel(protectionText('en', 'rg.password'), { exact: true })).toBeFocused();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await pause.evaluate((d) => d.contains(document.activeElement)), `Tab ${i + 1} stays in the pause dialog`).toBe(true);
  }
  expect(await blockingViolations(page, '[data-testid="rg-pause-dialog"]')).toEqual([]);
  // Confirmed empty: the problem beside the field, nothing sent, focus still inside.
  await pause.getByRole('button', { name: protectionText('en', 'rg.confirm') }).focus();
  await page.keyboard.press('Enter');
  await expect(pause.getByRole('alert')).toHaveText(protectionText('en', 'rg.passwordRequired'));
  expect(await pause.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(pause).toBeHidden();
  await expect(start).toBeFocused();

  // The security centre's dialog, by keyboard only.
  await page.goto(`${originOf(TENANT)}/member?page=securityCenter`);
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
