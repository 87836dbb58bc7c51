/**
 * Responsible gaming on every tenant (issue 38), end to end with its own account (limits01, which
 * the time-out locks out): a weekly deposit limit, deposits up to it and the next one refused with
 * the room left; the reality check after the chosen interval (the server's and the browser's clocks
 * moved, never slept), answered with the keyboard; a time-out confirmed with the password in its
 * dialog (keyboard only), which signs the player out, and the sign-in refused with the pause's end.
 * The refusals at a deposit and at sign-in are the server's enforcement (the wallet's and the
 * session's checks); axe checks the page and its dialogs.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '../../schemas/domain';
import { protectionText, type ProtectionTextKey } from '../../widgets/kit/protection/useProtectionText';
import { memberText } from '../../widgets/member-texts/useMemberText';
import { formatMinor } from '../../widgets/kit/money/wireAmounts';
import { advanceClock, blockingViolations, expectedSite, gameCards, lobbyPathOf, logInWithPassword, originOf, skipAnnouncementPopup, tenantFolders, test } from './portal';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ACCOUNT = 'limits01';
const PASSWORD = 'Limits2024';

function textsOf(tenant: string) {
  const { site, text } = expectedSite(tenant);
  const language: Language = site.languages.default;
  return {
    language,
    text,
    p: (key: ProtectionTextKey, params: Record<string, string | number> = {}) => protectionText(language, key, params),
  };
}

async function signedIn(page: Page, tenant: string): Promise<void> {
  await skipAnnouncementPopup(page, tenant);
  await page.goto(`${originOf(tenant)}/`);
  await logInWithPassword(page, tenant, ACCOUNT, PASSWORD);
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
}

/** Launches the lobby's first game into the game popup and waits for the game's page in it. */
async function launchGame(page: Page, tenant: string): Promise<Locator> {
  const { language, text } = textsOf(tenant);
  await page.goto(`${originOf(tenant)}${lobbyPathOf(tenant)}`);
  const game = gameCards(page.locator('.game-centre')).first();
  const name = ((await game.locator('.game-card__name').textContent()) ?? '').trim();
  await game.getByRole('button', { name: text(language, 'lobby.playGame').replace('{name}', name) }).click();
  const popup = page.getByTestId('game-popup');
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await popup.locator('iframe').contentFrame().locator('body').textContent())?.length ?? 0).toBeGreaterThan(0);
  return popup;
}

/** Whether the reality check is what a click at its centre reaches: drawn above everything else (the game popup). */
async function onTop(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[data-testid="reality-check"]');
    if (dialog === null) return false;
    const box = dialog.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && dialog.contains(hit);
  });
}

async function openPage(page: Page, tenant: string): Promise<void> {
  await page.goto(`${originOf(tenant)}/member?page=responsibleGaming`);
  await expect(page.getByTestId('rg-limits')).toBeVisible();
}

