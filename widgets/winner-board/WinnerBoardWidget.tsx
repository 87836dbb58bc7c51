/**
 * Winner board (SPEC sections 2 and 9): the latest big wins, `limit` entries (at most 20), the first
 * `pinnedTop` (at most 3) fixed above a list that scrolls at `scrollSpeed` px/s (paused on hover and
 * focus, still under prefers-reduced-motion). Amounts have 2 decimals and thousands separators in the
 * current language.
 */
import { useState, type CSSProperties } from 'react';
import { WINNER_BOARD_LIMIT, type Winner } from '../../schemas/api/home';
import type { Language } from '../../schemas/domain';
import type { WinnerBoardProps } from '../../schemas/widgets';
import { DataStatus } from '../kit/ui/DataStatus';
import { formatMoney } from '../kit/money/amounts';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useInView } from '../kit/ui/useInView';
import { useText } from '../portal-context/useText';
import './winner-board.css';

const MAX_PINNED = 3;
/** Height of one scrolling row in pixels (winner-board.css). */
const ROW_HEIGHT = 44;

/** The entries shown and how they split: the first `pinnedTop` fixed, the rest scrolling. */
export function splitWinners(winners: readonly Winner[], limit: number, pinnedTop: number): { pinned: Winner[]; rest: Winner[] } {
  const shown = winners.slice(0, Math.max(0, Math.min(limit, WINNER_BOARD_LIMIT)));
  const pins = Math.max(0, Math.min(pinnedTop, MAX_PINNED));
  return { pinned: shown.slice(0, pins), rest: shown.slice(pins) };
}

function WinnerRow({ winner, rank, language }: { winner: Winner; rank?: number; language: Language }) {
  return (
    <>
      {rank !== undefined && <span className="winner-board__rank" aria-hidden="true">{rank}</span>}
      <span className="winner-board__name">{winner.customerName}</span>
      <span className="winner-board__game">{winner.gameName}</span>
      <span className="winner-board__amount" data-amount={winner.winAmount}>{formatMoney(winner.winAmount, language)}</span>
    </>
  );
}

function Board({ winners, limit, pinnedTop, scrollSpeed }: { winners: readonly Winner[]; limit: number; pinnedTop: number; scrollSpeed: number }) {
  const { view } = usePortal();
  const w = useText();
  const { pinned, rest } = splitWinners(winners, limit, pinnedTop);
  // The list is rendered twice (the copy hidden from assistive technology) so the scroll loops seamlessly.
  const scrolling = rest.length > 1;
  // Out of view, the scroll stands still (useInView): an idle page keeps no animation running for nobody.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const inView = useInView(viewport);
  const style = { '--winner-board-duration': `${Math.max(4, (rest.length * ROW_HEIGHT) / Math.max(1, scrollSpeed))}s` } as CSSProperties;
  return (
    <>
      {pinned.length > 0 && (
        <ol className="winner-board__pinned" aria-label={w('winnerBoard.top')}>
          {pinned.map((winner, index) => (
            <li key={`${index}-${winner.customerName}`} className={`winner-board__row winner-board__row--top winner-board__row--top${index + 1}`}>
              <WinnerRow winner={winner} rank={index + 1} language={view.language} />
            </li>
          ))}
        </ol>
      )}
      {rest.length > 0 && (
        <div ref={setViewport} className={`winner-board__viewport${scrolling ? ' winner-board__viewport--scrolling' : ''}${inView ? '' : ' winner-board__viewport--offscreen'}`} tabIndex={0} aria-label={w('winnerBoard.recent')} role="region">
          <div className="winner-board__track" style={style}>
            <ul className="winner-board__list">
              {rest.map((winner, index) => (
                <li key={`${index}-${winner.customerName}`} className="winner-board__row"><WinnerRow winner={winner} language={view.language} /></li>
              ))}
            </ul>
            {scrolling && (
              <ul className="winner-board__list winner-board__list--copy" aria-hidden="true">
                {rest.map((winner, index) => (
                  <li key={`${index}-${winner.customerName}`} className="winner-board__row"><WinnerRow winner={winner} language={view.language} /></li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </>
  );
}

export function WinnerBoardWidget({ title, limit, pinnedTop, scrollSpeed }: WinnerBoardProps) {
  const { view } = usePortal();
  const w = useText();
  const { useWinnerBoard } = usePortalData();
  const result = useWinnerBoard(view.language);
  const heading = title?.[view.language] ?? title?.pt ?? title?.en ?? w('winnerBoard.title');
  return (
    <section className="winner-board" aria-labelledby="winner-board-title">
      <h2 id="winner-board-title" className="winner-board__title">{heading}</h2>
      <DataStatus result={result} isEmpty={(winners) => winners.length === 0 || limit < 1}>
        {(winners) => <Board winners={winners} limit={limit} pinnedTop={pinnedTop} scrollSpeed={scrollSpeed} />}
      </DataStatus>
    </section>
  );
}
