/**
 * The message of a failed agent call: the agent refusals' texts (in the agent texts, so in the agent
 * centre's chunk, not in the catalogue every page loads), else the catalogue's.
 */
import type { CoreMessageKey } from '../../engine/index';
import { errorTextKey } from '../kit/ui/errorText';
import { useText } from '../portal-context/useText';
import { AGENT_TEXTS, useAgentText, type AgentTextKey } from './useAgentText';

export const AGENT_ERRORS = ['error.notYourDownline', 'error.contractRateAboveUpline', 'error.contractNotPending', 'error.contractInvalid'] as const satisfies readonly AgentTextKey[];
export type AgentErrorKey = CoreMessageKey | (typeof AGENT_ERRORS)[number];

export function agentErrorKey(error: unknown): AgentErrorKey {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    const known = AGENT_ERRORS.find((key) => key === code);
    if (known !== undefined) return known;
  }
  return errorTextKey(error);
}

/** The text of a failure: the agent refusals' or the catalogue's. */
export function useAgentErrorText(): (key: AgentErrorKey) => string {
  const agent = useAgentText();
  const core = useText();
  return (key) => ((AGENT_ERRORS as readonly string[]).includes(key) && Object.hasOwn(AGENT_TEXTS.en, key) ? agent(key as AgentTextKey) : core(key as CoreMessageKey));
}
