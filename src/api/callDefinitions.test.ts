import { describe, expect, it } from 'vitest';
import { CALL_NAMES, CALL_TABLE } from '../../schemas/api/callTable';
import { PUBLIC_LATER_QUERIES, definitionOf, tokenRuleOf } from './callDefinitions';

describe('the browser\'s call definitions', () => {
  it('finds every call of the table, the later ones through their chunk', async () => {
    for (const name of CALL_NAMES) expect(await definitionOf(name)).toBe(CALL_TABLE[name]);
  });

  it('knows a query\'s token rule without loading anything', () => {
    expect(tokenRuleOf('status')).toBe('none');
    expect(tokenRuleOf('gameList')).toBe('optional');
    expect(tokenRuleOf('balance')).toBe('required');
    expect(tokenRuleOf('walletSummary')).toBe('required');
  });

  it('reads the public calls of the later chunk that screens query as public, as the table says', () => {
    expect(PUBLIC_LATER_QUERIES.size).toBeGreaterThan(0);
    for (const name of PUBLIC_LATER_QUERIES) {
      expect(CALL_TABLE[name].token, name).toBe('none');
      expect(tokenRuleOf(name), name).toBe('none');
    }
    // Not every later call: the member calls still wait for a session.
    expect(tokenRuleOf('chatModels')).toBe('required');
  });
});
