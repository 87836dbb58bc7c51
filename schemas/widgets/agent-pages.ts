import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { CONTRACT_TYPES } from '../domain';

/** What an agent page shows (one widget for all of them keeps the home route's widget table small). */
export const AGENT_PAGE_VIEWS = ['teamOverview', 'downlines', 'transfer', 'contract', 'revenueReport', 'teamBets', 'profitLoss', 'downlineTransactions', 'announcements', 'register',
  // The agent's own money pages and the red envelope (issue 18)
  'myIncome', 'userLoss', 'accountDetails', 'envelope',
] as const;

/**
 * An agent-centre page (route /agentHome?page=<id>), placed by the layout manifest under
 * `pages["agent-<id>"]` and shown inside the agent-centre frame. Agents only. Views:
 * - teamOverview: team size, active members, deposits, withdrawals, valid bets and profit for a
 *   period, with a chart of the last periods;
 * - downlines: the downline tree with search, type, balance, last login and contracts in force;
 * - transfer: transfer to a downline with the payment password;
 * - contract: one contract type (`contractType`): the agent's contract, offers to direct downlines,
 *   settled periods and payouts;
 * - revenueReport: dividend periods broken down (gross revenue, bonus cost, fees, net revenue, rate,
 *   commission, carry-over), with CSV export;
 * - teamBets, profitLoss, downlineTransactions: the team's records (team betting, profit and loss by
 *   downline, downline transactions) with period, downline and type filters, pages, totals and CSV;
 * - announcements: the tenant's announcements for agents (server HTML, sanitised);
 * - register: register a member or agent directly under the agent, with the tenant's rules;
 * - myIncome, userLoss, accountDetails: the agent's payouts by contract type and period, the loss of
 *   each downline (direct and indirect) sortable by loss, and its own wallet's entries with the
 *   balance after each; period filter, pages, totals and CSV.
 * - envelope: the red envelope: send an amount split among chosen downlines (equal or random) with
 *   the payment password, the sent envelopes with each share's state, and the agent's own to claim.
 */
export const agentPagePropsSchema = {
  $id: 'widget/agent-page',
  title: 'Agent page props',
  description: 'An agent-centre page: overview, downlines, transfer, contracts, revenue, team records, announcements, registration, income, red envelope.',
  type: 'object',
  properties: {
    view: { type: 'string', enum: AGENT_PAGE_VIEWS, description: 'What the page shows.' },
    contractType: { type: 'string', enum: CONTRACT_TYPES, default: 'dividend', description: 'The contract type of the contract view.' },
    defaultPeriod: { type: 'string', enum: ['daily', 'weekly', 'monthly'], default: 'weekly', description: 'The team overview\'s first period.' },
  },
  required: ['view'],
  examples: [{ view: 'teamOverview' }, { view: 'contract', contractType: 'realTimeSalary' }],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type AgentPageProps = FromSchema<typeof agentPagePropsSchema>;
