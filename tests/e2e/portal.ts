/**
 * Support for the end-to-end tests: where the server runs, the tenants on disk, what each tenant's
 * site should show (built by the engine from the same manifests and the seeded server state), and
 * the development route that switches a tenant's system status.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test as base, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { plainPageCookie, popupClosedCookie } from '../../schemas/api/boot';
import { MESSAGES, viewSite, type ResolvedSite, type SiteView } from '../../engine/index';
import type { Language, ThemeName } from '../../schemas/domain';
import { siteFor } from '../support/tenantFixture';
import { encryptPayload } from '../../server/modules/security/hybridCrypto';
import { AUTH_TEXTS } from '../../engine/i18n/texts/auth';
import type { AuthTextKey } from '../../engine/i18n/texts/auth';
import { cpfWithCheckDigits } from '../../engine/registration/signUp';

/**
 * Waits until the portal has taken over a server-drawn page (src/main.tsx removes the root's
 * `data-ssr` once hydrated): before then the page is inert, and a typed text would be the DOM's only.
 * A page without the portal's root passes at once.
 */
export async function waitForPortal(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-ssr') !== true);
}

/** The server's instant (GET /dev/clock): it starts at TEST_INSTANT and runs from there. */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const response = await request.get(`http://localhost:${E2E_PORT}/dev/clock?tenant=lusa`);
  expect(response.ok(), 'GET /dev/clock').toBe(true);
  return new Date(((await response.json()) as { value: { now: string } }).value.now);
}

/**
 * Sets the browser's clock of a context to the server's instant (Playwright's clock, running from
 * there), so the page and the server agree on what time it is. The test fixture does it for every
 * test's context; a test that opens a context of its own calls it.
 */
export async function syncClock(context: BrowserContext): Promise<void> {
  await context.clock.setSystemTime(await serverNow(context.request));
}

/** A context of the test's own, its browser clock set to the server's (syncClock). */
export async function newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await syncClock(context);
  return context;
}

/** Moves the server's clock forward (POST /dev/clock) and the context's browser clock with it. */
export async function advanceClock(context: BrowserContext, ms: number): Promise<Date> {
  const response = await context.request.post(`http://localhost:${E2E_PORT}/dev/clock?tenant=lusa`, { data: { advanceMs: ms } });
  expect(response.ok(), 'POST /dev/clock').toBe(true);
  const now = new Date(((await response.json()) as { value: { now: string } }).value.now);
  await context.clock.setSystemTime(now);
  return now;
}

/**
 * Playwright's test, whose page waits for the portal after every goto and reload (waitForPortal),
 * unless the goto asks to return at the response's commit.
 */
export const test = base.extend({
  // Every page of the test sees the server's clock (which starts at TEST_INSTANT, CLOCK_START in
  // playwright.config.ts): "today", the clocks on screen and the records' period pickers are the
  // same day and hour in every run.
  context: async ({ context }, use) => {
    await syncClock(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      if (args[1]?.waitUntil !== 'commit') await waitForPortal(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForPortal(page);
      return response;
    };
    await use(page);
  },
});

/**
 * Asks the server for this tenant's pages without server-drawn content, as a member's browser does
 * (the cookie of schemas/api/boot.ts plainPageCookie, set again before every goto and reload, since a
 * guest's page clears it): the page's data then comes from the browser's own calls, which a test can
 * intercept.
 */
export function askForBrowserDrawnPages(page: Page, tenant: string): void {
  const ask = () => page.context().addCookies([{ name: plainPageCookie(tenant), value: '1', domain: `${tenant}.localhost`, path: '/' }]);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    await ask();
    return goto(...args);
  };
  page.reload = async (...args) => {
    await ask();
    return reload(...args);
  };
}

/** The e2e server's port; E2E_PORT lets a second run (another working copy's) use its own. */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 4310);

const ROOT = resolve(import.meta.dirname, '../..');

