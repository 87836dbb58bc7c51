/**
 * An agent-centre page (the `agent-page` widget): the view its props name. One widget for every agent
 * page keeps the table of widgets the home route's entry carries small; each view is its own component.
 */
import type { AgentPageProps } from '../../schemas/widgets';
import { AgentAnnouncements } from './AgentAnnouncements';
import { AgentContractPage } from './AgentContractPage';
import { AgentDownlines } from './AgentDownlines';
import { AgentIncome } from './AgentIncome';
import { AgentEnvelopes } from './AgentEnvelopes';
import { AgentRecords } from './AgentRecords';
import { AgentRegister } from './AgentRegister';
import { AgentRevenueReport } from './AgentRevenueReport';
import { AgentTeamOverview } from './AgentTeamOverview';
import { AgentTransfer } from './AgentTransfer';

export function AgentPageWidget({ view, contractType = 'dividend', defaultPeriod = 'weekly' }: AgentPageProps) {
  switch (view) {
    case 'teamOverview': return <AgentTeamOverview defaultPeriod={defaultPeriod} />;
    case 'downlines': return <AgentDownlines />;
    case 'transfer': return <AgentTransfer />;
    case 'contract': return <AgentContractPage contractType={contractType} />;
    case 'revenueReport': return <AgentRevenueReport />;
    case 'announcements': return <AgentAnnouncements />;
    case 'register': return <AgentRegister />;
    case 'envelope': return <AgentEnvelopes />;
    case 'teamBets':
    case 'profitLoss':
    case 'downlineTransactions': return <AgentRecords record={view} />;
    case 'myIncome':
    case 'userLoss':
    case 'accountDetails': return <AgentIncome view={view} />;
  }
}
