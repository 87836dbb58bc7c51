/**
 * The category lobby on every tenant, as a guest, against the reference server: open a centre from
 * the top navigation, filter by vendor and classification (a vendor choice resets both), search by
 * name, paginate, and go back and forward through the URL state. On the 10,000-game tenant the last
 * page is reached through the pagination. FAV as a guest opens the login modal and keeps the filter.
 */
import { expect, type Page } from '@playwright/test';
import type { Language } from '../../schemas/domain';
import { expectedSite, gameCards, LOBBY_PATHS, originOf, skipAnnouncementPopup, tenantFolders, test, watchProblems } from './portal';


function t(tenant: string, language: Language, key: Parameters<ReturnType<typeof expectedSite>['text']>[1]): string {
  return expectedSite(tenant).text(language, key);
}

async function cards(page: Page) {
  const grid = gameCards(page.locator('.game-centre'));
  await expect(grid.first()).toBeVisible();
  return grid;
}

for (const tenant of tenantFolders()) {
  test(`${tenant}: lobby filters, search, pagination and URL state`, async ({ page }) => {
    const { site, view } = expectedSite(tenant);
    const language = site.languages.default;
    // The first centre in LOBBY_PATHS order the tenant has (slots first: lusa's 10,000 games).
    const items = view(language).navigation;
    const nav = LOBBY_PATHS.map((path) => items.find((n) => n.path === path)).find((n) => n !== undefined);
    expect(nav, `${tenant} has a game centre in its top navigation`).toBeDefined();
    const problems = await watchProblems(page);

    await skipAnnouncementPopup(page, tenant);
    await page.goto(`${originOf(tenant)}/`);
    await page.getByRole('navigation', { name: /^(Menu principal|Main menu)$/ }).getByRole('link', { name: nav!.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${nav!.path}$`));
    const lobby = page.locator('.game-centre');
    await expect(lobby.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await (await cards(page)).count()).toBeGreaterThan(0);
    expect(await (await cards(page)).count()).toBeLessThanOrEqual(18);

    // Vendor filter: every card shown is of the chosen vendor.
    const vendors = lobby.getByRole('navigation', { name: t(tenant, language, 'lobby.vendors') }).getByRole('button');
    expect(await vendors.count()).toBeGreaterThan(1);
    const vendorButton = vendors.nth(1);
    const vendor = await vendorButton.getAttribute('data-vendor');
    await vendorButton.click();
    await expect(vendorButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`vassalage=${vendor}`));
    await expect.poll(async () => new Set(await gameCards(lobby).evaluateAll((els) => els.map((e) => e.getAttribute('data-vendor'))))).toEqual(new Set([vendor]));

    // Classification (only with more than one entry): choosing a vendor afterwards resets it.
    const classes = lobby.getByRole('group', { name: t(tenant, language, 'lobby.classifications') }).getByRole('button');
    if ((await classes.count()) > 1) {
      await classes.nth(1).click();
      await expect(page).toHaveURL(/classify=/);
      await vendors.first().click();
      await expect(page).not.toHaveURL(/classify=/);
      await expect(page).not.toHaveURL(/page=/);
      await expect(classes.first()).toHaveAttribute('aria-pressed', 'true');
    } else {
      await vendors.first().click();
    }

    // Name search: a word of the first game's name finds games that contain it.
    const firstName = ((await gameCards(lobby).locator('.game-card__name').first().textContent()) ?? '').trim();
    const word = firstName.split(/\s+/).find((w) => w.length >= 3) ?? firstName;
    const search = lobby.getByRole('searchbox').or(lobby.getByRole('textbox', { name: t(tenant, language, 'lobby.search.label') })).first();
    await search.fill(`  ${word}  `);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word).replace(/%20/g, '\\+')}`));
    await expect.poll(async () => {
      const names = await gameCards(lobby).locator('.game-card__name').allTextContents();
      return names.length > 0 && names.every((n) => n.toLowerCase().includes(word.toLowerCase()));
    }).toBe(true);
    await search.fill('');
    await search.press('Enter');
    await expect(page).not.toHaveURL(/q=/);

    // Pagination: page 2, then back and forward through history.
    const pager = lobby.getByRole('navigation', { name: t(tenant, language, 'lobby.pages') });
    if (await pager.isVisible()) {
      const firstOnPage1 = await gameCards(lobby).first().getAttribute('data-node-id');
      await pager.getByRole('button', { name: t(tenant, language, 'lobby.page').replace('{page}', '2'), exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
      await expect(gameCards(lobby).first()).not.toHaveAttribute('data-node-id', firstOnPage1 ?? '');
      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
      await expect(gameCards(lobby).first()).toHaveAttribute('data-node-id', firstOnPage1 ?? '');
      await page.goForward();
      await expect(page).toHaveURL(/page=2/);

      if (tenant === 'lusa' && nav!.path === '/rng') {
        // 10,000 games: the margin pages reach the last page directly.
        const pages = pager.locator('.games-pagination__page');
        const last = pages.last();
        const lastNumber = Number(await last.textContent());
        expect(lastNumber).toBeGreaterThan(100);
        await last.click();
        await expect(page).toHaveURL(new RegExp(`page=${lastNumber}`));
        await expect(pager.getByRole('button', { name: t(tenant, language, 'lobby.next') })).toBeDisabled();
        expect(await (await cards(page)).count()).toBeGreaterThan(0);
      }
    }

    // FAV as a guest: the login modal opens and the filter stays.
    const before = page.url();
    await lobby.getByRole('group', { name: t(tenant, language, 'lobby.quickFilters') }).getByRole('button', { name: t(tenant, language, 'lobby.filter.FAV'), exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(page.url()).toBe(before);

    expect(problems).toEqual({ csp: [], console: [] });
  });
}
