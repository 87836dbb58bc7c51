/**
 * The agent centre end to end on every agent-enabled tenant (agent policy on), against the reference
 * server's seeded network and ledger: the clock ticks in the tenant's GMT offset; an agent offers a
 * contract, the downline accepts it in the contract popup (keyboard: focus inside, Escape), the
 * period is settled through the development clock and shows with its CSV export; a transfer to a
 * downline with the payment password moves both balances; axe on the agent pages.
 */
import { readFileSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import { agentText, formatInOffset, gmtLabel, type AgentTextKey } from '../../widgets/agent-texts/useAgentText';
import { memberText, type MemberTextKey } from '../../widgets/member-texts/useMemberText';
import { blockingViolations, ensurePaymentPassword, expectedSite, newContext, originOf, serverNow, signInAgent, tenantFolders, test, waitForPortal } from './portal';

test.describe.configure({ timeout: 240_000 });

const agentTenants = () => tenantFolders().filter((tenant) => expectedSite(tenant).site.switches.agentPolicy);

function textsOf(tenant: string) {
  const { site, text } = expectedSite(tenant);
  const language = site.languages.default;
  return {
    language,
    t: (key: Parameters<typeof text>[1]) => text(language, key),
    a: (key: AgentTextKey, params: Record<string, string | number> = {}) => agentText(language, key, params),
    m: (key: MemberTextKey) => memberText(language, key),
    // Portuguese tenants keep Brasília time, English ones UTC (server/modules/agents/settings.ts).
    offset: language === 'pt' ? -180 : 0,
  };
}

async function agentSignIn(browser: Browser, tenant: string, account: string): Promise<Page> {
  const page = await (await newContext(browser, { acceptDownloads: true })).newPage();
  await signInAgent(page, tenant, account);
  await expect(page.getByTestId('agent-centre')).toBeVisible({ timeout: 30_000 });
  return page;
}

for (const tenant of agentTenants()) {
  test(`${tenant}: the clock, a contract offered and accepted in the popup, its settlement and CSV, a transfer to a downline, axe`, async ({ browser }) => {
    const { t, a, m, offset } = textsOf(tenant);
    const page = await agentSignIn(browser, tenant, 'agent01');

    // The clock: the tenant's offset, the tenant's wall-clock time, ticking every second.
    const clock = page.getByTestId('agent-clock');
    await expect(clock).toContainText(gmtLabel(offset));
    const first = await page.getByTestId('agent-clock-time').textContent();
    expect(first).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
    // The server's instant (its clock starts at the tests' instant), read after the clock was.
    const now = await serverNow(page.context().request);
    const expectedMinute = formatInOffset(now, offset).slice(0, 16);
    expect([expectedMinute, formatInOffset(new Date(now.getTime() - 60_000), offset).slice(0, 16)]).toContain(first!.slice(0, 16));
    await expect(page.getByTestId('agent-clock-time')).not.toHaveText(first!, { timeout: 3000 });
    await expect(page.getByTestId('agent-nickname')).toContainText('Demo agent');

    // The team overview (the default page): the team size the server answered the page with: the
    // seeded network's ten downlines, and the one or two the registration e2e (agent-money.spec.ts,
    // under agent03) may have added in this run.
    const menu = page.getByRole('navigation', { name: a('centre.menu') });
    const overview = page.waitForResponse((response) => response.url().includes('/wps/v2/agent/overview'));
    await page.reload();
    const teamSize = ((await (await overview).json()) as { value: { teamSize: number } }).value.teamSize;
    expect([10, 11, 12]).toContain(teamSize);
    await expect(menu.locator('[aria-current="page"]')).toHaveText(t('agent.agentTeamOverview'));
    await expect(page.locator('[data-figure="team-size"] dd')).toHaveText(String(teamSize));
    await expect(page.getByTestId('agent-chart').locator('canvas')).toBeVisible();
    expect(await blockingViolations(page, '[data-testid="agent-centre"]')).toEqual([]);

    // An offer of a dividend contract to agent03 (a direct downline agent), 10 %.
    await menu.getByRole('link', { name: t('agent.agentDividendRecordCopy2') }).click();
    const offerForm = page.getByTestId('offer-form');
    await offerForm.getByTestId('offer-downline').selectOption({ label: 'agent03 (Agente Sul)' });
    await offerForm.getByTestId('offer-rate-0').fill('10');
    await offerForm.getByTestId('offer-send').click();
    await expect(offerForm.getByTestId('offer-done')).toHaveText(a('contract.sent', { name: 'agent03' }));
    expect(await blockingViolations(page, '[data-testid="agent-centre"]')).toEqual([]);

    // agent03 signs in: the popup shows the offer; Escape closes it; a new page load on a player page
    // (the popup is the shell's, on every page) brings it back; accept.
    const downline = await agentSignIn(browser, tenant, 'agent03');
    const dialog = downline.getByRole('dialog', { name: a('offer.title') });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText('agent01');
    await expect(dialog).toContainText('10 %');
    await downline.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await downline.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await downline.goto(`${originOf(tenant)}/`);
    await waitForPortal(downline);
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: a('offer.accept') }).click();
    await expect(dialog.getByTestId('contract-modal-done')).toContainText(a('offer.accepted'));
    await dialog.getByRole('button', { name: t('modal.close'), exact: true }).first().click();
    await expect(dialog).toBeHidden();

    // Eight days pass (time injected through the development route): the periods settle and show.
    const nextWeek = new Date((await serverNow(downline.context().request)).getTime() + 8 * 86_400_000).toISOString();
    const settled = await downline.evaluate(async (at) => {
      const response = await fetch('/dev/agents/settle', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ at }) });
      return { status: response.status, body: await response.text() };
    }, nextWeek);
    expect(settled.status, settled.body).toBe(200);
    await downline.goto(`${originOf(tenant)}/agentHome?page=agentDividendRecordCopy2`);
    const mine = downline.getByTestId('my-contract');
    await expect(mine).toContainText('agent01');
    const periods = downline.getByTestId('settlements-dividend');
    // A daily contract (the offer's first period type): every day from its acceptance to the injected time.
    await expect.poll(() => periods.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(8);
    const rows = await periods.locator('tbody tr').count();
    await expect(periods.getByTestId('revenue-check')).toBeVisible();
    const download = downline.waitForEvent('download');
    await periods.getByTestId('settlements-export').click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    const lines = csv.trim().split(/\r\n/);
    expect(lines).toHaveLength(rows + 1);
    expect(lines[0]).toContain(a('revenue.commission'));
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT/);
    await downline.context().close();

    // A transfer to a downline: the payment password first (set through the API as the security
    // centre's dialog sends it; agent-envelope.spec.ts uses agent01's too), then 25.00 to player41.
    await ensurePaymentPassword(page, tenant, 'Agent2024', '135790');
    await page.goto(`${originOf(tenant)}/agentHome?page=downlineManagmentView`);
    const tree = page.getByTestId('agent-downlines');
    const row = tree.locator('tbody tr').filter({ hasText: 'player41' });
    const balanceBefore = await row.locator('td').nth(3).textContent();
    const availableBefore = await page.getByTestId('agent-available').textContent();
    const transfer = page.getByTestId('agent-transfer-form');
    await transfer.getByTestId('agent-transfer-to').selectOption({ label: 'player41 (Player 41)' });
    await transfer.getByLabel(m('amount.label')).fill('25');
    await transfer.getByLabel(a('transfer.password')).fill('135790');
    await transfer.getByRole('button', { name: a('transfer.submit') }).click();
    await expect(transfer.getByTestId('agent-transfer-done')).toContainText('player41', { timeout: 20_000 });
    const cents = (s: string | null) => Number((s ?? '').replace(/[^\d]/g, ''));
    await expect.poll(async () => cents(await row.locator('td').nth(3).textContent())).toBe(cents(balanceBefore) + 2500);
    await expect.poll(async () => cents(await page.getByTestId('agent-available').textContent())).toBe(cents(availableBefore) - 2500);
    expect(await blockingViolations(page, '[data-testid="agent-centre"]')).toEqual([]);
    await page.context().close();
  });
}
