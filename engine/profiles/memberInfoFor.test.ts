import { describe, expect, it } from 'vitest';
import { AGENT_ACCOUNT_TYPES, CONTRACT_TYPES, TRIAL_ACCOUNT_TYPE } from '../../schemas/domain';
import { memberInfoFor } from './index';

describe('memberInfoFor', () => {
  it('gives each demo account kind its account type', () => {
    expect(memberInfoFor('member').type).toBe(0);
    expect(memberInfoFor('trial').type).toBe(TRIAL_ACCOUNT_TYPE);
    expect(memberInfoFor('agent').type).toBe(1);
    expect(AGENT_ACCOUNT_TYPES).toContain(memberInfoFor('agent').type);
  });

  it('gives agents contract types: the given ones, or all of them', () => {
    expect(memberInfoFor('agent').contractTypes).toEqual([...CONTRACT_TYPES]);
    expect(memberInfoFor('agent', ['hourlySalary']).contractTypes).toEqual(['hourlySalary']);
    expect(memberInfoFor('member', ['dividend'])).not.toHaveProperty('contractTypes');
    expect(memberInfoFor('trial')).not.toHaveProperty('contractTypes');
  });

  it('is deterministic', () => {
    expect(memberInfoFor('agent', ['dividend'])).toEqual(memberInfoFor('agent', ['dividend']));
  });
});
