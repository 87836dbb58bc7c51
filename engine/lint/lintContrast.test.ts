import { describe, expect, it } from 'vitest';
import { ENGINE_DEFAULT_FEATURES } from '../defaults/engineDefaults';
import { CONTRAST_PAIRS, contrastRatio, nearestPassing } from './lintContrast';

describe('theme contrast (WCAG 2.2 AA)', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
    expect(contrastRatio('teal', '#ffffff')).toBeUndefined();
  });

  it('finds the nearest passing colour of the same hue, just above the minimum', () => {
    const better = nearestPassing('#777777', '#ffffff', 4.5);
    expect(better).toBe('#767676');
    const dark = nearestPassing('#17675f', '#1a1300', 4.5)!;
    expect(contrastRatio(dark, '#1a1300')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark, '#1a1300')).toBeLessThan(4.8);
  });

  it('the engine defaults pass every pair in both themes', () => {
    for (const theme of ['dark', 'light'] as const) {
      const tokens = ENGINE_DEFAULT_FEATURES.theme[theme];
      for (const pair of CONTRAST_PAIRS) expect(contrastRatio(tokens[pair.foreground], tokens[pair.background]), `${theme} ${pair.foreground}/${pair.background}`).toBeGreaterThanOrEqual(pair.minimum);
    }
  });
});
