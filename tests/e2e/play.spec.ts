/**
 * Playing on every tenant, end to end: favourite and unfavourite a game (the /favorite page drops it
 * at once), launch a game into the sandboxed game popup on a launch host and find it under /recent,
 * open a free demo as a guest, open a promotion by its hash, see the public announcement popup once
 * per session, guests sent to log in from a lottery page, and a language switch reloading the
 * language-bound home data.
 */
import { expect, type Page } from '@playwright/test';
import type { MessageKey } from '../../engine/index';
import { popupClosedCookie } from '../../schemas/api/boot';
import { expectedSite, gameCards, LOBBY_PATHS, logInWithPassword, originOf, skipAnnouncementPopup, tenantFolders, test, watchProblems } from './portal';

test.describe.configure({ timeout: 120_000 });


function textOf(tenant: string) {
  const { site, text } = expectedSite(tenant);
  const language = site.languages.default;
  return (key: MessageKey, params: Record<string, string> = {}) =>
    Object.entries(params).reduce((s, [k, v]) => s.replace(`{${k}}`, v), text(language, key));
}

function lobbyPath(tenant: string): string {
  const { site, view } = expectedSite(tenant);
  const items = view(site.languages.default).navigation;
  const path = LOBBY_PATHS.find((p) => items.some((n) => n.path === p));
  if (path === undefined) throw new Error(`${tenant} has no game centre`);
  return path;
}

async function open(page: Page, tenant: string, path: string): Promise<void> {
  await skipAnnouncementPopup(page, tenant);
  await page.goto(`${originOf(tenant)}${path}`);
  await expect(page.getByRole('banner')).toBeVisible();
}

