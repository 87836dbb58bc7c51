// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Winner, WinnerBoardValue } from '../../schemas/api/home';
import type { WinnerBoardProps } from '../../schemas/widgets';
import { defaultWidgetProps } from '../defaultWidgetProps';
import { expectStillWhileOutOfView } from '../kit/ui/testing/intersection';
import { fakeQuery, renderWidget, type FakeAnswer } from '../portal-context/testing/renderWithPortal';
import { WinnerBoardWidget, splitWinners } from './index';

afterEach(cleanup);

function winner(n: number, winAmount: string): Winner {
  return { customerName: `u${n % 10}***${n % 10}x`, winAmount, gameName: `Game ${n}`, gameType: 'RNG', vassalage: 'PG' };
}

const TWENTY_FIVE: Winner[] = Array.from({ length: 25 }, (_, i) => winner(i, `${100000 - i * 1000}.50`));

const DEFAULTS: WinnerBoardProps = { limit: 20, pinnedTop: 3, scrollSpeed: 30 };

function renderBoard(answer: () => FakeAnswer<WinnerBoardValue>, props: Partial<WinnerBoardProps> = {}, language: 'pt' | 'en' = 'en') {
  const useWinnerBoard = vi.fn(fakeQuery(answer));
  const view = renderWidget(<WinnerBoardWidget {...DEFAULTS} {...props} />, { language, data: { useWinnerBoard } });
  return { ...view, useWinnerBoard };
}

describe('WinnerBoardWidget', () => {
  it('tests against the schema defaults', () => {
    expect(defaultWidgetProps('winner-board')).toEqual(DEFAULTS);
  });

  it('pins the first 3 and scrolls the rest, at most `limit` (≤ 20) entries', () => {
    const { useWinnerBoard, container } = renderBoard(() => TWENTY_FIVE, {}, 'pt');
    expect(useWinnerBoard).toHaveBeenCalledWith('pt');
    const pinned = container.querySelector('.winner-board__pinned');
    expect(pinned?.querySelectorAll('li')).toHaveLength(3);
    expect(within(pinned as HTMLElement).getByText('Game 0')).toBeTruthy();
    const list = container.querySelector('.winner-board__list:not(.winner-board__list--copy)');
    expect(list?.querySelectorAll('li')).toHaveLength(17);
    expect(list?.textContent).toContain('Game 3');
    expect(list?.textContent).not.toContain('Game 20');
    expect(container.querySelector('.winner-board__list--copy')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('stands still while scrolled out of view', async () => {
    await expectStillWhileOutOfView(() => renderBoard(() => TWENTY_FIVE), '.winner-board__viewport--scrolling', 'winner-board__viewport--offscreen');
  });

  it('honours smaller limit and pinnedTop props', () => {
    expect(splitWinners(TWENTY_FIVE, 5, 2).pinned).toHaveLength(2);
    expect(splitWinners(TWENTY_FIVE, 5, 2).rest).toHaveLength(3);
    expect(splitWinners(TWENTY_FIVE, 50, 9).pinned).toHaveLength(3);
    expect(splitWinners(TWENTY_FIVE, 50, 9).rest).toHaveLength(17);
    expect(splitWinners(TWENTY_FIVE.slice(0, 2), 20, 3)).toEqual({ pinned: TWENTY_FIVE.slice(0, 2), rest: [] });
  });

  it('formats amounts with 2 decimals and thousands separators in pt-BR and en', () => {
    renderBoard(() => [winner(1, '12345.60')], {}, 'pt');
    expect(screen.getByText('12.345,60')).toBeTruthy();
    cleanup();
    renderBoard(() => [winner(1, '12345.60')], {}, 'en');
    expect(screen.getByText('12,345.60')).toBeTruthy();
  });

  it('uses the title prop in the current language, else the product text', () => {
    renderBoard(() => [winner(1, '1.00')], { title: { pt: 'Ganhadores', en: 'Winners' } }, 'pt');
    expect(screen.getByRole('heading').textContent).toBe('Ganhadores');
    cleanup();
    renderBoard(() => [winner(1, '1.00')], {}, 'en');
    expect(screen.getByRole('heading').textContent).toBe('Big winners');
  });

  it('shows the network message with a retry that refetches, loading and empty states', () => {
    const answers: FakeAnswer<WinnerBoardValue>[] = [new Error('offline'), [winner(1, '10.00')]];
    const answer = vi.fn(() => answers.shift() ?? 'pending');
    renderBoard(answer, {}, 'pt');
    expect(screen.getByRole('alert').textContent).toContain('A conexão de rede está instável, tente novamente');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(answer).toHaveBeenCalledTimes(2);
    expect(screen.getByText('10,00')).toBeTruthy();
    cleanup();
    renderBoard(() => 'pending');
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    cleanup();
    renderBoard(() => []);
    expect(screen.getByRole('status').textContent).toBe('Nothing to show yet');
  });
});
