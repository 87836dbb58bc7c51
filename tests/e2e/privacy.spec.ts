/**
 * LGPD on lusa (BR profile), end to end with its own account (closing01, which the last test closes
 * for good on this server): "Your data" in the security centre downloads the member's data as a JSON
 * file named with the account; the closure dialog (keyboard only, axe-checked) refuses a wrong
 * password in place; the right one closes the account, signs the player out with a confirmation, and
 * the sign-in is then refused as for an unknown account (the server's enforcement).
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import type { Language } from '../../schemas/domain';
import { PRIVACY_TEXTS } from '../../widgets/member-security/privacy/usePrivacyText';
import { blockingViolations, expectedSite, logInWithPassword, originOf, skipAnnouncementPopup, test } from './portal';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const TENANT = 'lusa';
const ACCOUNT = 'closing01';
const PASSWORD = 'Closing2024';

const { site, text } = expectedSite(TENANT);
const language: Language = site.languages.default;
const p = (key: keyof (typeof PRIVACY_TEXTS)['en']) => PRIVACY_TEXTS[language][key];

async function openYourData(page: Page) {
  await skipAnnouncementPopup(page, TENANT);
  await page.goto(`${originOf(TENANT)}/`);
  await logInWithPassword(page, TENANT, ACCOUNT, PASSWORD);
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
  await page.goto(`${originOf(TENANT)}/member?page=securityCenter`);
  const section = page.getByTestId('your-data');
  await expect(section.getByRole('heading', { name: p('privacy.title') })).toBeVisible({ timeout: 30_000 });
  return section;
}

test('lusa: "Your data" downloads a JSON file of the account, in Portuguese by default', async ({ page }) => {
  expect(language).toBe('pt');
  const section = await openYourData(page);
  expect(await blockingViolations(page, '[data-testid="your-data"]')).toEqual([]);
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: p('privacy.download') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${ACCOUNT}-personal-data-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as { tenant: string; account: Record<string, unknown>; money: Record<string, unknown> };
  expect(data.tenant).toBe(TENANT);
  expect(data.account['account']).toBe(ACCOUNT);
  expect(data.account).not.toHaveProperty('passwordHash');
  expect(data.money).toHaveProperty('entriesTotal');
  await expect(section.getByTestId('your-data-note')).toContainText(download.suggestedFilename());
});

test('lusa: closing with a wrong password is refused in the dialog; the right one signs out and the sign-in is refused', async ({ page }) => {
  const section = await openYourData(page);
  const opener = section.getByRole('button', { name: p('privacy.close') });
  // Keyboard only: the opener takes Enter, the password field gets the focus, Enter confirms.
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: p('privacy.closeTitle') });
  await expect(dialog).toBeVisible();
  expect(await blockingViolations(page, '[data-testid="close-account-dialog"]')).toEqual([]);
  const password = dialog.getByLabel(p('privacy.password'), { exact: true });
  await expect(password).toBeFocused();

  // Escape closes it and gives the focus back to the opener.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(password).toBeFocused();

  await page.keyboard.type('Wrong2024');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('close-account-error')).toHaveText(text(language, 'error.wrongPassword'));
  await expect(dialog).toBeVisible();
  await expect(password).toHaveValue('Wrong2024');
  expect(await blockingViolations(page, '[data-testid="close-account-dialog"]')).toEqual([]);

  await password.fill('');
  await password.focus();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  const confirmation = page.getByTestId('message-dialog');
  await expect(confirmation).toContainText(p('privacy.closed'), { timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: text(language, 'header.login'), exact: true })).toBeVisible();
  // Home, not the login popup the member page's guard opens for a guest.
  await expect(page).toHaveURL(new RegExp(`^${originOf(TENANT)}/?$`));
  await expect(page.getByRole('dialog', { name: text(language, 'login.title') })).toHaveCount(0);
  expect(await blockingViolations(page, '[data-testid="message-dialog"]')).toEqual([]);
  await confirmation.getByRole('button').first().click();
  await expect(confirmation).toBeHidden();

  await logInWithPassword(page, TENANT, ACCOUNT, PASSWORD);
  const login = page.getByRole('dialog', { name: text(language, 'login.title') });
  await expect(login.getByRole('alert')).toContainText(text(language, 'error.loginFailed'), { timeout: 45_000 });
});
