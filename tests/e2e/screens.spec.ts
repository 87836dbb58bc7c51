/**
 * The side menu's screens on every tenant (issue 19): help centre and help popup, app download, line
 * speed test, winners list, VIP and rescue task; the frame's fixes (side-menu links and the current
 * entry, /login and /register for a signed-in player, no guests' popup on agent paths); axe on every
 * new screen of every tenant (theme colours differ). What behaves the same on every tenant (the help
 * anchor and search, the winners filter, the agent paths' popup rule) runs on the first tenant. The
 * line-speed choice runs on one tenant with three lines of its own, served here with injected latency.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { blockingViolations, E2E_PORT, expectedSite, logInWithPassword, newContext, originOf, skipAnnouncementPopup, tenantFolders, test, watchProblems } from './portal';

/** Signs in as the demo member and waits until the header shows the member. */
async function signIn(page: Page, tenant: string): Promise<void> {
  const { site, text } = expectedSite(tenant);
  await logInWithPassword(page, tenant, 'demo', 'Demo2024');
  await expect(page.getByRole('banner').getByRole('button', { name: text(site.languages.default, 'header.login'), exact: true })).toHaveCount(0);
  await expect.poll(() => page.evaluate((code) => window.sessionStorage.getItem(`wl:${code}:token`), tenant)).not.toBeNull();
}

