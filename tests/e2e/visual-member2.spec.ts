/**
 * Visual snapshots of the member centre's second part (platform messages: the inbox and a message's
 * dialog) in both themes and both languages, on one tenant (the same widgets on every tenant; the
 * tenant matrix covers what differs). The demo agent's seeded messages are pictured: no other spec
 * sends it messages or opens them, and the one opened here is the seeded message that is already
 * read, so nothing pictured changes from run to run but dates and figures, which are masked.
 * Deliberate changes: `npx playwright test tests/e2e/visual-member2.spec.ts --update-snapshots`.
 */
import { expect } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { MEMBER_TEXTS } from '../../widgets/member-texts/useMemberText';
import { chooseLook, logInWithPassword, originOf, skipAnnouncementPopup, test } from './portal';

test.use({ viewport: { width: 1280, height: 1300 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 120_000 });

// Not lusa: the money pages' pictures (visual-member.spec.ts) count agent01's sessions there.
const TENANT = 'redeprime';
/** The seeded message that is already read (server/seed/demoAccounts.ts, the tenant's language). */
const READ_MESSAGE = 'Bem-vindo à Rede Prime';
/** What differs between runs: figures and dates. */
const VOLATILE = ['.member-summary__figures dd', '.member-summary__transactions', '.member-summary__none', '.member-summary__awaiting', '.money-field__hint'];

test('platform messages in both themes and languages', async ({ page }) => {
  await skipAnnouncementPopup(page, TENANT);
  await page.goto(`${originOf(TENANT)}/`);
  await logInWithPassword(page, TENANT, 'agent01', 'Agent2024');
  // Sign-in hashes the password at full cost: slow on a busy machine.
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      const m = MEMBER_TEXTS[language];
      await chooseLook(page, TENANT, theme, language);
      await page.goto(`${originOf(TENANT)}/member?page=messageV2`);
      const centre = page.locator('.member-centre');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pt' ? /^pt/ : /^en/);
      await expect(centre.getByTestId('messages-list')).toBeVisible();
      await expect(centre.locator('[data-testid="wallet-summary"] dl')).toBeVisible();
      await expect(centre.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.mouse.move(0, 0);
      await expect(centre).toHaveScreenshot([TENANT, `messageV2-${theme}-${language}.png`], { mask: VOLATILE.map((s) => centre.locator(s)) });

      await centre.getByRole('button', { name: m['messages.open'].replace('{title}', READ_MESSAGE) }).click();
      const dialog = page.getByRole('dialog', { name: READ_MESSAGE });
      await expect(dialog.getByTestId('message-body')).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(dialog).toHaveScreenshot([TENANT, `messageV2-dialog-${theme}-${language}.png`], { mask: [dialog.locator('.money-field__hint')] });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
});

test('feedback form in both themes and languages, with a refusal beside the field', async ({ page }) => {
  await skipAnnouncementPopup(page, TENANT);
  await page.goto(`${originOf(TENANT)}/`);
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      const m = MEMBER_TEXTS[language];
      await chooseLook(page, TENANT, theme, language);
      await page.goto(`${originOf(TENANT)}/feedback`);
      const form = page.getByTestId('feedback-form');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pt' ? /^pt/ : /^en/);
      await form.getByLabel(m['feedback.content']).fill('Too short');
      await form.getByRole('button', { name: m['feedback.send'] }).click();
      await expect(form.getByRole('alert')).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.mouse.move(0, 0);
      await expect(form).toHaveScreenshot([TENANT, `feedback-${theme}-${language}.png`]);
    }
  }
});
