/**
 * The reward centre and the missions end to end against the reference server's ledger. On every
 * tenant (their promotions and prizes differ), signed in as rewards02 (no reward history): the reward
 * centre's badge counts the claimable promotions; claiming one by keyboard books its prize once (a
 * double press too): the header's balance moves by the prize, the badge counts down and the status
 * turns to claimed without a reload; the bonus details list the claim with the ledger's amount and the
 * bonus record; axe on both pages. Where the tenant has join promotions, joining one turns it to
 * signed. On lusa (the same widget elsewhere): five real-mode rounds complete a mission, its badge
 * shows, its reward is claimed once and the leaderboard shows the member's masked name; the avatar
 * menu's entries lead to their pages and the side menu's points-mall link to /pointMall.
 */
import { expect, type Page } from '@playwright/test';
import type { MessageKey } from '../../engine/index';
import { memberText, type MemberTextKey } from '../../widgets/member-texts/useMemberText';
import { blockingViolations, expectedSite, logInWithPassword, originOf, skipAnnouncementPopup, tenantFolders, test } from './portal';

test.describe.configure({ timeout: 240_000 });

/** The prize of promotion 201 per tenant (tenants/<code>/seed.json), in cents. */
const RAFFLE_PRIZE: Record<string, number> = { lusa: 888, redeprime: 1776, luckydraw: 888 };

function textsOf(tenant: string) {
  const { site, text } = expectedSite(tenant);
  const language = site.languages.default;
  return {
    language,
    t: (key: MessageKey) => text(language, key),
    m: (key: MemberTextKey, params: Record<string, string | number> = {}) => memberText(language, key, params),
  };
}

