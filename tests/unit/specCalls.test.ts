/**
 * Every call SPEC section 7 names is a call of the table, and the portal calls it or the reference
 * server serves it (issue 37). The section is read from its checked-in copy (tests/spec/section7.md),
 * the specification's section 7 copied verbatim (from its heading to section 8's) and compared equal
 * when it was taken: the specification is not part of this repository, so the suite reads the copy.
 *
 * "Called by the portal": the call's name is a string literal of the portal's own code (src/ and
 * widgets/, tests left out): every call goes through `useCall(name)`, `call(name)` or a table of
 * names (the contract modal's), so a call nobody names is a call nobody makes. "Served": a route of
 * the reference server (buildApp's routes, listed as they are registered) answers its method and path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CALL_TABLE, type CallDefinition, type CallName } from '../../schemas/api/callTable';
import { useTestServer } from '../../server/testing/testApp';

const ROOT = resolve(import.meta.dirname, '../..');
const SECTION = readFileSync(join(ROOT, 'tests/spec/section7.md'), 'utf8');

/**
 * Calls the section names in prose rather than by path or module id, each with the words that name
 * it (they must stay in the section) and the call of the table that answers it.
 */
const NAMED_IN_PROSE: readonly (readonly [words: string, call: CallName])[] = [
  ['site permission/config', 'sitePermission'],
  ['Lottery games list takes prizeMode', 'gameList'],
  // "Contracts: ...; consolidated contracts": the agent's contracts of every type in one answer.
  ['consolidated contracts', 'agentContracts'],
  // The points calls after MCS2_getPointBalance carry the same prefix ("points (MCS2_getPointBalance, getPointReward, ...)").
  ['getPointReward', 'pointReward'],
  ['redeemPointReward and convertPoint via password check', 'redeemPointReward'],
  ['redeemPointReward and convertPoint via password check', 'convertPoint'],
  ['getRedeemPointList', 'redeemPointList'],
  ['getPointConfig', 'pointConfig'],
  ['popular list', 'popular'],
];

/**
 * Calls of the section that neither the portal calls nor the reference server serves, each with why.
 * An entry that is no longer needed fails the last test, so the list only shrinks.
 */
const NEITHER: ReadonlyMap<CallName, string> = new Map<CallName, string>([]);

const table: readonly CallDefinition[] = Object.values(CALL_TABLE);

/** The table's call for a path or a relay module id the section names. */
function callOf(token: string): CallDefinition | undefined {
  return token.startsWith('/')
    ? table.find((d) => d.path === token)
    : table.find((d) => d.path === `/wps/relay/${token}` || d.path === `/wps/relay/passwordCheck/${token}`);
}

/** The calls the section names: by path, by relay module id, and in prose. */
function specCalls(section: string): { token: string; call: CallDefinition | undefined }[] {
  const paths = section.match(/(?<![\w/])\/(?:wps|lgw|lotto)\/[A-Za-z0-9_/]+/g) ?? [];
  const ids = section.match(/\b[A-Z][A-Z0-9]*_[A-Za-z0-9]+\b/g) ?? [];
  const found = [...new Set([...paths, ...ids])].map((token) => ({ token, call: callOf(token) }));
  const prose = NAMED_IN_PROSE.map(([words, name]) => ({ token: words, call: CALL_TABLE[name] as CallDefinition }));
  return [...found, ...prose];
}

/** Every string literal of the portal's own code (not its tests). */
function portalLiterals(): Set<string> {
  const literals = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/'([A-Za-z0-9]+)'/g)) literals.add(m[1]!);
      }
    }
  };
  walk(join(ROOT, 'src'));
  walk(join(ROOT, 'widgets'));
  return literals;
}

const routes = new Set<string>();
useTestServer({
  onRoute: (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.add(`${method} ${route.url}`);
  },
});

describe('the calls of SPEC section 7', () => {
  it('finds the section\'s calls, each in the call table with the path or module id the section gives', () => {
    const calls = specCalls(SECTION);
    for (const [words] of NAMED_IN_PROSE) expect(SECTION, words).toContain(words);
    expect(calls.filter((c) => c.call === undefined).map((c) => c.token)).toEqual([]);
    // Not vacuous: the section's paths, its relay ids and its prose all count.
    const names = new Set(calls.map((c) => c.call!.name));
    expect(names.size).toBeGreaterThanOrEqual(60);
    expect([...names]).toEqual(expect.arrayContaining(['login', 'fundsConsolidated', 'vnGameMenuRecent', 'roomList', 'gameLaunchFB', 'popular', 'processDividend', 'pointBalance', 'convertPoint']));
  });

  it('each is called by the portal or served by the reference server, or is a written exception', () => {
    const literals = portalLiterals();
    expect(routes.size).toBeGreaterThan(100);
    const missing = specCalls(SECTION)
      .map((c) => c.call!)
      .filter((d) => !literals.has(d.name) && !routes.has(`${d.method} ${d.path}`) && !NEITHER.has(d.name as CallName))
      .map((d) => `${d.name} ${d.method} ${d.path}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('serves every call of the section (the reference server is the portal\'s merchant), but for the written exceptions', () => {
    const unserved = specCalls(SECTION).map((c) => c.call!).filter((d) => !routes.has(`${d.method} ${d.path}`) && !NEITHER.has(d.name as CallName));
    expect([...new Set(unserved.map((d) => `${d.name} ${d.method} ${d.path}`))]).toEqual([]);
  });

  it('keeps no exception that is no longer needed', () => {
    const literals = portalLiterals();
    for (const name of NEITHER.keys()) {
      const d = CALL_TABLE[name] as CallDefinition;
      expect(literals.has(name) || routes.has(`${d.method} ${d.path}`), `${name} is called or served now: remove its exception`).toBe(false);
    }
  });
});
