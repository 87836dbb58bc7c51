/**
 * The agents module's public face: what other modules, the routes and the operator commands may use.
 * Everything else in this folder is its own (the lint rule of the server's house enforces it).
 */
export { contractsOf, offerContract, respondToContract } from './contracts';
export { accountDetails, agentIncome, userLoss } from './income';
export { agentInfo, offeredContractTypes } from './info';
export { type PeriodType } from '../../platform/periods';
export { teamBets, teamProfitLoss, teamTransactions } from './records';
export { registerDownline } from './register';
export { startAgentScheduler } from './scheduler';
export { agentSettingsOf, gmtLabel, writeAgentSettings, type AgentSettings, type AgentSettingsPatch } from './settings';
export { settleDue } from './settlement';
export { teamOf } from './team';
export { transferToDownline } from './transfer';
export { contractViews, contractsValue, downlines, overview, settlements } from './views';
