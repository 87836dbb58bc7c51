/**
 * The red envelope end to end on redeprime (the tenant whose layout places it): agent01 sends 2.00 in
 * equal shares to player11 (direct) and player22 (indirect, under agent02), picked from its tree with
 * the search; a wrong payment password first keeps the amount, the split, the recipients and the
 * password as typed and shows the catalogue's message; the right one books it. player22 (read by no
 * other spec) claims its share in the reward centre by keyboard: its header balance rises by 1.00;
 * agent01's list then shows player22's share claimed and player11's open. Axe on both pages.
 * agent01's payment password is agent.spec.ts's (ensurePaymentPassword).
 */
import { expect } from '@playwright/test';
import { envelopeText, type EnvelopeTextKey } from '../../widgets/kit/envelope/useEnvelopeText';
import { blockingViolations, ensurePaymentPassword, expectedSite, logInWithPassword, newContext, originOf, signInAgent, skipAnnouncementPopup, test } from './portal';

test.describe.configure({ timeout: 240_000 });

const TENANT = 'redeprime';

test('redeprime: agent01 sends a red envelope to two downlines, a wrong password keeps the form, player22 claims by keyboard, the list follows; axe', async ({ page, browser }) => {
  const { site, text } = expectedSite(TENANT);
  const language = site.languages.default;
  const e = (key: EnvelopeTextKey, params: Record<string, string | number> = {}) => envelopeText(language, key, params);
  const cents = (s: string | null) => Number((s ?? '').replace(/[^\d]/g, ''));

  await signInAgent(page, TENANT, 'agent01');
  await expect(page.getByTestId('agent-clock')).toBeVisible({ timeout: 20_000 });
  await ensurePaymentPassword(page, TENANT, 'Agent2024', '135790');
  const centre = page.getByTestId('agent-centre');
  await centre.getByRole('link', { name: text(language, 'agent.agentRedEnvelope'), exact: true }).click();
  await expect(centre.getByRole('heading', { level: 1 })).toHaveText(text(language, 'agent.agentRedEnvelope'));
  const form = centre.getByTestId('envelope-send-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  const sentBefore = await centre.getByTestId('envelope-sent').locator(':scope > li').count();

  // The form: 2.00, equal shares, player11 and player22 found with the search, a wrong password.
  await form.getByLabel(e('send.amount')).fill('2');
  await form.getByRole('radio', { name: e('send.equal') }).check();
  const search = form.getByLabel(e('send.search'));
  for (const account of ['player11', 'player22']) {
    await search.fill(account);
    await expect(form.getByTestId('envelope-pick')).toHaveCount(1);
    await form.getByRole('checkbox', { name: new RegExp(`^${account}\\b`) }).check();
  }
  await search.fill('');
  await expect(form.getByText(e('send.chosen', { count: 2 }))).toBeVisible();
  const password = form.getByLabel(e('send.password'));
  await password.fill('000000');
  await form.getByRole('button', { name: e('send.submit') }).click();
  await expect(form.getByTestId('envelope-send-error')).toHaveText(text(language, 'error.wrongPaymentPassword'), { timeout: 20_000 });
  // What was typed stays.
  await expect(form.getByLabel(e('send.amount'))).toHaveValue('2');
  await expect(password).toHaveValue('000000');
  await expect(form.getByRole('checkbox', { name: /^player11\b/ })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: /^player22\b/ })).toBeChecked();
  await expect(form.getByRole('radio', { name: e('send.equal') })).toBeChecked();
  await expect(centre.getByTestId('envelope-sent').locator(':scope > li')).toHaveCount(sentBefore);

  await password.fill('135790');
  await form.getByRole('button', { name: e('send.submit') }).click();
  await expect(form.getByTestId('envelope-send-done')).toBeVisible({ timeout: 20_000 });
  await expect(form.getByTestId('envelope-send-error')).toHaveCount(0);
  const newest = centre.getByTestId('envelope-sent').locator(':scope > li').first();
  await expect(centre.getByTestId('envelope-sent').locator(':scope > li')).toHaveCount(sentBefore + 1);
  const stateOf = (account: string) => newest.locator('tbody tr').filter({ hasText: account }).locator('[data-state]');
  await expect(stateOf('player11')).toHaveAttribute('data-state', 'open');
  await expect(stateOf('player22')).toHaveAttribute('data-state', 'open');
  const envelopeId = await newest.getAttribute('data-envelope');
  expect(await blockingViolations(page, '[data-testid="agent-centre"]')).toEqual([]);

  // player22 claims its share in the reward centre by keyboard; the header's balance rises by 1.00.
  const player = await (await newContext(browser)).newPage();
  await skipAnnouncementPopup(player, TENANT);
  await player.emulateMedia({ reducedMotion: 'reduce' });
  await player.goto(`${originOf(TENANT)}/`);
  await logInWithPassword(player, TENANT, 'player22', 'Player2024');
  const balance = player.getByTestId('header-balance').locator('.app-header__amount');
  await expect(balance).toHaveText(/\d/, { timeout: 45_000 });
  await player.goto(`${originOf(TENANT)}/member?page=rewardCenter`);
  const card = player.locator(`[data-testid="envelope-received"] [data-envelope="${envelopeId}"]`);
  await expect(card).toHaveAttribute('data-state', 'open', { timeout: 20_000 });
  await expect(card).toContainText(e('received.from', { sender: 'Demo agent' }));
  const before = cents(await balance.textContent());
  const claim = card.getByRole('button', { name: new RegExp(e('received.claim')) });
  await claim.focus();
  await expect(claim).toBeFocused();
  await player.keyboard.press('Enter');
  await expect(player.getByTestId('envelope-note')).toBeVisible({ timeout: 20_000 });
  await expect(card).toHaveAttribute('data-state', 'claimed');
  await expect.poll(async () => cents(await balance.textContent()), { timeout: 20_000 }).toBe(before + 100);
  expect(await blockingViolations(player, '.member-centre')).toEqual([]);
  await player.context().close();

  // The sender's list: player22's share claimed, player11's still open.
  await page.reload();
  const item = centre.locator(`[data-testid="envelope-sent"] > li[data-envelope="${envelopeId}"]`);
  await expect(item.locator('tbody tr').filter({ hasText: 'player22' }).locator('[data-state]')).toHaveAttribute('data-state', 'claimed', { timeout: 20_000 });
  await expect(item.locator('tbody tr').filter({ hasText: 'player11' }).locator('[data-state]')).toHaveAttribute('data-state', 'open');
  await expect(item.locator('.envelope-sent__facts')).toContainText(new RegExp(`${e('sent.claimed', { amount: '' }).trim()}\\s*\\S+\\s*1[.,]00`));
  await page.context().close();
});
