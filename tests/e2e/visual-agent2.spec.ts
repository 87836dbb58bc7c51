/**
 * Visual snapshots of the agent centre's newer pages on one tenant (the same widgets on every agent
 * tenant): the announcements for agents in both themes and both languages, and a team record (the
 * downline transactions, with its period, downline and type filters) in both themes and both
 * languages. What changes from run to run (the clock, the ledger's amounts, dates and rows) is masked.
 * Deliberate changes: `npx playwright test tests/e2e/visual-agent2.spec.ts --update-snapshots`.
 */
import { expect } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { chooseLook, originOf, signInAgent, test } from './portal';

test.use({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 180_000 });

const TENANT = 'redeprime';

test('the agents\' announcements and the downline transactions in both themes and languages', async ({ page }) => {
  await signInAgent(page, TENANT, 'agent01');
  for (const theme of THEMES) {
    for (const lang of LANGUAGES) {
      await chooseLook(page, TENANT, theme, lang);
      const centre = page.getByTestId('agent-centre');
      const settle = async () => {
        await expect(centre.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.mouse.move(0, 0);
      };
      await page.goto(`${originOf(TENANT)}/agentHome?page=agentAnnouncement`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pt' ? /^pt/ : /^en/);
      await expect(centre.getByTestId('agent-notice')).toHaveCount(3);
      await settle();
      await expect(centre).toHaveScreenshot([TENANT, `agent-announcements-${theme}-${lang}.png`], { mask: [centre.getByTestId('agent-clock-time')] });

      await page.goto(`${originOf(TENANT)}/agentHome?page=agentDownlineTransactionDetailsCopy`);
      const records = centre.getByTestId('agent-records');
      await expect(records.locator('tbody tr')).toHaveCount(10);
      await settle();
      // The rows change with other specs' play and transfers: a fixed table layout keeps the columns
      // where the headers put them (set through the CSSOM, which the page's CSP allows).
      await records.locator('table').evaluate((table) => { table.style.tableLayout = 'fixed'; });
      await expect(centre).toHaveScreenshot([TENANT, `agent-downline-transactions-${theme}-${lang}.png`], {
        mask: [centre.getByTestId('agent-clock-time'), records.locator('tbody'), records.locator('tfoot'), records.getByTestId('records-count'), records.locator('.games-pagination')],
      });
    }
  }
});