for (const tenant of tenantFolders()) {
  test.describe(tenant, () => {
    test('favourites, launch into the game popup, and recent games', async ({ page }) => {
      const t = textOf(tenant);
      const problems = await watchProblems(page);
      await open(page, tenant, '/');
      await logInWithPassword(page, tenant, 'demo', 'Demo2024');
      await expect(page.getByRole('banner').getByRole('button', { name: t('header.myAccount') })).toBeVisible({ timeout: 30_000 });

      await page.goto(`${originOf(tenant)}${lobbyPath(tenant)}`);
      const card = gameCards(page.locator('.game-centre')).first();
      await expect(card).toBeVisible();
      const nodeId = await card.getAttribute('data-node-id');
      const name = ((await card.locator('.game-card__name').textContent()) ?? '').trim();
      const star = card.getByRole('button', { name: t('lobby.favourite', { name }) });
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');

      // The favourites page lists it; unfavouriting there drops it at once.
      await page.goto(`${originOf(tenant)}/favorite`);
      const favourite = page.locator(`.game-card[data-node-id="${nodeId}"]`);
      await expect(favourite).toBeVisible();
      await favourite.getByRole('button', { name: t('lobby.favourite', { name }) }).click();
      await expect(favourite).toHaveCount(0);

      // Launch: the sandboxed popup on a launch host, then the game is among the recent ones.
      await page.goto(`${originOf(tenant)}${lobbyPath(tenant)}`);
      const game = gameCards(page.locator('.game-centre')).nth(1);
      const gameId = await game.getAttribute('data-node-id');
      const gameName = ((await game.locator('.game-card__name').textContent()) ?? '').trim();
      await game.getByRole('button', { name: t('lobby.playGame', { name: gameName }) }).click();
      const popup = page.getByRole('dialog', { name: new RegExp(gameName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      await expect(popup).toBeVisible({ timeout: 20_000 });
      const frame = popup.locator('iframe');
      await expect(frame).toHaveAttribute('src', /\/cdn\/launch\d\/game\?.*mode=real/);
      expect(await frame.getAttribute('sandbox')).not.toBeNull();
      await expect.poll(async () => (await frame.contentFrame().locator('body').textContent())?.length ?? 0).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await page.goto(`${originOf(tenant)}/recent`);
      await expect(page.locator(`.game-card[data-node-id="${gameId}"]`)).toBeVisible();
      expect(problems.csp).toEqual([]);
    });

    const { site } = expectedSite(tenant);
    const other = site.languages.supported.find((l) => l !== site.languages.default);
    // A guest's flows share one page: the popup first (its session mark then keeps it away from the
    // rest), then the promotion, the demo and the lottery, and the language switch last (only tenants
    // with a second language have one).
    test(`a guest: the announcement popup shows once per session, a promotion opens by its hash, a free demo opens, lottery pages ask to log in${other === undefined ? '' : ', and a language switch reloads the winner board, the announcements and the hot games'}`, async ({ page }) => {
      const t = textOf(tenant);
      const problems = await watchProblems(page);
      await page.goto(`${originOf(tenant)}/`);
      const popup = page.getByRole('dialog', { name: t('publicAnnouncement.title') });
      await expect(popup).toBeVisible({ timeout: 20_000 });
      await popup.getByRole('button', { name: t('modal.close') }).click();
      await expect(popup).toBeHidden();
      // Closed by the visitor, not merely drawn anew: the session's closed mark is set.
      const closedMark = popupClosedCookie(tenant, 'ANONYMOUS_POPUP');
      await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === closedMark)?.value).toBe('closed');
      await page.reload();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('.winner-board, [data-row]').first()).toBeVisible();
      await expect(popup).toHaveCount(0);

      const link = page.locator('.side-menu__promotion:not(.side-menu__promotion--more)').first();
      const href = await link.getAttribute('href');
      const title = ((await link.textContent()) ?? '').trim();
      expect(href).toMatch(/^\/promotions#\d+$/);
      await page.goto(`${originOf(tenant)}${href}`);
      await expect(page.getByRole('dialog', { name: title }).or(page.getByRole('heading', { name: title })).first()).toBeVisible();

      // A free demo from the game centre; a lottery page asks the guest to log in.
      await page.goto(`${originOf(tenant)}${lobbyPath(tenant)}`);
      await expect(page.getByRole('banner')).toBeVisible();
      const demo = page.locator('.game-centre .game-card .game-card__demo').first();
      if ((await demo.count()) > 0) {
        await demo.click();
        const game = page.getByTestId('game-popup');
        await expect(game).toBeVisible({ timeout: 20_000 });
        await expect(game.getByText(t('gamePopup.demo'), { exact: true })).toBeVisible();
        await expect(game.locator('iframe')).toHaveAttribute('src', /mode=demo/);
        await page.keyboard.press('Escape');
      }
      await page.goto(`${originOf(tenant)}/lottery?gameCode=SSC1`);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible();

      if (other !== undefined) {
        await page.goto(`${originOf(tenant)}/`);
        await expect(page.locator('[data-row]').first()).toBeVisible();
        // The HOT row has its games once it has come near the viewport (on luckydraw it is the third row).
        const hot = page.locator('[data-row="HOT"]');
        await hot.scrollIntoViewIfNeeded();
        await expect(gameCards(hot).first()).toBeVisible();
        const seen: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (/ODSFE2_getWinnerBoard|MCSFE_getListAnnouncements|GCSGAME_hotGamesV2/.test(url.pathname)) {
            seen.push(`${url.pathname.split('/').pop()} ${url.searchParams.get('language') ?? request.headers()['accept-language'] ?? ''}`);
          }
        });
        await page.getByRole('banner').getByRole('combobox').first().selectOption(other);
        await expect.poll(() => seen.some((s) => s.startsWith('ODSFE2_getWinnerBoard') && s.includes(other))).toBe(true);
        await expect.poll(() => seen.some((s) => s.startsWith('MCSFE_getListAnnouncements') && s.includes(other))).toBe(true);
        await expect.poll(() => seen.some((s) => s.startsWith('GCSGAME_hotGamesV2') && s.includes(other))).toBe(true);
      }
      expect(problems.csp).toEqual([]);
    });
  });
}
