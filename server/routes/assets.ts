/**
 * The server as its own image host and game host: generated SVG icons and banners in the tenant's
 * brand colours (/img/*, and the image CDNs of the site permission /cdn/img1/*, /cdn/img2/* as
 * aliases), and a small self-contained demo game page (/demo-game, and the launch CDNs
 * /cdn/launch1/*, /cdn/launch2/* as aliases). The game page has no script at all: the CSP forbids
 * inline script, and plain HTML and CSS are enough. In real mode the page opens the launch's round
 * on the server (server/modules/catalogue/rounds.ts) and its form sends that round's id; the player never
 * picks a round or its outcome.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JSONSchema } from 'json-schema-to-ts';
import type { ThemeToken } from '../../schemas/domain';
import { demoGameQuerySchema, type DemoGameQuery } from '../../schemas/api/games';
import type { Banner } from '../../schemas/api/home';
import { devTenantQueryProperty, languageParamSchema, type Promotion } from '../../schemas/api/system';
import { VENDOR_DISPLAY_NAMES } from '../../engine/profiles/index';
import { hashString } from '../../engine/profiles/seededRandom';
import { escapeMarkup } from '../page/escapeMarkup';
import type { Db } from '../db/connect';
import { content } from '../modules/content/schema';
import { games, vendors } from '../modules/catalogue/schema';
import { contentSecurityPolicyFor } from '../app';
import { ApiError } from '../http/errors';
import { CONTENT_KINDS } from '../seed/content';
import type { TenantInfo } from '../modules/tenants/index';
import { IMAGE_CDNS, LAUNCH_CDNS, languageOf } from './system';
import { formatMoney } from '../modules/ledger/index';
import { mainBalance, walletSettingsOf } from '../modules/wallet/index';
import { SPIN_STAKES, lastSpin, launchOf, openRound, settleRound, type Launch } from '../modules/catalogue/index';
import { pointSettingsOf, pointsEnabled } from '../modules/points/index';
import { rebateRatesOf } from '../modules/rewards/index';

const spinFormSchema = {
  type: 'object',
  properties: {
    nodeId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' },
    token: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' },
    round: { type: 'string', pattern: '^R[A-Za-z0-9_-]{8,32}$' },
    stake: { type: 'string', pattern: '^[0-9]{1,9}$' },
    language: { type: 'string', enum: ['pt', 'en'] },
  },
  required: ['nodeId', 'token', 'round', 'stake', 'language'],
  additionalProperties: false,
} as const;
type SpinForm = { nodeId: string; token: string; round: string; stake: string; language: 'pt' | 'en' };

const ASSET_KINDS = ['vendors', 'games', 'banners', 'promotions'] as const;
type AssetKind = (typeof ASSET_KINDS)[number];

/** File names per kind: the id, then .svg (.png is accepted too: the engine's icon paths end in .png). */
const FILE_PATTERNS: Record<AssetKind, string> = {
  vendors: '^([A-Za-z0-9_]{1,16})\\.(svg|png)$',
  games: '^([A-Za-z0-9_-]{1,32})\\.(svg|png)$',
  banners: '^([a-z_]{1,32}-[0-9]{1,4})\\.(svg|png)$',
  promotions: '^([0-9]{1,9})\\.(svg|png)$',
};

const assetQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, language: languageParamSchema, v: { type: 'string', maxLength: 32 } },
  additionalProperties: false,
} as const satisfies JSONSchema;
interface AssetQuery {
  language?: string;
}

const wildcardParamsSchema = {
  type: 'object',
  properties: { '*': { type: 'string', maxLength: 256 } },
  required: ['*'],
  additionalProperties: false,
} as const satisfies JSONSchema;

const svgResponse = { 200: { type: 'string', description: 'image/svg+xml' } } as const;
const htmlResponse = { 200: { type: 'string', description: 'text/html' } } as const;

type Palette = Record<ThemeToken, string>;

const FALLBACK: Palette = {
  primary: '#f5b400', primaryText: '#1a1300', accent: '#3ad29f', background: '#0f1420', surface: '#171e2e',
  surfaceRaised: '#202a3f', text: '#f2f4f8', textMuted: '#a7b0c2', border: '#2b3650', danger: '#ff5c6c',
  success: '#37c978', warning: '#ffb347', badge: '#ff3b30',
};

