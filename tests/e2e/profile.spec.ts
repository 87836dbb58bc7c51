/**
 * The profile page (issue 37, "my account") on every tenant: the member menu's entry opens it; it
 * shows the member's nickname, the initial in place of the avatar (this server has no icons), the
 * user ID the server gives for the account, and the profile's labels (full name and birthday always);
 * the copy button puts the ID on the clipboard and its confirmation shows in the status region.
 */
import { expect } from '@playwright/test';
import { MEMBER_TEXTS } from '../../widgets/member-texts/useMemberText';
import { expectedSite, logInWithPassword, newContext, originOf, skipAnnouncementPopup, storedToken, tenantFolders, test } from './portal';

test.describe.configure({ timeout: 120_000 });

for (const tenant of tenantFolders()) {
  test(`${tenant}: the profile page shows the account and copies the user ID with a confirmation`, async ({ browser }) => {
    const { site } = expectedSite(tenant);
    const language = site.languages.default;
    const m = MEMBER_TEXTS[language];
    const context = await newContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await skipAnnouncementPopup(page, tenant);
    await page.goto(`${originOf(tenant)}/`);
    await logInWithPassword(page, tenant, 'demo', 'Demo2024');
    // Sign-in hashes the password at full cost: slow on a busy machine.
    await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible({ timeout: 45_000 });
    await page.goto(`${originOf(tenant)}/member`);
    const entry = page.locator('.member-centre__entry[data-page="profile"]');
    await expect(entry).toHaveText(site.memberMenu.find((p) => p.id === 'profile')?.label[language] ?? 'missing');
    await entry.click();
    const profile = page.getByTestId('member-profile');
    await expect(profile.getByTestId('profile-nickname')).toHaveText('Demo player');
    await expect(profile.getByTestId('profile-avatar')).toHaveText('D');
    // The ID is the account's, as the member info call gives it.
    const token = await storedToken(page, tenant);
    const info = await page.evaluate(async (t) => {
      const response = await fetch('/wps/member/info', { headers: { token: t ?? '' } });
      return ((await response.json()) as { value: { id: number } }).value;
    }, token);
    await expect(profile.getByTestId('profile-user-id')).toHaveText(String(info.id));
    await expect(profile.locator('[data-field="fullName"] dt')).toHaveText(m['profile.label.fullName']);
    await expect(profile.locator('[data-field="birthday"] dt')).toHaveText(m['profile.label.birthday']);

    const status = profile.getByRole('status');
    await expect(status).toHaveText('');
    await profile.getByRole('button', { name: m['profile.copyId'] }).click();
    await expect(status).toHaveText(m['profile.copied']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(info.id));
    await context.close();
  });
}
