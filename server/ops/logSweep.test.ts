/**
 * Every route that takes a secret or a personal datum, found from the routes' own schemas (a body or
 * query field named like a password, a token, a CPF, a mobile number or an e-mail), is sent each of
 * them (encrypted where the route takes an encrypted body, with a member's session and an
 * idempotency key), and the captured log (at trace) holds none of them. The other fields get a value
 * of their type, so many calls are refused as bad input: that path logs too. logging.test.ts sends
 * them through the main routes' success paths.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { encryptPayload } from '../modules/security/hybridCrypto';
import { publicKey } from '../testing/apiClient';
import { newMember } from '../testing/realPlay';
import { hostOf, useTestServer } from '../testing/testApp';

const lines: string[] = [];
const routes: RouteOptions[] = [];
const server = useTestServer({ logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } }, onRoute: (route) => void routes.push(route) });

const PROBES = {
  password: 'Kx4vSweepProbe',
  paymentPassword: '731902',
  token: `tok${randomBytes(16).toString('hex')}`,
  cpf: '390.533.447-05',
  mobile: '11976543210',
  email: 'sweep.probe@example.net',
} as const;

/** The probe a field of this name carries, if it is one of the kinds. */
function probeFor(name: string): string | undefined {
  if (/payment.*password|paymentPwd|withdrawPassword/i.test(name)) return PROBES.paymentPassword;
  if (/password|pwd/i.test(name)) return PROBES.password;
  if (/token/i.test(name)) return PROBES.token;
  if (/cpf|document/i.test(name)) return PROBES.cpf;
  if (/mobile|phone/i.test(name)) return PROBES.mobile;
  if (/e-?mail/i.test(name)) return PROBES.email;
  return undefined;
}

interface Schema { type?: string | string[]; properties?: Record<string, Schema>; enum?: unknown[]; minimum?: number; const?: unknown }

function valueOf(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return '1';
}

/** A body or query of the schema: probes in the fields named like one, a value of its type in the others; undefined when no field is. */
function filled(schema: Schema | undefined): Record<string, unknown> | undefined {
  const properties = schema?.properties;
  if (!properties) return undefined;
  let any = false;
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(properties)) {
    const probe = probeFor(name);
    if (probe !== undefined) any = true;
    out[name] = probe ?? valueOf(field);
  }
  return any ? out : undefined;
}

function leaks(secret: string): string[] {
  const pattern = new RegExp(`(?<![\\d.])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`);
  return lines.filter((line) => pattern.test(line));
}

describe('the log, every route that takes a secret or a personal datum', () => {
  it('holds none of them, whatever each route answers', async () => {
    const tenant = 'lusa';
    const token = await newMember(server.app, tenant, 'sweep');
    const key = await publicKey(server.app, tenant);
    const swept: string[] = [];
    for (const route of routes) {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
      const schema = (route.schema ?? {}) as { body?: Schema; querystring?: Schema };
      const body = filled(schema.body);
      const query = filled(schema.querystring);
      if (body === undefined && query === undefined) continue;
      const url = route.url.replace(/:[A-Za-z]+/g, '1') + (query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}` : '');
      const encrypted = (route.config as { encrypted?: boolean } | undefined)?.encrypted === true;
      for (const method of methods) {
        const payload = body === undefined ? undefined : encrypted ? await encryptPayload(key.jwk, key.kid, body) : body;
        const response = await server.app.inject({
          method: method as 'GET',
          url,
          headers: { ...hostOf(tenant), authorization: `Bearer ${token}`, 'idempotency-key': randomUUID(), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        });
        expect(response.statusCode, `${method} ${route.url}: ${response.body}`).toBeLessThan(500);
        swept.push(`${method} ${route.url}`);
      }
    }
    // The sweep reached the routes that take them (a few named, as a check that the schemas were read).
    expect(swept).toEqual(expect.arrayContaining(['POST /wps/member/register', 'POST /wps/v2/wallets/withdraw', 'POST /wps/v2/member/paymentPassword', 'POST /wps/member/password']));
    expect(lines.length).toBeGreaterThan(swept.length);
    const found = Object.fromEntries(Object.entries(PROBES).map(([kind, secret]) => [kind, leaks(secret)]));
    expect(found).toEqual(Object.fromEntries(Object.keys(PROBES).map((kind) => [kind, []])));
  }, 180_000);
});
