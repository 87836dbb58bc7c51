import { describe, expect, it } from 'vitest';
import { isOneOf } from './isOneOf';

describe('isOneOf', () => {
  it('accepts exactly the list\'s values, by case and whole string', () => {
    const LANGS = ['pt', 'en'] as const;
    expect(isOneOf(LANGS, 'pt')).toBe(true);
    expect(isOneOf(LANGS, 'en')).toBe(true);
    expect(isOneOf(LANGS, 'PT')).toBe(false);
    expect(isOneOf(LANGS, 'p')).toBe(false);
    expect(isOneOf(LANGS, '')).toBe(false);
    expect(isOneOf([], 'pt')).toBe(false);
  });
});
