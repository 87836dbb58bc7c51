import { describe, expect, it } from 'vitest';
import { ENVELOPES_TEXTS } from '../../../engine/i18n/texts/envelopes';
import { ENVELOPE_TEXTS, envelopeErrorKey, envelopeText } from './useEnvelopeText';

describe('the red envelope texts', () => {
  it('have the same keys in both languages, every text filled and translated', () => {
    expect(Object.keys(ENVELOPE_TEXTS.pt).sort()).toEqual(Object.keys(ENVELOPE_TEXTS.en).sort());
    expect(Object.keys(ENVELOPES_TEXTS.pt).sort()).toEqual(Object.keys(ENVELOPES_TEXTS.en).sort());
    for (const [key, en] of Object.entries(ENVELOPE_TEXTS.en)) {
      const pt = ENVELOPE_TEXTS.pt[key as keyof typeof ENVELOPE_TEXTS.pt];
      expect(pt.trim(), key).not.toBe('');
      // Placeholders survive translation.
      expect([...pt.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(), key).toEqual([...en.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
    }
    expect(envelopeText('pt', 'send.chosen', { count: 2 })).toBe('Escolhidos: 2');
    // The refusals' copies equal the engine's (the server answers with those keys).
    for (const language of ['pt', 'en'] as const) {
      for (const [key, value] of Object.entries(ENVELOPES_TEXTS[language])) expect(ENVELOPE_TEXTS[language][key as keyof typeof ENVELOPE_TEXTS.en], key).toBe(value);
    }
  });

  it('maps the envelope refusals to their own texts and anything else to the catalogue', () => {
    expect(envelopeErrorKey({ code: 'error.envelopeTooSmall' })).toBe('error.envelopeTooSmall');
    expect(envelopeErrorKey({ code: 'error.envelopeNotOpen' })).toBe('error.envelopeNotOpen');
    expect(envelopeErrorKey(new Error('offline'))).toBe('error.networkAbnormal');
  });
});
