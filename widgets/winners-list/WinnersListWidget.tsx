/**
 * Winners list (SPEC section 2's other screens): beyond the home's board, the latest big wins as a
 * table with the game, filtered by game type (ODSFE2_getWinnerBoard with gameCategory; the server's
 * limit of 20, or `pageSize` when smaller). The filter sits in the URL (?type=), so back and forward work.
 */
import { useSearchParams } from 'react-router-dom';
import type { GameType } from '../../schemas/domain';
import type { WinnersListProps } from '../../schemas/widgets';
import { WINNER_BOARD_LIMIT } from '../../schemas/api/home';
import { DataStatus } from '../kit/ui/DataStatus';
import { formatMoney } from '../kit/money/amounts';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { SCREENS_TEXTS } from '../../engine/i18n/texts/screens';
import { ScreenPage } from '../screen-page/ScreenPage';
import './winners-list.css';

export function WinnersListWidget({ pageSize }: WinnersListProps) {
  const t = useText(SCREENS_TEXTS);
  const { site, view } = usePortal();
  const [params, setParams] = useSearchParams();
  // The game types the site shows (its top navigation), in that order.
  const types = site.navigation.vendorMenus.map((m) => m.gameType);
  const wanted = params.get('type');
  const category: 'ALL' | GameType = types.find((type) => type === wanted) ?? 'ALL';
  const limitNum = Math.min(pageSize, WINNER_BOARD_LIMIT);
  const result = usePortalData().useCall('winnerBoard', { gameCategory: category, language: view.language, limitNum });
  const choose = (type: 'ALL' | GameType) => {
    const next = new URLSearchParams(params);
    if (type === 'ALL') next.delete('type');
    else next.set('type', type);
    setParams(next);
  };
  return (
    <ScreenPage id="winners" title={t('winners.title')}>
      <div className="winners-list__filter" role="group" aria-label={t('winners.filter')}>
        {(['ALL', ...types] as const).map((type) => (
          <button key={type} type="button" className="wl-button" aria-pressed={category === type} onClick={() => choose(type)} data-type={type}>
            {type === 'ALL' ? t('winners.all') : (site.navigation.top.find((n) => n.gameType === type)?.label[view.language] ?? type)}
          </button>
        ))}
      </div>
      <div className="screen-page__card">
        <DataStatus result={result} isEmpty={(winners) => winners.length === 0}>
          {(winners) => (
            <table className="screen-page__table winners-list__table" aria-labelledby="winners-title">
              <thead>
                <tr>
                  <th scope="col" className="num">{t('winners.col.rank')}</th>
                  <th scope="col">{t('winners.col.player')}</th>
                  <th scope="col">{t('winners.col.game')}</th>
                  <th scope="col" className="num">{t('winners.col.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {winners.map((winner, index) => (
                  <tr key={`${index}-${winner.customerName}`} data-game-type={winner.gameType}>
                    <td className="num">{index + 1}</td>
                    <td>{winner.customerName}</td>
                    <td>{winner.gameName} <span className="winners-list__vendor">{winner.vassalage}</span></td>
                    <td className="num" data-amount={winner.winAmount}>{formatMoney(winner.winAmount, view.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </DataStatus>
      </div>
    </ScreenPage>
  );
}
