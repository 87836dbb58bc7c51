/**
 * Generated input against every route (issue: quality gates): whatever a client sends — any JSON
 * body, any query string, any path parameter, with or without a session — the server answers with
 * a 2xx, 3xx or 4xx and a body without a stack trace, never a 500. The strings include control
 * characters (NUL above all: no database text column takes it) and lone UTF-16 surrogates (issue 15).
 */
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../modules/members/schema';
import { createSession } from '../modules/members/session';
import { hostOf, useTestServer } from '../testing/testApp';

interface RouteEntry {
  method: string;
  url: string;
}

const routes: RouteEntry[] = [];
const server = useTestServer({
  onRoute: (route: RouteOptions) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
  },
});

const TENANT = 'lusa';

/** One UTF-16 code unit that no text should carry: a C0 control, DEL, or half of a surrogate pair. */
const badUnit = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }),
  fc.constant(0x7f),
  fc.integer({ min: 0xd800, max: 0xdfff }),
).map((code) => String.fromCharCode(code));

/** Strings with control characters and lone surrogates among ordinary ones. */
const nastyString = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\ud83d', '\u001b[0m', '\t\r\n'),
  fc.string({ unit: fc.oneof(badUnit, fc.constantFrom('a', '1', ' ', '@')), maxLength: 12 }),
);

/** A value of any JSON shape, biased to the shapes the routes take (objects of short strings and numbers). */
const jsonValue = fc.oneof(
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom('username', 'password', 'nodeId', 'mobileNum', 'code', 'type', 'email', 'captcha', 'gameType', 'status', 'pageNo', 'x'), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }) },
  { weight: 2, arbitrary: fc.dictionary(fc.constantFrom('username', 'password', 'nodeId', 'mobileNum', 'content', 'questionType', 'email', 'altcha', 'code', 'to', 'gameName', 'x'), nastyString, { maxKeys: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, fc.string({ maxLength: 4 }), { maxKeys: 2 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Query strings: known and unknown names with odd values (empty, huge, non-numeric, repeated). */
const queryString = fc.array(
  fc.tuple(
    fc.constantFrom('pageNo', 'pageSize', 'gameType', 'vassalage', 'language', 'types', 'groupName', 'nodeId', 'tenant', 'limitNum', 'gameName', 'code', 'to', 'zz'),
    fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), fc.constant(''), fc.constant('9'.repeat(40)), nastyString),
  ),
  { maxLength: 4 },
).map((pairs) => new URLSearchParams(pairs).toString());

/** Percent-encodes every UTF-16 unit on its own (a lone surrogate as its three UTF-8-like bytes, as a script would send it). */
function percentEncoded(text: string): string {
  return Array.from({ length: text.length }, (_, i) => {
    const code = text.charCodeAt(i);
    if (code < 0x80) return `%${code.toString(16).padStart(2, '0')}`;
    const bytes = code < 0x800 ? [0xc0 | (code >> 6), 0x80 | (code & 0x3f)] : [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    return bytes.map((b) => `%${b.toString(16)}`).join('');
  }).join('');
}

const pathPart = fc.oneof(fc.stringMatching(/^[A-Za-z0-9._-]{1,20}$/), fc.constant('..%2F..%2Fetc'), fc.constant('%00'), fc.constant('%ED%A0%80'), nastyString.map(percentEncoded));

function fill(url: string, part: string): string {
  return url.replace(/:[A-Za-z]+/g, part).replace(/\*$/, part);
}

describe('every route under generated input', () => {
  it('answers 4xx, never 5xx, with no stack trace, with and without a session', async () => {
    const demo = await server.db.select({ id: members.id }).from(members).where(and(eq(members.tenant, TENANT), eq(members.account, 'demo')));
    const token = await createSession(server.db, TENANT, demo[0]!.id, server.app.clock.now());

    expect(routes.length).toBeGreaterThan(40);
    const statuses = new Set<number>();
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(jsonValue, queryString, pathPart, fc.boolean(), async (body, query, part, withToken) => {
          const url = `${fill(route.url, part)}${query ? `?${query}` : ''}`;
          const headers: Record<string, string> = { ...hostOf(TENANT), 'content-type': 'application/json' };
          if (withToken) headers['authorization'] = `Bearer ${token}`;
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const response = await server.app.inject({ method: route.method as 'GET', url, headers, ...(hasBody ? { payload: JSON.stringify(body) } : {}) });
          const where = `${route.method} ${url} ${hasBody ? JSON.stringify(body) : ''}`;
          statuses.add(response.statusCode);
          expect(response.statusCode, where).toBeLessThan(500);
          expect(response.body, where).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.ts:\d+/);
        }),
        { numRuns: 25, seed: 20261122 },
      );
    }
    // The inputs reach both the handlers (2xx) and the schema checks (400), not only one of them.
    expect([...statuses].some((s) => s >= 200 && s < 300)).toBe(true);
    expect(statuses.has(400)).toBe(true);
  }, 300_000);
});
