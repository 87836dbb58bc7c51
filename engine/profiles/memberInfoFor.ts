import type { ContractType } from '../../schemas/domain';
import { AGENT_ACCOUNT_TYPES, CONTRACT_TYPES, TRIAL_ACCOUNT_TYPE } from '../../schemas/domain';
import type { MemberInfo } from '../../schemas/server/member-info';

export type DemoAccountKind = 'member' | 'trial' | 'agent';

/** A `/wps/member/info` value for a demo account: member type 0, trial 4, agent 1 (with all contract types unless given). */
export function memberInfoFor(kind: DemoAccountKind, contracts?: readonly ContractType[]): MemberInfo {
  switch (kind) {
    case 'member':
      return { id: 100001, account: 'demomember', nickname: 'Demo member', type: 0 };
    case 'trial':
      return { id: 400001, account: 'trial400001', nickname: 'Trial player', type: TRIAL_ACCOUNT_TYPE };
    case 'agent':
      return {
        id: 200001,
        account: 'demoagent',
        nickname: 'Demo agent',
        type: AGENT_ACCOUNT_TYPES[0],
        contractTypes: [...(contracts ?? CONTRACT_TYPES)],
      };
  }
}
