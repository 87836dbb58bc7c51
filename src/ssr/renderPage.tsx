/**
 * The server's render of a portal page: the first render a guest's browser would make, drawn on the
 * server so the page arrives with its content (the browser paints it before any script runs, then
 * hydrates it: src/main.tsx). Vite builds this module as a bundle of its own beside the portal
 * (engine/build/ssrBuildPlugin.ts); the reference server loads it from there (server/page/portalPage.ts),
 * so the server never imports the shell's code.
 *
 * The data: the render asks the API client for each call's answer as the browser's first render
 * would (useApiQuery's `takePrimed`). The calls it found no answer for are fetched through the server
 * (`fetchAnswers`) and the page is rendered again, at most MAX_PASSES times; the answers go into the
 * page (`pageAnswers`), so the browser's first render has the same data and the same markup.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { isDeclaredSpelling, loadErrorTexts, loadedCatalogue, routeAtPath, viewSiteWith, type ResolvedSite } from '../../engine/index';
import type { PageAnswerRequest, PageRenderInput, PrimedAnswer, RenderedPage, RenderedPortal } from '../../schemas/api/boot';
import { CALL_TABLE, buildUrl, createApiClient, primedKeyOf, type CallName } from '../api/index';
import { pickHost, type BootResult } from '../boot/bootPortal';
import { themeCustomProperties } from '../shell/applyDocumentTheme';
import { initialWidgets } from '../shell/initialWidgets';
import { PortalApp } from '../shell/PortalApp';
import { preloadWidgets } from '../shell/WidgetSlot';
import { popupOpensAtStart, popupQuery, provideSanitizer } from '../../widgets/index';
// The server's render alone makes a sanitiser over a DOM it is given; the browser's entry loads its own.
import { sanitizerFor } from '../../widgets/notice-modal/sanitizeNoticeHtml';

/** Reads open to guests that are not one-off challenges, keys or launches: what a page's first render may carry. */
const NEVER_PAGE_ANSWERS: ReadonlySet<CallName> = new Set<CallName>(['captcha', 'humanCheckChallenge', 'publicKey', 'trialGame', 'gameLaunchFB']);

/** Whether the page may carry this call's answer (BootData `pageAnswers`). */
export function isPageAnswerCall(name: CallName): boolean {
  const def = CALL_TABLE[name];
  return def.method === 'GET' && def.token !== 'required' && !NEVER_PAGE_ANSWERS.has(name);
}

/** The window the render's sanitiser works on: the server gives the same one to every render. */
let sanitizerWindow: Window | undefined;

/** Whether the render can draw server HTML: with a DOM for its sanitiser (PageRenderInput.sanitizerWindow). */
function sanitizes(input: PageRenderInput): boolean {
  if (input.sanitizerWindow === undefined) return false;
  if (input.sanitizerWindow !== sanitizerWindow) {
    provideSanitizer(sanitizerFor(input.sanitizerWindow));
    sanitizerWindow = input.sanitizerWindow;
  }
  return true;
}

/**
 * Whether the announcement popup opens over the page for this guest: the answers so far hold popup
 * announcements a guest sees, and this browser has not closed the popup (read from answers the
 * render's client has not taken: a client of its own takes them).
 */
function popupAtStart(site: ResolvedSite, language: RenderedPage['language'], cookies: string, answers: Record<string, PrimedAnswer>): boolean {
  const peek = createApiClient({ baseUrl: '', merchantCode: site.tenant.merchantCode, getToken: () => undefined, language, primedLanguage: language, pageAnswers: answers });
  const value = peek.takePrimed?.('announcements', popupQuery(language));
  return popupOpensAtStart({ tenant: site.tenant.code, session: 'anonymous', firstTimeLogin: false, cookies: cookies, announcements: value?.list });
}

/** Renders after which a call still without an answer is left to the browser (a row that appears only once another answered). */
const MAX_PASSES = 3;

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return text;
}

/** The CSS declarations of a theme on :root, as applyTheme sets them in the browser. */
function themeCss(site: ResolvedSite, theme: RenderedPage['theme']): string {
  const properties = Object.entries(themeCustomProperties(site.theme, theme)).map(([name, value]) => `${name}:${value}`);
  properties.push(`color-scheme:${theme}`);
  // Token values come from the validated manifest (colours and lengths); `<` never belongs in them.
  return `:root{${properties.join(';').replace(/</g, '')}}`;
}

