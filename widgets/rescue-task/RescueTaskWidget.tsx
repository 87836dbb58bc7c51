/**
 * Rescue task page (SPEC section 2's side menu, feature rescueTask): the share of a day's net loss
 * returned as a bonus, by tier (engine/rewards/playRewards.ts), and how to claim it. A signed-in
 * member sees the previous day's net loss and the bonus it earns, computed by the reference server
 * from the ledger's real-mode rounds; claiming happens in the member centre's reward centre.
 */
import { Link } from 'react-router-dom';
import type { RescueTaskProps } from '../../schemas/widgets';
import { RESCUE_TIERS } from '../../engine/rewards/playRewards';
import { formatMinor } from '../kit/money/wireAmounts';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions } from '../portal-context/PortalData';
import { isRealAccount, usePortalSession } from '../portal-context/PortalSession';
import { useText } from '../portal-context/useText';
import { SCREENS_TEXTS } from '../../engine/i18n/texts/screens';
import { ScreenPage } from '../screen-page/ScreenPage';
import { PlayStanding } from '../vip-levels/PlayStanding';
import { formatBasisPoints } from '../vip-levels/vipTable';

/** The previous day's net loss and its bonus (real accounts). */
function MyRescue() {
  const t = useText(SCREENS_TEXTS);
  return (
    <PlayStanding>
      {({ rescue, currencySymbol }, money) => (
        <dl className="screen-page__standing" data-testid="rescue-standing">
          <div><dt>{t('rescue.yesterdayLoss', { day: rescue.day })}</dt><dd>{currencySymbol} {money(rescue.netLoss)}</dd></div>
          <div><dt>{t('rescue.yourBonus')}</dt><dd data-testid="rescue-bonus">{currencySymbol} {money(rescue.bonus)}</dd></div>
        </dl>
      )}
    </PlayStanding>
  );
}

export function RescueTaskWidget({ showSteps }: RescueTaskProps) {
  const t = useText(SCREENS_TEXTS);
  const { view } = usePortal();
  const { session } = usePortalSession();
  const { openModal } = usePortalActions();
  const language = view.language;
  return (
    <ScreenPage id="rescue" title={t('rescue.title')}>
      <p className="screen-page__note">{t('rescue.intro')}</p>
      {isRealAccount(session) && <div className="screen-page__card"><MyRescue /></div>}
      <div className="screen-page__card">
        <table className="screen-page__table" aria-labelledby="rescue-title">
          <thead>
            <tr>
              <th scope="col">{t('rescue.col.loss')}</th>
              <th scope="col" className="num">{t('rescue.col.rate')}</th>
              <th scope="col" className="num">{t('rescue.col.cap')}</th>
            </tr>
          </thead>
          <tbody>
            {RESCUE_TIERS.map((tier) => (
              <tr key={String(tier.fromMinor)}>
                <td>{t('rescue.from', { amount: formatMinor(tier.fromMinor, language) })}</td>
                <td className="num">{formatBasisPoints(tier.basisPoints, language)}</td>
                <td className="num">{formatMinor(tier.capMinor, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {showSteps && (
        <div className="screen-page__card">
          <h2>{t('rescue.steps')}</h2>
          <ol>
            <li>{t('rescue.step1')}</li>
            <li>{t('rescue.step2')}</li>
            <li>{t('rescue.step3')}</li>
          </ol>
          {session.kind === 'anonymous'
            ? <button type="button" className="wl-button wl-button--primary" onClick={() => openModal({ modal: 'login-modal' })}>{t('rescue.login')}</button>
            : <Link className="wl-button wl-button--primary" to="/member?page=rewardCenter">{t('rescue.toRewards')}</Link>}
        </div>
      )}
    </ScreenPage>
  );
}
