import { describe, expect, it } from 'vitest';
import { pathDifference, pathKey } from './normalizePath';

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
