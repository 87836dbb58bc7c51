/**
 * Visual snapshots of the agent centre (the frame with its clock and menu, the downline tree, and the
 * contract offer popup) in both themes and both languages, on one tenant (the same widgets on every
 * tenant; the tenant matrix covers what differs). agent02's branch of the seeded network is
 * pictured; what changes from run to run (the clock, balances, last logins, the chart) is masked.
 * Deliberate changes: `npx playwright test tests/e2e/visual-agent.spec.ts --update-snapshots`.
 */
import { expect, type Page } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { chooseLook, newContext, originOf, signInAgent, test } from './portal';

test.use({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 150_000 });

const TENANT = 'redeprime';

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
