/**
 * VIP page (SPEC sections 1 and 2, feature vip): the member's level, computed by the reference
 * server from the ledger's real-mode rounds (lifetime valid bets), the progress to the next level,
 * and every level with its benefits (the published table, engine/rewards/playRewards.ts).
 */
import type { VipLevelsProps } from '../../schemas/widgets';
import { VIP_LEVELS } from '../../engine/rewards/playRewards';
import { formatMinor } from '../kit/money/wireAmounts';
import { usePortal } from '../portal-context/PortalContext';
import { isRealAccount, usePortalSession } from '../portal-context/PortalSession';
import { useText } from '../portal-context/useText';
import { SCREENS_TEXTS } from '../../engine/i18n/texts/screens';
import { ScreenPage } from '../screen-page/ScreenPage';
import { PlayStanding } from './PlayStanding';
import { formatBasisPoints } from './vipTable';

function MyLevel() {
  const t = useText(SCREENS_TEXTS);
  return (
    <PlayStanding>
      {({ vip, currencySymbol }, money) => (
        <div className="screen-page__standing" data-testid="vip-standing" data-level={vip.level}>
          <p className="screen-page__figure">{t('vip.level', { level: vip.level })}</p>
          <p>{t('vip.turnover', { amount: `${currencySymbol} ${money(vip.turnover)}` })}</p>
          {vip.nextLevel === undefined || vip.remaining === undefined ? <p>{t('vip.topLevel')}</p> : (
            <>
              <progress className="screen-page__progress" max={10_000} value={vip.progressBasisPoints} aria-label={t('vip.progress', { next: t('vip.level', { level: vip.nextLevel }) })} />
              <p>{t('vip.remaining', { amount: `${currencySymbol} ${money(vip.remaining)}`, next: t('vip.level', { level: vip.nextLevel }) })}</p>
            </>
          )}
        </div>
      )}
    </PlayStanding>
  );
}

export function VipLevelsWidget({ showBenefits }: VipLevelsProps) {
  const t = useText(SCREENS_TEXTS);
  const { view } = usePortal();
  const { session } = usePortalSession();
  const language = view.language;
  return (
    <ScreenPage id="vip" title={t('vip.title')}>
      <div className="screen-page__card">
        <h2>{t('vip.yourLevel')}</h2>
        {isRealAccount(session) ? <MyLevel /> : <p className="screen-page__note">{session.kind === 'anonymous' ? t('vip.guest') : t('vip.trial')}</p>}
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
                  <td className="num">{formatMinor(row.turnoverMinor, language)}</td>
                  <td className="num">{formatMinor(row.bonusMinor, language)}</td>
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
