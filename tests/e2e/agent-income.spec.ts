/**
 * The agent's own money pages and its referral link end to end on redeprime (the pages are the same
 * on every agent tenant; the tenant matrix covers the menus, and the server tests the refusals and the
 * ledger's arithmetic), against the reference server's seeded network and ledger: my income's total
 * is the server's answer and its CSV holds every payout; user loss sorted by loss, re-sorted by
 * account, with each row's arithmetic; account details' newest balance-after is the wallet's
 * balance; the referral link with its QR code inside the agent centre; axe on each page. Nothing here
 * registers or moves money, so other specs' counts of agent01's team and balances stay as seeded.
 */
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { agentText, type AgentTextKey } from '../../widgets/agent-texts/useAgentText';
import { MEMBER_TEXTS, memberText, type MemberTextKey } from '../../widgets/member-texts/useMemberText';
import { blockingViolations, expectedSite, originOf, signInAgent, test } from './portal';

test.describe.configure({ timeout: 240_000 });

const TENANT = 'redeprime';
function textsOf() {
  const { site, text } = expectedSite(TENANT);
  const language = site.languages.default;
  return {
    t: (key: Parameters<typeof text>[1]) => text(language, key),
    a: (key: AgentTextKey, params: Record<string, string | number> = {}) => agentText(language, key, params),
    m: (key: MemberTextKey) => memberText(language, key),
  };
}

/** 'R$ -1.234,56' or '-$1,234.56' -> -123456 (minor units). */
const cents = (text: string | null | undefined) => {
  const digits = (text ?? '').replace(/[^\d]/g, '');
  return (text ?? '').includes('-') || (text ?? '').includes('−') ? -Number(digits) : Number(digits);
};
const cell = (row: Locator, n: number) => row.locator('td').nth(n).textContent();

/** The JSON value of the next answer of a call (the page's own request, so the same range). */
async function answerOf<T>(page: Page, path: string, action: () => Promise<void>): Promise<T> {
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'GET');
  await action();
  return ((await (await response).json()) as { value: T }).value;
}

async function csvOf(page: Page, scope: Locator, label: string): Promise<string[]> {
  const download = page.waitForEvent('download');
  await scope.getByRole('button', { name: label }).click();
  return readFileSync((await (await download).path())!, 'utf8').trim().split(/\r\n/);
}

