/**
 * System calls (SPEC section 7, reference/api-calls.md): white-label switches, system status,
 * location, fast lines, registration settings, help centre, country codes, site permission and the
 * public merchant promotions. The client's `x-module-id` header is accepted and ignored.
 */
import { offersOf } from '../modules/applications/index';
import { formatMoney } from '../modules/ledger/index';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GAME_TYPES, LANGUAGES, SYSTEM_STATUS, type Language } from '../../schemas/domain';
import { registerSettingsSchema, type RegisterSettings } from '../../schemas/server/register-settings';
import { sitePermissionSchema, type SitePermission } from '../../schemas/server/site-permission';
import { systemStatusSchema } from '../../schemas/server/system-status';
import { whitelabelSchema, type Whitelabel } from '../../schemas/server/whitelabel';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import {
  countryValueSchema,
  domainRouteValueSchema,
  emptyQuerySchema,
  helpCenterQuerySchema,
  helpCenterValueSchema,
  locationValueSchema,
  merchantPromotionsValueSchema,
  promotionsQuerySchema,
  type Country,
  type DomainRoute,
  type HelpCenterQuery,
  type HelpTerm,
  type LocationValue,
  type MerchantPromotionsValue,
  type Promotion,
  type PromotionsQuery,
} from '../../schemas/api/system';
import { buildRegisterSettings, buildServerSnapshot } from '../../engine/profiles/index';
import { HTTP_POLICIES, catalogueOf, sendPublic } from '../modules/catalogue/index';
import type { Db } from '../db/connect';
import { content } from '../modules/content/schema';
import { vendors } from '../modules/catalogue/schema';
import { CONTENT_KINDS, PROMOTION_TYPE_NAMES } from '../seed/content';
import { readTenantState, seedOf, type TenantInfo, type TenantState } from '../modules/tenants/index';

/** Image and launch hosts of the site permission; the server serves both as aliases (assets.ts). */
export const IMAGE_CDNS = ['/cdn/img1', '/cdn/img2'] as const;
export const LAUNCH_CDNS = ['/cdn/launch1', '/cdn/launch2'] as const;

/** The language of a request parameter: pt or en, else the tenant's default language. */
export function languageOf(tenant: TenantInfo, requested: string | undefined): Language {
  const languages = tenant.compiled.features.languages;
  const supported: readonly string[] = languages?.supported ?? LANGUAGES;
  const code = requested?.slice(0, 2).toLowerCase();
  if (code && supported.includes(code) && (LANGUAGES as readonly string[]).includes(code)) return code as Language;
  return languages?.default ?? 'pt';
}

/** Status 0, 1 or 2; maintenance wins over region restriction. */
function statusCode(state: TenantState): 0 | 1 | 2 {
  if (state.status === SYSTEM_STATUS.maintenance) return SYSTEM_STATUS.maintenance;
  if (state.status === SYSTEM_STATUS.regionRestricted) return SYSTEM_STATUS.regionRestricted;
  return SYSTEM_STATUS.normal;
}

async function gameTypesWithVendors(db: Db, tenantCode: string): Promise<Set<string>> {
  const rows = await db.selectDistinct({ gameType: vendors.gameType }).from(vendors).where(eq(vendors.tenant, tenantCode));
  return new Set(rows.map((r) => r.gameType));
}

async function whitelabelOf(db: Db, tenant: TenantInfo, state: TenantState): Promise<Whitelabel> {
  const withVendors = await gameTypesWithVendors(db, tenant.code);
  const { referral: _referral, ...whitelabelSwitches } = state.switches;
  return {
    ...whitelabelSwitches,
    socialLogin: state.socialLogin,
    menu: GAME_TYPES.map((gameType) => ({ gameType, enabled: withVendors.has(gameType) })),
  };
}

function registerSettingsOf(tenant: TenantInfo, state: TenantState): RegisterSettings {
  const seed = seedOf(tenant);
  return buildRegisterSettings({
    preset: 'default',
    switches: state.switches,
    enabledFields: seed.registration?.enabledFields,
    requiredFields: seed.registration?.requiredFields,
    smsExpiryMinutes: state.smsExpiryMinutes,
  });
}

function locationOf(request: FastifyRequest, state: TenantState): LocationValue {
  return { ip: request.ip || '0.0.0.0', countryCode: statusCode(state) === SYSTEM_STATUS.regionRestricted ? 'US' : 'BR' };
}

/** Content rows of one kind (and language), in position order. */
export async function contentOf<T>(db: Db, tenantCode: string, kind: string, language?: Language): Promise<T[]> {
  const where = language === undefined
    ? and(eq(content.tenant, tenantCode), eq(content.kind, kind))
    : and(eq(content.tenant, tenantCode), eq(content.kind, kind), eq(content.language, language));
  const rows = await db.select({ data: content.data }).from(content).where(where).orderBy(asc(content.position));
  return rows.map((r) => r.data as T);
}

async function domainRoutesOf(db: Db, tenantCode: string): Promise<DomainRoute[]> {
  return contentOf<DomainRoute>(db, tenantCode, CONTENT_KINDS.domainRoute);
}

