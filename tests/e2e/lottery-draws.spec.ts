/**
 * Lottery draws (issue 19, SPEC section 7): the reference server draws each lottery game on its
 * schedule; the lottery page shows the chosen game's recent opened numbers, the same the API answers.
 * On every tenant that offers lottery (its site has the LOTT game type's route; redeprime has not):
 * each has its own lottery games and draws.
 */
import { expect } from '@playwright/test';
import { E2E_PORT, expectedSite, logInWithPassword, originOf, skipAnnouncementPopup, tenantFolders, test, watchProblems } from './portal';

test.describe.configure({ timeout: 120_000 });

/** The tenants whose navigation offers lottery games. */
const withLottery = tenantFolders().filter((tenant) => {
  const { site } = expectedSite(tenant);
  return site.routes.some((route) => route.gameType === 'LOTT');
});

test('some tenants offer lottery, and not all (the list below is not vacuous)', () => {
  expect(withLottery.length).toBeGreaterThan(0);
  expect(withLottery.length).toBeLessThan(tenantFolders().length);
});

for (const tenant of withLottery) {
  test(`${tenant}: the lottery page shows the chosen game's recent draws, as the server draws them`, async ({ page, request }) => {
    const { site, text } = expectedSite(tenant);
    const language = site.languages.default;
    const problems = await watchProblems(page);
    await skipAnnouncementPopup(page, tenant);
    await page.goto(`${originOf(tenant)}/`);
    await logInWithPassword(page, tenant, 'demo', 'Demo2024');
    await expect(page.getByRole('banner').getByRole('button', { name: text(language, 'header.myAccount') })).toBeVisible({ timeout: 30_000 });
    await page.goto(`${originOf(tenant)}/lottery`);
    const game = page.locator('.lottery-game__game').first();
    await expect(game).toBeVisible({ timeout: 30_000 });
    await game.click();
    await expect(page).toHaveURL(/gameCode=/);
    const gameCode = new URL(page.url()).searchParams.get('gameCode') ?? '';

    const draws = page.getByRole('region', { name: text(language, 'lotteryGame.draws') });
    await expect(draws.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    const answer = await request.get(`http://localhost:${E2E_PORT}/lotto/lgw/games/opened/numero?gameCode=${encodeURIComponent(gameCode)}&limit=10`, { headers: { Host: `${tenant}.localhost:${E2E_PORT}` } });
    expect(answer.status()).toBe(200);
    const value = ((await answer.json()) as { value: { draws: { drawNo: string; numbers: number[] }[] } }).value;
    expect(value.draws.length).toBeGreaterThan(1);
    // The page and the API agree on the newest draws (a new period may start between the two reads).
    const shown = await draws.getByRole('listitem').evaluateAll((items) => items.map((li) => li.getAttribute('data-draw-no')));
    expect(shown.length).toBeGreaterThan(1);
    const newest = value.draws[1] as { drawNo: string; numbers: number[] };
    expect(shown).toContain(newest.drawNo);
    const item = draws.locator(`[data-draw-no="${newest.drawNo}"]`);
    await expect(item.getByRole('img')).toHaveAttribute('aria-label', text(language, 'lotteryGame.numbers').replace('{numbers}', newest.numbers.join(', ')));
    expect(problems.csp).toEqual([]);
  });
}