/**
 * The page's markup for a guest in the site's default language and theme, or undefined when there is
 * nothing to draw; rejects with the render's first error.
 */
export async function renderPortalPage(input: PageRenderInput): Promise<RenderedPortal | undefined> {
  const site = input.site as unknown as ResolvedSite;
  const language = site.languages.default;
  const theme = site.theme.default;
  const path = input.path;
  await loadErrorTexts(language);
  // A path the portal sends elsewhere (unknown, or a page a guest may not open) is drawn where it lands, in the browser.
  if (site.status.screen === 'normal') {
    const route = routeAtPath(site.routes, path);
    // Another spelling of a route's path is replaced by the route's own in the browser first.
    if (route !== undefined && !isDeclaredSpelling(route, path)) return undefined;
    const view = viewSiteWith(site, { kind: 'anonymous' }, language, (l) => loadedCatalogue(l) ?? {});
    const access = route === undefined ? undefined : view.routes.find((r) => r.id === route.id)?.access;
    if (access === undefined || access.kind === 'redirect' || access.kind === 'replace') return undefined;
  }
  const hosts = { image: pickHost(site.hosts.imageCDNs, input.random), launch: pickHost(site.hosts.launchGameCDNs, input.random) };
  await preloadWidgets(initialWidgets(site, path));

  const drawsServerHtml = sanitizes(input);
  const agentLayout = routeAtPath(site.routes, path)?.layout === 'agent';
  const pageAnswers: Record<string, PrimedAnswer> = {};
  let html: string | undefined;
  let popup = false;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    // The popup is drawn open once its answer is in, with its content sanitised as the browser would.
    // Agent paths show only the agent layout (SPEC section 2): never the guests' popup.
    popup = drawsServerHtml && !agentLayout && popupAtStart(site, language, input.cookies, pageAnswers);
    if (popup) await preloadWidgets(['public-announcement-modal']);
    const wanted = new Map<string, PageAnswerRequest>();
    const client = createApiClient({
      baseUrl: '',
      merchantCode: site.tenant.merchantCode,
      getToken: () => undefined,
      language,
      primed: input.answers,
      primedLanguage: language,
      pageAnswers: { ...pageAnswers },
      onUnprimed(name: CallName, params: unknown) {
        if (!isPageAnswerCall(name)) return;
        const key = primedKeyOf(name, params);
        const def = CALL_TABLE[name];
        wanted.set(key, {
          key,
          url: buildUrl('', def.path, params as Parameters<typeof buildUrl>[2]),
          headers: { 'accept-language': language, ...(def.moduleId ? { 'x-module-id': def.moduleId } : {}) },
        });
      },
    });
    const result: BootResult = {
      kind: 'ready', site, session: { kind: 'anonymous' }, imageHost: hosts.image, launchHost: hosts.launch, client, clientLanguage: { current: language },
      ...(popup ? { popupAtStart: true } : {}),
    };
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <PortalApp result={result} location={{ path, router: (children: ReactNode) => <StaticRouter location={path}>{children}</StaticRouter> }} />
      </StrictMode>,
      // Every boundary inline, where it stands: an outlined one would need an inline script to put it
      // in place, which the page's Content-Security-Policy does not run.
      { onError: (error) => { errors.push(error); }, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    html = await toText(prelude);
    // The page then goes out without content, and the browser draws it (and reports what fails).
    if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
    if (wanted.size === 0) break;
    if (pass === MAX_PASSES - 1) break;
    Object.assign(pageAnswers, await input.fetchAnswers([...wanted.values()]));
  }
  if (html === undefined) return undefined;
  return {
    html,
    document: {
      language, theme, title: site.tenant.title[language], themeCss: themeCss(site, theme),
      ...(site.tenant.favicon !== undefined ? { favicon: site.tenant.favicon } : {}),
    },
    pageAnswers,
    hosts,
    rendered: { path, language, theme, ...(popup ? { popup: true } : {}) },
  };
}
