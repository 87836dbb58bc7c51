/**
 * The server as its own image host and game host: generated SVG icons and banners in the tenant's
 * brand colours (/img/*, and the image CDNs of the site permission /cdn/img1/*, /cdn/img2/* as
 * aliases; drawn by server/page/artwork.ts), and a small self-contained demo game page (/demo-game,
 * and the launch CDNs /cdn/launch1/*, /cdn/launch2/* as aliases; drawn by server/page/gamePage.ts).
 * In real mode the page shows the launch's open round, which the server opened (the catalogue
 * module's demo game, server/modules/catalogue/demoGame.ts), and its form sends that round's id; the
 * player never picks a round or its outcome.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JSONSchema } from 'json-schema-to-ts';
import { demoGameQuerySchema, type DemoGameQuery } from '../../schemas/api/games';
import { devTenantQueryProperty, languageParamSchema } from '../../schemas/api/system';
import { VENDOR_DISPLAY_NAMES } from '../../engine/profiles/index';
import { ApiError } from '../http/errors';
import { IMAGE_CDNS, LAUNCH_CDNS, findGame, launchPanel, spinDemoGame, vendorDisplayName, type LaunchPanel } from '../modules/catalogue/index';
import { bannerById, promotionById, requestedLanguageOf } from '../modules/content/index';
import { gameSvg, paletteOf, vendorSvg, wideSvg } from '../page/artwork';
import { demoGameHtml, supportHtml, withFormActions, type RealPanel } from '../page/gamePage';

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

/** Sends an SVG with cache headers and an ETag (304 when the client has it). */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  void reply.header('cache-control', 'public, max-age=86400').header('etag', etag).header('vary', 'Host');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

async function renderAsset(request: FastifyRequest, kind: AssetKind, file: string, query: AssetQuery): Promise<string> {
  const match = new RegExp(FILE_PATTERNS[kind]).exec(file);
  const id = match?.[1];
  if (id === undefined) throw new ApiError(404, 'error.notFound');
  const db = request.server.db;
  const tenant = request.tenant;
  const palette = paletteOf(tenant);
  switch (kind) {
    case 'vendors': {
      const code = id.toUpperCase();
      const known = (VENDOR_DISPLAY_NAMES as Record<string, string>)[code];
      const name = (await vendorDisplayName(db, tenant.code, code)) ?? known;
      if (name === undefined) throw new ApiError(404, 'error.notFound');
      return vendorSvg(name, code, palette);
    }
    case 'games': {
      const game = await findGame(db, tenant.code, id);
      if (!game) throw new ApiError(404, 'error.notFound');
      return gameSvg(game.gameName, game.vassalage, palette);
    }
    case 'banners': {
      const banner = await bannerById(db, tenant.code, id);
      if (!banner) throw new ApiError(404, 'error.notFound');
      return wideSvg(banner.title, tenant.name, 1200, 400, palette);
    }
    case 'promotions': {
      const promotion = await promotionById(db, tenant.code, id, requestedLanguageOf(tenant, query.language));
      if (!promotion) throw new ApiError(404, 'error.notFound');
      return wideSvg(promotion.title, tenant.name, 600, 300, palette);
    }
  }
}

export async function assetRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { ticket: string }; Querystring: { language?: 'pt' | 'en'; tenant?: string } }>('/support/:ticket', {
    schema: {
      params: { type: 'object', properties: { ticket: { type: 'string', pattern: '^[0-9a-f]{1,64}$' } }, required: ['ticket'], additionalProperties: false },
      querystring: { type: 'object', properties: { language: { type: 'string', enum: ['pt', 'en'] }, tenant: { type: 'string' } }, additionalProperties: false },
      response: htmlResponse,
    },
  }, async (request, reply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(supportHtml(request.tenant, request.params.ticket, requestedLanguageOf(request.tenant, request.query.language))),
  );

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
    }, async (request, reply) => sendSvg(request, reply, await renderAsset(request, kind, request.params.file, request.query)));
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
      return sendSvg(request, reply, await renderAsset(request, kind, file, request.query));
    });
  }

  const db = app.db;

  /** The form's target and fields for a launch's panel: outside production the chosen tenant rides along. */
  const realPanel = (panel: LaunchPanel, nodeId: string, token: string, language: 'pt' | 'en', tenantOverride: string | undefined): RealPanel => ({
    balance: panel.balance,
    action: `/demo-game/spin${tenantOverride ? `?tenant=${encodeURIComponent(tenantOverride)}` : ''}`,
    fields: { nodeId, token, round: panel.round, language },
    ...(panel.last ? { last: panel.last } : {}),
    ...(panel.refused ? { refused: panel.refused } : {}),
  });

  const sendGamePage = (request: FastifyRequest, reply: FastifyReply, status: number, html: string): FastifyReply => {
    // The server's policy (set on every answer) with the page's own origin as its form's target.
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', withFormActions(policy, ["'self'", `${request.protocol}://${request.host}`]));
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  };

  const demoGame = async (request: FastifyRequest<{ Querystring: DemoGameQuery }>, reply: FastifyReply): Promise<FastifyReply> => {
    const tenant = request.tenant;
    const { nodeId, token } = request.query;
    const game = await findGame(db, tenant.code, nodeId);
    const language = requestedLanguageOf(tenant, request.query.language);
    const mode = request.query.mode ?? 'demo';
    // Real mode with a valid launch: the member's balance and a spin form for the launch's open round.
    const panel = game && mode === 'real' && token
      ? await launchPanel(db, tenant.code, token, nodeId, request.server.clock.now(), {
        round: request.query.round,
        refused: request.query.insufficient === '1' ? 'insufficient' : undefined,
      })
      : undefined;
    const tenantOverride = app.mode === 'production' ? undefined : request.query.tenant;
    const real = panel && token ? realPanel(panel, nodeId, token, language, tenantOverride) : undefined;
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
      const { nodeId, token, round, stake, language } = request.body;
      const outcome = await spinDemoGame(db, tenant, { nodeId, token, round, stake: BigInt(stake) }, request.server.clock.now());
      const tenantOverride = app.mode === 'production' ? undefined : request.query.tenant;
      if (outcome.kind === 'refused') {
        const real = realPanel(outcome.panel, nodeId, token, language, tenantOverride);
        return sendGamePage(request, reply, outcome.reason === 'played' ? 409 : 410, demoGameHtml(tenant, outcome.game, 'real', language, real));
      }
      const params = new URLSearchParams({ nodeId, mode: 'real', token, language });
      if (tenantOverride) params.set('tenant', tenantOverride);
      if (outcome.kind === 'insufficient') params.set('insufficient', '1');
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
