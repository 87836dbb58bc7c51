import type { SessionContext } from '../../engine/index';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '../../schemas/domain';
import type { MemberInfo } from '../../schemas/server/member-info';

const AGENT_TYPES: ReadonlySet<number> = new Set(AGENT_ACCOUNT_TYPES);

/** The session kind of a loaded member (SPEC section 6): agent types 1, 2, 41, 42; trial type 4; else member. */
export function sessionFromMemberInfo(info: MemberInfo): SessionContext {
  if (AGENT_TYPES.has(info.type)) return { kind: 'agent', contracts: [...(info.contractTypes ?? [])] };
  if (info.type === TRIAL_ACCOUNT_TYPE) return { kind: 'trial' };
  return { kind: 'member' };
}