async function signIn(page: Page, tenant: string): Promise<void> {
  await skipAnnouncementPopup(page, tenant);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${originOf(tenant)}/`);
  await logInWithPassword(page, tenant, 'rewards02', 'Rewards2024');
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
}

async function headerCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').locator('.app-header__amount').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

const badgeOf = (page: Page, pageId: string) => page.locator(`.member-centre__entry[data-page="${pageId}"] [data-testid="member-badge"]`);

for (const tenant of tenantFolders()) {
  test(`${tenant}: claim a raffle prize by keyboard once, the balance and the badge follow, the bonus details list it; axe`, async ({ page }) => {
    const { m, language } = textsOf(tenant);
    await signIn(page, tenant);
    await page.goto(`${originOf(tenant)}/member?page=rewardCenter`);
    const centre = page.getByTestId('member-rewards-rewardCenter');
    const raffle = centre.locator('[data-promotion="201"]');
    await expect(raffle.getByTestId('reward-status')).toHaveText(m('status.claim'));
    // 201 and 205 need no bets: two to claim.
    await expect(badgeOf(page, 'rewardCenter')).toContainText('2');
    await expect(centre.locator('[data-promotion="210"]').getByTestId('reward-status')).toHaveText(m('status.comingSoon'));
    await expect(centre.locator('[data-promotion="209"]').getByTestId('reward-status')).toHaveText(m('status.close'));
    expect(await blockingViolations(page, '.member-centre'), 'reward centre').toEqual([]);

    const before = await headerCents(page);
    const button = raffle.getByRole('button', { name: m('rewards.claimFor', { title: language === 'pt' ? 'Sorteio diário da sorte' : 'Daily lucky raffle' }) });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(centre.getByTestId('reward-note')).toContainText(language === 'pt' ? (RAFFLE_PRIZE[tenant]! / 100).toFixed(2).replace('.', ',') : (RAFFLE_PRIZE[tenant]! / 100).toFixed(2));
    await expect.poll(() => headerCents(page)).toBe(before + RAFFLE_PRIZE[tenant]!);
    await expect(raffle.getByTestId('reward-status')).toHaveText(m('status.claimed'));
    await expect(badgeOf(page, 'rewardCenter')).toContainText('1');
    await page.reload();
    await expect(raffle.getByTestId('reward-status')).toHaveText(m('status.claimed'));
    await expect.poll(() => headerCents(page)).toBe(before + RAFFLE_PRIZE[tenant]!);

    if (tenant !== 'luckydraw') {
      // A join promotion: join -> signed.
      const marathon = centre.locator('[data-promotion="203"]');
      await marathon.getByRole('button', { name: m('rewards.joinFor', { title: language === 'pt' ? 'Maratona de cassino ao vivo' : 'Live casino marathon' }) }).click();
      await expect(marathon.getByTestId('reward-status')).toHaveText(m('status.signed'));
    }

    await page.goto(`${originOf(tenant)}/member?page=bonusDetails`);
    const claims = page.getByTestId('reward-claims');
    await expect(claims.locator('[data-claim="201"]')).toContainText(m('status.claimed'));
    await expect(claims.locator('[data-claim="201"]')).toContainText(language === 'pt' ? (RAFFLE_PRIZE[tenant]! / 100).toFixed(2).replace('.', ',') : (RAFFLE_PRIZE[tenant]! / 100).toFixed(2));
    await expect(page.getByRole('table', { name: m('records.bonuses') })).toContainText(m('bonus.promotion'));
    expect(await blockingViolations(page, '.member-centre'), 'bonus details').toEqual([]);
  });
}

test('lusa: five real rounds complete a mission, its badge shows, its reward is claimed once, the leaderboard names the member masked; axe', async ({ page }) => {
  const tenant = 'lusa';
  const { m } = textsOf(tenant);
  await signIn(page, tenant);
  const spun = await page.evaluate(async (code) => {
    const headers = { authorization: `Bearer ${window.sessionStorage.getItem(`wl:${code}:token`)}` };
    const games = await (await fetch('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1', { headers })).json() as { value: { games: { nodeId: string }[] } };
    const launch = await (await fetch(`/wps/game/launchGame?nodeId=${games.value.games[0]!.nodeId}`, { headers })).json() as { value: { url: string } };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const doc = new DOMParser().parseFromString(await (await fetch(launch.value.url)).text(), 'text/html');
      const form = doc.querySelector<HTMLFormElement>('form.spin')!;
      const body = new URLSearchParams();
      for (const input of form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')) body.set(input.name, input.value);
      body.set('stake', '100');
      statuses.push((await fetch(form.getAttribute('action')!, { method: 'POST', body, redirect: 'manual' })).status);
    }
    return statuses;
  }, tenant);
  expect(spun.every((status) => status === 0 || status === 303), String(spun)).toBe(true);
  await page.goto(`${originOf(tenant)}/member?page=missionLeaderboard`);
  const missions = page.getByTestId('member-rewards-missions');
  const rounds = missions.locator('[data-mission="dailyRounds"]');
  await expect(rounds).toHaveAttribute('data-status', 'completed');
  await expect(rounds.getByTestId('mission-progress')).toHaveText('5 / 5');
  await expect(badgeOf(page, 'missionLeaderboard')).toContainText('1');
  await expect(missions.getByTestId('mission-leaderboard')).toContainText('re***02');
  expect(await blockingViolations(page, '.member-centre'), 'missions').toEqual([]);
  const before = await headerCents(page);
  await rounds.getByRole('button', { name: m('missions.claimFor', { title: 'Jogue 5 rodadas hoje' }) }).dblclick();
  await expect(missions.getByTestId('mission-done')).toContainText('2,00');
  await expect.poll(() => headerCents(page)).toBe(before + 200);
  await expect(rounds).toHaveAttribute('data-status', 'claimed');
  await expect(badgeOf(page, 'missionLeaderboard')).toHaveCount(0);

  // The header's avatar menu leads to its pages; the side menu has the points mall for members.
  const { t } = textsOf(tenant);
  for (const [key, pageId] of [['header.bettingRecord', 'personalHistoryCopy'], ['header.platformMessages', 'messageV2'], ['header.myAccount', 'securityCenter']] as const) {
    await page.getByRole('banner').getByRole('button', { name: t('header.myAccount'), exact: true }).click();
    await page.getByRole('list', { name: t('shell.accountMenu') }).getByRole('link', { name: t(key), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/member\\?page=${pageId}$`));
    await expect(page.locator('.member-centre__page')).toHaveAttribute('data-page', pageId);
  }
  await page.locator('.side-menu').getByRole('link', { name: t('side.pointMall') }).click();
  await expect(page).toHaveURL(/\/pointMall$/);
  await expect(page.getByTestId('points-mall')).toBeVisible();
});
