/**
 * System calls (SPEC section 7, reference/api-calls.md): white-label switches, system status,
 * location, fast lines, registration settings, help centre, country codes, site permission and the
 * public merchant promotions. The client's `x-module-id` header is accepted and ignored. The
 * registration rule's inputs (white-label switches, register settings, referral) come from the one
 * builder the check of a request uses too (server/modules/tenants: registrationInputsOf).
 */
import { offersOf } from '../modules/applications/index';
import { formatMoney } from '../modules/ledger/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SYSTEM_STATUS } from '../../schemas/domain';
import { registerSettingsSchema } from '../../schemas/server/register-settings';
import { sitePermissionSchema, type SitePermission } from '../../schemas/server/site-permission';
import { systemStatusSchema } from '../../schemas/server/system-status';
import { whitelabelSchema } from '../../schemas/server/whitelabel';
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
  type HelpCenterQuery,
  type LocationValue,
  type MerchantPromotionsValue,
  type PromotionsQuery,
} from '../../schemas/api/system';
import { HTTP_POLICIES, IMAGE_CDNS, LAUNCH_CDNS, catalogueOf, gameMenusOf, gameTypesWithVendors, sendPublic } from '../modules/catalogue/index';
import { PROMOTION_TYPE_NAMES, countriesOf, domainRoutesOf, helpTermsOf, promotionsOf, requestedLanguageOf } from '../modules/content/index';
import { readTenantState, registrationInputsOf, serverSnapshotOf, whitelabelOf, type TenantInfo, type TenantState } from '../modules/tenants/index';

/** Status 0, 1 or 2; maintenance wins over region restriction. */
function statusCode(state: TenantState): 0 | 1 | 2 {
  if (state.status === SYSTEM_STATUS.maintenance) return SYSTEM_STATUS.maintenance;
  if (state.status === SYSTEM_STATUS.regionRestricted) return SYSTEM_STATUS.regionRestricted;
  return SYSTEM_STATUS.normal;
}

function locationOf(request: FastifyRequest, state: TenantState): LocationValue {
  return { ip: request.ip || '0.0.0.0', countryCode: statusCode(state) === SYSTEM_STATUS.regionRestricted ? 'US' : 'BR' };
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
    return { success: true, value: whitelabelOf(registrationInputsOf(request.tenant, state), await gameTypesWithVendors(db, request.tenant.code)) };
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
    return { success: true, value: registrationInputsOf(request.tenant, state).registerSettings };
  });

  app.get<{ Querystring: HelpCenterQuery }>('/wps/system/helpCenter', {
    schema: { querystring: helpCenterQuerySchema, response: { 200: wrappedResponseSchema(helpCenterValueSchema) } },
  }, async (request) => {
    const language = requestedLanguageOf(request.tenant, request.query.lang ?? request.query.language);
    return { success: true, value: await helpTermsOf(db, request.tenant.code, language) };
  });

  app.get('/wps/system/country', {
    schema: { querystring: emptyQuerySchema, response: { 200: wrappedResponseSchema(countryValueSchema) } },
  }, async (request) => ({ success: true, value: await countriesOf(db, request.tenant.code) }));

  app.get('/wps/system/sitePermission', {
    schema: { querystring: emptyQuerySchema, response: { 200: wrappedResponseSchema(sitePermissionSchema) } },
  }, async (request) => {
    const tenant = request.tenant;
    const state = await readTenantState(db, tenant);
    // The live snapshot gives the registration rule's inputs and the parts this server does not keep
    // in its tables (customer service paths, resources); the tables give what an operator can change.
    const snapshot = serverSnapshotOf(tenant, state, await gameMenusOf(db, tenant.code));
    const status = statusCode(state);
    const value: SitePermission = {
      info: {
        customerService: snapshot.sitePermission.info.customerService,
        domainRoute: await domainRoutesOf(db, tenant.code),
        resources: snapshot.sitePermission.info.resources,
        whitelabel: snapshot.whitelabel,
        register: snapshot.registerSettings,
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
    const language = requestedLanguageOf(tenant, request.query.language);
    // Public and the same for every visitor: through the catalogue cache (server/modules/catalogue).
    return sendPublic(catalogueOf(app), request, reply, {
      key: `promotions|${language}`,
      policy: HTTP_POLICIES.promotions,
      draw: async () => {
        const { referral } = registrationInputsOf(tenant, await readTenantState(db, tenant));
        const all = await promotionsOf(db, tenant.code, language);
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
