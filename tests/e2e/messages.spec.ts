/**
 * Platform messages (messageV2) on every tenant, end to end against the reference server: an
 * operator's message (POST /dev/messages, what `npm run server:message` does) arrives while the page
 * is open, and the header's and the member menu's badges count up without a reload (the server's
 * push); the list shows it; opening it shows its HTML sanitised and counts the badges down; deleting
 * and marking all read. Then, on one tenant, axe on the page and its dialog, and the dialog by
 * keyboard alone.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Language } from '../../schemas/domain';
import { MEMBER_TEXTS, memberText } from '../../widgets/member-texts/useMemberText';
import { blockingViolations, E2E_PORT, expectedSite, logInWithPassword, originOf, skipAnnouncementPopup, tenantFolders, test } from './portal';

test.describe.configure({ timeout: 150_000 });

/** The account only these tests write to: its badges count exactly (the demo player's inbox also gets the wallet's outcomes). */
const ACCOUNT = 'inbox01';

async function signedIn(page: Page, tenant: string): Promise<Language> {
  await skipAnnouncementPopup(page, tenant);
  await page.goto(`${originOf(tenant)}/`);
  await logInWithPassword(page, tenant, ACCOUNT, 'Inbox2024');
  // Sign-in hashes the password at full cost: slow on a busy machine.
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
  return expectedSite(tenant).site.languages.default;
}

async function sendMessage(request: APIRequestContext, tenant: string, title: string, body: string): Promise<void> {
  const response = await request.post(`http://localhost:${E2E_PORT}/dev/messages`, {
    headers: { Host: `${tenant}.localhost:${E2E_PORT}` },
    data: { account: ACCOUNT, title, body },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The count a badge shows (0 when there is none); read at once, without waiting for the badge. */
async function badgeCount(page: Page, selector: string): Promise<number> {
  const [shown] = await page.locator(`${selector} [aria-hidden="true"]`).allTextContents();
  return shown === undefined ? 0 : Number(shown);
}
const HEADER_BADGE = '.app-header__account-menu > .app-header__badge';
const MENU_BADGE = '.member-centre__entry[data-page="messageV2"] [data-testid="member-badge"]';

async function expectBadges(page: Page, count: number): Promise<void> {
  await expect.poll(() => badgeCount(page, HEADER_BADGE), { timeout: 15_000 }).toBe(count);
  await expect.poll(() => badgeCount(page, MENU_BADGE), { timeout: 15_000 }).toBe(count);
}

for (const tenant of tenantFolders()) {
  test(`${tenant}: an operator message counts the badges up live, reading counts them down, delete and mark all read`, async ({ page, request }) => {
    const language = await signedIn(page, tenant);
    const m = MEMBER_TEXTS[language];
    await page.goto(`${originOf(tenant)}/member?page=messageV2`);
    const inbox = page.getByTestId('member-messages');
    await expect(inbox.getByTestId('messages-unread')).toBeVisible();
    await expect.poll(() => badgeCount(page, HEADER_BADGE)).toBe(await badgeCount(page, MENU_BADGE));
    const before = await badgeCount(page, HEADER_BADGE);
    // A mark on the window: a reload would drop it.
    await page.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });

    const title = `Operator note ${tenant} ${Date.now()}`;
    await sendMessage(request, tenant, title, '<p>Hello <b>there</b></p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:alert(1)">link</a>');
    await expectBadges(page, before + 1);
    const item = inbox.getByRole('button', { name: m['messages.open'].replace('{title}', title) });
    await expect(item).toBeVisible();
    await expect(item).toContainText(m['messages.new']);
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

    // Opening it shows the sanitised HTML and counts down.
    await item.click();
    const dialog = page.getByRole('dialog', { name: title });
    const body = dialog.getByTestId('message-body');
    await expect(body.locator('b')).toHaveText('there');
    await expect(body.locator('script, [onerror]')).toHaveCount(0);
    expect(await body.locator('a').getAttribute('href')).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expectBadges(page, before);

    // Deleting it takes it off the list.
    await dialog.getByRole('button', { name: m['messages.delete'] }).click();
    await expect(dialog).toBeHidden();
    await expect(inbox.getByRole('status').filter({ hasText: m['messages.deleted'] })).toBeVisible();
    await expect(item).toHaveCount(0);

    // Another arrives; "mark all as read" clears every badge.
    await sendMessage(request, tenant, `${title} (2)`, '<p>Second</p>');
    await expectBadges(page, before + 1);
    await inbox.getByRole('button', { name: m['messages.markAllRead'] }).click();
    await expectBadges(page, 0);
    await expect(inbox.getByTestId('messages-unread')).toHaveText(memberText(language, 'messages.unread', { count: 0 }));
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  });
}

test('axe on the messages page and its dialog, and the dialog by keyboard', async ({ page, request }) => {
  const tenant = 'luckydraw';
  const m = MEMBER_TEXTS.en;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signedIn(page, tenant);
  await sendMessage(request, tenant, 'Keyboard check', '<p>Read me with the <em>keyboard</em>.</p>');
  await page.goto(`${originOf(tenant)}/member?page=messageV2`);
  const centre = page.locator('.member-centre');
  await expect(centre.getByTestId('messages-unread')).toBeVisible();
  await expect(centre.locator('[data-testid="wallet-summary"] dl')).toBeVisible();
  await expect(centre.locator('.data-status--loading, [aria-busy="true"]')).toHaveCount(0);
  const analyze = (include: string) => blockingViolations(page, include);
  expect(await analyze('.member-centre')).toEqual([]);

  const opener = page.getByRole('button', { name: m['messages.open'].replace('{title}', 'Keyboard check') });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Keyboard check' });
  await expect(dialog.getByTestId('message-body').locator('em')).toHaveText('keyboard');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  expect(await analyze('[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
