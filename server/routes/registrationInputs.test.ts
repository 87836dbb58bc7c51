/**
 * The registration rule's inputs are built once on the server: the portal's answers (the boot calls,
 * made into the snapshot the portal resolves its site from) and the check of a request (the members
 * module's live rules) see the same white-label switches, social login, referral and register
 * settings, and so resolve the same registration form and account rules, in every state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_CALLS } from '../../schemas/api/boot';
import { CALL_TABLE } from '../../schemas/api/callTable';
import { resolveSite, serverSnapshotOf, type ServerSnapshot } from '../../engine/index';
import { liveRules } from '../modules/members/index';
import { call, json } from '../testing/apiClient';
import { createTestServer, type TestServer } from '../testing/testApp';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** The snapshot the portal resolves its site from: the boot calls' values, as the page server and the browser make it. */
async function portalSnapshot(tenant: string): Promise<ServerSnapshot> {
  const values: Record<string, unknown> = {};
  for (const name of BOOT_CALLS) {
    const response = await call(server.app, 'GET', CALL_TABLE[name].path, { tenant });
    expect(response.statusCode, name).toBe(200);
    values[name] = json(response).value;
  }
  return serverSnapshotOf(values as unknown as Parameters<typeof serverSnapshotOf>[0]);
}

/** The snapshot the server checks a request against (registration, passwords, mobile numbers). */
async function checkSnapshot(tenant: string) {
  const info = server.tenants.byCode.get(tenant);
  if (!info) throw new Error(`no tenant ${tenant}`);
  return { info, rules: (await liveRules(server.db, info)).rules };
}

const STATES: readonly Record<string, boolean>[] = [
  { socialLogin: true },
  { socialLogin: false, referral: false, mobileRegistration: true, registrationSms: true },
  { socialLogin: true, referral: true, usernameRegistration: false, mobileRegistration: true, mobilePasswordOnRegistration: false },
];

describe('the registration rule inputs', () => {
  for (const tenant of ['lusa', 'luckydraw']) {
    it(`are the same for the portal's answers and the check of a request (${tenant})`, async () => {
      for (const state of STATES) {
        expect((await call(server.app, 'POST', '/dev/switches', { tenant }, state)).statusCode).toBe(200);
        const portal = await portalSnapshot(tenant);
        const { info, rules } = await checkSnapshot(tenant);
        const check = rules.snapshot;
        expect(check.whitelabel, JSON.stringify(state)).toEqual(portal.whitelabel);
        expect(check.whitelabel.socialLogin).toBe(state.socialLogin);
        expect(check.referral).toBe(portal.referral);
        expect(check.registerSettings).toEqual(portal.registerSettings);
        expect(check.sitePermission.info.whitelabel).toEqual(portal.sitePermission.info.whitelabel);
        expect(check.sitePermission.info.register).toEqual(portal.sitePermission.info.register);
        // What the portal shows is what the server enforces.
        const site = resolveSite(info.compiled, portal).site;
        expect(site).toBeDefined();
        expect(rules.form).toEqual(site?.registrationForm);
        expect(rules.account).toEqual(site?.accountRules);
      }
    });
  }
});
