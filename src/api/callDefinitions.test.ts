import { describe, expect, it } from 'vitest';
import { CALL_NAMES, CALL_TABLE } from '../../schemas/api/callTable';
import { definitionOf, tokenRuleOf } from './callDefinitions';

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
});