/** Every merchant folder under tenants/ (presets excluded): a new tenant is covered the moment it exists. */
export function tenantFolders(): string[] {
  return readdirSync(resolve(ROOT, 'tenants'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'presets' && !d.name.startsWith('.'))
    .map((d) => d.name)
    .sort();
}

/** The game centres, in order of preference (slots first: lusa's 10,000 games). */
export const LOBBY_PATHS = ['/rng', '/live', '/fish', '/pvp', '/elott', '/lott', '/sports', '/esports', '/inhouse'];

/** The first game centre in LOBBY_PATHS order that the tenant's top navigation shows a guest. */
export function lobbyPathOf(tenant: string): string {
  const { site, view } = expectedSite(tenant);
  const items = view(site.languages.default).navigation;
  const path = LOBBY_PATHS.find((p) => items.some((n) => n.path === p));
  if (path === undefined) throw new Error(`${tenant} has no game centre in its top navigation`);
  return path;
}

/** The tenant's own origin: Chromium resolves every `*.localhost` name to loopback. */
export function originOf(tenant: string): string {
  return `http://${tenant}.localhost:${E2E_PORT}`;
}

export interface ExpectedSite {
  site: ResolvedSite;
  view(language: Language): SiteView;
  text(language: Language, key: keyof (typeof MESSAGES)['en']): string;
}

/** What the tenant's site shows for a guest, resolved by the engine against the seeded server state. */
export function expectedSite(tenant: string): ExpectedSite {
  const site = siteFor(tenant, 'seeded');
  return {
    site,
    view: (language) => viewSite(site, { kind: 'anonymous' }, language),
    text: (language, key) => site.copy[language]?.[key] ?? MESSAGES[language][key],
  };
}

/**
 * Switches the tenant's system status on the server (POST /dev/status, development only): 0 normal,
 * 1 maintenance, 2 region restricted. Sent to loopback with the tenant's Host, as the browser would.
 */
export async function setSystemStatus(request: APIRequestContext, tenant: string, status: 0 | 1 | 2): Promise<void> {
  const response = await request.post(`http://localhost:${E2E_PORT}/dev/status`, {
    headers: { Host: `${tenant}.localhost:${E2E_PORT}` },
    data: { status },
  });
  if (!response.ok()) throw new Error(`POST /dev/status ${status} for ${tenant}: ${response.status()} ${await response.text()}`);
}

/** The visitor IP the server reports to this tenant's pages. */
export async function visitorIp(request: APIRequestContext, tenant: string): Promise<string> {
  const response = await request.get(`http://localhost:${E2E_PORT}/wps/system/status`, { headers: { Host: `${tenant}.localhost:${E2E_PORT}` } });
  const body = (await response.json()) as { value?: { ip?: string } };
  if (body.value?.ip === undefined) throw new Error(`no visitor IP in /wps/system/status for ${tenant}`);
  return body.value.ip;
}

export interface PageProblems {
  csp: string[];
  console: string[];
}

/** Collects Content-Security-Policy violations, console errors and uncaught exceptions of a page. */
export async function watchProblems(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { csp: [], console: [] };
  await page.exposeFunction('__reportCspViolation', (line: string) => {
    problems.csp.push(line);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.console.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.console.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * Marks the public announcement popup as already seen this browser session (what closing it does: a
 * session cookie per kind, which the page's server reads too), for tests about something else;
 * tests/e2e/serverRender.spec.ts covers the popup itself.
 */
export async function skipAnnouncementPopup(page: Page, tenant: string): Promise<void> {
  await page.context().addCookies((['ANONYMOUS_POPUP', 'USER_POPUP'] as const).map((kind) => ({
    name: popupClosedCookie(tenant, kind), value: 'closed', domain: `${tenant}.localhost`, path: '/',
  })));
}

/**
 * The game cards in a scope, without the loading stand-ins (which keep the cards' classes for their
 * boxes, but have no game, name or working button): what a player can act on.
 */
export function gameCards(scope: Page | Locator): Locator {
  return scope.locator('.game-card:not(.game-card--placeholder)');
}

/** The latest 4-8 digit code the server sent to a mobile number (the development outbox). */
export async function latestSmsCode(request: APIRequestContext, tenant: string, mobile: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request.get(`http://localhost:${E2E_PORT}/dev/outbox?to=${mobile}&channel=sms&limit=1`, { headers: { Host: `${tenant}.localhost:${E2E_PORT}` } });
    const body = (await response.json()) as { value?: { body: string }[] };
    const code = /\b(\d{4,8})\b/.exec(body.value?.[0]?.body ?? '')?.[1];
    if (code !== undefined) return code;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no SMS code for ${mobile} at ${tenant} in the outbox`);
}

/** Whether a session token answers on the server (GET /wps/member/info). */
export async function tokenIsValid(request: APIRequestContext, tenant: string, token: string): Promise<boolean> {
  const response = await request.get(`http://localhost:${E2E_PORT}/wps/member/info`, {
    headers: { Host: `${tenant}.localhost:${E2E_PORT}`, authorization: `Bearer ${token}` },
  });
  return response.status() === 200;
}

/** The session token the portal keeps for the tenant in session storage. */
export function storedToken(page: Page, tenant: string): Promise<string | null> {
  return page.evaluate((code) => window.sessionStorage.getItem(`wl:${code}:token`), tenant);
}

/** Logs in through the header's login modal with a username and password, and waits for the member menu. */
export async function logInWithPassword(page: Page, tenant: string, username: string, password: string): Promise<void> {
  const { site, text } = expectedSite(tenant);
  const language = site.languages.default;
  await page.getByRole('banner').getByRole('button', { name: text(language, 'header.login'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text(language, 'login.title') });
  await dialog.getByLabel(text(language, 'login.username'), { exact: true }).fill(username);
  await dialog.getByLabel(text(language, 'login.password'), { exact: true }).fill(password);
  await dialog.getByRole('tabpanel').getByRole('button', { name: text(language, 'login.submit'), exact: true }).or(dialog.getByRole('button', { name: text(language, 'login.submit'), exact: true })).first().click();
  if (!site.signUp.riskWarning) return;
  // A jurisdiction's site asks for the risk warning after a successful login; a refused one shows its alert instead.
  const warning = riskWarningDialog(page, tenant);
  await expect(warning.or(dialog.getByRole('alert'))).toBeVisible({ timeout: 30_000 });
  if (await warning.isVisible()) await acknowledgeRiskWarning(page, tenant);
}

/** The message dialog that shows the risk warning after a login. */
export function riskWarningDialog(page: Page, tenant: string): Locator {
  return page.getByRole('alertdialog').filter({ hasText: authText(tenant, 'signUp.riskWarning') });
}

/** An auth text (the sign-in and sign-up popups' lazy texts) in the tenant's default language. */
export function authText(tenant: string, key: AuthTextKey): string {
  const { site } = expectedSite(tenant);
  const language = site.languages.default;
  return site.copy[language]?.[key] ?? AUTH_TEXTS[language][key];
}

/**
 * After a login on a site whose jurisdiction asks for the risk warning (lusa, under BR): the warning
 * shows in the message dialog and the player acknowledges it. Nothing on other sites.
 */
export async function acknowledgeRiskWarning(page: Page, tenant: string): Promise<void> {
  const { site, text } = expectedSite(tenant);
  if (!site.signUp.riskWarning) return;
  const warning = riskWarningDialog(page, tenant);
  await warning.getByRole('button', { name: text(site.languages.default, 'messageDialog.confirm'), exact: true }).click({ timeout: 30_000 });
  await expect(warning).toBeHidden();
}

let cpfSerial = 0;

/** A valid CPF (11 digits), different on every call. */
export function freshCpf(): string {
  cpfSerial += 1;
  const base = String((Date.now() * 7 + cpfSerial * 7919) % 1e9).padStart(9, '3');
  return cpfWithCheckDigits(base);
}

/** A field of the registration popup by its label (a required one ends in " *"). */
export function labelled(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
}

/**
 * Fills a jurisdiction's sign-up extras in the registration popup (lusa: CPF, birth date, gender, a
 * loss and a time limit); the risk warning's box is ticked with the other boxes. Nothing elsewhere.
 */
export async function fillSignUp(dialog: Locator, tenant: string, cpf = freshCpf()): Promise<void> {
  const { site } = expectedSite(tenant);
  const a = (key: AuthTextKey) => authText(tenant, key);
  const { fields, limits } = site.signUp;
  if (fields.includes('cpf')) await labelled(dialog, a('signUp.cpf')).fill(cpf);
  if (fields.includes('birthDate')) await labelled(dialog, a('signUp.birthDate')).fill('1990-05-17');
  if (fields.includes('gender')) await labelled(dialog, a('signUp.gender')).selectOption('female');
  if (limits.includes('loss')) await labelled(dialog, a('signUp.lossLimit')).fill('300');
  if (limits.includes('deposit')) await labelled(dialog, a('signUp.depositLimit')).fill('300');
  if (limits.includes('time')) await labelled(dialog, a('signUp.timeLimit')).fill('240');
}

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * The serious and critical axe-core violations (WCAG 2.1 A and AA, best practice) of the page, or of
 * the part `include` selects, one line each with its targets: the a11y check every spec runs.
 */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  // Only violations are gathered: every rule still runs on every node, but the passes and the
  // inapplicable results (most of a page's nodes) are neither collected nor sent back to the test.
  // (`options` replaces what was set before it, so it comes before the tags.)
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include !== undefined) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Stores a theme and a language for the tenant as the header's switches do; the next page load shows them. */
export async function chooseLook(page: Page, tenant: string, theme: ThemeName, language: Language): Promise<void> {
  await page.evaluate(({ code, theme, language }) => {
    window.localStorage.setItem(`wl:${code}:theme`, theme);
    window.localStorage.setItem(`wl:${code}:language`, language);
  }, { code: tenant, theme, language });
}

/** The same choice stored before any page script runs (an init script), for pages not loaded yet. */
export async function chooseLookBeforeLoad(page: Page, tenant: string, theme: ThemeName, language: Language): Promise<void> {
  await page.addInitScript(({ code, theme, language }) => {
    window.localStorage.setItem(`wl:${code}:theme`, theme);
    window.localStorage.setItem(`wl:${code}:language`, language);
  }, { code: tenant, theme, language });
}

/** Signs an agent in on the tenant's /agent page (the demo agents' password unless given) and waits for /agentHome. */
export async function signInAgent(page: Page, tenant: string, account: string, password = 'Agent2024'): Promise<void> {
  const { site, text } = expectedSite(tenant);
  const language = site.languages.default;
  await skipAnnouncementPopup(page, tenant);
  await page.goto(`${originOf(tenant)}/agent`);
  await waitForPortal(page);
  const form = page.locator('main');
  await form.getByLabel(text(language, 'login.username'), { exact: true }).fill(account);
  await form.getByLabel(text(language, 'login.password'), { exact: true }).fill(password);
  await form.getByRole('button', { name: text(language, 'login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/agentHome/, { timeout: 45_000 });
}

/**
 * Sets the signed-in account's payment password through the API, as the security centre's dialog
 * sends it (encrypted). Specs that share an account agree on its payment password: when another spec
 * set it first, changing it to itself (the old one given) proves it is that one.
 */
export async function ensurePaymentPassword(page: Page, tenant: string, loginPassword: string, paymentPassword: string): Promise<void> {
  const token = await storedToken(page, tenant);
  const key = await page.evaluate(async () => ((await (await fetch('/wps/system/publicKey')).json()) as { value: { kid: string; jwk: JsonWebKey } }).value);
  const send = async (payload: Record<string, string>) => {
    const body = await encryptPayload(key.jwk, key.kid, payload);
    return page.evaluate(async ([bearer, sent]) => {
      const response = await fetch('/wps/v2/member/paymentPassword', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` }, body: JSON.stringify(sent) });
      return { status: response.status, body: await response.text() };
    }, [token, body] as const);
  };
  let answer = await send({ loginPassword, newPaymentPassword: paymentPassword, confirmNewPaymentPassword: paymentPassword });
  if (answer.status !== 200) answer = await send({ oldPaymentPassword: paymentPassword, newPaymentPassword: paymentPassword, confirmNewPaymentPassword: paymentPassword });
  expect(answer.status, answer.body).toBe(200);
}

/**
 * Closes the contract offer popup when the signed-in agent has an open offer (another spec may have
 * offered one: the popup then opens on every page load). Whether one is open is read from the server,
 * not raced against the popup's appearance.
 */
export async function closeContractOffer(page: Page, tenant: string): Promise<void> {
  const pending = await page.evaluate(async (code) => {
    const response = await fetch('/wps/v2/agent/info', { headers: { authorization: `Bearer ${window.sessionStorage.getItem(`wl:${code}:token`) ?? ''}` } });
    return ((await response.json()) as { value: { pendingOffers: number } }).value.pendingOffers;
  }, tenant);
  if (pending === 0) return;
  const offer = page.getByTestId('contract-modal');
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(offer).toBeHidden();
}
