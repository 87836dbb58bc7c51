/**
 * Social login end to end on a tenant with the operator's switch on (luckydraw: mobile registration
 * with an SMS code), against the server's development identity provider: no network is contacted.
 * A visitor registers with a Google link (the SMS countdown is the social provider's one minute),
 * signs out, and signs in again with Google alone, with no change-password modal. The switch is a
 * tenant-wide state, so this spec runs in the tenant-wide project, and turns it off again after.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { MessageKey } from '../../engine/index';
import { E2E_PORT, expectedSite, latestSmsCode, originOf, skipAnnouncementPopup, storedToken, test, tokenIsValid, watchProblems } from './portal';

const tenant = 'luckydraw';
const { site, text } = expectedSite(tenant);
const t = (key: MessageKey, params: Record<string, string> = {}) => Object.entries(params).reduce((s, [k, v]) => s.replace(`{${k}}`, v), text(site.languages.default, key));

async function setSocialLogin(request: APIRequestContext, on: boolean): Promise<void> {
  const response = await request.post(`http://localhost:${E2E_PORT}/dev/switches`, { headers: { Host: `${tenant}.localhost:${E2E_PORT}` }, data: { socialLogin: on } });
  if (!response.ok()) throw new Error(`POST /dev/switches socialLogin=${on}: ${response.status()} ${await response.text()}`);
}

function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
}

async function devSignIn(scope: Locator, button: string, subject: string): Promise<void> {
  await scope.getByRole('button', { name: button }).click();
  const panel = scope.getByTestId('social-dev-sign-in');
  await field(panel, t('social.dev.subject')).fill(subject);
  await panel.getByRole('button', { name: t('social.dev.submit') }).click();
}

function accountButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: t('header.myAccount') });
}

test.describe.configure({ timeout: 120_000 });

test.afterAll(async ({ request }) => {
  await setSocialLogin(request, false);
});

test('registers with a Google link and signs in with Google alone (luckydraw, social login on)', async ({ page, request }) => {
  await setSocialLogin(request, true);
  const problems = await watchProblems(page);
  await skipAnnouncementPopup(page, tenant);
  await page.goto(`${originOf(tenant)}/`);
  await expect(page.getByRole('banner')).toBeVisible();

  const google = t('social.channel.google');
  const subject = `e2e-${Date.now() % 1_000_000}`;
  const mobile = `119${String(Date.now() % 100_000_000).padStart(8, '0')}`;

  await page.getByRole('banner').getByRole('button', { name: t('header.register'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('register.title') });
  await expect(dialog).toBeVisible();
  await field(dialog, t('registration.field.mobileNum')).fill(mobile);
  await field(dialog, t('registration.field.password')).fill('Secret2024');
  await field(dialog, t('registration.field.confirmPassword')).fill('Secret2024');
  await dialog.getByRole('button', { name: t('auth.sendCode') }).click();
  // The social-login SMS provider's one minute (SPEC section 4), not the tenant's five.
  await expect(dialog.getByRole('button', { name: /^Resend in ([1-5]?\d|60)s$/ })).toBeVisible();
  await field(dialog, t('registration.field.verificationCode')).fill(await latestSmsCode(request, tenant, mobile));

  await devSignIn(dialog, t('social.linkWith', { channel: google }), subject);
  await expect(dialog.getByText(t('social.linked', { channel: google }))).toBeVisible();
  const checkboxes = dialog.getByRole('checkbox');
  for (let i = 0; i < (await checkboxes.count()); i++) await checkboxes.nth(i).check();
  await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(accountButton(page)).toBeVisible();

  // A new visit, signed out: Google alone signs the member in again.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto(`${originOf(tenant)}/`);
  await page.getByRole('banner').getByRole('button', { name: t('header.login'), exact: true }).click();
  const login = page.getByRole('dialog', { name: t('login.title') });
  await devSignIn(login, t('social.signInWith', { channel: google }), subject);
  await expect(login).toBeHidden({ timeout: 20_000 });
  await expect(accountButton(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const token = await storedToken(page, tenant);
  expect(token).not.toBeNull();
  expect(await tokenIsValid(request, tenant, token!)).toBe(true);

  // A subject linked to no account is told so, and offered the registration.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto(`${originOf(tenant)}/`);
  await page.getByRole('banner').getByRole('button', { name: t('header.login'), exact: true }).click();
  await devSignIn(login, t('social.signInWith', { channel: google }), `${subject}-other`);
  await expect(login.getByText(t('error.socialNotLinked'))).toBeVisible();
  await expect(login.getByRole('button', { name: t('social.registerInstead', { channel: google }) })).toBeVisible();
  expect(problems.csp).toEqual([]);
});
