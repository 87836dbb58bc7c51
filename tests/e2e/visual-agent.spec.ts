/**
 * Visual snapshots of the agent centre (the frame with its clock and menu, the downline tree, and the
 * contract offer popup) in both themes and both languages, on one tenant (the same widgets on every
 * tenant; the tenant matrix covers what differs). agent02's branch of the seeded network is
 * pictured; what changes from run to run (the clock, balances, last logins) is masked. The team
 * overview's chart is pictured unmasked, on fixed figures the test answers the page with.
 * Deliberate changes: `npx playwright test tests/e2e/visual-agent.spec.ts --update-snapshots`.
 */
import { expect, type Page } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { chooseLook, newContext, originOf, signInAgent, test } from './portal';

test.use({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 150_000 });

const TENANT = 'redeprime';

/** The team overview the chart is drawn from: six weekly periods with rising bets and a profit that dips below zero. */
const FIXED_OVERVIEW = {
  teamSize: 10,
  directCount: 4,
  periodStart: '2026-11-16T03:00:00.000Z',
  periodEnd: '2026-11-23T03:00:00.000Z',
  validBet: '5400.00', profitLoss: '-320.00', deposits: '2500.00', withdrawals: '900.00', activeMembers: 6,
  series: [
    ['2026-10-12', '1200.00', '150.00', 3], ['2026-10-19', '2600.00', '-420.00', 4], ['2026-10-26', '1900.00', '380.00', 5],
    ['2026-11-02', '3800.00', '90.00', 5], ['2026-11-09', '3100.00', '610.00', 6], ['2026-11-16', '5400.00', '-320.00', 6],
  ].map(([day, validBet, profitLoss, activeMembers]) => ({
    start: `${String(day)}T03:00:00.000Z`, validBet, profitLoss, deposits: '0.00', withdrawals: '0.00', activeMembers,
  })),
};

test('the team overview\'s chart, unmasked, on fixed figures in both themes and languages', async ({ page }) => {
  // The figures move with other specs' play: the page gets the same ones every run, in the server's
  // answer shape.
  await page.route('**/wps/v2/agent/overview*', (route) => route.fulfill({ json: { success: true, value: FIXED_OVERVIEW } }));
  await signInAgent(page, TENANT, 'agent02');
  for (const theme of THEMES) {
    for (const lang of LANGUAGES) {
      await chooseLook(page, TENANT, theme, lang);
      await page.goto(`${originOf(TENANT)}/agentHome?page=agentTeamOverview`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pt' ? /^pt/ : /^en/);
      const overview = page.getByTestId('agent-overview');
      const chart = overview.getByTestId('agent-chart');
      await expect(chart.locator('canvas')).toBeVisible();
      await expect(overview.locator('[data-figure="team-size"] dd')).toHaveText('10');
      // The plot lies inside the chart's box (without uPlot's stylesheet its layers stacked and the
      // canvas sat below the box, cut off by it).
      const [box, canvas] = await Promise.all([chart.boundingBox(), chart.locator('canvas').boundingBox()]);
      expect(canvas!.y).toBeGreaterThanOrEqual(box!.y);
      expect(canvas!.y + canvas!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.mouse.move(0, 0);
      await expect(overview).toHaveScreenshot([TENANT, `agent-overview-${theme}-${lang}.png`]);
    }
  }
});

test('the agent centre and the downline tree in both themes and languages', async ({ page }) => {
  await signInAgent(page, TENANT, 'agent02');
  for (const theme of THEMES) {
    for (const lang of LANGUAGES) {
      await chooseLook(page, TENANT, theme, lang);
      await page.goto(`${originOf(TENANT)}/agentHome?page=downlineManagmentView`);
      const centre = page.getByTestId('agent-centre');
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pt' ? /^pt/ : /^en/);
      await expect(centre.getByTestId('agent-downlines').locator('tbody tr')).toHaveCount(5);
      await expect(centre.getByTestId('agent-transfer-form').or(centre.getByTestId('agent-transfer').locator('.money-note'))).toBeVisible();
      await expect(centre.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.mouse.move(0, 0);
      // Balances change with other specs' transfers: a fixed table layout keeps the columns where the
      // headers put them (set through the CSSOM, which the page's CSP allows).
      await centre.getByTestId('agent-downlines').locator('table').evaluate((table) => { table.style.tableLayout = 'fixed'; });
      await expect(centre).toHaveScreenshot([TENANT, `agent-downlines-${theme}-${lang}.png`], {
        mask: [
          centre.getByTestId('agent-clock-time'),
          centre.locator('[data-testid="agent-downlines"] tbody td:nth-child(4)'),
          centre.locator('[data-testid="agent-downlines"] tbody td:nth-child(5)'),
          centre.getByTestId('agent-available'),
        ],
      });
    }
  }
});

test('the contract offer popup in both themes and languages', async ({ browser }) => {
  // agent02 offers its direct downline agent04 a dividend contract (5 %, under agent02's own rate);
  // agent04 signs in and the popup shows the offer. No other spec touches this pair.
  const signIn = async (account: string): Promise<Page> => {
    const page = await (await newContext(browser, { viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1, reducedMotion: 'reduce' })).newPage();
    await signInAgent(page, TENANT, account);
    return page;
  };
  const upline = await signIn('agent02');
  await upline.goto(`${originOf(TENANT)}/agentHome?page=agentDividendRecordCopy2`);
  const offerForm = upline.getByTestId('offer-form');
  await offerForm.getByTestId('offer-downline').selectOption({ label: 'agent04 (Agente Centro)' });
  await offerForm.getByTestId('offer-rate-0').fill('5');
  await offerForm.getByTestId('offer-send').click();
  await expect(offerForm.getByTestId('offer-done')).toBeVisible();
  const page = await signIn('agent04');
  for (const theme of THEMES) {
    for (const lang of LANGUAGES) {
      await chooseLook(page, TENANT, theme, lang);
      await page.goto(`${originOf(TENANT)}/agentHome`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pt' ? /^pt/ : /^en/);
      const dialog = page.getByTestId('contract-modal');
      await expect(dialog.getByTestId('contract-offer')).toBeVisible({ timeout: 20_000 });
      await expect(dialog).toContainText('5');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.mouse.move(0, 0);
      await expect(dialog).toHaveScreenshot([TENANT, `contract-offer-${theme}-${lang}.png`]);
    }
  }
});