/** The colours of the tenant's default theme. */
function paletteOf(tenant: TenantInfo): Palette {
  const theme = tenant.compiled.features.theme;
  const tokens = theme?.[theme.default ?? 'dark'] ?? {};
  return { ...FALLBACK, ...tokens };
}

/** A hue per name, so neighbouring game icons differ. */
function hueOf(text: string): number {
  return hashString(text) % 360;
}

/** Splits a name into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line.length > 0 && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line.length > 0 ? `${line} ${word}` : word;
    }
  }
  if (line.length > 0) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

function textLines(lines: string[], x: number, firstY: number, lineHeight: number, size: number, fill: string, weight = 700): string {
  return lines
    .map((l, i) => `<text x="${x}" y="${firstY + i * lineHeight}" font-family="Inter, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeMarkup(l)}</text>`)
    .join('');
}

function vendorSvg(name: string, code: string, p: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeMarkup(name)}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.surfaceRaised}"/><stop offset="1" stop-color="${p.surface}"/></linearGradient></defs>`
    + `<rect width="240" height="120" rx="16" fill="url(#g)" stroke="${p.primary}" stroke-width="3"/>`
    + textLines(wrap(name, 16, 2), 120, name.length > 16 ? 52 : 64, 26, 22, p.text)
    + `<text x="120" y="104" font-family="Inter, Arial, sans-serif" font-size="14" fill="${p.primary}" text-anchor="middle" letter-spacing="2">${escapeMarkup(code)}</text>`
    + `</svg>`;
}

function gameSvg(name: string, vendor: string, p: Palette): string {
  const hue = hueOf(name);
  const lines = wrap(name, 12, 3);
  const firstY = 150 - ((lines.length - 1) * 34) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeMarkup(name)}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="${p.background}"/></linearGradient></defs>`
    + `<rect width="300" height="300" rx="24" fill="url(#g)"/>`
    + `<circle cx="250" cy="50" r="70" fill="${p.primary}" opacity="0.18"/>`
    + `<circle cx="40" cy="270" r="60" fill="${p.accent}" opacity="0.18"/>`
    + textLines(lines, 150, firstY, 34, 28, p.text)
    + `<rect x="100" y="246" width="100" height="30" rx="15" fill="${p.primary}"/>`
    + `<text x="150" y="267" font-family="Inter, Arial, sans-serif" font-size="15" font-weight="700" fill="${p.primaryText}" text-anchor="middle">${escapeMarkup(vendor)}</text>`
    + `</svg>`;
}

function wideSvg(title: string, subtitle: string, width: number, height: number, p: Palette): string {
  const hue = hueOf(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(title)}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.background}"/><stop offset="0.6" stop-color="hsl(${hue},60%,30%)"/><stop offset="1" stop-color="${p.primary}"/></linearGradient></defs>`
    + `<rect width="${width}" height="${height}" fill="url(#g)"/>`
    + `<circle cx="${width * 0.85}" cy="${height * 0.5}" r="${height * 0.42}" fill="${p.accent}" opacity="0.25"/>`
    + textLines(wrap(title, 28, 2), width * 0.4, height * 0.45, height * 0.14, Math.round(height * 0.12), p.text, 800)
    + `<text x="${width * 0.4}" y="${height * 0.8}" font-family="Inter, Arial, sans-serif" font-size="${Math.round(height * 0.06)}" fill="${p.primary}" text-anchor="middle">${escapeMarkup(subtitle)}</text>`
    + `</svg>`;
}

/** Sends an SVG with cache headers and an ETag (304 when the client has it). */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  void reply.header('cache-control', 'public, max-age=86400').header('etag', etag).header('vary', 'Host');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

