/**
 * The member centre's money pages on every tenant, end to end against the reference server's ledger:
 * deposit (a double click books once), the operator's approval, the header balance following it
 * at once (pushed, neither refreshed nor reloaded); the payment password set in the security centre and a withdrawal held with it; a failed
 * request keeping the form; the operator paying the withdrawal and the member confirming receipt; a
 * transfer to a game wallet and back; a real-mode spin in the launched game, found in the betting
 * record and the profit page.
 */
import { expect, type Page } from '@playwright/test';
import type { MessageKey } from '../../engine/index';
import type { Language } from '../../schemas/domain';
import { memberText, type MemberTextKey } from '../../widgets/member-texts/useMemberText';
import { formatMinor } from '../../widgets/kit/money/wireAmounts';
import { minorOfMoney } from '../../widgets/kit/money/wireAmounts';
import { expectedSite, gameCards, lobbyPathOf, logInWithPassword, originOf, skipAnnouncementPopup, tenantFolders, test } from './portal';

test.describe.configure({ timeout: 180_000 });

function textsOf(tenant: string) {
  const { site, text } = expectedSite(tenant);
  const language: Language = site.languages.default;
  const fill = (s: string, params: Record<string, string | number>) => Object.entries(params).reduce((out, [k, v]) => out.replace(`{${k}}`, String(v)), s);
  return {
    language,
    t: (key: MessageKey, params: Record<string, string | number> = {}) => fill(text(language, key), params),
    m: (key: MemberTextKey, params: Record<string, string | number> = {}) => memberText(language, key, params),
  };
}

/** The header's balance in minor units (the amount after the currency symbol). */
async function headerBalance(page: Page, language: Language): Promise<number> {
  const text = (await page.getByTestId('header-balance').locator('.app-header__amount').textContent()) ?? '';
  const plain = language === 'pt' ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  const minor = minorOfMoney(plain.trim());
  expect(minor, `header balance "${text}"`).not.toBeNaN();
  return minor;
}

async function signedIn(page: Page, tenant: string): Promise<void> {
  await skipAnnouncementPopup(page, tenant);
  await page.goto(`${originOf(tenant)}/`);
  await logInWithPassword(page, tenant, 'demo', 'Demo2024');
  // Sign-in hashes the password at full cost: slow on a busy machine.
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
}

