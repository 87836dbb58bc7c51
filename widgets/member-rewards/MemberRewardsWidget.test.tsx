// @vitest-environment jsdom
/**
 * The reward centre's widget: every status with its label, the action each allows (claim, join,
 * apply on the promotions page, none), a claim that reports the prize and refreshes the rewards and
 * wallet reads (the badges and the header follow), and a refused one that shows the catalogue message
 * beside the promotion; the missions view: the progress bar and the claim of a completed mission,
 * closed from its answer until the missions are read again (a late second click sends nothing).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AvailablePromotionsValue, MissionLeaderboardValue, MissionSummaryValue } from '../../schemas/api/rewards';
import type { CallName } from '../../schemas/api/callTable';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { MemberRewardsWidget } from './MemberRewardsWidget';

afterEach(cleanup);

const promo = (id: number, status: AvailablePromotionsValue['list'][number]['status'], entry: 'auto' | 'join' | 'apply' = 'auto') => ({
  id, title: `Promo ${id}`, entry, status, turnover: '100.00', progress: status === 'process' ? '40.00' : '0.00', prize: '8.88',
});
const promotions: AvailablePromotionsValue = {
  currency: 'BRL', currencySymbol: 'R$', claimable: 1,
  list: [promo(1, 'claim'), promo(2, 'join', 'join'), promo(3, 'join', 'apply'), promo(4, 'process'), promo(5, 'signed', 'join'), promo(6, 'claimed'),
    promo(7, 'applying', 'apply'), promo(8, 'rejected', 'apply'), promo(9, 'issued', 'apply'), promo(10, 'close'), { ...promo(11, 'comingSoon'), startsAt: '2099-12-01T12:00:00.000Z' },
    { ...promo(12, 'claim'), prize: '10.00', prizes: [{ amount: '2.00', weight: 2 }, { amount: '5.00', weight: 1 }, { amount: '10.00', weight: 1 }] }],
};

describe('reward centre', () => {
  it('labels every status, offers the action it allows, claims once and refreshes what the claim changes', async () => {
    const invalidated: (readonly CallName[])[] = [];
    const claims: unknown[] = [];
    renderWidget(<MemberRewardsWidget view="rewardCenter" />, {
      language: 'en', session: 'member', site: { copy: {} },
      calls: { availablePromotions: () => promotions },
      callers: { claimRafflePromotion: (body) => { claims.push(body); return { id: 'C7', promotionId: 1, status: 'claimed', amount: '8.88', balance: '108.88' }; } },
      onInvalidate: (names) => invalidated.push(names),
    });
    const item = (id: number) => within(screen.getByTestId('reward-list').querySelector(`[data-promotion="${id}"]`) as HTMLElement);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((id) => item(id).getByTestId('reward-status').textContent)).toEqual([
      'Claim', 'Join', 'Join', 'In progress', 'Signed up', 'Claimed', 'Applying', 'Rejected', 'Issued', 'Closed', 'Coming soon',
    ]);
    expect(item(4).getByText('Bets so far: R$ 40.00 of R$ 100.00')).toBeTruthy();
    // A fixed prize shows its amount; a raffle its table with each amount's chance.
    expect(item(1).getByText('R$ 8.88')).toBeTruthy();
    expect(item(12).getByTestId('reward-prizes').textContent?.replace(/\u00a0/g, ' ')).toBe('Drawn prize: R$ 2.00 (50%) · R$ 5.00 (25%) · R$ 10.00 (25%)');
    expect(item(11).getByText('Starts 01/12/2099')).toBeTruthy();
    expect(item(2).getByRole('button', { name: 'Join: Promo 2' })).toBeTruthy();
    expect(item(3).getByRole('link', { name: 'Apply for Promo 3 on the promotions page' }).getAttribute('href')).toBe('/promotions#3');
    for (const id of [4, 5, 6, 7, 8, 9, 10, 11]) expect(item(id).queryByRole('button')).toBeNull();

    fireEvent.click(item(1).getByRole('button', { name: 'Claim the prize of Promo 1' }));
    await waitFor(() => expect(screen.getByTestId('reward-note').textContent).toBe('R$ 8.88 was credited to your wallet (C7).'));
    expect(claims).toEqual([{ promotionId: 1 }]);
    const all = invalidated.flat();
    for (const name of ['availablePromotions', 'promotionClaimList', 'missionSummary', 'balance', 'bonusDetails'] as const) expect(all).toContain(name);
  });

  it('shows a refused claim beside its promotion with the catalogue message', async () => {
    renderWidget(<MemberRewardsWidget view="rewardCenter" />, {
      language: 'en', session: 'member', site: { copy: {} },
      calls: { availablePromotions: () => promotions },
      callers: { claimRafflePromotion: () => Promise.reject(Object.assign(new Error('refused'), { code: 'error.invalidRequest' })) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Claim the prize of Promo 1' }));
    const error = await screen.findByTestId('reward-error');
    expect(error.closest('[data-promotion]')?.getAttribute('data-promotion')).toBe('1');
    expect(error.textContent).not.toBe('');
  });
});

describe('missions', () => {
  it('shows progress and claims a completed mission', async () => {
    const summary: MissionSummaryValue = {
      currency: 'BRL', currencySymbol: 'R$', completed: 1,
      missions: [
        { id: 'dailyRounds', title: 'Play 5 rounds today', metric: 'rounds', period: 'day', goal: '5', progress: '5', progressBasisPoints: 10000, reward: '2.00', status: 'completed', periodKey: '2026-11-26', endsAt: '2026-11-27T00:00:00.000Z' },
        { id: 'weeklyTurnover', title: 'Bet 1000 this week', metric: 'turnover', period: 'week', goal: '1000.00', progress: '40.00', progressBasisPoints: 400, reward: '15.00', status: 'inProgress', periodKey: '2026-11-23', endsAt: '2026-11-30T00:00:00.000Z' },
      ],
    };
    const board: MissionLeaderboardValue = { currency: 'BRL', currencySymbol: 'R$', periodKey: '2026-11-23', endsAt: '2026-11-30T00:00:00.000Z', list: [{ rank: 1, name: 're***02', turnover: '40.00', me: true }], mine: { rank: 1, name: 're***02', turnover: '40.00', me: true } };
    const sent: unknown[] = [];
    renderWidget(<MemberRewardsWidget view="missions" />, {
      language: 'en', session: 'member', site: { copy: {} },
      calls: { missionSummary: () => summary, missionLeaderboard: () => board },
      callers: { claimMission: (body) => { sent.push(body); return { id: 'M1', missionId: 'dailyRounds', periodKey: '2026-11-26', amount: '2.00', balance: '10.00' }; } },
    });
    const list = within(screen.getByTestId('mission-list'));
    expect(list.getByRole('progressbar', { name: 'Progress of Bet 1000 this week' }).getAttribute('value')).toBe('400');
    expect(list.getAllByTestId('mission-progress').map((p) => p.textContent)).toEqual(['5 / 5', 'R$ 40.00 / R$ 1,000.00']);
    expect(within(screen.getByTestId('mission-leaderboard')).getByText('re***02 (you)')).toBeTruthy();
    fireEvent.click(list.getByRole('button', { name: 'Claim the reward of Play 5 rounds today' }));
    await waitFor(() => expect(screen.getByTestId('mission-done').textContent).toBe('R$ 2.00 was credited to your wallet.'));
    expect(sent).toEqual([{ missionId: 'dailyRounds' }]);
  });

  it('keeps the claim closed from its answer until the missions are read again: a late second click sends nothing', async () => {
    const summary: MissionSummaryValue = {
      currency: 'BRL', currencySymbol: 'R$', completed: 1,
      missions: [{ id: 'dailyRounds', title: 'Play 5 rounds today', metric: 'rounds', period: 'day', goal: '5', progress: '5', progressBasisPoints: 10000, reward: '2.00', status: 'completed', periodKey: '2026-11-26', endsAt: '2026-11-27T00:00:00.000Z' }],
    };
    const board: MissionLeaderboardValue = { currency: 'BRL', currencySymbol: 'R$', periodKey: '2026-11-23', endsAt: '2026-11-30T00:00:00.000Z', list: [] };
    const sent: unknown[] = [];
    // The reads after the claim are slow to come back: the page still shows the mission as completed.
    let reread!: () => void;
    const refreshed = new Promise<void>((resolve) => { reread = resolve; });
    const invalidated: (readonly CallName[])[] = [];
    renderWidget(<MemberRewardsWidget view="missions" />, {
      language: 'en', session: 'member', site: { copy: {} },
      calls: { missionSummary: () => summary, missionLeaderboard: () => board },
      callers: { claimMission: (body) => { sent.push(body); return { id: 'M1', missionId: 'dailyRounds', periodKey: '2026-11-26', amount: '2.00', balance: '10.00' }; } },
      onInvalidate: (names) => { invalidated.push(names); return refreshed; },
    });
    const claim = screen.getByRole('button', { name: 'Claim the reward of Play 5 rounds today' });
    fireEvent.click(claim);
    await waitFor(() => expect(screen.getByTestId('mission-done').textContent).toBe('R$ 2.00 was credited to your wallet.'));
    expect((claim as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(claim);
    expect(sent).toEqual([{ missionId: 'dailyRounds' }]);
    expect(screen.queryByTestId('mission-error')).toBeNull();
    expect(invalidated.flat()).toEqual(expect.arrayContaining(['missionSummary', 'balance']));
    reread();
    await waitFor(() => expect((claim as HTMLButtonElement).disabled).toBe(false));
  });
});