async function renderAsset(db: Db, request: FastifyRequest, kind: AssetKind, file: string, query: AssetQuery): Promise<string> {
  const match = new RegExp(FILE_PATTERNS[kind]).exec(file);
  const id = match?.[1];
  if (id === undefined) throw new ApiError(404, 'error.notFound');
  const tenant = request.tenant;
  const palette = paletteOf(tenant);
  switch (kind) {
    case 'vendors': {
      const code = id.toUpperCase();
      const rows = await db
        .select({ displayName: vendors.displayName })
        .from(vendors)
        .where(and(eq(vendors.tenant, tenant.code), eq(vendors.vassalage, code)))
        .limit(1);
      const known = (VENDOR_DISPLAY_NAMES as Record<string, string>)[code];
      const name = rows[0]?.displayName ?? known;
      if (name === undefined) throw new ApiError(404, 'error.notFound');
      return vendorSvg(name, code, palette);
    }
    case 'games': {
      const rows = await db
        .select({ gameName: games.gameName, vassalage: games.vassalage })
        .from(games)
        .where(and(eq(games.tenant, tenant.code), eq(games.nodeId, id)))
        .limit(1);
      const game = rows[0];
      if (!game) throw new ApiError(404, 'error.notFound');
      return gameSvg(game.gameName, game.vassalage, palette);
    }
    case 'banners': {
      const rows = await db
        .select({ data: content.data })
        .from(content)
        .where(and(eq(content.tenant, tenant.code), eq(content.kind, CONTENT_KINDS.banner), eq(sql`${content.data}->>'id'`, id)))
        .limit(1);
      const banner = rows[0]?.data as Banner | undefined;
      if (!banner) throw new ApiError(404, 'error.notFound');
      return wideSvg(banner.title, tenant.name, 1200, 400, palette);
    }
    case 'promotions': {
      const language = languageOf(tenant, query.language);
      const rows = await db
        .select({ data: content.data })
        .from(content)
        .where(and(eq(content.tenant, tenant.code), eq(content.kind, CONTENT_KINDS.promotion), eq(content.language, language), eq(sql`${content.data}->>'id'`, id)))
        .limit(1);
      const promotion = rows[0]?.data as Promotion | undefined;
      if (!promotion) throw new ApiError(404, 'error.notFound');
      return wideSvg(promotion.title, tenant.name, 600, 300, palette);
    }
  }
}

/** The demo game page: the game's name and vendor, the mode, and spinning reels in CSS. */
/** What the page shows in real mode for a valid launch: the balance, the spin form, the last spin. */
interface RealPanel {
  balance: string;
  action: string;
  fields: Record<string, string>;
  last?: { stake: string; win: string };
  /** Why the last spin booked nothing. */
  refused?: 'insufficient' | 'expired' | 'played';
}

const REFUSED_TEXTS = {
  pt: { insufficient: 'Saldo insuficiente', expired: 'Esta rodada expirou; gire de novo', played: 'Esta rodada já foi jogada' },
  en: { insufficient: 'Insufficient balance', expired: 'This round has expired; spin again', played: 'This round was already played' },
} as const;