for (const tenant of tenantFolders()) {
  test(`${tenant}: deposit, approval, payment password, withdrawal and its receipt, a failed request, game wallet transfers, a real-mode spin in the records`, async ({ page }) => {
    const { language, t, m } = textsOf(tenant);
    const money = (minor: number) => formatMinor(minor, language);
    await signedIn(page, tenant);
    const start = await headerBalance(page, language);

    // The header's deposit button leads to the deposit page inside the member-centre frame.
    await page.getByRole('banner').getByRole('link', { name: t('header.deposit') }).click();
    await expect(page).toHaveURL(/\/member\?page=depositv2$/);
    const centre = page.getByRole('navigation', { name: m('centre.menu') });
    await expect(centre.locator('[aria-current="page"]')).toHaveText(t('member.depositv2'));
    const deposit = page.getByTestId('member-deposit');
    await expect(deposit.getByTestId('deposit-list').or(deposit.getByRole('status').filter({ hasText: t('widget.empty') }))).toBeVisible();
    const pendingBefore = await deposit.locator('[data-status="pending"]').count();

    // A double click books once.
    await deposit.getByRole('textbox', { name: m('amount.label') }).fill('25');
    await deposit.getByRole('button', { name: m('deposit.submit') }).dblclick();
    const done = deposit.getByTestId('deposit-done');
    await expect(done).toContainText(money(2500));
    const reference = /D\d+/.exec((await done.textContent()) ?? '')?.[0];
    expect(reference).toBeDefined();
    await expect(deposit.locator('[data-status="pending"]')).toHaveCount(pendingBefore + 1);
    await expect(page.getByTestId('summary-pending-deposits')).toContainText(money(2500));

    // The operator approves it (the development twin of `npm run server:deposit`; the demo approval
    // may be first, which tells the member the same way): the header's balance follows at once, pushed
    // with the platform message, without the refresh button or a reload.
    const approved = await page.evaluate(async (id) => {
      const response = await fetch('/dev/wallet/deposit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, decision: 'approve' }) });
      return { status: response.status, body: await response.text() };
    }, reference);
    expect(approved.status, approved.body).toBe(200);
    await expect.poll(() => headerBalance(page, language), { timeout: 15_000 }).toBe(start + 2500);

    // The payment password, set in the security centre's dialog (keyboard only).
    await centre.getByRole('link', { name: t('member.securityCenter') }).click();
    await expect(page.getByTestId('payment-password-state')).toHaveText(m('security.paymentNotSet'));
    await page.getByRole('button', { name: m('security.setPayment') }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: m('security.setPayment') });
    await expect(dialog.getByLabel(m('security.loginForSet'))).toBeFocused();
    await page.keyboard.type('Demo2024');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123456');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('payment-password-state')).toHaveText(m('security.paymentSet'));

    // A withdrawal whose request fails keeps the form as typed, with the catalogue's message (the
    // server's minimum, 50, is checked beside the field first).
    await centre.getByRole('link', { name: t('member.withdraw') }).click();
    const withdraw = page.getByTestId('member-withdraw');
    const amount = withdraw.getByRole('textbox', { name: m('amount.label') });
    await amount.fill('10');
    await withdraw.getByLabel(m('withdraw.password')).fill('123456');
    await withdraw.getByRole('button', { name: m('withdraw.submit') }).click();
    await expect(withdraw.getByRole('alert').filter({ hasText: m('amount.belowMin', { min: money(5000) }) })).toBeVisible();
    const typed = language === 'pt' ? '60,50' : '60.50';
    await amount.fill(typed);
    await withdraw.getByLabel(m('withdraw.password')).fill('123456');
    await page.route('**/wps/v2/wallets/withdraw', (route) => route.abort('connectionfailed'), { times: 1 });
    await withdraw.getByRole('button', { name: m('withdraw.submit') }).click();
    await expect(withdraw.getByTestId('withdraw-error')).toHaveText(t('error.networkAbnormal'));
    await expect(amount).toHaveValue(typed);
    await expect(withdraw.getByLabel(m('withdraw.password'))).toHaveValue('123456');
    const beforeWithdraw = await headerBalance(page, language);
    expect(beforeWithdraw).toBe(start + 2500);

    // The retry books the hold; the header balance drops without a reload.
    await withdraw.getByRole('button', { name: m('withdraw.submit') }).click();
    await expect(withdraw.getByTestId('withdraw-done')).toContainText(money(6050));
    const withdrawalId = /W\d+/.exec((await withdraw.getByTestId('withdraw-done').textContent()) ?? '')?.[0];
    expect(withdrawalId).toBeDefined();
    await expect.poll(() => headerBalance(page, language)).toBe(beforeWithdraw - 6050);
    await expect(withdraw.getByTestId('withdraw-list').locator('[data-status="pending"]').first()).toBeVisible();

    // A wrong payment password is refused beside the form, which keeps the amount.
    await amount.fill('50');
    await withdraw.getByLabel(m('withdraw.password')).fill('654321');
    await withdraw.getByRole('button', { name: m('withdraw.submit') }).click();
    await expect(withdraw.getByTestId('withdraw-error')).toHaveText(t('error.wrongPaymentPassword'));
    await expect(amount).toHaveValue('50');

    // The operator pays it (the development twin of `npm run server:withdrawal`): the page asks
    // whether the money arrived, and 'received' records the member's answer.
    const paid = await page.evaluate(async (id) => {
      const response = await fetch('/dev/wallet/withdrawal', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, decision: 'pay' }) });
      return { status: response.status, body: await response.text() };
    }, withdrawalId);
    expect(paid.status, paid.body).toBe(200);
    await page.reload();
    const awaiting = page.getByTestId('withdraw-confirm').locator(`[data-withdrawal="${withdrawalId}"]`);
    await expect(awaiting).toContainText(m('withdraw.confirmTitle', { amount: money(6050) }), { timeout: 30_000 });
    await awaiting.getByRole('button', { name: m('withdraw.received'), exact: true }).click();
    await expect(awaiting).toHaveCount(0);
    const answered = page.getByTestId('withdraw-list').locator(`[data-withdrawal="${withdrawalId}"]`);
    await expect(answered).toContainText(m('status.paid'));
    await expect(answered).toContainText(m('status.received'));
    expect(await headerBalance(page, language)).toBe(beforeWithdraw - 6050);

    // To a game wallet and back: the main wallet and the game wallet move, the header follows.
    await centre.getByRole('link', { name: t('member.transferFund') }).click();
    const transfer = page.getByTestId('member-transfer-fund');
    const wallets = transfer.getByTestId('wallet-list');
    await expect(wallets).toBeVisible();
    const firstWallet = wallets.locator('[data-wallet]:not([data-wallet="main"])').first();
    const vendor = await firstWallet.getAttribute('data-wallet');
    const main = beforeWithdraw - 6050;
    await transfer.getByRole('textbox', { name: m('amount.label') }).fill('5');
    await transfer.getByRole('button', { name: m('transfer.submit') }).dblclick();
    await expect(transfer.getByTestId('transfer-done')).toContainText(money(500));
    await expect(wallets.locator(`[data-wallet="${vendor}"]`)).toContainText(money(500));
    await expect.poll(() => headerBalance(page, language)).toBe(main - 500);
    await transfer.getByRole('radio', { name: m('transfer.main') }).check();
    await transfer.getByRole('textbox', { name: m('amount.label') }).fill('5');
    await transfer.getByRole('button', { name: m('transfer.submit') }).click();
    await expect(wallets.locator(`[data-wallet="${vendor}"]`)).toContainText(money(0));
    await expect.poll(() => headerBalance(page, language)).toBe(main);

    // The transaction history has every booking of the session, newest first.
    await centre.getByRole('link', { name: t('member.transactionHistory') }).click();
    const table = page.getByRole('table', { name: m('records.transactions') });
    await expect(table.getByRole('row').nth(1)).toContainText(m('type.transferFromGame'));
    for (const type of ['deposit', 'withdrawal', 'transferToGame'] as const) await expect(table).toContainText(m(`type.${type}`));

    // A real-mode spin in the launched game books its stake and win: the betting record and the
    // profit page show it, and the header balance follows.
    await centre.getByRole('link', { name: t('member.personalProfit') }).click();
    const betsCount = page.getByTestId('profit-summary').locator('dd').nth(1);
    await expect(betsCount).toHaveText(/^\d+$/);
    const countBefore = Number(await betsCount.textContent());
    const beforeSpin = await headerBalance(page, language);
    await page.goto(`${originOf(tenant)}${lobbyPathOf(tenant)}`);
    const game = gameCards(page.locator('.game-centre')).first();
    const gameName = ((await game.locator('.game-card__name').textContent()) ?? '').trim();
    await game.getByRole('button', { name: t('lobby.playGame', { name: gameName }) }).click();
    const popup = page.getByRole('dialog', { name: new RegExp(gameName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    const gamePage = popup.locator('iframe').contentFrame();
    await gamePage.getByRole('button', { name: language === 'pt' ? 'Girar' : 'Spin' }).click({ timeout: 30_000 });
    const last = gamePage.locator('p.last');
    await expect(last).toBeVisible({ timeout: 20_000 });
    const [stake, win] = [...((await last.textContent()) ?? '').matchAll(/(\d+\.\d{2})/g)].map((match) => minorOfMoney(match[1]!));
    expect(stake).toBeGreaterThan(0);
    // Focus is in the game's frame, whose keys stay there: the dialog's close button.
    await popup.getByRole('button', { name: t('modal.close') }).click();
    await expect(popup).toBeHidden();
    await expect(async () => {
      await page.getByRole('banner').getByRole('button', { name: t('header.refreshBalance') }).click();
      expect(await headerBalance(page, language)).toBe(beforeSpin - stake! + win!);
    }).toPass({ timeout: 20_000, intervals: [1000] });
    await page.goto(`${originOf(tenant)}/member?page=personalHistoryCopy`);
    const bets = page.getByRole('table', { name: m('records.bets') });
    await expect(bets.getByRole('row').nth(1)).toContainText(gameName);
    await expect(bets.getByRole('row').nth(1)).toContainText(money(stake!));
    await page.goto(`${originOf(tenant)}/member?page=personalProfit`);
    await expect(page.getByTestId('profit-summary').locator('dd').nth(1)).toHaveText(String(countBefore + 1));
  });
}
