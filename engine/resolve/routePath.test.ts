import { describe, expect, it } from 'vitest';
import { isDeclaredSpelling, pathDifference, pathKey, routeAtPath } from './routePath';

describe('pathKey', () => {
  it('gives one key to paths that differ only by what the server ignores', () => {
    for (const p of ['/club', '/CLUB', '/club/', '//club', '/./club', '/x/../club', '/cl%75b', '/Club//']) expect(pathKey(p), p).toBe('/club');
    expect(pathKey('/')).toBe('/');
    expect(pathKey('/club/vip')).not.toBe(pathKey('/clubvip'));
  });

  it('names the difference in words', () => {
    expect(pathDifference('/club/', '/club')).toBe('a trailing slash');
    expect(pathDifference('/CLUB', '/club')).toBe('case');
    expect(pathDifference('/Club/', '/club')).toBe('a trailing slash, case');
    expect(pathDifference('/cl%75b', '/club')).toBe('an encoded character');
    expect(pathDifference('/club', '/club')).toBe('');
  });
});

describe('routeAtPath: the portal opens the route the check calls the same path', () => {
  const routes = [
    { id: 'home', path: '/', aliases: ['/index.html'] },
    { id: 'lottery', path: '/vnLottery' },
    { id: 'seamless', path: '/vnlottery' },
    { id: 'club', path: '/vip-club', aliases: ['/clube'] },
  ];
  const at = (p: string) => routeAtPath(routes, p)?.id;

  it('opens a merchant route whatever the case, slashes, dot segments or encoding', () => {
    for (const p of ['/vip-club', '/VIP-Club', '/vip-club/', '//vip-club', '/./vip-club', '/vip%2Dclub', '/x/../Vip-Club/', '/CLUBE']) expect(at(p), p).toBe('club');
    expect(at('/INDEX.HTML')).toBe('home');
    expect(at('/')).toBe('home');
  });

  it('keeps the built-in paths that differ only in case apart, and opens none for a spelling of neither', () => {
    expect(at('/vnLottery')).toBe('lottery');
    expect(at('/vnLottery/')).toBe('lottery');
    expect(at('/vnlottery')).toBe('seamless');
    expect(at('/VNLOTTERY')).toBeUndefined();
    expect(at('/nowhere')).toBeUndefined();
  });

  it('agrees with the check: every path with a merchant route\'s key opens that route', () => {
    for (const p of ['/Vip-Club', '/vip-club//', '/vip%2dclub']) expect(pathKey(p)).toBe(pathKey('/vip-club'));
  });

  it('tells a declared spelling from another', () => {
    expect(isDeclaredSpelling(routes[3]!, '/clube')).toBe(true);
    expect(isDeclaredSpelling(routes[3]!, '/Clube')).toBe(false);
  });
});
