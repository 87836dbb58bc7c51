/**
 * Fault injection (every tenant's home widgets; the kinds of fault that take one path, on one tenant):
 * the API calls behind the home widgets (banners, notice marquee,
 * winner board, home game rows) and a lobby answer with a 500, a dropped connection, a malformed
 * body, a 10-second delay (the answers held by the test while the page's clock moves on, so no real
 * 10 s are waited) and a client time-out. Every widget shows the catalogue's network message
 * (SPEC section 8) with a retry button, never a blank area, and retrying once the fault is gone shows
 * the content. The login and registration forms show the same message on a failed submit, keep what
 * was typed, and send one request per click (the button is disabled while it runs).
 */
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { askForBrowserDrawnPages, expectedSite, fillSignUp, gameCards, lobbyPathOf, originOf, skipAnnouncementPopup, tenantFolders, test, watchProblems } from './portal';


/** The calls behind the home widgets (pathnames). */
const HOME_CALLS = [
  '/wps/system/banners',
  '/wps/relay/MCSFE_getListAnnouncements',
  '/wps/relay/ODSFE2_getWinnerBoard',
  '/wps/relay/GCSGAME_gameList',
  '/wps/relay/GCSGAME_hotGamesV2',
];
const LOBBY_CALLS = ['/wps/relay/GCSGAME_gameList'];

type Fault = 'http500' | 'connectionreset' | 'malformed';
const FAULTS: readonly Fault[] = ['http500', 'connectionreset', 'malformed'];

/** Answers a request with the fault (the route stays in place, so the client's retries meet it too). */
async function inject(route: Route, fault: Fault): Promise<void> {
  if (fault === 'connectionreset') return route.abort('connectionreset');
  if (fault === 'http500') return route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"code":"INTERNAL"}' });
  return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":tru' });
}

/** A gate the route handler waits at, opened by the test once it has tried to submit again. */
interface Gate {
  wait(): Promise<void>;
  open(): void;
}

function gate(): Gate {
  let release = (): void => undefined;
  let promise = new Promise<void>((resolve) => { release = resolve; });
  return {
    wait: () => promise,
    open: () => {
      release();
      promise = new Promise<void>((resolve) => { release = resolve; });
    },
  };
}

/** A URL matcher for exact API pathnames (so '/wps/member/register' never matches '/register/mobile'). */
function pathIn(paths: readonly string[]): (url: URL) => boolean {
  return (url) => paths.includes(url.pathname);
}

interface HomeWidget {
  name: string;
  /** The class of the widget's loading, empty and error box (DataStatus). */
  box: string;
  /** Something only the loaded content has. */
  content(page: Page): Locator;
}

const HOME_WIDGETS: readonly HomeWidget[] = [
  { name: 'banner carousel', box: '.banner-carousel__status', content: (p) => p.locator('.banner-carousel .swiper-slide img').first() },
  { name: 'notice marquee', box: '.notice-marquee__status', content: (p) => p.locator('.notice-marquee__button').first() },
  { name: 'winner board', box: '.winner-board .data-status', content: (p) => p.locator('.winner-board__pinned li').first() },
  { name: 'home game rows', box: '.home-game-rows__status', content: (p) => gameCards(p.locator('.home-game-rows__row').first()).first() },
];

/** The widget's status box in one state. */
function statusBox(page: Page, box: string, state: 'loading' | 'error' | 'empty'): Locator {
  return page.locator(`${box}.data-status--${state}`).first();
}

/** The error box of one widget: the catalogue message and a retry button. */
async function expectNetworkError(alert: Locator, message: string, retry: string, what: string): Promise<void> {
  await expect(alert, `${what}: error state`).toBeVisible({ timeout: 20_000 });
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert, `${what}: catalogue message`).toContainText(message);
  await expect(alert.getByRole('button', { name: retry }), `${what}: retry button`).toBeVisible();
}