/** The merchant's main domain: its first public domain (not a *.localhost one). */
function mainDomainOf(tenant: TenantInfo): string {
  return tenant.domains.find((d) => d !== 'localhost' && !d.endsWith('.localhost')) ?? tenant.domains[0] ?? `${tenant.code}.example`;
}

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/wps/system/whitelabel', {
    schema: { querystring: emptyQuerySchema, response: { 200: wrappedResponseSchema(whitelabelSchema) } },
  }, async (request) => {
    const state = await readTenantState(db, request.tenant);
    return { success: true, value: await whitelabelOf(db, request.tenant, state) };
  });

  app.get('/wps/system/status', {
    schema: { querystring: emptyQuerySchema, response: { 200: wrappedResponseSchema(systemStatusSchema) } },
  }, async (request) => {
    const state = await readTenantState(db, request.tenant);
    const status = statusCode(state);
    return {
      success: true,
      value: {
        status,
        maintenance: status === SYSTEM_STATUS.maintenance,
        regionRestricted: status === SYSTEM_STATUS.regionRestricted,
        ip: request.ip || '0.0.0.0',
      },
    };
  });

  app.get('/wps/system/location', {
    schema: { querystring: emptyQuerySchema, response: { 200: wrappedResponseSchema(locationValueSchema) } },
  }, async (request) => {
    const state = await readTenantState(db, request.tenant);
    return { success: true, value: locationOf(request, state) };
  });

  app.get('/wps/system/domainRoute', {
    schema: { querystring: emptyQuerySchema, response: { 200: wrappedResponseSchema(domainRouteValueSchema) } },
  }, async (request) => ({ success: true, value: await domainRoutesOf(db, request.tenant.code) }));

  app.get('/wps/system/setting/register', {
    schema: { querystring: emptyQuerySchema, response: { 200: wrappedResponseSchema(registerSettingsSchema) } },
  }, async (request) => {
    const state = await readTenantState(db, request.tenant);
    return { success: true, value: registerSettingsOf(request.tenant, state) };
  });

  app.get<{ Querystring: HelpCenterQuery }>('/wps/system/helpCenter', {
    schema: { querystring: helpCenterQuerySchema, response: { 200: wrappedResponseSchema(helpCenterValueSchema) } },
  }, async (request) => {
    const language = languageOf(request.tenant, request.query.lang ?? request.query.language);
    return { success: true, value: await contentOf<HelpTerm>(db, request.tenant.code, CONTENT_KINDS.help, language) };
  });

  app.get('/wps/system/country', {
    schema: { querystring: emptyQuerySchema, response: { 200: wrappedResponseSchema(countryValueSchema) } },
  }, async (request) => ({ success: true, value: await contentOf<Country>(db, request.tenant.code, CONTENT_KINDS.country) }));

  app.get('/wps/system/sitePermission', {
    schema: { querystring: emptyQuerySchema, response: { 200: wrappedResponseSchema(sitePermissionSchema) } },
  }, async (request) => {
    const tenant = request.tenant;
    const state = await readTenantState(db, tenant);
    // The engine's snapshot gives the parts this server does not keep in its tables (customer
    // service paths, resources); the tables give everything an operator can change.
    const snapshot = buildServerSnapshot(seedOf(tenant), 'seeded', tenant.code).sitePermission;
    const status = statusCode(state);
    const value: SitePermission = {
      info: {
        customerService: snapshot.info.customerService,
        domainRoute: await domainRoutesOf(db, tenant.code),
        resources: snapshot.info.resources,
        whitelabel: await whitelabelOf(db, tenant, state),
        register: registerSettingsOf(tenant, state),
        mainDomain: mainDomainOf(tenant),
      },
      location: locationOf(request, state),
      maintenance: status === SYSTEM_STATUS.maintenance,
      regionRestriction: status === SYSTEM_STATUS.regionRestricted,
      imageCDNs: [...IMAGE_CDNS],
      launchGameCDNs: [...LAUNCH_CDNS],
    };
    return { success: true, value };
  });

  app.get<{ Querystring: PromotionsQuery }>('/wps/relay/MCSFE_getMerchantAvailablePromotions', {
    schema: { querystring: promotionsQuerySchema, response: { 200: wrappedResponseSchema(merchantPromotionsValueSchema) } },
  }, async (request, reply) => {
    const tenant = request.tenant;
    const language = languageOf(tenant, request.query.language);
    // Public and the same for every visitor: through the catalogue cache (server/modules/catalogue).
    return sendPublic(catalogueOf(app), request, reply, {
      key: `promotions|${language}`,
      policy: HTTP_POLICIES.promotions,
      draw: async () => {
        const state = await readTenantState(db, tenant);
        const referral = state.switches.referral === true;
        const all = await contentOf<Promotion>(db, tenant.code, CONTENT_KINDS.promotion, language);
        // The referral promotion exists only while the merchant has referral on.
        const offers = await offersOf(db, tenant.code);
        // The promotions that are applied for say so, with their bonus (server/modules/applications/).
        const promotions = all.filter((p) => referral || p.type !== 'REFERRAL').map((p) => {
          const bonus = offers.get(p.id);
          return bonus === undefined ? p : { ...p, application: { bonus: formatMoney(bonus) } };
        });
        const types = [...new Set(promotions.map((p) => p.type))].map((type) => ({ type, name: PROMOTION_TYPE_NAMES[type][language] }));
        const value: MerchantPromotionsValue = { availablePromo: { REFERRAL: { enabled: referral } }, types, promotions };
        return value;
      },
    });
  });
}