test('redeprime: my income, user loss, account details and the referral link in the agent centre, with figures from the server, CSV and axe', async ({ page }) => {
  const { t, a, m } = textsOf();
  await signInAgent(page, TENANT, 'agent01');
  const menu = page.getByRole('navigation', { name: a('centre.menu') });
  const centre = '[data-testid="agent-centre"]';

  // My income (30 days): the total shown is the server's total; the CSV holds every payout; a type filter narrows it.
  const income = await answerOf<{ total: number; totals: { amount: string; byType: { contractType: string }[] } }>(page, '/wps/v2/agent/income',
    () => menu.getByRole('link', { name: t('agent.agentMyIncome') }).click());
  const records = page.getByTestId('agent-records');
  await expect(records).toHaveAttribute('data-record', 'myIncome');
  expect(income.total).toBeGreaterThan(0);
  await expect.poll(async () => cents(await records.getByTestId('income-total').textContent())).toBe(cents(income.totals.amount));
  await expect(records.getByTestId('records-count')).toContainText(String(income.total));
  await expect(records.locator('tbody tr')).toHaveCount(Math.min(10, income.total));
  const incomeCsv = await csvOf(page, records, m('records.export'));
  expect(incomeCsv).toHaveLength(income.total + 1);
  expect(incomeCsv[0]).toContain(a('income.type'));
  // The CSV's amounts add up to the total.
  expect(incomeCsv.slice(1).reduce((acc, line) => acc + cents(line.split(',')[6]), 0)).toBe(cents(income.totals.amount));
  const dividends = await answerOf<{ total: number }>(page, '/wps/v2/agent/income', async () => { await records.getByTestId('records-type').selectOption('dividend'); });
  await expect(records.getByTestId('records-count')).toContainText(String(dividends.total));
  await expect.poll(async () => new Set(await records.locator('tbody tr td:nth-child(2)').allTextContents())).toEqual(new Set([a('type.dividend')]));
  expect(await blockingViolations(page, centre)).toEqual([]);

  // User loss (30 days): largest loss first, each row's loss = valid bet - win - bonus; by account on request; its CSV.
  const loss = await answerOf<{ total: number; list: { account: string }[] }>(page, '/wps/v2/agent/userLoss',
    () => menu.getByRole('link', { name: t('agent.agentUserLoss') }).click());
  await expect(records).toHaveAttribute('data-record', 'userLoss');
  expect(loss.total).toBeGreaterThan(1);
  await expect(records.locator('tbody tr')).toHaveCount(Math.min(10, loss.total));
  const lossCells = async () => (await records.locator('tbody tr td:nth-child(8)').allTextContents()).map(cents);
  const losses = await lossCells();
  expect(losses).toEqual([...losses].sort((x, y) => y - x));
  for (const row of await records.locator('tbody tr').all()) {
    const [validBet, win, bonus, net] = await Promise.all([4, 5, 6, 7].map((n) => cell(row, n)));
    expect(cents(net)).toBe(cents(validBet) - cents(win) - cents(bonus));
  }
  await expect(records.locator('tbody tr').first().locator('td').first()).toContainText(loss.list[0]!.account);
  // player41 is three levels down: an indirect downline, under agent04.
  await expect(records.locator('tbody tr').filter({ hasText: 'player41' }).locator('td').nth(1)).toHaveText(a('loss.indirect', { parent: 'agent04' }));
  await records.getByTestId('loss-sort').selectOption('account');
  await expect.poll(async () => {
    const accounts = (await records.locator('tbody tr td:first-child').allTextContents()).map((s) => s.split(' ')[0]!);
    return accounts.join() === [...accounts].sort((x, y) => x.localeCompare(y)).join() && accounts.join() !== '';
  }).toBe(true);
  const lossCsv = await csvOf(page, records, m('records.export'));
  expect(lossCsv).toHaveLength(loss.total + 1);
  expect(lossCsv[0]).toContain(a('loss.loss'));
  expect(await blockingViolations(page, centre)).toEqual([]);

  // Account details (7 days, then 30): the newest entry's balance-after is the wallet's balance the server has.
  const details = await answerOf<{ total: number; balance: string; list: { balanceAfter: string }[] }>(page, '/wps/v2/agent/accountDetails',
    () => menu.getByRole('link', { name: t('agent.agentAccountDetails') }).click());
  await expect(records).toHaveAttribute('data-record', 'accountDetails');
  const info = await page.evaluate(async (code) => {
    const token = window.sessionStorage.getItem(`wl:${code}:token`) ?? '';
    return ((await (await fetch('/wps/v2/agent/info', { headers: { token } })).json()) as { value: { balance: string } }).value;
  }, TENANT);
  expect(details.balance).toBe(info.balance);
  await expect.poll(async () => cents(await records.getByTestId('account-balance').textContent())).toBe(cents(info.balance));
  const month = await answerOf<{ total: number; list: { balanceAfter: string }[] }>(page, '/wps/v2/agent/accountDetails',
    () => records.getByRole('button', { name: m('records.30d') }).click());
  expect(month.total).toBeGreaterThan(0);
  expect(month.list[0]!.balanceAfter).toBe(info.balance);
  await expect.poll(async () => cents(await cell(records.locator('tbody tr').first(), 4))).toBe(cents(info.balance));
  // The running balance down the page: each balance-after is the next (older) one plus this amount.
  const rows = await records.locator('tbody tr').all();
  for (let i = 0; i < rows.length - 1; i += 1) {
    const [amount, after, before] = await Promise.all([cell(rows[i]!, 3), cell(rows[i]!, 4), cell(rows[i + 1]!, 4)]);
    expect(cents(after)).toBe(cents(before) + cents(amount));
  }
  expect(await blockingViolations(page, centre)).toEqual([]);

  // The referral link, placed in the agent centre: this site's registration with the agent's code, its QR code, who registered.
  await menu.getByRole('link', { name: t('agent.agentReferral') }).click();
  const referral = page.getByTestId('member-rewards-referral');
  const link = referral.getByTestId('referral-link');
  await expect(link).toHaveValue(new RegExp(`^${originOf(TENANT).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/register\\?referralCode=R[0-9A-Z]+$`), { timeout: 20_000 });
  await expect(referral.getByRole('img', { name: MEMBER_TEXTS[expectedSite(TENANT).site.languages.default]['referral.qr'] })).toHaveAttribute('data-qr-text', await link.inputValue());
  await expect(page.locator(`${centre} .agent-centre__entry[aria-current="page"]`)).toHaveText(t('agent.agentReferral'));
  expect(await blockingViolations(page, centre)).toEqual([]);
});
