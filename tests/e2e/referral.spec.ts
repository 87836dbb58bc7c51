/**
 * The referral page (issue 17): where the tenant's REFERRAL switch is on (lusa), a member's page shows
 * the referral link on this site's registration, a QR code of exactly that link, copies it, and
 * lists the friends who registered with it (a friend opening the link finds the code in the
 * registration form, and after registering is on the list); where it is off (luckydraw), the member menu has no
 * referral page and its address shows another page. The same widget on every tenant with the switch
 * on: one tenant of each kind.
 */
import { expect } from '@playwright/test';
import { MEMBER_TEXTS } from '../../widgets/member-texts/useMemberText';
import { blockingViolations, expectedSite, fillSignUp, logInWithPassword, newContext, originOf, skipAnnouncementPopup, test } from './portal';

test.describe.configure({ timeout: 120_000 });

test('lusa: the referral link, its QR code, copying it, the invited list, axe', async ({ browser }) => {
  const tenant = 'lusa';
  const language = expectedSite(tenant).site.languages.default;
  const m = (key: keyof (typeof MEMBER_TEXTS)['pt']) => MEMBER_TEXTS[language][key];
  const { text } = expectedSite(tenant);
  const t = (key: Parameters<typeof text>[1]) => text(language, key);
  const context = await newContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await skipAnnouncementPopup(page, tenant);
  await page.goto(`${originOf(tenant)}/`);
  await logInWithPassword(page, tenant, 'demo', 'Demo2024');
  await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible({ timeout: 45_000 });
  await page.goto(`${originOf(tenant)}/member`);
  await page.locator('.member-centre__entry[data-page="referral"]').click();
  const referral = page.getByTestId('member-rewards-referral');
  const link = referral.getByTestId('referral-link');
  await expect(link).toHaveValue(new RegExp(`^${originOf(tenant).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/register\\?referralCode=R[0-9A-Z]+$`));
  const address = await link.inputValue();
  await expect(referral.getByRole('img', { name: m('referral.qr') })).toHaveAttribute('data-qr-text', address);
  await referral.getByRole('button', { name: m('referral.copy') }).click();
  await expect(referral.getByTestId('referral-copied')).toHaveText(m('referral.copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  // The list and its totals agree with the server's answer.
  const answer = await page.evaluate(async (code) => {
    const token = window.sessionStorage.getItem(`wl:${code}:token`) ?? '';
    const response = await fetch('/wps/v2/referral', { headers: { token } });
    return (await response.json()) as { value: { totals: { count: number } } };
  }, tenant);
  await expect(referral.getByTestId('referral-totals')).toContainText(String(answer.value.totals.count));
  await expect(referral.getByTestId('referral-invited').locator('tbody tr')).toHaveCount(Math.min(answer.value.totals.count, 100));
  // A friend opens the link: the registration starts with the code; registering adds them to the list.
  const friendContext = await newContext(browser);
  const friend = await friendContext.newPage();
  await skipAnnouncementPopup(friend, tenant);
  await friend.goto(address);
  const dialog = friend.getByRole('dialog', { name: t('register.title') });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const code = new URL(address).searchParams.get('referralCode') ?? '';
  await expect(dialog.getByLabel(t('registration.field.referralCode'), { exact: false })).toHaveValue(code);
  expect(expectedSite(tenant).site.registrationForm.modes[0]).toBe('register');
  await dialog.getByLabel(t('registration.field.username'), { exact: false }).fill(`ref${Date.now() % 1_000_000}`);
  await dialog.getByLabel(t('registration.field.password'), { exact: false }).first().fill('Secret2024');
  await dialog.getByLabel(t('registration.field.confirmPassword'), { exact: false }).fill('Secret2024');
  // lusa runs under Brazil's profile: its sign-up asks a CPF, birth date, gender and limits.
  await fillSignUp(dialog, tenant);
  const checkboxes = dialog.getByRole('checkbox');
  for (let i = 0; i < (await checkboxes.count()); i++) await checkboxes.nth(i).check();
  await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await friendContext.close();
  await page.reload();
  await expect(referral.getByTestId('referral-totals')).toContainText(String(answer.value.totals.count + 1));
  await expect(referral.getByTestId('referral-invited').locator('tbody tr')).toHaveCount(Math.min(answer.value.totals.count + 1, 100));

  expect(await blockingViolations(page, '[data-testid="member-rewards-referral"]')).toEqual([]);
  await context.close();
});

test('luckydraw (REFERRAL off): no referral page in the member menu, and its address shows another page', async ({ page }) => {
  const tenant = 'luckydraw';
  await skipAnnouncementPopup(page, tenant);
  await page.goto(`${originOf(tenant)}/`);
  await logInWithPassword(page, tenant, 'demo', 'Demo2024');
  await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible({ timeout: 45_000 });
  await page.goto(`${originOf(tenant)}/member?page=referral`);
  await expect(page.locator('.member-centre')).toBeVisible();
  await expect(page.locator('.member-centre__entry[data-page="referral"]')).toHaveCount(0);
  await expect(page.locator('.member-centre__page')).not.toHaveAttribute('data-page', 'referral');
  await expect(page.getByTestId('member-rewards-referral')).toHaveCount(0);
});
