/**
 * The agent centre's widgets in one module, so that the registry reaches them through ONE dynamic
 * import: each import site costs the home route's entry its call and its preload list, and the home
 * route has no room for more. /agent and /agentHome load the agent login, the frame, the contract
 * popup and the pages together. Nothing else imports this module.
 */
import { AgentLoginWidget } from '../agent-login/AgentLoginWidget';
import { ContractModalWidget } from '../contract-modal/ContractModalWidget';
import { AgentPageWidget } from '../agent-page/AgentPageWidget';
import { AgentCentreWidget } from './AgentCentreWidget';

/** By widget id. */
export const AGENT_CENTRE_WIDGETS = {
  'agent-login': AgentLoginWidget,
  'agent-centre': AgentCentreWidget,
  'contract-modal': ContractModalWidget,
  'agent-page': AgentPageWidget,
};
