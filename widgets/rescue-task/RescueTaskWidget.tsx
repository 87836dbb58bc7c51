/**
 * Rescue task page (SPEC section 2's side menu, feature rescueTask): the share of a day's net loss
 * returned as a bonus, by tier, and how to claim it. The tiers are the published table until the
 * ledger computes members' daily net loss; claiming happens in the member centre's reward centre.
 */
import { Link } from 'react-router-dom';
import type { RescueTaskProps } from '../../schemas/widgets';
import { formatAmount } from '../portal-context/formatAmount';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions } from '../portal-context/PortalData';
import { usePortalSession } from '../portal-context/PortalSession';
import { useText } from '../portal-context/useText';
import { SCREENS_TEXTS } from '../../engine/i18n/texts/screens';
import { ScreenPage } from '../screen-page/ScreenPage';
import { formatBasisPoints } from '../vip-levels/vipTable';

/** Tiers: from this net loss (minor units), this share back (basis points), at most this (minor units). */
export const RESCUE_TIERS: readonly { fromMinor: number; basisPoints: number; capMinor: number }[] = [
  { fromMinor: 10_000, basisPoints: 300, capMinor: 5_000 },
  { fromMinor: 100_000, basisPoints: 500, capMinor: 50_000 },
  { fromMinor: 1_000_000, basisPoints: 800, capMinor: 500_000 },
];

export function RescueTaskWidget({ showSteps }: RescueTaskProps) {
  const t = useText(SCREENS_TEXTS);
  const { view } = usePortal();
  const { session } = usePortalSession();
  const { openModal } = usePortalActions();
  const language = view.language;
  return (
    <ScreenPage id="rescue" title={t('rescue.title')}>
      <p className="screen-page__note">{t('rescue.intro')}</p>
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
              <tr key={tier.fromMinor}>
                <td>{t('rescue.from', { amount: formatAmount(tier.fromMinor / 100, language) })}</td>
                <td className="num">{formatBasisPoints(tier.basisPoints, language)}</td>
                <td className="num">{formatAmount(tier.capMinor / 100, language)}</td>
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
