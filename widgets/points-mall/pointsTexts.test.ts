import { describe, expect, it } from 'vitest';
import { convertProblem } from './ConvertForm';
import { POINTS_TEXTS, formatPoints, pointsText, type PointsTextKey } from './usePointsText';

describe('points mall texts', () => {
  it('have the same keys and placeholders in Portuguese and English, none empty', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(POINTS_TEXTS.pt).sort()).toEqual(Object.keys(POINTS_TEXTS.en).sort());
    for (const key of Object.keys(POINTS_TEXTS.en) as PointsTextKey[]) {
      expect(POINTS_TEXTS.pt[key].trim(), key).not.toBe('');
      expect(placeholders(POINTS_TEXTS.pt[key]), key).toEqual(placeholders(POINTS_TEXTS.en[key]));
    }
  });

  it('group whole points by the language', () => {
    expect(formatPoints('1234567', 'pt')).toBe('1.234.567');
    expect(formatPoints('1234567', 'en')).toBe('1,234,567');
    expect(formatPoints('-1500', 'pt')).toBe('-1.500');
    expect(formatPoints('999', 'en')).toBe('999');
  });
});

describe('the conversion check before sending', () => {
  const t = (key: PointsTextKey, params?: Record<string, string | number>) => pointsText('en', key, params);
  const info = { balance: '1250', convertPoints: '100', minConvertPoints: '500' };
  it('names what is wrong beside the field, or nothing when it converts', () => {
    expect(convertProblem('', info, t, 'en')).toBe('Enter the points to convert.');
    expect(convertProblem('12.5', info, t, 'en')).toBe('Enter whole points (digits only).');
    expect(convertProblem('-100', info, t, 'en')).toBe('Enter whole points (digits only).');
    expect(convertProblem('400', info, t, 'en')).toBe('Convert at least 500 points.');
    expect(convertProblem('550', info, t, 'en')).toBe('Convert a multiple of 100 points.');
    expect(convertProblem('1300', info, t, 'en')).toBe('You have 1,250 points.');
    expect(convertProblem(' 1200 ', info, t, 'en')).toBeUndefined();
  });
});
