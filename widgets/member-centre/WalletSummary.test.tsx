// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FundsConsolidatedValue, WalletSummaryValue } from '../../schemas/api/wallet';
import type { ResolvedSite } from '../../engine/index';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { WalletSummary } from './WalletSummary';

afterEach(cleanup);

const SUMMARY: WalletSummaryValue = {
  currency: 'BRL', currencySymbol: 'R$', balance: '100.00', gameWallets: '20.00', held: '5.00',
  pendingDeposits: { count: 0, amount: '0.00' }, pendingWithdrawals: { count: 0, amount: '0.00' }, awaitingConfirmation: 0, lastTransactions: [],
};
const FUNDS: FundsConsolidatedValue = { currency: 'BRL', currencySymbol: 'R$', balance: '100.00', gameWallets: '20.00', held: '5.00', total: '125.00' };

function setup(agentPolicy: boolean, session: 'member' | 'agent' | 'trial' = 'member') {
  const funds = vi.fn(() => FUNDS);
  renderWidget(<WalletSummary />, {
    session,
    site: { copy: {}, switches: { agentPolicy } as ResolvedSite['switches'] },
    calls: { walletSummary: () => SUMMARY, fundsConsolidated: funds },
  });
  return funds;
}

describe('wallet summary: consolidated funds (SPEC section 6)', () => {
  it('shows the total of the consolidated funds where the agent policy is on', async () => {
    const funds = setup(true);
    expect((await screen.findByTestId('summary-total-funds')).textContent).toBe('R$ 125.00');
    expect(screen.getByText('Total funds')).toBeTruthy();
    expect(funds).toHaveBeenCalled();
  });

  it('never asks for them where the switch is off, or for a trial account', async () => {
    for (const [policy, session] of [[false, 'member'], [false, 'agent'], [true, 'trial']] as const) {
      const funds = setup(policy, session);
      expect((await screen.findByTestId('summary-balance')).textContent).toBe('R$ 100.00');
      expect(screen.queryByTestId('summary-total-funds')).toBeNull();
      expect(funds).not.toHaveBeenCalled();
      cleanup();
    }
  });
});