for (const tenant of tenantFolders()) {
  test.describe(tenant, () => {
    test(`${tenant}: a weekly deposit limit, deposits up to it, the next one refused with the room left`, async ({ page }) => {
      const { language, p } = textsOf(tenant);
      await signedIn(page, tenant);
      // The footer links the page on every tenant (the base preset's footer.links), labelled by the manifest.
      const footerLink = expectedSite(tenant).view(language).footer.links.find((l) => l.path === '/member?page=responsibleGaming');
      expect(footerLink).toBeDefined();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: footerLink?.label, exact: true })).toHaveAttribute('href', '/member?page=responsibleGaming');
      // A home page that places the link (luckydraw's custom-html block) shows it.
      const home = expectedSite(tenant).site.routes.find((r) => r.path === '/');
      if (home?.widgets.some((w) => w.id === 'responsible-gaming')) {
        await expect(page.locator('.custom-html a[href="/member?page=responsibleGaming"]')).toBeVisible();
      }
      // The tenant's currency (R$ on lusa, $ on luckydraw): the header shows the server's symbol.
      const symbol = ((await page.getByTestId('header-balance').locator('.app-header__currency').textContent()) ?? '').trim();
      expect(symbol).not.toBe('');
      const money = (minor: number) => `${symbol} ${formatMinor(minor, language)}`;
      await openPage(page, tenant);
      expect(await blockingViolations(page, '[data-testid="member-responsible-gaming"]')).toEqual([]);

      const form = page.getByTestId('rg-limit-form');
      await form.getByLabel(p('rg.limitKind'), { exact: true }).selectOption('deposit');
      await form.getByLabel(p('rg.limitPeriod'), { exact: true }).selectOption('week');
      await form.getByLabel(p('rg.amount'), { exact: true }).fill('50');
      await form.getByRole('button', { name: p('rg.save') }).click();
      await expect(form.getByTestId('rg-limit-note')).toHaveText(p('rg.saved'));
      const cell = page.getByTestId('rg-limits').locator('tr[data-kind="deposit"] td[data-period="week"]');
      await expect(cell).toContainText(p('rg.room.week', { room: money(5000) }));

      // The deposit page says the room beside the form and links back.
      await page.goto(`${originOf(tenant)}/member?page=depositv2`);
      const deposit = page.getByTestId('member-deposit');
      await expect(deposit.getByTestId('deposit-room')).toContainText(p('rg.depositRoom.week', { room: money(5000) }));
      await expect(deposit.getByRole('link', { name: p('rg.link') })).toHaveAttribute('href', '/member?page=responsibleGaming');

      const amount = deposit.getByRole('textbox', { name: memberText(language, 'amount.label') });
      await amount.fill('30');
      await deposit.getByRole('button', { name: memberText(language, 'deposit.submit') }).click();
      await expect(deposit.getByTestId('deposit-done')).toContainText(formatMinor(3000, language));
      await expect(deposit.getByTestId('deposit-room')).toContainText(p('rg.depositRoom.week', { room: money(2000) }));

      // Past the limit: the server refuses, with the room left.
      await amount.fill('30');
      await deposit.getByRole('button', { name: memberText(language, 'deposit.submit') }).click();
      await expect(deposit.getByTestId('deposit-error')).toContainText(money(2000));
      await expect(deposit.getByTestId('deposit-done')).toHaveCount(0);
    });

    test(`${tenant}: the reality check after the chosen interval, answered with the keyboard`, async ({ page, context }) => {
      const { p } = textsOf(tenant);
      await signedIn(page, tenant);
      await openPage(page, tenant);
      const reality = page.getByTestId('rg-reality-form');
      const select = reality.getByLabel(p('rg.every'), { exact: true });
      const first = await select.locator('option').first().getAttribute('value');
      const minutes = Number(first);
      await select.selectOption(String(minutes));
      await reality.getByRole('button', { name: p('rg.save') }).click();
      await expect(reality.getByTestId('rg-reality-note')).toHaveText(p('rg.realitySaved'));
      // The choice holds for the next sign-in's session; this session started at its sign-in.
      await page.reload();
      await advanceClock(context, minutes * 60_000 + 5_000);
      const dialog = page.getByRole('alertdialog', { name: p('rg.realityTitle') });
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await expect(dialog).toContainText(p('rg.realityPlayed', { duration: p('rg.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) }));
      await expect(dialog.getByTestId('reality-result')).toBeVisible();
      expect(await blockingViolations(page, '[data-testid="reality-check"]')).toEqual([]);
      // Keyboard only: focus is in the dialog; Tab reaches "continue" and Enter answers.
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: p('rg.continue') })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
    });

    test(`${tenant}: the reality check over an open game popup: "stop for now" closes the game, "take a break" opens the time-out choice`, async ({ page, context }) => {
      const { p } = textsOf(tenant);
      // The interval chosen by the test before (the list's first), from this sign-in.
      await signedIn(page, tenant);
      await openPage(page, tenant);
      const minutes = Number(await page.getByTestId('rg-reality-form').getByLabel(p('rg.every'), { exact: true }).inputValue());
      expect(minutes).toBeGreaterThan(0);

      const popup = await launchGame(page, tenant);
      await advanceClock(context, minutes * 60_000 + 5_000);
      const dialog = page.getByRole('alertdialog', { name: p('rg.realityTitle') });
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await expect(popup).toBeVisible();
      // It interrupts the game: above the popup, with the keyboard's focus.
      expect(await onTop(page)).toBe(true);
      expect(await page.evaluate(() => document.querySelector('[data-testid="reality-check"]')?.closest('dialog')?.contains(document.activeElement) ?? false)).toBe(true);
      await dialog.getByRole('button', { name: p('rg.stop') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(popup).toHaveCount(0);

      // The next interval, with a game open again: "take a break" leads to the time-out's choice.
      await launchGame(page, tenant);
      await advanceClock(context, minutes * 60_000 + 5_000);
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      expect(await onTop(page)).toBe(true);
      await dialog.getByRole('button', { name: p('rg.takeBreak') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('game-popup')).toHaveCount(0);
      await expect(page).toHaveURL(/\/member\?page=responsibleGaming#pause$/);
      const timeout = page.getByTestId('rg-timeout');
      await expect(timeout.getByRole('radio').first()).toBeFocused();
      await expect(timeout).toBeInViewport();
    });

    test(`${tenant}: a time-out signs the player out and the sign-in is refused with its end time`, async ({ page }) => {
      const { language, text, p } = textsOf(tenant);
      await signedIn(page, tenant);
      await openPage(page, tenant);
      const timeout = page.getByTestId('rg-timeout');
      await timeout.getByRole('radio', { name: p('rg.duration.24h') }).check();
      await timeout.getByRole('button', { name: p('rg.startTimeout') }).click();
      const dialog = page.getByRole('alertdialog', { name: p('rg.confirmTitle') });
      await expect(dialog).toBeVisible();
      expect(await blockingViolations(page, '[data-testid="rg-pause-dialog"]')).toEqual([]);
      // Keyboard only: the password field has the focus; Enter confirms.
      await expect(dialog.getByLabel(p('rg.password'), { exact: true })).toBeFocused();
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('banner').getByRole('button', { name: text(language, 'header.login'), exact: true })).toBeVisible({ timeout: 30_000 });
      // Signed out at home, not asked to sign in again: the sign-in popup stays closed until asked for.
      await expect(page).toHaveURL(`${originOf(tenant)}/`);
      await expect(page.getByRole('dialog', { name: text(language, 'login.title') })).toHaveCount(0);

      await logInWithPassword(page, tenant, ACCOUNT, PASSWORD);
      const login = page.getByRole('dialog', { name: text(language, 'login.title') });
      const refusal = login.getByRole('alert');
      await expect(refusal).toContainText(language === 'pt' ? 'pausada até' : 'paused until', { timeout: 45_000 });
      await expect(refusal).toHaveText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    });
  });
}
