/**
 * VIP page (SPEC sections 1 and 2, feature vip): every level with its benefits. The table is the
 * published one (vipTable.ts) until the ledger records members' play; the page says so.
 */
import type { VipLevelsProps } from '../../schemas/widgets';
import { formatAmount } from '../portal-context/formatAmount';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalSession } from '../portal-context/PortalSession';
import { useText } from '../portal-context/useText';
import { SCREENS_TEXTS } from '../../engine/i18n/texts/screens';
import { ScreenPage } from '../screen-page/ScreenPage';
import { VIP_LEVELS, formatBasisPoints } from './vipTable';

export function VipLevelsWidget({ showBenefits }: VipLevelsProps) {
  const t = useText(SCREENS_TEXTS);
  const { view } = usePortal();
  const { session } = usePortalSession();
  const language = view.language;
  return (
    <ScreenPage id="vip" title={t('vip.title')}>
      <div className="screen-page__card">
        <h2>{t('vip.yourLevel')}</h2>
        <p className="screen-page__note">{session.kind === 'anonymous' ? t('vip.guest') : t('vip.staticNote')}</p>
      </div>
      {showBenefits && (
        <div className="screen-page__card">
          <h2 id="vip-table-title">{t('vip.table')}</h2>
          <table className="screen-page__table" aria-labelledby="vip-table-title">
            <thead>
              <tr>
                <th scope="col">{t('vip.col.level')}</th>
                <th scope="col" className="num">{t('vip.col.turnover')}</th>
                <th scope="col" className="num">{t('vip.col.bonus')}</th>
                <th scope="col" className="num">{t('vip.col.rebate')}</th>
                <th scope="col" className="num">{t('vip.col.withdrawals')}</th>
              </tr>
            </thead>
            <tbody>
              {VIP_LEVELS.map((row) => (
                <tr key={row.level} data-level={row.level}>
                  <th scope="row">{t('vip.level', { level: row.level })}</th>
                  <td className="num">{formatAmount(row.turnoverMinor / 100, language)}</td>
                  <td className="num">{formatAmount(row.bonusMinor / 100, language)}</td>
                  <td className="num">{formatBasisPoints(row.rebateBasisPoints, language)}</td>
                  <td className="num">{row.withdrawalsPerDay}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ScreenPage>
  );
}