for (const tenant of tenantFolders()) {
  const { site, view, text } = expectedSite(tenant);
  const language = site.languages.default;
  const sideBlocks = view(language).sideMenu.map((b) => b.id);
  const origin = originOf(tenant);

  // Behaviour the same on every tenant (the popup rule, the help search, the winners filter) runs on
  // the first; what differs by tenant (menus, resources, theme colours under axe) runs on each.
  const first = tenant === tenantFolders()[0];

  test.describe(`${tenant} screens`, () => {
    test.beforeEach(async ({ page }) => {
      await skipAnnouncementPopup(page, tenant);
    });

    // One page per tenant for the side menu's screens: a guest's first (each screen under axe, since
    // the theme colours differ by tenant), then the same page signed in (one sign-in).
    test('the side menu and its screens as a guest (game search, rescue task, VIP, winners, help, app download; the current entry; axe on each), then signed in (/login and /register go home, only the member page shown is current)', async ({ page }) => {
      // Five axe runs and a sign-in: a loaded machine needs minutes.
      test.setTimeout(240_000);
      // The contract popup is for agents: a member's pages never ask for contracts.
      const contractCalls: string[] = [];
      page.on('request', (r) => { if (r.url().includes('/wps/v2/agent/contracts')) contractCalls.push(r.url()); });
      await page.goto(`${origin}/`);
      const menu = page.getByRole('navigation', { name: text(language, 'shell.sideMenu') });
      const current = menu.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('href', '/');
      const search = menu.locator('[data-block="gameSearch"] a');
      await expect(search).toHaveAttribute('href', /^\/(rng|live|fish|pvp|elott|lott|sports|esports|inhouse)#search$/);
      await search.click();
      // The lobby opens with its search box focused; the lobby's own entry is the current one, not
      // the game search shortcut (on /rng both used to be).
      await expect(page.getByRole('searchbox')).toBeFocused();
      await expect(search).not.toHaveAttribute('aria-current', 'page');
      const lobbyPath = new URL(page.url()).pathname;
      await expect(current).toHaveCount(await menu.locator(`a[href="${lobbyPath}"]`).count() > 0 ? 1 : 0);
      for (const [block, path, heading] of [['vip', '/vip', 'vip.title'], ['rescueTask', '/rescueTask', 'rescue.title']] as const) {
        if (!sideBlocks.includes(block)) {
          await expect(menu.locator(`[data-block="${block}"]`)).toHaveCount(0);
          continue;
        }
        await menu.locator(`[data-block="${block}"] a`).click();
        await expect(page).toHaveURL(`${origin}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: text(language, heading) })).toBeVisible();
        await expect(current).toHaveCount(1);
        await expect(current).toHaveAttribute('href', path);
      }

      // VIP, rescue task, winners and help: their content, in the tenant's theme, under axe.
      await page.goto(`${origin}/vip`);
      await expect(page.locator('[data-screen-page="vip"] tbody tr')).toHaveCount(6);
      expect(await blockingViolations(page), 'VIP').toEqual([]);
      await page.goto(`${origin}/rescueTask`);
      await expect(page.locator('[data-screen-page="rescue"] tbody tr')).toHaveCount(3);
      await page.getByRole('button', { name: text(language, 'rescue.login') }).click();
      await expect(page.getByRole('dialog', { name: text(language, 'login.title') })).toBeVisible();
      await page.keyboard.press('Escape');
      expect(await blockingViolations(page), 'rescue task').toEqual([]);
      await page.goto(`${origin}/winners`);
      await expect(page.locator('.winners-list__table tbody tr').first()).toBeVisible();
      expect(await blockingViolations(page), 'winners').toEqual([]);
      await page.goto(`${origin}/help`);
      await expect(page.locator('details.help-centre__section').first()).toBeVisible();
      expect(await blockingViolations(page), 'help').toEqual([]);

      // App download: a QR code and an install guide per platform, and the side menu's QR block.
      await page.goto(`${origin}/appDownload`);
      for (const platform of ['ios', 'android']) {
        const card = page.locator(`[data-platform="${platform}"]`).filter({ has: page.getByRole('heading', { level: 2 }) });
        const qr = card.getByRole('img');
        await expect(qr).toBeVisible();
        await expect(qr).toHaveAttribute('data-qr-text', `${origin}/download/${platform}`);
        await expect(card.locator('ol li')).toHaveCount(3);
      }
      if (sideBlocks.includes('appDownload')) {
        await expect(page.locator('.side-menu__qr svg')).toHaveCount(2);
      }
      expect(await blockingViolations(page), 'app download').toEqual([]);

      // Signed in as the demo member.
      await page.goto(`${origin}/`);
      await signIn(page, tenant);
      for (const path of ['/login', '/register']) {
        await page.goto(`${origin}${path}`);
        await expect(page).toHaveURL(`${origin}/`);
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      await page.goto(`${origin}/member?page=securityCenter`);
      await expect(page.locator('main')).toHaveAttribute('data-route', 'member');
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(0);
      if (view(language).sideMenu.some((b) => b.id === 'invite') && site.switches.referral) {
        await page.goto(`${origin}/member?page=referral`);
        await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
        await expect(menu.locator('[data-block="invite"] a')).toHaveAttribute('aria-current', 'page');
      }
      // VIP and rescue task show what this member's real play earned (the server reads the ledger).
      if (sideBlocks.includes('vip')) {
        await page.goto(`${origin}/vip`);
        const standing = page.getByTestId('vip-standing');
        await expect(standing).toHaveAttribute('data-level', /^[0-5]$/);
        await expect(standing.getByRole('progressbar')).toBeVisible();
      }
      if (sideBlocks.includes('rescueTask')) {
        await page.goto(`${origin}/rescueTask`);
        await expect(page.getByTestId('rescue-bonus')).toBeVisible();
      }
      expect(contractCalls).toEqual([]);
    });

    if (first) test('agent paths show no guests\' announcement popup', async ({ browser }) => {
      // A fresh context: the popup is due (no closed mark), as for a guest's first visit.
      const context = await newContext(browser);
      const page = await context.newPage();
      try {
        await page.goto(`${origin}/`);
        await expect(page.getByRole('dialog')).toHaveCount(1);
        for (const path of ['/agent', '/agentHome']) {
          await page.goto(`${origin}${path}`);
          await expect(page.locator('[data-layout="agent"]')).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
      } finally {
        await context.close();
      }
    });

    if (first) test('help centre: the #term anchor opens its section, search keeps matching sections, the content is the server\'s', async ({ page, request }) => {
      const help = (await (await request.get(`http://localhost:${E2E_PORT}/wps/system/helpCenter?lang=${language}&device=WEB`, { headers: { Host: `${tenant}.localhost:${E2E_PORT}` } })).json()) as { value: { term: string; title: string }[] };
      expect(help.value.length).toBeGreaterThan(2);
      const target = help.value[2] as { term: string; title: string };
      await page.goto(`${origin}/help#${target.term}`);
      const section = page.locator(`details#${target.term}`);
      await expect(section).toHaveAttribute('open', '');
      await expect(section).toBeInViewport();
      await expect(page.locator('details.help-centre__section')).toHaveCount(help.value.length);
      await page.getByRole('searchbox', { name: text(language, 'help.search') }).fill(target.title);
      await expect(page.locator('details.help-centre__section')).toHaveCount(1);
      await expect(page.locator('details.help-centre__section summary')).toHaveText(target.title);
      await page.getByRole('searchbox', { name: text(language, 'help.search') }).fill('zzqxnothing');
      await expect(page.getByText(text(language, 'help.noMatch'))).toBeVisible();
    });


    if (first) test('winners list: the biggest wins, filtered by game type in the URL', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`${origin}/winners`);
      const rows = page.locator('.winners-list__table tbody tr');
      await expect(rows.first()).toBeVisible();
      const count = await rows.count();
      expect(count).toBeGreaterThan(1);
      const amounts = await rows.locator('[data-amount]').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-amount'))));
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      const firstType = await rows.first().getAttribute('data-game-type');
      await page.locator(`.winners-list__filter [data-type="${firstType}"]`).click();
      await expect(page).toHaveURL(new RegExp(`type=${firstType}`));
      // The filtered answer replaces the list (the URL changes first; the rows follow the request).
      await expect(page.locator(`.winners-list__table tbody tr:not([data-game-type="${firstType}"])`)).toHaveCount(0);
      await expect(rows.first()).toBeVisible();
      const types = await rows.evaluateAll((trs) => [...new Set(trs.map((tr) => tr.getAttribute('data-game-type')))]);
      expect(types).toEqual([firstType]);
    });

  });
}

test.describe('custom HTML and the help popup (luckydraw)', () => {
  const tenant = 'luckydraw';
  const { site, text } = expectedSite(tenant);
  const language = site.languages.default;

  test('the operator\'s block is drawn sanitised; its /help#terms link opens the help popup, which traps focus and returns it', async ({ page }) => {
    await skipAnnouncementPopup(page, tenant);
    const problems = await watchProblems(page);
    await page.goto(`${originOf(tenant)}/`);
    const block = page.locator('[data-widget="custom-html"]');
    await expect(block.getByRole('heading', { level: 2 })).toBeVisible();
    // The block's terms link (the home page also carries the responsible-gaming block's link).
    const link = block.locator('a[href="/help#terms"]');
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-term="terms"]')).toBeVisible();
    await expect(page).toHaveURL(`${originOf(tenant)}/`);
    // Focus stays inside while tabbing; a click outside does not close it; Escape does, and focus returns.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
    expect(problems.csp).toEqual([]);
    void text(language, 'help.openPage');
  });
});

