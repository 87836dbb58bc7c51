import { describe, expect, it } from 'vitest';
import { APPLY_TEXTS_EN } from './applyTexts.en';
import { APPLY_TEXTS_PT } from './applyTexts.pt';
import { applyText } from './useApplyText';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('application form texts', () => {
  it('has the same keys and placeholders in both languages, and fills them', () => {
    expect(Object.keys(APPLY_TEXTS_PT).sort()).toEqual(Object.keys(APPLY_TEXTS_EN).sort());
    for (const [key, en] of Object.entries(APPLY_TEXTS_EN)) expect(placeholders(APPLY_TEXTS_PT[key as keyof typeof APPLY_TEXTS_EN]), key).toEqual(placeholders(en));
    expect(applyText('pt', 'apply.imageSize', { name: 'a.png', size: 5 })).toBe('a.png: a imagem tem mais de 5 MB.');
    expect(applyText('en', 'apply.commentHint', { max: 140, count: 3 })).toBe('Up to 140 characters · 3 typed');
  });
});
