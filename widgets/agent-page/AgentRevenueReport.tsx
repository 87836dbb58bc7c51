/** The revenue report (agentRevenueReport): the dividend periods broken down, with CSV export. */
import { SettlementsSection } from '../kit/agent/SettlementsSection';
import { useAgentText } from '../agent-texts/useAgentText';

export function AgentRevenueReport() {
  const t = useAgentText();
  return <SettlementsSection type="dividend" title={t('revenue.caption')} />;
}
