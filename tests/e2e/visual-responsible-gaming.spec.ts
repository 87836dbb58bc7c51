/**
 * Visual snapshots of the responsible-gaming page (issue 38), its pause dialog and the reality
 * check, in both themes and both languages, on one tenant (the same widgets on every tenant; the
 * tenant matrix covers what differs). The page is pictured as the seed leaves it for points01 on
 * redeprime (no limit, the default interval): no spec changes that account's limits or pauses, and
 * nothing is saved here. The reality check is brought on by the browser's clock alone (the server's
 * clock, which other specs' pictures read, is not moved), an hour at a time: its time played is the
 * number of hours moved, its result since sign-in nothing (no money moves on that account there).
 * Deliberate changes: `npx playwright test tests/e2e/visual-responsible-gaming.spec.ts --update-snapshots`.
 */
import { expect } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { protectionText } from '../../widgets/kit/protection/useProtectionText';
import { chooseLook, logInWithPassword, originOf, skipAnnouncementPopup, test } from './portal';

test.use({ viewport: { width: 1280, height: 2400 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 240_000 });

const TENANT = 'redeprime';
/** The seed's reality-check interval (minutes): the check is due this long after sign-in. */
const DEFAULT_INTERVAL = 60;

test('the responsible-gaming page, its pause dialog and the reality check in both themes and languages', async ({ page, context }) => {
  await skipAnnouncementPopup(page, TENANT);
  await page.goto(`${originOf(TENANT)}/`);
  await logInWithPassword(page, TENANT, 'points01', 'Points2024');
  // Sign-in hashes the password at full cost: slow on a busy machine.
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
  let browserNow = await page.evaluate(() => Date.now());
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      const p = (key: Parameters<typeof protectionText>[1]) => protectionText(language, key);
      await chooseLook(page, TENANT, theme, language);
      await page.goto(`${originOf(TENANT)}/member?page=responsibleGaming`);
      const widget = page.getByTestId('member-responsible-gaming');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pt' ? /^pt/ : /^en/);
      await expect(widget.getByTestId('rg-limits')).toBeVisible();
      await expect(widget.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.mouse.move(0, 0);
      await expect(widget).toHaveScreenshot([TENANT, `responsibleGaming-${theme}-${language}.png`]);

      // The time-out's dialog (nothing is sent: Escape closes it).
      const timeout = widget.getByTestId('rg-timeout');
      await timeout.getByRole('button', { name: p('rg.startTimeout') }).click();
      const pause = page.getByTestId('rg-pause-dialog');
      await expect(pause).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(pause).toHaveScreenshot([TENANT, `responsibleGaming-pause-${theme}-${language}.png`]);
      await page.keyboard.press('Escape');
      await expect(pause).toBeHidden();

      // The next reality check: an interval later on the browser's clock.
      browserNow += DEFAULT_INTERVAL * 60_000;
      await context.clock.setSystemTime(new Date(browserNow + 1_000));
      const reality = page.getByTestId('reality-check');
      await expect(reality).toBeVisible({ timeout: 20_000 });
      await expect(reality.getByTestId('reality-result')).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(reality).toHaveScreenshot([TENANT, `realityCheck-${theme}-${language}.png`]);
      await reality.getByRole('button', { name: p('rg.continue') }).click();
      await expect(reality).toBeHidden();
    }
  }
});
