// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RebateValue } from '../../schemas/api/rebate';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { MemberRebateWidget } from './MemberRebateWidget';

afterEach(cleanup);

/** A claimable period, as the page shows it until the period is read again after a claim. */
const CLAIMABLE: RebateValue = {
  currency: 'BRL', currencySymbol: 'R$', rates: [{ gameType: 'RNG', basisPoints: 80 }], period: '2026-11-27',
  nextPeriodAt: '2026-11-28T00:00:00Z', claimedThisPeriod: false, bets: '50.00', amount: '0.40', history: [],
};

describe('MemberRebateWidget: the claim, once per period', () => {
  it('keeps the claim closed once it went through, before the period is read again: a second click sends nothing', async () => {
    const claimRebate = vi.fn(() => ({ id: 'R1', period: '2026-11-27', bets: '50.00', amount: '0.40', balance: '100.40' }));
    // The reads after the claim are slow to come back; they never come in this test.
    const rereads: (readonly string[])[] = [];
    renderWidget(<MemberRebateWidget />, {
      language: 'en', session: 'member', site: { copy: {} }, calls: { rebate: () => CLAIMABLE }, callers: { claimRebate },
      onInvalidate: (names) => { rereads.push(names); return new Promise(() => {}); },
    });
    const claim = screen.getByRole('button', { name: 'Claim rebate' });
    fireEvent.click(claim);
    await waitFor(() => expect(screen.getByTestId('rebate-done').textContent).toContain('0.40'));
    expect((claim as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(claim);
    expect(claimRebate).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('rebate-done').textContent).toContain('0.40');
    expect(rereads.flat()).toEqual(expect.arrayContaining(['rebate', 'balance']));
  });
});
