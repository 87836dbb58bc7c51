/**
 * Visual snapshots of the agent's own money pages on one tenant (the same widgets on every agent
 * tenant): my income (totals by contract type, payouts by period) and user loss (per downline, with
 * its period, downline and order filters) in both themes and both languages; account details and the
 * referral link in the agent centre once each. What changes from run to run (the clock, the ledger's
 * amounts, dates and rows, the referral link's origin and QR code) is masked.
 * Deliberate changes: `npx playwright test tests/e2e/visual-income.spec.ts --update-snapshots`.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { chooseLook, originOf, signInAgent, test } from './portal';

test.use({ viewport: { width: 1280, height: 1100 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 240_000 });

const TENANT = 'redeprime';

async function settle(page: Page, centre: Locator): Promise<void> {
  await expect(centre.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.mouse.move(0, 0);
}

/** The ledger's rows change with other specs' play: a fixed table layout keeps the columns where the headers put them. */
async function fixTable(records: Locator): Promise<void> {
  await records.locator('table').evaluate((table) => { table.style.tableLayout = 'fixed'; });
}

/**
 * Keeps the first `rows` rows of the records table in the picture (all masked anyway), after checking
 * there are that many: how many there are depends on other specs' play and on the clock.
 */
async function keepRows(records: Locator, rows: number): Promise<void> {
  await expect(records.locator('tbody tr').nth(rows - 1)).toBeVisible();
  await records.locator('tbody tr').evaluateAll((all, keep) => all.forEach((row, i) => { if (i >= keep) (row as HTMLElement).style.display = 'none'; }), rows);
}

const recordMasks = (centre: Locator, records: Locator) => [
  centre.getByTestId('agent-clock-time'), records.locator('tbody'), records.locator('tfoot'), records.getByTestId('records-count'), records.locator('.games-pagination'),
];

test('my income and user loss in both themes and languages; account details and the referral link once', async ({ page }) => {
  await signInAgent(page, TENANT, 'agent01');
  const centre = page.getByTestId('agent-centre');
  const records = centre.getByTestId('agent-records');
  for (const theme of THEMES) {
    for (const lang of LANGUAGES) {
      await chooseLook(page, TENANT, theme, lang);
      await page.goto(`${originOf(TENANT)}/agentHome?page=agentMyIncome`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pt' ? /^pt/ : /^en/);
      await expect(records.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
      await settle(page, centre);
      await fixTable(records);
      // How many payouts fall in "last 30 days" moves with the day and hour of the run against the
      // seeded weekly periods (a run this evening had four where the picture had five), so the
      // picture keeps the first three rows.
      await keepRows(records, 3);
      await expect(centre).toHaveScreenshot([TENANT, `agent-income-${theme}-${lang}.png`], {
        mask: [...recordMasks(centre, records), records.locator('[data-testid="income-totals"] dd')],
      });

      await centre.locator('.agent-centre__entry[data-page="agentUserLoss"]').click();
      await expect(records).toHaveAttribute('data-record', 'userLoss');
      await expect(records.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
      await settle(page, centre);
      await fixTable(records);
      await expect(centre).toHaveScreenshot([TENANT, `agent-user-loss-${theme}-${lang}.png`], { mask: recordMasks(centre, records) });
    }
  }
  // The last look (light, English): account details and the referral page once.
  await centre.locator('.agent-centre__entry[data-page="agentAccountDetails"]').click();
  await expect(records).toHaveAttribute('data-record', 'accountDetails');
  await expect(records.getByTestId('account-balance')).toBeVisible({ timeout: 20_000 });
  await settle(page, centre);
  await fixTable(records);
  // Other specs book on agent01's wallet (envelopes, transfers, real-time salary), so the number of its
  // entries, and of their pages, depends on the order the specs ran in, and the seeded payouts' on the
  // clock (this spec alone this evening: the opening balance and three payouts): the picture keeps
  // the first two rows and leaves the pages out, all masked anyway.
  await keepRows(records, 2);
  await records.locator('.games-pagination').evaluateAll((bars) => bars.forEach((bar) => { (bar as HTMLElement).style.display = 'none'; }));
  await expect(centre).toHaveScreenshot([TENANT, 'agent-account-details.png'], { mask: [...recordMasks(centre, records), records.getByTestId('account-balance')] });

  await centre.locator('.agent-centre__entry[data-page="agentReferral"]').click();
  const referral = centre.getByTestId('member-rewards-referral');
  await expect(referral.getByTestId('referral-link')).toHaveValue(/referralCode=R/, { timeout: 20_000 });
  await expect(referral.locator('[data-qr-text]')).toBeVisible();
  await settle(page, centre);
  await expect(centre).toHaveScreenshot([TENANT, 'agent-referral.png'], {
    mask: [centre.getByTestId('agent-clock-time'), referral.getByTestId('referral-link'), referral.locator('[data-qr-text]'), referral.locator('.money-field__hint')],
  });
});
