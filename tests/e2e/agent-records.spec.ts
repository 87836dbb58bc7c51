/**
 * The agent centre's records end to end on redeprime (the pages are the same on every agent tenant;
 * the tenant matrix covers the menus), against the reference server's seeded network and ledger:
 * team betting filtered by a downline with its CSV export of every page, profit and loss by downline
 * with one row's arithmetic, downline transactions filtered by type and paged, and the revenue
 * report's arithmetic checked on its rows as an agent would; the agents' announcements (sanitised
 * server HTML, disclosures by keyboard); axe on each page.
 */
import { readFileSync } from 'node:fs';
import { expect, type Locator } from '@playwright/test';
import { agentText, type AgentTextKey } from '../../widgets/agent-texts/useAgentText';
import { memberText, type MemberTextKey } from '../../widgets/member-texts/useMemberText';
import { blockingViolations, expectedSite, signInAgent, test } from './portal';

test.describe.configure({ timeout: 240_000 });

const TENANT = 'redeprime';
function textsOf() {
  const { site, text } = expectedSite(TENANT);
  const language = site.languages.default;
  return {
    t: (key: Parameters<typeof text>[1]) => text(language, key),
    a: (key: AgentTextKey) => agentText(language, key),
    m: (key: MemberTextKey) => memberText(language, key),
  };
}

/** 'R$ -1.234,56' or '-$1,234.56' -> -123456 (minor units). */
const cents = (text: string | null | undefined) => {
  const digits = (text ?? '').replace(/[^\d]/g, '');
  return (text ?? '').includes('-') || (text ?? '').includes('−') ? -Number(digits) : Number(digits);
};
const cell = (row: Locator, n: number) => row.locator('td').nth(n).textContent();

