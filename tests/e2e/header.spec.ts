/**
 * The header's notice bell, service button and VIP label on every tenant (SPEC sections 2 and 3), by
 * keyboard only: the bell counts the announcements this browser has not opened, opens the notice
 * modal, whose Escape gives the focus back to the bell, and then counts none; guests have the
 * service button; a signed-in member where the tenant has VIP sees the VIP label and rank. Axe finds
 * nothing serious in the header either way.
 */
import { expect } from '@playwright/test';
import { blockingViolations, expectedSite, logInWithPassword, originOf, skipAnnouncementPopup, tenantFolders, test } from './portal';

test.describe.configure({ timeout: 120_000 });

for (const tenant of tenantFolders()) {
  test(`${tenant}: the notice bell by keyboard, the guests' service button, the VIP label once signed in`, async ({ page }) => {
    const { site, text } = expectedSite(tenant);
    const language = site.languages.default;
    await skipAnnouncementPopup(page, tenant);
    await page.goto(`${originOf(tenant)}/`);
    const header = page.getByRole('banner');
    const bell = header.getByTestId('header-bell');
    await expect(bell).toHaveAttribute('data-count', /^[1-9]\d*$/);
    await expect(bell).toHaveAccessibleName(new RegExp(`^${text(language, 'header.notices')}, `));
    if (site.status.customerServiceUrl !== undefined) {
      await expect(header.getByRole('link', { name: text(language, 'status.customerService') })).toHaveAttribute('href', site.status.customerServiceUrl);
    }
    expect(await blockingViolations(page, 'header')).toEqual([]);

    await bell.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text(language, 'noticeModal.title') });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bell).toBeFocused();
    await expect(bell).toHaveAttribute('data-count', '0');
    await expect(bell).toHaveAccessibleName(text(language, 'header.notices'));

    // Signed in: the service button is in the avatar menu instead; the VIP label where the tenant has VIP.
    await logInWithPassword(page, tenant, 'demo', 'Demo2024');
    await expect(header.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
    await expect(header.getByTestId('header-service')).toHaveCount(0);
    const vip = header.getByTestId('header-vip');
    if (site.features.vip) {
      await expect(vip).toHaveAttribute('data-rank', /^\d+$/);
      await expect(vip).toContainText('VIP');
    } else {
      await expect(vip).toHaveCount(0);
    }
    expect(await blockingViolations(page, 'header')).toEqual([]);
  });
}
