/**
 * Accessibility on every tenant: axe-core finds no serious or critical violation on the home page, a
 * game centre, the login modal and the registration modal; and the two modals work from the keyboard
 * alone: Tab reaches the header button, Enter opens the dialog with focus inside, Tab goes through
 * every field and button up to the submit button and wraps inside the dialog, Escape closes it and
 * focus returns to the opener.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { blockingViolations, expectedSite, gameCards, lobbyPathOf, originOf, skipAnnouncementPopup, tenantFolders, test, watchProblems } from './portal';

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/** Presses Tab until the locator has focus (at most `limit` times); false when it never does. */
async function tabTo(page: Page, locator: Locator, limit = 60): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await isFocused(locator)) return true;
  }
  return false;
}

/** A short description of the focused element, and whether it is inside the dialog. */
async function focusedIn(dialog: Locator): Promise<{ inside: boolean; label: string; submit: boolean }> {
  return dialog.evaluate((d) => {
    const el = document.activeElement;
    const label = el === null ? 'none' : `${el.tagName.toLowerCase()}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''}${el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : ''}:${(el.textContent ?? '').trim().slice(0, 20)}`;
    return { inside: el !== null && d.contains(el), label, submit: el instanceof HTMLButtonElement && el.type === 'submit' };
  });
}

for (const tenant of tenantFolders()) {
  test.describe(`${tenant} accessibility`, () => {
    const expected = expectedSite(tenant);
    const language = expected.site.languages.default;

    test('axe: no serious or critical violation on home, a game centre, the login and registration modals', async ({ page }) => {
      test.setTimeout(90_000);
      const problems = await watchProblems(page);
      await skipAnnouncementPopup(page, tenant);
      // Motion off, so the marquee and the winner board stand still while axe reads colours.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${originOf(tenant)}/`);
      await expect(page.locator('.banner-carousel .swiper-slide img').first()).toBeVisible();
      await expect(page.locator('.winner-board__pinned li').first()).toBeVisible();
      await expect(gameCards(page.locator('.home-game-rows')).first()).toBeVisible();
      const home = await blockingViolations(page);
      expect(home, `home page:\n${home.join('\n')}`).toEqual([]);

      await page.goto(`${originOf(tenant)}${lobbyPathOf(tenant)}`);
      await expect(gameCards(page.locator('.game-centre')).first()).toBeVisible();
      const lobby = await blockingViolations(page);
      expect(lobby, `game centre:\n${lobby.join('\n')}`).toEqual([]);

      await page.goto(`${originOf(tenant)}/`);
      await page.getByRole('banner').getByRole('button', { name: expected.text(language, 'header.login') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').locator('button[type="submit"]').first()).toBeVisible();
      const login = await blockingViolations(page, '[role="dialog"]');
      expect(login, `login modal:\n${login.join('\n')}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.getByRole('banner').getByRole('button', { name: expected.text(language, 'header.register') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').locator('button[type="submit"]')).toBeVisible();
      // The validation messages are part of the form too.
      await page.getByRole('dialog').locator('button[type="submit"]').click();
      await expect(page.getByRole('dialog').locator('.auth-field__error').first()).toBeVisible();
      const register = await blockingViolations(page, '[role="dialog"]');
      expect(register, `registration modal:\n${register.join('\n')}`).toEqual([]);

      expect(problems.csp, 'Content-Security-Policy violations').toEqual([]);
    });

    // Both modals on one page: the login modal first, then (Tab going on from its opener, where focus
    // came back) the registration modal, each with every check it had in a test of its own.
    test('keyboard only: the login and registration modals open from the header, keep Tab inside and return focus', async ({ page }) => {
      test.setTimeout(120_000);
      const problems = await watchProblems(page);
      await skipAnnouncementPopup(page, tenant);
      await page.goto(`${originOf(tenant)}/`);
      for (const which of ['login', 'register'] as const) {
        const opener = page.getByRole('banner').getByRole('button', { name: expected.text(language, which === 'login' ? 'header.login' : 'header.register') });
        await expect(opener).toBeVisible();
        await page.locator('body').focus();
        expect(await tabTo(page, opener), `Tab reaches the header ${which} button`).toBe(true);
        await page.keyboard.press('Enter');

        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect.poll(async () => (await focusedIn(dialog)).inside, { message: `focus moves into the ${which} dialog` }).toBe(true);
        const start = (await focusedIn(dialog)).label;

        // The platform's modal dialog: the page behind is inert (its header button cannot take focus,
        // so a screen reader cannot reach it either), and the page does not scroll under the dialog.
        expect(await dialog.evaluate((d) => d.matches(':modal')), `${which}: a modal dialog`).toBe(true);
        expect(await opener.evaluate((button) => { button.focus(); return document.activeElement === button; }), `${which}: the page behind is inert`).toBe(false);
        const scrolled = await page.evaluate(() => window.scrollY);
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(100);
        expect(await page.evaluate(() => window.scrollY), `${which}: the page behind does not scroll`).toBe(scrolled);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), `${which}: scroll locked`).toBe('hidden');
        await expect.poll(async () => (await focusedIn(dialog)).inside).toBe(true);

        // Tab round the dialog: every stop is inside it, the submit button is reached, and it wraps.
        const stops: string[] = [start];
        let reachedSubmit = false;
        let wrapped = false;
        for (let i = 0; i < 60 && !wrapped; i++) {
          await page.keyboard.press('Tab');
          const focus = await focusedIn(dialog);
          expect(focus.inside, `${which}: Tab stop ${i + 1} (${focus.label}) is inside the dialog; stops so far: ${stops.join(' | ')}`).toBe(true);
          if (focus.submit) reachedSubmit = true;
          if (focus.label === start && reachedSubmit) wrapped = true;
          else stops.push(focus.label);
        }
        expect(reachedSubmit, `${which}: Tab reaches the submit button: ${stops.join(' | ')}`).toBe(true);
        expect(wrapped, `${which}: Tab wraps back to the first stop: ${stops.join(' | ')}`).toBe(true);
        const fields = await dialog.locator('form:not([hidden]) input:not([type="hidden"]):not([disabled])').count();
        expect(stops.filter((s) => s.startsWith('input')).length, `${which}: every field is a Tab stop`).toBeGreaterThanOrEqual(fields);

        // Shift+Tab from the first stop goes to the last one, still inside.
        await page.keyboard.press('Shift+Tab');
        expect((await focusedIn(dialog)).inside, `${which}: Shift+Tab stays inside`).toBe(true);

        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect.poll(() => isFocused(opener), { message: `focus returns to the ${which} opener` }).toBe(true);
      }
      expect(problems.csp, 'Content-Security-Policy violations').toEqual([]);
      expect(problems.console, 'console errors').toEqual([]);
    });
  });
}
