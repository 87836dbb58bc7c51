/**
 * The points mall (/pointMall) end to end against the reference server's ledger, on lusa (the same
 * widget on every tenant that offers it), signed in once as the points demonstration account:
 * converting points (checked beside the field, a failed request keeping the form, then booked once:
 * the points balance and the header's cash balance move without a reload); redeeming an item by
 * keyboard in its dialog (address required, then in process with the points held), the operator's
 * approval in the redeem history, the point details; the tabs by arrow keys; axe on every tab and the
 * dialog; then the manual rebate of real-mode spins claimed once (the header's balance and the bonus
 * details follow). On luckydraw, whose manifest has no points mall, the page says so and the server
 * refuses.
 */
import { expect, type Page } from '@playwright/test';
import type { MessageKey } from '../../engine/index';
import { memberText, type MemberTextKey } from '../../widgets/member-texts/useMemberText';
import { formatPoints, pointsText, type PointsTextKey } from '../../widgets/points-mall/usePointsText';
import { blockingViolations, expectedSite, logInWithPassword, originOf, skipAnnouncementPopup, test } from './portal';

test.describe.configure({ timeout: 240_000 });

/** The points demonstration account (server/seed/demoAccounts.ts, server/modules/points/points.ts POINTS_DEMO). */
const POINTS_DEMO = { account: 'points01', paymentPassword: '135790' } as const;

function textsOf(tenant: string) {
  const { site, text } = expectedSite(tenant);
  const language = site.languages.default;
  const fill = (s: string, params: Record<string, string | number>) => Object.entries(params).reduce((out, [k, v]) => out.replace(`{${k}}`, String(v)), s);
  return {
    language,
    t: (key: MessageKey, params: Record<string, string | number> = {}) => fill(text(language, key), params),
    p: (key: PointsTextKey, params: Record<string, string | number> = {}) => pointsText(language, key, params),
    m: (key: MemberTextKey, params: Record<string, string | number> = {}) => memberText(language, key, params),
  };
}