test('redeprime: team betting, profit and loss, downline transactions and the revenue report, with filters, pages, totals, CSV and axe', async ({ page }) => {
  const { t, a, m } = textsOf();
  await signInAgent(page, TENANT, 'agent01');
  const menu = page.getByRole('navigation', { name: a('centre.menu') });

  // Team betting: the whole team's rounds of the last 7 days, then player21's only; its CSV holds every page.
  await menu.getByRole('link', { name: t('agent.personalHistoryCopy') }).click();
  const records = page.getByTestId('agent-records');
  await expect(records.locator('tbody tr')).toHaveCount(10, { timeout: 20_000 });
  const accounts = await records.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(new Set(accounts).size).toBeGreaterThan(1);
  await records.getByTestId('records-downline').selectOption({ label: `player21 (${a('records.level').replace('{depth}', '2')})` });
  await expect.poll(async () => new Set(await records.locator('tbody tr td:nth-child(2)').allTextContents())).toEqual(new Set(['player21']));
  const weekCount = cents(await records.getByTestId('records-count').textContent());
  await records.getByRole('button', { name: m('records.30d') }).click();
  await expect.poll(async () => cents(await records.getByTestId('records-count').textContent())).toBeGreaterThan(weekCount);
  const count = cents(await records.getByTestId('records-count').textContent());
  expect(count).toBeGreaterThan(10);
  await expect(records.getByRole('navigation', { name: t('lobby.pages') })).toBeVisible();
  const download = page.waitForEvent('download');
  await records.getByRole('button', { name: m('records.export') }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8').trim().split(/\r\n/);
  expect(csv).toHaveLength(count + 1);
  expect(csv[0]).toContain(a('records.account'));
  expect(csv.slice(1).every((line) => line.split(',')[1] === 'player21')).toBe(true);
  // The totals row: the page's stake column is a part of the total, and the total's profit is win - stake.
  const totals = records.locator('tfoot tr');
  expect(cents(await cell(totals, 6))).toBe(cents(await cell(totals, 5)) - cents(await cell(totals, 4)));
  expect(await blockingViolations(page, '[data-testid="agent-centre"]')).toEqual([]);

  // Profit and loss by downline (30 days): each row's profit is win - stake, the house result stake - win - bonus.
  await menu.getByRole('link', { name: t('agent.palStatementsAgentCopy') }).click();
  const statements = page.getByTestId('agent-records');
  await expect(statements).toHaveAttribute('data-record', 'profitLoss');
  const row = statements.locator('tbody tr').filter({ hasText: 'player41' });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  const [stake, win, profit, bonus, house] = await Promise.all([2, 3, 4, 5, 8].map((n) => cell(row, n)));
  expect(cents(profit)).toBe(cents(win) - cents(stake));
  expect(cents(house)).toBe(cents(stake) - cents(win) - cents(bonus));
  expect(await blockingViolations(page, '[data-testid="agent-centre"]')).toEqual([]);

  // Downline transactions: bets only, every amount negative; the next page shows other rows.
  await menu.getByRole('link', { name: t('agent.agentDownlineTransactionDetailsCopy') }).click();
  const transactions = page.getByTestId('agent-records');
  await expect(transactions).toHaveAttribute('data-record', 'downlineTransactions');
  await expect(transactions.locator('tbody tr')).toHaveCount(10, { timeout: 20_000 });
  await transactions.getByTestId('records-type').selectOption('bet');
  await expect.poll(async () => new Set(await transactions.locator('tbody tr td:nth-child(3)').allTextContents())).toEqual(new Set([m('type.bet')]));
  for (const amount of await transactions.locator('tbody tr td:nth-child(5)').allTextContents()) expect(cents(amount)).toBeLessThan(0);
  const firstPage = await transactions.locator('tbody tr').first().textContent();
  await transactions.getByRole('navigation', { name: t('lobby.pages') }).getByRole('button', { name: t('lobby.next') }).click();
  await expect(transactions.locator('tbody tr').first()).not.toHaveText(firstPage!);
  expect(await blockingViolations(page, '[data-testid="agent-centre"]')).toEqual([]);

  // The revenue report, now in redeprime's menu: one settled period's arithmetic as the agent checks it.
  await menu.getByRole('link', { name: t('agent.agentRevenueReport') }).click();
  const report = page.getByTestId('settlements-dividend');
  await expect(report.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  // Every settled period's arithmetic, as the page breaks it down (the rate may be 0 where no tier was reached).
  const rows = await report.locator('tbody tr').all();
  let commission = '';
  for (const [i, line] of rows.slice(0, 12).entries()) {
    const [gross, bonusCost, fees, net, carryIn, base, rate, paid, carryOut] = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => cell(line, n)));
    if (i === 0) commission = paid ?? '';
    expect(cents(net)).toBe(cents(gross) - cents(bonusCost) - cents(fees));
    expect(cents(base)).toBe(cents(net) + cents(carryIn));
    const rateBp = Math.round(Number((rate ?? '').replace(/[^\d,.]/g, '').replace(',', '.')) * 100);
    if (cents(base) > 0) {
      expect(cents(paid)).toBe(Math.floor((cents(base) * rateBp) / 10_000));
      expect(cents(carryOut)).toBe(0);
    } else {
      expect(cents(paid)).toBe(0);
      expect(cents(carryOut)).toBe(cents(base));
    }
  }
  await expect(report.getByTestId('revenue-check')).toContainText(commission.trim());
  expect(await blockingViolations(page, '[data-testid="agent-centre"]')).toEqual([]);

  // Announcements for agents: newest first, the first open; the server's HTML sanitised (no handler
  // attribute survives); a title opens its notice from the keyboard.
  await menu.getByRole('link', { name: t('agent.agentAnnouncement') }).click();
  const notices = page.getByTestId('agent-notice');
  await expect(notices).toHaveCount(3, { timeout: 20_000 });
  await expect(notices.first().getByTestId('agent-notice-content')).toBeVisible();
  await expect(page.getByTestId('agent-announcements').locator('[onerror]')).toHaveCount(0);
  await expect(page.getByTestId('agent-announcements').locator('img')).toHaveCount(1);
  const last = notices.nth(2).getByRole('button');
  await expect(last).toHaveAttribute('aria-expanded', 'false');
  await last.focus();
  await page.keyboard.press('Enter');
  await expect(last).toHaveAttribute('aria-expanded', 'true');
  await expect(notices.nth(2).getByTestId('agent-notice-content')).toBeVisible();
  await expect(notices.first().getByTestId('agent-notice-content')).toBeHidden();
  expect(await blockingViolations(page, '[data-testid="agent-centre"]')).toEqual([]);
});
