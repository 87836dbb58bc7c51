/**
 * The member centre's money pages inside the agent layout, end to end on redeprime (the same widgets
 * on every agent tenant): agent04 transfers to its upline agent02 with the payment password, and the
 * deposit, withdraw and messages pages show in the agent frame (agent04 -> agent02: no other spec
 * reads agent04's payment password or balance); customer service opens the tenant's
 * service link in a new tab; axe on the pages.
 */
import { expect } from '@playwright/test';
import { AGENT_TEXTS } from '../../widgets/agent-texts/useAgentText';
import { MEMBER_TEXTS } from '../../widgets/member-texts/useMemberText';
import { blockingViolations, closeContractOffer, ensurePaymentPassword, expectedSite, signInAgent, test } from './portal';

test.describe.configure({ timeout: 240_000 });

const TENANT = 'redeprime';
test('redeprime: transfer to the upline, deposit, withdraw, messages and customer service in the agent centre', async ({ page }) => {
  const { site, text } = expectedSite(TENANT);
  const language = site.languages.default;
  const t = (key: Parameters<typeof text>[1]) => text(language, key);
  const m = MEMBER_TEXTS[language];
  const a = AGENT_TEXTS[language];
  await signInAgent(page, TENANT, 'agent04');
  const centre = page.getByTestId('agent-centre');
  const menu = page.getByRole('navigation', { name: a['centre.menu'] });
  // The visual spec offers agent04 a contract: where it ran first, the offer's popup opens once; close it.
  await expect(page.getByTestId('agent-clock')).toBeVisible({ timeout: 20_000 });
  const offer = page.getByTestId('contract-modal');
  if (await offer.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(offer).toBeHidden();
  }

  // The payment password, through the API as the security centre's dialog sends it (encrypted);
  // visual-envelope.spec.ts uses agent04's too.
  await ensurePaymentPassword(page, TENANT, 'Agent2024', '864200');

  // Transfer to the upline: agent04's upline is agent02 (masked); 12.00 leaves agent04's balance.
  await menu.getByRole('link', { name: t('agent.agentTransferUpline') }).click();
  await expect(menu.locator('[aria-current="page"]')).toHaveText(t('agent.agentTransferUpline'));
  const upline = centre.getByTestId('member-transfer-upline');
  await expect(upline.getByLabel(m['amount.label'])).toBeVisible({ timeout: 20_000 });
  const cents = (s: string | null) => Number((s ?? '').replace(/[^\d]/g, ''));
  const available = () => upline.locator('.money-field__hint').first().textContent();
  const before = cents(await available());
  expect(before).toBeGreaterThan(1200);
  await upline.getByLabel(m['amount.label']).fill('12');
  await upline.getByLabel(m['withdraw.password']).fill('864200');
  await upline.getByRole('button', { name: m['transfer.submit'] }).click();
  await expect(upline).toContainText(m['upline.done'].split('{')[0]!, { timeout: 20_000 });
  await expect.poll(async () => cents(await available())).toBe(before - 1200);
  expect(await blockingViolations(page, '[data-testid="agent-centre"]')).toEqual([]);

  // Deposit, withdraw and messages: the member centre's widgets in the agent frame.
  for (const [id, testId] of [['agentDeposit', 'member-deposit'], ['agentWithdraw', 'member-withdraw'], ['agentMessages', 'member-messages']] as const) {
    await menu.getByRole('link', { name: t(`agent.${id}`) }).click();
    await expect(menu.locator('[aria-current="page"]')).toHaveText(t(`agent.${id}`));
    await expect(centre.getByTestId(testId)).toBeVisible({ timeout: 20_000 });
    await expect(centre.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await expect(centre.getByRole('heading', { level: 1 })).toHaveText(t(`agent.${id}`));
    expect(await blockingViolations(page, '[data-testid="agent-centre"]')).toEqual([]);
  }
  await expect(centre.getByTestId('member-withdraw')).toHaveCount(0);

  // Customer service: the tenant's service link, in a new tab.
  const service = menu.getByRole('link', { name: t('agent.agentCustomerService') });
  await expect(service).toHaveAttribute('href', site.status.customerServiceUrl!);
  await expect(service).toHaveAttribute('target', '_blank');
});

// On the agent-enabled tenant, as agent03: no spec pictures or counts agent03's own tree (agent.spec.ts
// reads agent01's team size from the server, which counts these two).
test('redeprime: an agent registers a downline member and a downline agent with the tenant\'s rules, and sees them in the tree', async ({ page }) => {
  const tenant = 'redeprime';
  const { site, text } = expectedSite(tenant);
  const language = site.languages.default;
  const t = (key: Parameters<typeof text>[1]) => text(language, key);
  const a = (key: keyof (typeof AGENT_TEXTS)['en'], account = '') => AGENT_TEXTS[language][key].replace('{account}', account);
  await signInAgent(page, tenant, 'agent03');
  // agent.spec.ts offers agent03 a contract: while it is open, its popup opens on every page load.
  await expect(page.getByTestId('agent-clock')).toBeVisible({ timeout: 20_000 });
  await closeContractOffer(page, tenant);
  const menu = page.getByRole('navigation', { name: a('centre.menu') });
  await menu.getByRole('link', { name: t('agent.registerCenter') }).click();
  const register = page.getByTestId('agent-register-form');
  const suffix = Date.now().toString(36).slice(-6);
  const member = `m${suffix}`;
  const agent = `a${suffix}`;

  // Passwords that differ: refused here, what was typed kept. A username against the rules: the server's reason, the field marked.
  await register.getByTestId('register-username').fill('ab');
  await register.getByTestId('register-password').fill('Zq8!kLm2');
  await register.getByTestId('register-confirmPassword').fill('Zq8!kLm3');
  await register.getByRole('button', { name: a('register.submit') }).click();
  await expect(register).toContainText(a('register.mismatch'));
  await expect(register.getByTestId('register-confirmPassword')).toHaveAttribute('aria-invalid', 'true');
  await register.getByTestId('register-confirmPassword').fill('Zq8!kLm2');
  await register.getByRole('button', { name: a('register.submit') }).click();
  await expect(register.getByTestId('register-username')).toHaveAttribute('aria-invalid', 'true', { timeout: 20_000 });
  await expect(register.getByTestId('register-username')).toHaveValue('ab');
  await expect(register.locator('.money-note')).toContainText(t('error.invalidRequest'));

  await register.getByTestId('register-username').fill(member);
  await register.getByRole('button', { name: a('register.submit') }).click();
  await expect(register.getByTestId('agent-register-done')).toHaveText(a('register.doneMember', member), { timeout: 20_000 });
  await expect(register.getByTestId('register-username')).toHaveValue('');
  await register.getByTestId('register-kind-agent').check();
  await register.getByTestId('register-username').fill(agent);
  await register.getByTestId('register-password').fill('Zq8!kLm2');
  await register.getByTestId('register-confirmPassword').fill('Zq8!kLm2');
  await register.getByRole('button', { name: a('register.submit') }).click();
  await expect(register.getByTestId('agent-register-done')).toHaveText(a('register.doneAgent', agent), { timeout: 20_000 });
  expect(await blockingViolations(page, '[data-testid="agent-centre"]')).toEqual([]);

  await menu.getByRole('link', { name: t('agent.downlineManagmentView') }).click();
  const tree = page.getByTestId('agent-downlines');
  await expect(tree.locator('tbody tr').filter({ hasText: member })).toContainText(a('downlines.member'));
  await expect(tree.locator('tbody tr').filter({ hasText: agent })).toContainText(a('downlines.agent'));
});