async function signIn(page: Page, tenant: string): Promise<void> {
  await skipAnnouncementPopup(page, tenant);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${originOf(tenant)}/`);
  await logInWithPassword(page, tenant, POINTS_DEMO.account, 'Points2024');
  // Sign-in hashes the password at full cost: slow on a busy machine.
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
}

/** The header's cash balance in cents (Portuguese on lusa: '1.000,00'). */
async function headerCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').locator('.app-header__amount').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test('lusa: convert points and see both balances, redeem an item by keyboard and see its history and approval, tabs, axe; claim the manual rebate once', async ({ page }) => {
  const tenant = 'lusa';
  const { language, t, p } = textsOf(tenant);
  const pts = (n: number) => formatPoints(String(n), language);
  await signIn(page, tenant);
  await page.goto(`${originOf(tenant)}/pointMall`);
  const mall = page.getByTestId('points-mall');
  const figure = mall.getByTestId('points-balance-figure');
  await expect(figure).toHaveText(p('balance.points', { points: pts(20_000) }));
  await expect(mall.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
  expect(await blockingViolations(page, '[data-testid="points-mall"]'), 'redeem tab').toEqual([]);
  const cashBefore = await headerCents(page);

  // Converting: checked beside the field before sending.
  const convert = mall.getByTestId('points-convert');
  const points = convert.getByLabel(p('convert.points'));
  const password = convert.getByLabel(p('password.label'));
  await points.fill('550');
  await password.fill(POINTS_DEMO.paymentPassword);
  await convert.getByRole('button', { name: p('convert.submit') }).click();
  await expect(convert.getByRole('alert').filter({ hasText: p('convert.step', { step: pts(100) }) })).toBeVisible();
  // A failed request keeps what was typed and shows the catalogue's message.
  await points.fill('1000');
  await page.route('**/wps/relay/passwordCheck/MCS2_convertPoint', (route) => route.abort('connectionfailed'), { times: 1 });
  await convert.getByRole('button', { name: p('convert.submit') }).click();
  await expect(convert.getByRole('alert').filter({ hasText: t('error.networkAbnormal') })).toBeVisible();
  await expect(points).toHaveValue('1000');
  await expect(password).toHaveValue(POINTS_DEMO.paymentPassword);
  // The retry converts once (the same idempotency key): 1,000 points for 10.00, both balances move.
  await convert.getByRole('button', { name: p('convert.submit') }).click();
  await expect(convert.getByTestId('convert-done')).toContainText(pts(1000));
  await expect(figure).toHaveText(p('balance.points', { points: pts(19_000) }));
  await expect.poll(() => headerCents(page)).toBe(cashBefore + 1000);
  await expect(points).toHaveValue('');

  // Redeeming an item, by keyboard: its dialog asks for the address, then holds the points.
  const shirt = mall.getByRole('button', { name: p('reward.redeemName', { name: language === 'pt' ? 'Camiseta oficial' : 'Official T-shirt' }) });
  await shirt.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('redeem-dialog');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  expect(await blockingViolations(page, '[data-testid="redeem-dialog"]'), 'redeem dialog').toEqual([]);
  await dialog.getByLabel(p('password.label')).focus();
  await page.keyboard.type(POINTS_DEMO.paymentPassword);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert').filter({ hasText: p('redeem.addressRequired') })).toBeVisible();
  await dialog.getByLabel(p('redeem.address')).focus();
  await page.keyboard.type('Rua das Flores 10, São Paulo');
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  await dialog.getByRole('button', { name: p('redeem.submit') }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const done = mall.getByTestId('redeem-done');
  const reference = /P\d+/.exec((await done.textContent()) ?? '')?.[0];
  expect(reference).toBeDefined();
  await expect(figure).toHaveText(p('balance.points', { points: pts(17_500) }));
  await expect(mall.getByTestId('points-balance')).toContainText(p('balance.held', { points: pts(1500) }));

  // The tabs by arrow keys: the redeem history shows it in process, with the SPEC's columns.
  const tabs = mall.getByRole('tablist', { name: p('tabs.label') });
  await tabs.getByRole('tab', { name: p('tab.redeem') }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: p('tab.redeemHistory') })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: p('tab.redeemHistory') })).toHaveAttribute('aria-selected', 'true');
  const history = mall.getByTestId('redeem-history');
  const row = history.locator(`[data-row="${reference}"]`);
  await expect(row).toContainText(p('status.process'));
  await expect(row).toContainText('Rua das Flores 10, São Paulo');
  for (const column of ['reference', 'applyTime', 'type', 'name', 'quantity', 'points', 'amount', 'status', 'remark', 'address'] as const) {
    await expect(history.getByRole('columnheader', { name: p(`col.${column}`), exact: true })).toBeVisible();
  }
  expect(await blockingViolations(page, '[data-testid="points-mall"]'), 'redeem history').toEqual([]);

  // The operator approves it (the development twin of `npm run server:redeem`): the history says so.
  const approved = await page.evaluate(async (id) => {
    const response = await fetch('/dev/points/redeem', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, decision: 'approve', remark: 'Enviado' }) });
    return { status: response.status, body: await response.text() };
  }, reference);
  expect(approved.status, approved.body).toBe(200);
  await page.reload();
  await tabs.getByRole('tab', { name: p('tab.redeemHistory') }).click();
  await expect(row).toContainText(p('status.approved'));
  await expect(row).toContainText('Enviado');

  // Point details: the redemption and the conversion, newest first.
  await page.keyboard.press('ArrowRight');
  await tabs.getByRole('tab', { name: p('tab.pointDetails') }).click();
  const details = mall.getByTestId('point-details');
  await expect(details.getByRole('row').nth(1)).toContainText(p('kind.redeemHold'));
  await expect(details.getByRole('row').nth(1)).toContainText(`-${pts(1500)}`);
  await expect(details.getByRole('row').nth(2)).toContainText(p('kind.converted'));
  expect(await blockingViolations(page, '[data-testid="points-mall"]'), 'point details').toEqual([]);

  // Rules and exchange rates carry the tenant's figures.
  await tabs.getByRole('tab', { name: p('tab.rules') }).click();
  await expect(mall.getByTestId('points-rules')).toContainText(p('rules.expire'));
  await tabs.getByRole('tab', { name: p('tab.exchangeRates') }).click();
  await expect(mall.getByTestId('points-rates')).toContainText(t('gameType.RNG'));
  await expect(mall.getByTestId('points-convert-rate')).toContainText(pts(100));
  expect(await blockingViolations(page, '[data-testid="points-mall"]'), 'exchange rates').toEqual([]);

  // Manual rebate: five real-mode spins of 10.00 on the game page (0.80 % on slots: 0.40), then one claim.
  const { m } = textsOf(tenant);
  const spun = await page.evaluate(async (code) => {
    const headers = { authorization: `Bearer ${window.sessionStorage.getItem(`wl:${code}:token`)}` };
    const games = await (await fetch('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1', { headers })).json() as { value: { games: { nodeId: string }[] } };
    const nodeId = games.value.games[0]!.nodeId;
    const launch = await (await fetch(`/wps/game/launchGame?nodeId=${nodeId}`, { headers })).json() as { value: { url: string } };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const html = await (await fetch(launch.value.url)).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const form = doc.querySelector<HTMLFormElement>('form.spin')!;
      const body = new URLSearchParams();
      for (const input of form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')) body.set(input.name, input.value);
      body.set('stake', '1000');
      statuses.push((await fetch(form.getAttribute('action')!, { method: 'POST', body, redirect: 'manual' })).status);
    }
    return statuses;
  }, tenant);
  expect(spun.every((status) => status === 0 || status === 303), String(spun)).toBe(true);
  await page.goto(`${originOf(tenant)}/member?page=manualRebate`);
  const rebate = page.getByTestId('member-rebate');
  await expect(rebate.getByTestId('rebate-amount')).toHaveText(`R$ ${language === 'pt' ? '0,40' : '0.40'}`);
  const cashBeforeRebate = await headerCents(page);
  expect(await blockingViolations(page, '.member-centre'), 'manual rebate').toEqual([]);
  // A double click claims once.
  await rebate.getByRole('button', { name: m('rebate.claim') }).dblclick();
  await expect(rebate.getByTestId('rebate-done')).toContainText(language === 'pt' ? '0,40' : '0.40');
  await expect.poll(() => headerCents(page)).toBe(cashBeforeRebate + 40);
  await expect(rebate.getByRole('button', { name: m('rebate.claim') })).toBeDisabled();
  await page.reload();
  await expect(rebate.getByTestId('rebate-claimed')).toBeVisible();
  await expect(rebate.getByTestId('rebate-history').locator('[data-claim]')).toHaveCount(1);
  expect(await headerCents(page)).toBe(cashBeforeRebate + 40);
  await page.goto(`${originOf(tenant)}/member?page=bonusDetails`);
  await expect(page.getByRole('table', { name: m('records.bonuses') })).toContainText(m('bonus.rebate'));
});

test('luckydraw (no points mall): the page says so and the server refuses points calls', async ({ page }) => {
  const tenant = 'luckydraw';
  const { p } = textsOf(tenant);
  await signIn(page, tenant);
  await page.goto(`${originOf(tenant)}/pointMall`);
  await expect(page.getByTestId('points-mall-off')).toHaveText(p('mall.off'));
  const status = await page.evaluate(async (code) => {
    const token = window.sessionStorage.getItem(`wl:${code}:token`);
    const response = await fetch('/wps/relay/MCS2_getPointBalance', { headers: { authorization: `Bearer ${token}` } });
    return response.status;
  }, tenant);
  expect(status).toBe(403);
});