/** A line: a server answering every request after `delayMs` (or never, when `hang`). */
async function startLine(name: string, delayMs: number): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    setTimeout(() => {
      response.writeHead(request.url?.startsWith('/wps/system/ping') === true ? 204 : 200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
      response.end(request.url?.startsWith('/wps/system/ping') === true ? undefined : `<!doctype html><title>${name}</title><h1>${name}</h1>`);
    }, delayMs);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

test.describe('line-speed test (lusa, three local lines with injected latency)', () => {
  const tenant = 'lusa';
  const { site, text } = expectedSite(tenant);
  const language = site.languages.default;
  const lines: { server: Server; url: string }[] = [];

  async function setLines(request: APIRequestContext, value: { url: string; name: string }[]): Promise<void> {
    const response = await request.put(`http://localhost:${E2E_PORT}/dev/domainRoute`, { headers: { Host: `${tenant}.localhost:${E2E_PORT}` }, data: { lines: value } });
    expect(response.ok()).toBe(true);
  }

  test.beforeAll(async () => {
    lines.push(await startLine('slow-line', 400), await startLine('fast-line', 10), await startLine('middle-line', 150), await startLine('hung-line', 60_000));
  });
  test.afterAll(async ({ request }) => {
    await setLines(request, [1, 2, 3].map((i) => ({ url: `/?line=${i}`, name: `Line ${i}` })));
    for (const line of lines) line.server.closeAllConnections();
    await Promise.all(lines.map((line) => new Promise((done) => line.server.close(done))));
  });

  test('times each line, shows failures, and goes to the fastest after 5 seconds', async ({ page, request }) => {
    test.setTimeout(60_000);
    const [slow, fast, middle, hung] = lines as [typeof lines[0], typeof lines[0], typeof lines[0], typeof lines[0]];
    // A closed port: the line fails at once.
    const closed = await startLine('closed', 0);
    await new Promise((done) => closed.server.close(done));
    await setLines(request, [
      { url: slow.url, name: 'Slow' }, { url: fast.url, name: 'Fast' }, { url: middle.url, name: 'Middle' },
      { url: hung.url, name: 'Hung' }, { url: closed.url, name: 'Closed' },
    ]);
    await skipAnnouncementPopup(page, tenant);
    const problems = await watchProblems(page);
    const opened = Date.now();
    await page.goto(`${originOf(tenant)}/lineSpeed`);
    const row = (index: number) => page.locator(`tr[data-line="${index}"]`);
    await expect(row(1)).toHaveAttribute('data-status', 'done');
    await expect(row(4)).toHaveAttribute('data-status', 'failed');
    await expect(row(4)).toContainText(text(language, 'lineSpeed.failed'));
    await expect(row(3)).toHaveAttribute('data-status', 'timeout', { timeout: 8000 });
    await expect(row(3)).toContainText(text(language, 'lineSpeed.timeout'));
    const latency = async (index: number) => Number(await row(index).locator('[data-latency]').getAttribute('data-latency'));
    await expect(row(0)).toHaveAttribute('data-status', 'done');
    expect(await latency(1)).toBeLessThan(await latency(2));
    expect(await latency(2)).toBeLessThan(await latency(0));
    expect(await latency(0)).toBeGreaterThanOrEqual(400);
    await expect(row(1)).toHaveAttribute('aria-current', 'true');
    await page.waitForURL(fast.url, { timeout: 15_000 });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(5000);
    await expect(page.getByRole('heading', { name: 'fast-line' })).toBeVisible();
    expect(problems.csp).toEqual([]);
  });

  test('the visitor can stay: cancelling stops the redirect', async ({ page, request }) => {
    const [slow, fast] = lines as [typeof lines[0], typeof lines[0]];
    await setLines(request, [{ url: slow.url, name: 'Slow' }, { url: fast.url, name: 'Fast' }]);
    await skipAnnouncementPopup(page, tenant);
    // The page's clock runs on its own until the test moves it past the redirect's 5 seconds.
    await page.clock.install();
    await page.goto(`${originOf(tenant)}/lineSpeed`);
    await page.getByRole('button', { name: text(language, 'lineSpeed.cancel') }).click();
    await expect(page.getByText(text(language, 'lineSpeed.cancelled'))).toBeVisible();
    await expect(page.locator('tr[data-line="1"]')).toHaveAttribute('data-status', 'done');
    await page.clock.fastForward(6000);
    await expect(page.locator('tr[data-line="1"]')).toHaveAttribute('data-status', 'done');
    await expect(page).toHaveURL(`${originOf(tenant)}/lineSpeed`);
    expect(await blockingViolations(page)).toEqual([]);
  });
});

test.describe('chat room (lusa): two members in two browsers', () => {
  const tenant = 'lusa';
  const { site, text } = expectedSite(tenant);
  const language = site.languages.default;

  async function openChat(page: Page) {
    const menu = page.getByRole('navigation', { name: text(language, 'shell.sideMenu') });
    await menu.getByRole('button', { name: text(language, 'side.chatRoom') }).click();
    const dialog = page.getByRole('dialog', { name: text(language, 'chat.title') });
    await expect(dialog.locator('[data-connection="open"]')).toBeVisible();
    return dialog;
  }

  async function say(dialog: Locator, message: string) {
    const input = dialog.getByRole('textbox', { name: text(language, 'chat.input') });
    await input.fill(message);
    await input.press('Enter');
    return input;
  }

  test('messages pass live between them as plain text, an over-length one and a burst are refused, what a member missed is counted', async ({ browser }) => {
    test.setTimeout(120_000);
    const contexts = [await newContext(browser), await newContext(browser)];
    try {
      const [a, b] = await Promise.all(contexts.map((c) => c.newPage()));
      if (a === undefined || b === undefined) throw new Error('no pages');
      for (const [page, account, password] of [[a, 'demo', 'Demo2024'], [b, 'agent01', 'Agent2024']] as const) {
        await skipAnnouncementPopup(page, tenant);
        await page.goto(`${originOf(tenant)}/`);
        await logInWithPassword(page, tenant, account, password);
        await expect.poll(() => page.evaluate((code) => window.sessionStorage.getItem(`wl:${code}:token`), tenant)).not.toBeNull();
      }
      const problems = await watchProblems(a);
      const chatA = await openChat(a);
      const chatB = await openChat(b);
      const stamp = Date.now().toString(36);
      await say(chatA, `hello ${stamp} <b>bold</b> https://example.com/x.`);
      const received = chatB.locator('.chat-room__message').filter({ hasText: stamp });
      await expect(received).toHaveCount(1);
      await expect(received.locator('b')).toHaveCount(0);
      await expect(received).toContainText('<b>bold</b>');
      const link = received.getByRole('link');
      await expect(link).toHaveAttribute('href', 'https://example.com/x');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(chatA.locator('.chat-room__message--mine').filter({ hasText: stamp })).toHaveCount(1);

      // Over the length limit: refused, nothing sent, the text kept.
      const long = `long-${stamp}-${'x'.repeat(200)}`;
      const input = await say(chatA, long);
      await expect(chatA.getByRole('alert').filter({ hasText: text(language, 'chat.refused.tooLong').replace('{max}', '200') })).toBeVisible();
      await expect(input).toHaveValue(long);
      await expect(chatB.locator('.chat-room__message').filter({ hasText: `long-${stamp}` })).toHaveCount(0);

      // B leaves; then a burst: the first message counted, four more pass, the next is refused by the
      // server's rate limit. What B missed is unread: the side menu counts the four, and the room's
      // history has them, without the refused one.
      await b.keyboard.press('Escape');
      await expect(chatB).toHaveCount(0);
      for (let i = 1; i <= 4; i++) {
        const field = await say(chatA, `burst-${stamp}-${i}`);
        await expect(field).toHaveValue('');
      }
      await say(chatA, `burst-${stamp}-5`);
      await expect(chatA.getByRole('alert').filter({ hasText: text(language, 'chat.refused.rateLimited').split('{')[0] ?? '' })).toBeVisible();
      await b.reload();
      await expect(b.locator('[data-block="chatRoom"] [data-unread="4"]')).toBeVisible();
      const again = await openChat(b);
      await expect(again.locator('.chat-room__message').filter({ hasText: `burst-${stamp}-4` })).toHaveCount(1);
      await expect(again.locator('.chat-room__message').filter({ hasText: `burst-${stamp}-5` })).toHaveCount(0);
      expect(await blockingViolations(b, '[role="dialog"]')).toEqual([]);
      expect(problems.csp).toEqual([]);
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  });
});
