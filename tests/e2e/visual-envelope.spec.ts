/**
 * Visual snapshots of the agent centre's red envelope page on redeprime (the tenant whose layout
 * places it), in both themes and both languages: the send form with an amount typed and a recipient
 * found with the search, the list of sent envelopes with each share's state, and the (empty) list of
 * the agent's own envelopes. agent04 sends (its payment password is agent-money.spec.ts's; no other
 * spec sends an envelope from agent04 or claims one of player41 and player42, and agent02's pictures
 * elsewhere need its payment password unset): one envelope of 0.10 in equal shares is sent once
 * through the page, then each look is one page load. What changes from run to run (the clock, the balance, the dates) is masked.
 * Deliberate changes: `npx playwright test tests/e2e/visual-envelope.spec.ts --update-snapshots`.
 */
import { expect } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { ENVELOPE_TEXTS } from '../../widgets/kit/envelope/useEnvelopeText';
import { chooseLook, closeContractOffer, ensurePaymentPassword, originOf, signInAgent, test } from './portal';

test.use({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 240_000 });

const TENANT = 'redeprime';

test('the red envelope page (send form and sent list) in both themes and languages', async ({ page }) => {
  await signInAgent(page, TENANT, 'agent04');
  await expect(page.getByTestId('agent-clock')).toBeVisible({ timeout: 20_000 });
  // visual-agent.spec.ts offers agent04 a contract: while it is open, its popup opens on every page load.
  const closeOffer = () => closeContractOffer(page, TENANT);
  await closeOffer();
  await ensurePaymentPassword(page, TENANT, 'Agent2024', '864200');
  const centre = page.getByTestId('agent-centre');
  const page$ = `${originOf(TENANT)}/agentHome?page=agentRedEnvelope`;

  // One envelope to list, sent through the page the first time (the database outlives a run only locally).
  await page.goto(page$);
  await closeOffer();
  const sent = centre.getByTestId('envelope-sent');
  const none = centre.getByText(ENVELOPE_TEXTS.pt['sent.none']);
  await expect(sent.or(none)).toBeVisible({ timeout: 20_000 });
  if (await none.isVisible()) {
    const pt = ENVELOPE_TEXTS.pt;
    const form = centre.getByTestId('envelope-send-form');
    await form.getByLabel(pt['send.amount']).fill('0,10');
    for (const account of ['player41', 'player42']) await form.getByRole('checkbox', { name: new RegExp(`^${account}\\b`) }).check();
    await form.getByLabel(pt['send.password']).fill('864200');
    await form.getByRole('button', { name: pt['send.submit'] }).click();
    await expect(form.getByTestId('envelope-send-done')).toBeVisible({ timeout: 20_000 });
  }

  for (const theme of THEMES) {
    for (const lang of LANGUAGES) {
      const e = ENVELOPE_TEXTS[lang];
      await chooseLook(page, TENANT, theme, lang);
      await page.goto(page$);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pt' ? /^pt/ : /^en/);
      const form = centre.getByTestId('envelope-send-form');
      await expect(form).toBeVisible({ timeout: 20_000 });
      await closeOffer();
      await expect(sent.locator(':scope > li')).toHaveCount(1);
      await expect(centre.getByTestId('envelope-received-section')).toContainText(e['received.none']);
      // The form as an agent fills it: an amount (below any balance agent04 keeps), and a recipient found with the search.
      await form.getByLabel(e['send.amount']).fill(lang === 'pt' ? '0,02' : '0.02');
      await form.getByLabel(e['send.search']).fill('player4');
      await expect(form.getByTestId('envelope-pick')).toHaveCount(2);
      await form.getByRole('checkbox', { name: /^player41\b/ }).check();
      await expect(centre.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.mouse.move(0, 0);
      await expect(centre).toHaveScreenshot([TENANT, `agent-envelope-${theme}-${lang}.png`], {
        mask: [centre.getByTestId('agent-clock-time'), centre.getByTestId('envelope-available'), sent.locator('.envelope-sent__title'), sent.locator('.envelope-sent__facts')],
      });
    }
  }
});