function demoGameHtml(tenant: TenantInfo, game: { gameName: string; vassalage: string; gameType: string } | undefined, mode: 'real' | 'demo', language: 'pt' | 'en', real?: RealPanel): string {
  const p = paletteOf(tenant);
  const t = language === 'pt'
    ? { demo: 'Modo de demonstração', real: 'Modo real (servidor de demonstração, sem dinheiro real)', balance: 'Saldo', spin: 'Girar', missing: 'Jogo não encontrado' }
    : { demo: 'Demo mode', real: 'Real mode (demo server, no real money)', balance: 'Balance', spin: 'Spin', missing: 'Game not found' };
  const title = game ? game.gameName : t.missing;
  const symbols = ['7', '★', '♦', '♣', '♥', '$'];
  const reels = game
    ? [0, 1, 2].map((i) => {
        const start = hashString(`${game.gameName}/${i}`) % symbols.length;
        const strip = Array.from({ length: symbols.length * 2 }, (_, k) => `<span>${symbols[(start + k) % symbols.length] ?? '7'}</span>`).join('');
        return `<div class="reel"><div class="strip s${i}">${strip}</div></div>`;
      }).join('')
    : '';
  const body = game
    ? `<header><h1>${escapeMarkup(game.gameName)}</h1><p class="meta">${escapeMarkup((VENDOR_DISPLAY_NAMES as Record<string, string>)[game.vassalage] ?? game.vassalage)} · ${escapeMarkup(game.gameType)}</p></header>`
      + `<p class="mode ${mode}">${mode === 'demo' ? t.demo : t.real}</p>`
      + `<div class="machine">${reels}</div>`
      + `<p class="balance">${t.balance}: <strong>${real ? escapeMarkup(real.balance) : mode === 'demo' ? '2,000.00' : '0.00'}</strong></p>`
      + (real
        ? (real.refused ? `<p class="last" role="alert">${REFUSED_TEXTS[language][real.refused]}</p>` : '')
          + (real.last ? `<p class="last">${language === 'pt' ? 'Aposta' : 'Stake'} ${escapeMarkup(real.last.stake)} · ${language === 'pt' ? 'Ganho' : 'Win'} ${escapeMarkup(real.last.win)}</p>` : '')
          + `<form class="spin" method="post" action="${escapeMarkup(real.action)}">`
          + Object.entries(real.fields).map(([k, v]) => `<input type="hidden" name="${escapeMarkup(k)}" value="${escapeMarkup(v)}">`).join('')
          + `<select name="stake" aria-label="${language === 'pt' ? 'Aposta' : 'Stake'}">${SPIN_STAKES.map((c) => `<option value="${c.toString()}">${formatMoney(c)}</option>`).join('')}</select>`
          + `<button type="submit">${t.spin}</button></form>`
        : `<label class="spin"><input type="checkbox"><span>${t.spin}</span></label>`)
    : `<header><h1>${t.missing}</h1></header>`;
  return `<!doctype html><html lang="${language === 'pt' ? 'pt' : 'en'}"><head><meta charset="utf-8">`
    + `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(title)} · ${escapeMarkup(tenant.name)}</title>`
    + `<style>`
    + `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;`
    + `font-family:Inter,Arial,sans-serif;background:${p.background};color:${p.text}}`
    + `h1{margin:0;font-size:28px;text-align:center}.meta{margin:4px 0 0;color:${p.textMuted};text-align:center}`
    + `.mode{padding:4px 12px;border-radius:999px;font-size:13px;background:${p.surfaceRaised};border:1px solid ${p.border}}.mode.demo{color:${p.accent}}.mode.real{color:${p.primary}}`
    + `.machine{display:flex;gap:10px;padding:16px;border-radius:16px;background:${p.surface};border:3px solid ${p.primary}}`
    + `.reel{width:80px;height:96px;overflow:hidden;border-radius:10px;background:${p.surfaceRaised}}`
    + `.strip{display:flex;flex-direction:column}.strip span{height:96px;line-height:96px;text-align:center;font-size:48px;color:${p.primary}}`
    + `.spin input{position:absolute;opacity:0}.spin span{display:inline-block;padding:10px 32px;border-radius:999px;background:${p.primary};color:${p.primaryText};font-weight:700;cursor:pointer}`
    + `@keyframes roll{from{transform:translateY(0)}to{transform:translateY(-${96 * symbols.length}px)}}`
    + `body:has(.spin input:checked) .s0{animation:roll .5s linear 3}body:has(.spin input:checked) .s1{animation:roll .4s linear 5}body:has(.spin input:checked) .s2{animation:roll .3s linear 8}`
    + `.balance{margin:0;color:${p.textMuted}}`
    + `form.spin{display:flex;gap:8px}form.spin select,form.spin button{padding:10px 16px;border-radius:999px;border:1px solid ${p.border};font:inherit}`
    + `form.spin button{background:${p.primary};color:${p.primaryText};font-weight:700;cursor:pointer}.last{margin:0;color:${p.accent}}`
    + `</style></head><body>${body}</body></html>`;
}

