export { AgentLoginWidget, dayRuns } from './AgentLoginWidget';
export type { AgentLoginWidgetProps } from './AgentLoginWidget';
