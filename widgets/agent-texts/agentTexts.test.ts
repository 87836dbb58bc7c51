import { describe, expect, it } from 'vitest';
import { AGENT_TEXTS_EN } from './agentTexts.en';
import { AGENT_TEXTS_PT } from './agentTexts.pt';
import { AGENTS_TEXTS } from '../../engine/i18n/texts/agents';
import { agentErrorKey } from './agentError';
import { agentText, formatInOffset, formatRate, gmtLabel, rateBpOf } from './useAgentText';

describe('agent texts and formats', () => {
  it('has the same keys in both languages, each text non-empty, placeholders alike', () => {
    expect(Object.keys(AGENT_TEXTS_PT).sort()).toEqual(Object.keys(AGENT_TEXTS_EN).sort());
    const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, en] of Object.entries(AGENT_TEXTS_EN)) {
      const pt = AGENT_TEXTS_PT[key as keyof typeof AGENT_TEXTS_EN];
      expect(pt.length, key).toBeGreaterThan(0);
      expect(holes(pt), key).toEqual(holes(en));
    }
    expect(agentText('en', 'downlines.count', { count: 3 })).toBe('3 downlines');
    expect(agentText('pt', 'centre.greeting', { name: 'Ana' }, { 'centre.greeting': 'Olá {name}' })).toBe('Olá Ana');
  });

  it('has the agent refusals as the server\'s texts have them, and reads them off a failure', () => {
    for (const language of ['pt', 'en'] as const) {
      const own = language === 'pt' ? AGENT_TEXTS_PT : AGENT_TEXTS_EN;
      for (const [key, value] of Object.entries(AGENTS_TEXTS[language])) expect(own[key as keyof typeof own], key).toBe(value);
    }
    expect(agentErrorKey({ code: 'error.notYourDownline' })).toBe('error.notYourDownline');
    expect(agentErrorKey(new Error('boom'))).toBe('error.networkAbnormal');
  });

  it('formats rates, offsets and tenant times exactly', () => {
    expect(formatRate(1250, 'en')).toBe('12.5 %');
    expect(formatRate(1250, 'pt')).toBe('12,5 %');
    expect(formatRate(4000, 'en')).toBe('40 %');
    expect(formatRate(5, 'en')).toBe('0.05 %');
    expect(rateBpOf('12,5')).toBe(1250);
    expect(rateBpOf('0.05')).toBe(5);
    expect(rateBpOf('1.234')).toBeUndefined();
    expect(rateBpOf('abc')).toBeUndefined();
    expect(gmtLabel(-180)).toBe('GMT-03:00');
    expect(gmtLabel(330)).toBe('GMT+05:30');
    expect(formatInOffset('2026-11-25T02:07:09Z', -180, true)).toBe('24/11/2026 23:07:09');
  });
});