for (const tenant of tenantFolders()) {
  test.describe(`${tenant} faults`, () => {
    const expected = expectedSite(tenant);
    const language = expected.site.languages.default;
    const message = expected.text(language, 'error.networkAbnormal');
    const retry = expected.text(language, 'widget.retry');
    // The faults are the browser's own calls: pages drawn on the server would bring the widgets'
    // data with them (the server's answers are covered by server/page/portalPage.test.ts).
    test.beforeEach(({ page }) => askForBrowserDrawnPages(page, tenant));

    // Every tenant's home widgets meet a fault (their set differs by tenant); the three kinds of
    // fault take the same path in the client, so the other two run on the first tenant only.
    for (const fault of tenant === tenantFolders()[0] ? FAULTS : FAULTS.slice(0, 1)) {
      test(`home widgets and the lobby show the network message on ${fault}, and retry recovers`, async ({ page }) => {
        test.setTimeout(90_000);
        const problems = await watchProblems(page);
        await skipAnnouncementPopup(page, tenant);
        const faulted: string[] = [];
        const matcher = pathIn(HOME_CALLS);
        const handler = async (route: Route) => {
          faulted.push(new URL(route.request().url()).pathname);
          await inject(route, fault);
        };
        await page.route(matcher, handler);
        await page.goto(`${originOf(tenant)}/`);

        for (const widget of HOME_WIDGETS) {
          await expectNetworkError(statusBox(page, widget.box, 'error'), message, retry, widget.name);
        }
        // Every home game row (HOT or a game type) fails, none is left blank. A row asks for its games
        // as it comes near the viewport (and keeps them asked once it has), so every row is scrolled
        // to first: their retries then run side by side instead of one row after another.
        const rows = page.locator('.home-game-rows__row');
        expect(await rows.count()).toBeGreaterThan(1);
        for (const row of await rows.all()) {
          await row.scrollIntoViewIfNeeded();
          await expect(row.locator('.data-status--loading, .data-status--error').first(), `row ${await row.getAttribute('data-row')} asks for its games`).toBeVisible();
        }
        for (const row of await rows.all()) {
          await row.scrollIntoViewIfNeeded();
          await expectNetworkError(row.locator('.data-status--error'), message, retry, `row ${await row.getAttribute('data-row')}`);
        }
        await expect(page.locator('.home-game-rows__row .data-status--error')).toHaveCount(await rows.count());
        await expect(page.locator('.data-status--loading')).toHaveCount(0);
        // Queries are retried (twice) on network and 5xx failures; a malformed answer is not.
        if (fault !== 'malformed') expect(faulted.filter((p) => p === '/wps/system/banners').length).toBeGreaterThanOrEqual(3);

        await page.unroute(matcher, handler);
        for (const widget of HOME_WIDGETS) {
          await statusBox(page, widget.box, 'error').getByRole('button', { name: retry }).click();
          await expect(widget.content(page), `${widget.name}: content after retry`).toBeVisible();
        }
        await page.locator('.home-game-rows__status .data-status__retry').evaluateAll((buttons) => {
          for (const button of buttons) (button as HTMLButtonElement).click();
        });
        await expect(page.locator('.home-game-rows .data-status--error')).toHaveCount(0);
        for (const row of await rows.all()) await expect(gameCards(row).or(row.locator('.data-status--empty')).first()).toBeVisible();

        // The lobby: its game list fails the same way.
        const lobbyMatcher = pathIn(LOBBY_CALLS);
        const lobbyHandler = (route: Route) => inject(route, fault);
        await page.route(lobbyMatcher, lobbyHandler);
        await page.goto(`${originOf(tenant)}${lobbyPathOf(tenant)}`);
        const lobby = page.locator('.game-centre');
        await expect(lobby.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNetworkError(statusBox(page, '.game-centre__status', 'error'), message, retry, 'lobby');
        await expect(gameCards(lobby)).toHaveCount(0);
        await page.unroute(lobbyMatcher, lobbyHandler);
        await lobby.getByRole('button', { name: retry }).click();
        await expect(gameCards(lobby).first()).toBeVisible();
        await expect(lobby.locator('.data-status--error')).toHaveCount(0);

        // Failed requests may log console errors; no CSP violation is allowed.
        expect(problems.csp, 'Content-Security-Policy violations').toEqual([]);
      });
    }

    // The loading state is the same code on every tenant: the first tenant only, as the time-out below.
    if (tenant === tenantFolders()[0]) test('a 10-second delay shows the loading state, never a blank area, then the content', async ({ page }) => {
      // The answers are held by the test until it lets them go, and the page's clock is moved 10 s on
      // meanwhile (under the client's 15 s time-out), instead of waiting 10 s twice for real.
      test.setTimeout(90_000);
      await page.clock.install();
      const problems = await watchProblems(page);
      await skipAnnouncementPopup(page, tenant);
      let held = 0;
      let answerHome = (): void => undefined;
      const homeAnswers = new Promise<void>((resolve) => { answerHome = resolve; });
      const homeMatcher = pathIn(HOME_CALLS);
      await page.route(homeMatcher, async (route) => {
        held += 1;
        await homeAnswers;
        await route.fallback();
      });
      await page.goto(`${originOf(tenant)}/`);
      for (const widget of HOME_WIDGETS) {
        const loading = statusBox(page, widget.box, 'loading');
        await expect(loading, `${widget.name}: loading state`).toBeVisible();
        await expect(loading).toHaveAttribute('aria-busy', 'true');
      }
      // Ten seconds of the page's time into the delay: still loading, no error and no empty box.
      await page.clock.fastForward(10_000);
      await expect.poll(() => held, { message: 'the home calls are being held' }).toBeGreaterThanOrEqual(HOME_WIDGETS.length);
      for (const widget of HOME_WIDGETS) {
        await expect(statusBox(page, widget.box, 'loading'), `${widget.name}: still loading`).toBeVisible();
      }
      await expect(page.locator('.data-status--error, .data-status--empty')).toHaveCount(0);
      answerHome();
      for (const widget of HOME_WIDGETS) await expect(widget.content(page), `${widget.name}: content after the delay`).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.data-status--error')).toHaveCount(0);
      await page.unroute(homeMatcher);

      let answerLobby = (): void => undefined;
      const lobbyAnswers = new Promise<void>((resolve) => { answerLobby = resolve; });
      await page.route(pathIn(LOBBY_CALLS), async (route) => {
        await lobbyAnswers;
        await route.fallback();
      });
      await page.goto(`${originOf(tenant)}${lobbyPathOf(tenant)}`);
      const lobby = page.locator('.game-centre');
      await expect(lobby.locator('.data-status--loading')).toBeVisible();
      await page.clock.fastForward(10_000);
      await expect(lobby.locator('.data-status--loading')).toBeVisible();
      await expect(lobby.locator('.data-status--error, .data-status--empty')).toHaveCount(0);
      answerLobby();
      await expect(gameCards(lobby).first()).toBeVisible({ timeout: 20_000 });
      await expect(lobby.locator('.data-status--error')).toHaveCount(0);
      expect(problems.csp, 'Content-Security-Policy violations').toEqual([]);
    });

    // The time-out path is the client's, the same for every tenant: it runs on the first tenant only.
    if (tenant === tenantFolders()[0]) test('an answer that never comes times out into the network message, and retry recovers', async ({ page }) => {
      // Three attempts of 15 s (DEFAULT_TIMEOUT_MS) with 1 s and 2 s between them: about 48 s of the
      // page's clock, which the test moves forward instead of waiting (the requests stay unanswered).
      test.setTimeout(90_000);
      await page.clock.install();
      const problems = await watchProblems(page);
      await skipAnnouncementPopup(page, tenant);
      const matcher = pathIn(['/wps/system/banners', '/wps/relay/ODSFE2_getWinnerBoard']);
      let hung = 0;
      const handler = (): void => {
        hung += 1; // never answered: the client's own time-out ends the request
      };
      await page.route(matcher, handler);
      await page.goto(`${originOf(tenant)}/`);
      const widgets = HOME_WIDGETS.filter((w) => w.name === 'banner carousel' || w.name === 'winner board');
      for (const widget of widgets) await expect(statusBox(page, widget.box, 'loading')).toBeVisible();
      // Five seconds of page time per look: no time-out fires early (still loading at 10 s), and the
      // network message comes after the third attempt's.
      await page.clock.fastForward(10_000);
      for (const widget of widgets) await expect(statusBox(page, widget.box, 'loading'), `${widget.name}: loading within the first time-out`).toBeVisible();
      await expect.poll(async () => {
        await page.clock.fastForward(5_000);
        const shown = await Promise.all(widgets.map((widget) => statusBox(page, widget.box, 'error').count()));
        return shown.every((n) => n > 0);
      }, { message: 'network messages after the time-outs', intervals: [300], timeout: 40_000 }).toBe(true);
      for (const widget of widgets) {
        const alert = statusBox(page, widget.box, 'error');
        await expect(alert, `${widget.name}: error after the time-outs`).toBeVisible();
        await expect(alert).toContainText(message);
      }
      expect(hung).toBeGreaterThanOrEqual(6);
      await page.unroute(matcher, handler);
      for (const widget of widgets) {
        await statusBox(page, widget.box, 'error').getByRole('button', { name: retry }).click();
        await expect(widget.content(page)).toBeVisible();
      }
      expect(problems.csp, 'Content-Security-Policy violations').toEqual([]);
    });

    test('a widget whose code fails to download shows the network message with a retry, and the page around it stays', async ({ page }) => {
      test.setTimeout(60_000);
      const problems = await watchProblems(page);
      await skipAnnouncementPopup(page, tenant);
      // The game centre's own chunk: a lobby is not on the home route, so it is fetched on the way there.
      const matcher = /\/GameCentreWidget-[\w-]+\.js(\?.*)?$/;
      let dropped = 0;
      const handler = (route: Route) => {
        dropped += 1;
        return route.abort('connectionreset');
      };
      await page.route(matcher, handler);
      await page.goto(`${originOf(tenant)}/`);
      const path = lobbyPathOf(tenant);
      const nav = expected.view(language).navigation.find((item) => item.path === path);
      expect(nav, `${tenant} links its lobby from the top navigation`).toBeDefined();
      await page.getByRole('navigation', { name: /^(Menu principal|Main menu)$/ }).getByRole('link', { name: nav!.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const failure = page.locator('.widget-slot__failure');
      await expectNetworkError(failure, message, retry, 'the game centre without its code');
      expect(dropped).toBeGreaterThan(0);
      // Only the widget is replaced: the frame stays, and working.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('navigation', { name: /^(Menu principal|Main menu)$/ })).toBeVisible();

      await page.unroute(matcher, handler);
      await failure.getByRole('button', { name: retry }).click();
      await expect(gameCards(page.locator('.game-centre')).first()).toBeVisible();
      await expect(page.locator('.widget-slot__failure')).toHaveCount(0);
      expect(problems.csp, 'Content-Security-Policy violations').toEqual([]);
    });

    test('the login form shows the network message, keeps the username and sends one request per click', async ({ page }) => {
      test.setTimeout(90_000);
      const problems = await watchProblems(page);
      await skipAnnouncementPopup(page, tenant);
      await page.goto(`${originOf(tenant)}/`);
      await page.getByRole('banner').getByRole('button', { name: expected.text(language, 'header.login') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const form = dialog.locator('form.auth-form:not([hidden])');
      const username = form.getByLabel(expected.text(language, 'login.username'), { exact: true });
      const password = form.getByLabel(expected.text(language, 'login.password'), { exact: true });
      await username.fill('faultplayer');
      await password.fill('secret123');
      const submit = form.locator('button[type="submit"]');

      const logins: string[] = [];
      let fault: Fault = 'http500';
      const held = gate();
      await page.route(pathIn(['/wps/session/login']), async (route) => {
        logins.push(route.request().method());
        // Held until the test has clicked again while the request runs.
        await held.wait();
        await inject(route, fault);
      });

      for (const next of ['http500', 'connectionreset'] as const) {
        fault = next;
        const before = logins.length;
        await submit.click();
        await expect(submit).toBeDisabled();
        await expect.poll(() => logins.length, { timeout: 30_000 }).toBe(before + 1);
        // More clicks while the request runs send nothing.
        await submit.click({ force: true });
        await submit.dispatchEvent('click');
        await expect(submit).toBeDisabled();
        held.open();
        const alert = form.locator('.auth-alert');
        await expect(alert, `login on ${next}`).toHaveText(message, { timeout: 30_000 });
        await expect(submit).toBeEnabled();
        expect(logins.length - before, `login requests for one click (${next})`).toBe(1);
        await expect(username).toHaveValue('faultplayer');
      }

      // The human check's challenge failing: the same message, and no login request at all.
      await page.route(pathIn(['/wps/session/challenge']), (route) => route.fulfill({ status: 500, body: '' }));
      const before = logins.length;
      await submit.click();
      await expect(form.locator('.auth-alert')).toHaveText(message, { timeout: 30_000 });
      expect(logins.length).toBe(before);
      await expect(username).toHaveValue('faultplayer');
      expect(problems.csp, 'Content-Security-Policy violations').toEqual([]);
    });

    test('the registration form shows the network message, keeps every typed value and sends one request per click', async ({ page }) => {
      test.setTimeout(90_000);
      const problems = await watchProblems(page);
      await skipAnnouncementPopup(page, tenant);
      const form = expected.site.registrationForm;
      const path = form.regType === 'registerMobile' ? '/wps/member/register/mobile' : '/wps/member/register';
      const registrations: string[] = [];
      let fault: Fault = 'http500';
      const held = gate();
      await page.route(pathIn([path]), async (route) => {
        registrations.push(route.request().method());
        await held.wait();
        await inject(route, fault);
      });

      await page.goto(`${originOf(tenant)}/`);
      await page.getByRole('banner').getByRole('button', { name: expected.text(language, 'header.register') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const formEl = dialog.locator('form.register-modal__form');
      const samples: Record<string, string> = {
        username: 'faultplayer1', password: 'secret123', confirmPassword: 'secret123', payeeName: 'Jane Doe',
        email: 'jane.doe@example.com', mobileNum: '13800138000', verificationCode: '123456',
      };
      const typed: [Locator, string][] = [];
      for (const field of form.fields) {
        if (!field.enabled || field.mode !== form.regType) continue;
        const value = samples[field.name];
        if (value === undefined) continue;
        const input = formEl.locator(`input[name="${field.name}"]`);
        await input.fill(value);
        typed.push([input, value]);
      }
      expect(typed.length).toBeGreaterThanOrEqual(3);
      // A jurisdiction's sign-up extras (lusa under Brazil's profile: CPF, birth date, gender, limits, the risk warning).
      await fillSignUp(dialog, tenant);
      await formEl.locator('input[name="terms"]').check();
      await formEl.locator('input[name="ageConfirmed"]').check();
      if (expected.site.signUp.riskWarning) await formEl.locator('input[name="riskAcknowledged"]').check();
      const submit = formEl.locator('button[type="submit"]');

      for (const next of ['http500', 'connectionreset', 'malformed'] as const) {
        fault = next;
        const before = registrations.length;
        await submit.click();
        await expect(submit).toBeDisabled();
        await expect.poll(() => registrations.length).toBe(before + 1);
        await submit.click({ force: true });
        await submit.dispatchEvent('click');
        await expect(submit).toBeDisabled();
        held.open();
        await expect(formEl.locator('.auth-alert'), `registration on ${next}`).toHaveText(message, { timeout: 30_000 });
        await expect(submit).toBeEnabled();
        expect(registrations.length - before, `registration requests for one click (${next})`).toBe(1);
        for (const [input, value] of typed) await expect(input).toHaveValue(value);
        await expect(formEl.locator('input[name="terms"]')).toBeChecked();
        await expect(formEl.locator('input[name="ageConfirmed"]')).toBeChecked();
      }
      expect(problems.csp, 'Content-Security-Policy violations').toEqual([]);
    });
  });
}
