/**
 * The home widgets that exist so far, on every tenant, against the reference server: banners from
 * the image host, the winner board with its top 3 fixed, and the notice marquee opening the notice
 * modal at the clicked announcement (keyboard-closable, not by clicking outside).
 */
import { expect } from '@playwright/test';
import { MESSAGES } from '../../engine/index';
import { expectedSite, originOf, skipAnnouncementPopup, tenantFolders, test, watchProblems } from './portal';

for (const tenant of tenantFolders()) {
  test(`${tenant}: banners, winner board and the notice modal`, async ({ page }) => {
    const { site } = expectedSite(tenant);
    const language = site.languages.default;
    const problems = await watchProblems(page);
    await skipAnnouncementPopup(page, tenant);
    await page.goto(`${originOf(tenant)}/`);

    const banners = page.locator('.swiper-slide img');
    await expect(banners.first()).toBeVisible();
    // Loaded from the image host. Polled: when Swiper takes over from the static first row, its slide
    // is a new element, visible before its (cached) picture is decoded.
    await expect.poll(() => banners.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    const winners = page.getByRole('list', { name: MESSAGES[language]['winnerBoard.top'] });
    await expect(winners.getByRole('listitem')).toHaveCount(3);

    const notice = page.locator('.notice-marquee__button').first();
    const title = (await notice.textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    // The marquee never stops moving, so the click is dispatched rather than aimed.
    await notice.dispatchEvent('click');
    const dialog = page.getByRole('dialog', { name: MESSAGES[language]['noticeModal.title'] });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(title, { exact: true })).toBeVisible();
    await page.mouse.click(5, 5); // outside: modals do not close that way
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    expect(problems).toEqual({ csp: [], console: [] });
  });
}
