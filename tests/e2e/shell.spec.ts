/**
 * The portal shell on the reference API, for every tenant folder: brand and top navigation, language
 * and theme switched in place (no reload), then the full-page status screens driven by the server's
 * system status. No Content-Security-Policy violation and no console error anywhere.
 */
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { Language } from '../../schemas/domain';
import { expectedSite, originOf, setSystemStatus, skipAnnouncementPopup, tenantFolders, test, visitorIp, watchProblems } from './portal';

const otherLanguage = (language: Language, supported: readonly Language[]): Language => supported.find((l) => l !== language) ?? language;

for (const tenant of tenantFolders()) {
  test.describe(tenant, () => {
    test.afterEach(async ({ request }) => {
      await setSystemStatus(request, tenant, 0);
    });

    test('shows the brand and the top navigation, switches language and theme in place, and the status screens', async ({ page, request }) => {
      const expected = expectedSite(tenant);
      const { site } = expected;
      const first = site.languages.default;
      const second = otherLanguage(first, site.languages.supported);
      const problems = await watchProblems(page);

      await skipAnnouncementPopup(page, tenant);
      await page.goto(`${originOf(tenant)}/`);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: site.tenant.title[first] })).toBeVisible();
      await expect(page).toHaveTitle(site.tenant.title[first]);
      const nav = page.getByRole('navigation', { name: /^(Menu principal|Main menu)$/ });
      const labels = expected.view(first).navigation.map((n) => n.label);
      await expect(nav.getByRole('link')).toHaveCount(labels.length);
      for (const label of labels) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      await expect(header.getByRole('button', { name: expected.text(first, 'header.login') })).toBeVisible();

      if (process.env['E2E_SCREENSHOTS']) {
        await page.screenshot({ path: join(process.env['E2E_SCREENSHOTS'], `${tenant}.png`), fullPage: true });
      }

      // A marker on window survives only if the page is never reloaded.
      await page.evaluate(() => {
        (window as unknown as { __shellMarker: string }).__shellMarker = 'still here';
      });

      await header.getByRole('combobox').selectOption(second);
      await expect(header.getByRole('link', { name: site.tenant.title[second] })).toBeVisible();
      await expect(header.getByRole('button', { name: expected.text(second, 'header.login') })).toBeVisible();
      for (const n of expected.view(second).navigation) await expect(nav.getByRole('link', { name: n.label, exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', second);
      await expect(page).toHaveTitle(site.tenant.title[second]);

      const html = page.locator('html');
      const themeBefore = await html.getAttribute('data-theme');
      const backgroundBefore = await html.evaluate((el) => getComputedStyle(el).getPropertyValue('--theme-background').trim());
      await header.getByRole('group').getByRole('button', { pressed: false }).click();
      const themeAfter = themeBefore === 'dark' ? 'light' : 'dark';
      await expect(html).toHaveAttribute('data-theme', themeAfter);
      const backgroundAfter = await html.evaluate((el) => getComputedStyle(el).getPropertyValue('--theme-background').trim());
      expect(backgroundAfter).toBe(site.theme.tokens[themeAfter].background);
      expect(backgroundAfter).not.toBe(backgroundBefore);
      await expect(page.locator('body')).toHaveCSS('background-color', /rgb/);

      expect(await page.evaluate(() => (window as unknown as { __shellMarker?: string }).__shellMarker)).toBe('still here');

      await setSystemStatus(request, tenant, 1);
      await page.reload();
      const screen = page.getByRole('main');
      await expect(screen).toHaveAttribute('data-screen', 'maintenance');
      await expect(screen.getByRole('heading', { level: 1, name: expected.text(second, 'status.maintenance.title') })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);

      await setSystemStatus(request, tenant, 2);
      await page.reload();
      await expect(screen).toHaveAttribute('data-screen', 'regionRestricted');
      await expect(screen.getByRole('heading', { level: 1, name: expected.text(second, 'status.regionRestricted.title') })).toBeVisible();
      await expect(screen).toContainText(await visitorIp(request, tenant));
      const service = screen.getByRole('link', { name: expected.text(second, 'status.customerService') });
      await expect(service).toBeVisible();
      await expect(service).toHaveAttribute('href', /.+/);

      await setSystemStatus(request, tenant, 0);
      await page.reload();
      await expect(page.getByRole('main')).not.toHaveAttribute('data-screen', /.*/);
      await expect(nav).toBeVisible();
      await expect(header.getByRole('link', { name: site.tenant.title[second] })).toBeVisible();

      expect(problems.csp, 'Content-Security-Policy violations').toEqual([]);
      expect(problems.console, 'console errors').toEqual([]);
    });
  });
}