/** The customer-service page the site permission's encrypted paths lead to (no live agent behind it). */
function supportHtml(tenant: TenantInfo, ticket: string, language: 'pt' | 'en'): string {
  const p = paletteOf(tenant);
  const t = language === 'pt'
    ? { title: 'Atendimento ao cliente', body: 'Este é o servidor de demonstração: não há um atendente ao vivo. Seu protocolo:' }
    : { title: 'Customer service', body: 'This is the demo server: no live agent answers here. Your reference:' };
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>${t.title} · ${escapeMarkup(tenant.name)}</title><style>body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;`
    + `font-family:Inter,Arial,sans-serif;background:${p.background};color:${p.text}}h1{margin:0;color:${p.primary}}code{color:${p.accent}}</style></head>`
    + `<body><h1>${t.title}</h1><p>${escapeMarkup(tenant.name)}</p><p>${t.body} <code>${escapeMarkup(ticket)}</code></p></body></html>`;
}

export async function assetRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { ticket: string }; Querystring: { language?: 'pt' | 'en'; tenant?: string } }>('/support/:ticket', {
    schema: {
      params: { type: 'object', properties: { ticket: { type: 'string', pattern: '^[0-9a-f]{1,64}$' } }, required: ['ticket'], additionalProperties: false },
      querystring: { type: 'object', properties: { language: { type: 'string', enum: ['pt', 'en'] }, tenant: { type: 'string' } }, additionalProperties: false },
      response: htmlResponse,
    },
  }, async (request, reply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(supportHtml(request.tenant, request.params.ticket, languageOf(request.tenant, request.query.language))),
  );

  const db = app.db;

  for (const kind of ASSET_KINDS) {
    app.get<{ Params: { file: string }; Querystring: AssetQuery }>(`/img/${kind}/:file`, {
      schema: {
        params: {
          type: 'object',
          properties: { file: { type: 'string', pattern: FILE_PATTERNS[kind] } },
          required: ['file'],
          additionalProperties: false,
        },
        querystring: assetQuerySchema,
        response: svgResponse,
      },
    }, async (request, reply) => sendSvg(request, reply, await renderAsset(db, request, kind, request.params.file, request.query)));
  }

  // The image CDNs: /cdn/img1/vendors/PG.svg and /cdn/img1/img/vendors/PG.svg both mean /img/vendors/PG.svg.
  for (const cdn of IMAGE_CDNS) {
    app.get<{ Params: { '*': string }; Querystring: AssetQuery }>(`${cdn}/*`, {
      schema: { params: wildcardParamsSchema, querystring: assetQuerySchema, response: svgResponse },
    }, async (request, reply) => {
      const path = request.params['*'].replace(/^img\//, '');
      const match = /^(vendors|games|banners|promotions)\/([^/]+)$/.exec(path);
      const kind = match?.[1] as AssetKind | undefined;
      const file = match?.[2];
      if (kind === undefined || file === undefined) throw new ApiError(404, 'error.notFound');
      return sendSvg(request, reply, await renderAsset(db, request, kind, file, request.query));
    });
  }

  /** The game page's real-mode panel for a valid launch, with the launch's open round in its form. */
  const realPanelOf = async (request: FastifyRequest, launch: Launch, nodeId: string, token: string, language: 'pt' | 'en', tenantOverride: string | undefined, shown: { round?: string; refused?: RealPanel['refused'] }): Promise<RealPanel> => {
    const tenant = request.tenant;
    const now = request.server.clock.now();
    const last = shown.round ? await lastSpin(db, tenant.code, launch.memberId, shown.round) : undefined;
    const round = await openRound(db, tenant.code, launch, nodeId, now);
    return {
      balance: formatMoney(await mainBalance(db, tenant.code, launch.memberId)),
      action: `/demo-game/spin${tenantOverride ? `?tenant=${encodeURIComponent(tenantOverride)}` : ''}`,
      fields: { nodeId, token, round, language },
      ...(last ? { last } : {}),
      ...(shown.refused ? { refused: shown.refused } : {}),
    };
  };

  const sendGamePage = (request: FastifyRequest, reply: FastifyReply, status: number, html: string): FastifyReply => {
    // The portal frames the game page in a sandbox without allow-same-origin: its origin is opaque,
    // so `form-action 'self'` would refuse the spin form; its own origin is named instead.
    const csp = contentSecurityPolicyFor(["'self'", `${request.protocol}://${request.host}`], request.protocol === 'https');
    return reply.code(status).header('cache-control', 'no-store').header('content-security-policy', csp).type('text/html; charset=utf-8').send(html);
  };

  const gameOfTenant = async (tenant: string, nodeId: string) => {
    const [game] = await db
      .select({ nodeId: games.nodeId, gameName: games.gameName, vassalage: games.vassalage, gameType: games.gameType })
      .from(games)
      .where(and(eq(games.tenant, tenant), eq(games.nodeId, nodeId)))
      .limit(1);
    return game;
  };

  const demoGame = async (request: FastifyRequest<{ Querystring: DemoGameQuery }>, reply: FastifyReply): Promise<FastifyReply> => {
    const tenant = request.tenant;
    const game = await gameOfTenant(tenant.code, request.query.nodeId);
    const language = languageOf(tenant, request.query.language);
    const mode = request.query.mode ?? 'demo';
    let real: RealPanel | undefined;
    // Real mode with a valid launch: the member's balance and a spin form for the launch's open round.
    const { token } = request.query;
    const launch = game && mode === 'real' && token ? await launchOf(db, tenant.code, token, request.query.nodeId, request.server.clock.now()) : undefined;
    if (launch && token) {
      const tenantOverride = app.mode === 'production' ? undefined : request.query.tenant;
      real = await realPanelOf(request, launch, request.query.nodeId, token, language, tenantOverride, {
        ...(request.query.round ? { round: request.query.round } : {}),
        ...(request.query.insufficient === '1' ? { refused: 'insufficient' as const } : {}),
      });
    }
    return sendGamePage(request, reply, game ? 200 : 404, demoGameHtml(tenant, game, mode, language, real));
  };

  // A real-mode spin settles the round the page opened (its id is the spin's idempotency key). A
  // round the server did not open for this launch is refused (404); an expired one (410) or a
  // replay of a settled one (409) books nothing and answers the page again with a fresh round.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post<{ Body: SpinForm; Querystring: { tenant?: string } }>('/demo-game/spin', {
      schema: { body: spinFormSchema, querystring: { type: 'object', properties: { tenant: { type: 'string', pattern: '^[a-z][a-z0-9-]{1,31}$' } }, additionalProperties: false } },
    }, async (request, reply) => {
      const tenant = request.tenant;
      const now = request.server.clock.now();
      const { nodeId, token, round, stake, language } = request.body;
      const cents = BigInt(stake);
      if (!SPIN_STAKES.includes(cents as (typeof SPIN_STAKES)[number])) throw new ApiError(400, 'error.invalidRequest');
      const launch = await launchOf(db, tenant.code, token, nodeId, now);
      if (!launch) throw new ApiError(401, 'error.sessionExpired');
      const game = await gameOfTenant(tenant.code, nodeId);
      if (!game) throw new ApiError(404, 'error.notFound');
      const earn = { rebate: await rebateRatesOf(db, tenant.code), ...(pointsEnabled(tenant) ? { points: await pointSettingsOf(db, tenant.code) } : {}) };
      const result = await settleRound(db, await walletSettingsOf(db, tenant), launch, game, round, cents, now, earn);
      const tenantOverride = app.mode === 'production' ? undefined : request.query.tenant;
      if (result === 'reused') throw new ApiError(422, 'error.idempotencyKeyReused');
      if (result === 'unknown') throw new ApiError(404, 'error.notFound');
      if (result === 'expired' || result === 'played') {
        const real = await realPanelOf(request, launch, nodeId, token, language, tenantOverride, { refused: result, ...(result === 'played' ? { round } : {}) });
        return sendGamePage(request, reply, result === 'played' ? 409 : 410, demoGameHtml(tenant, game, 'real', language, real));
      }
      const params = new URLSearchParams({ nodeId, mode: 'real', token, language });
      if (tenantOverride) params.set('tenant', tenantOverride);
      if (result === 'insufficient') params.set('insufficient', '1');
      else params.set('round', round);
      return reply.code(303).header('location', `/demo-game?${params.toString()}`).send();
    });
  });

  app.get<{ Querystring: DemoGameQuery }>('/demo-game', {
    schema: { querystring: demoGameQuerySchema, response: htmlResponse },
  }, demoGame);

  for (const cdn of LAUNCH_CDNS) {
    app.get<{ Params: { '*': string }; Querystring: DemoGameQuery }>(`${cdn}/*`, {
      schema: { params: wildcardParamsSchema, querystring: demoGameQuerySchema, response: htmlResponse },
    }, demoGame);
  }
}
