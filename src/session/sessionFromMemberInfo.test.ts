import { describe, expect, it } from 'vitest';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '../../schemas/domain';
import { sessionFromMemberInfo } from './sessionFromMemberInfo';

const member = (type: number, contractTypes?: ('dividend' | 'dailySalary')[]) => ({ id: 1, account: 'a', nickname: 'n', type, ...(contractTypes ? { contractTypes } : {}) });

describe('sessionFromMemberInfo', () => {
  it('makes agents of the agent account types, with their contracts', () => {
    for (const type of AGENT_ACCOUNT_TYPES) expect(sessionFromMemberInfo(member(type, ['dividend']))).toEqual({ kind: 'agent', contracts: ['dividend'] });
    expect(sessionFromMemberInfo(member(AGENT_ACCOUNT_TYPES[0]))).toEqual({ kind: 'agent', contracts: [] });
  });

  it('makes a trial session of the trial type, and members of every other type', () => {
    expect(sessionFromMemberInfo(member(TRIAL_ACCOUNT_TYPE))).toEqual({ kind: 'trial' });
    for (const type of [0, 3, 5, 40, 43]) expect(sessionFromMemberInfo(member(type))).toEqual({ kind: 'member' });
  });
});
