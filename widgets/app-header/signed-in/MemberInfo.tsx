/**
 * The signed-in part of the header beside the avatar menu (SPEC sections 2, 6 and 9): the balance
 * with 2 decimals and thousands separators in the view language and the currency symbol, a show/hide
 * toggle and a refresh button; deposit and withdraw entries for real accounts; a trial label for
 * trial accounts (which get no deposit, withdraw or message count); the VIP label and rank where
 * the member info says hasVip (SPEC section 3's public state).
 */
import { useState } from 'react';
// One module per icon (lucide-react/icons/*): the bundle and the tests load only these.
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Link } from 'react-router-dom';
import { usePortal } from '../../portal-context/PortalContext';
import { usePortalData } from '../../portal-context/PortalData';
import { isRealAccount, usePortalSession } from '../../portal-context/PortalSession';
import { useText } from '../../portal-context/useText';
import { formatMoney } from '../../kit/money/amounts';
import { HIDDEN_BALANCE } from './formatBalance';
import { HEADER_TEXTS } from '../../../engine/i18n/texts/header';

export const DEPOSIT_PATH = '/member?page=depositv2';
export const WITHDRAW_PATH = '/member?page=withdraw';

export function MemberInfo({ hiddenByDefault }: { hiddenByDefault: boolean }) {
  const { view } = usePortal();
  const { session, member } = usePortalSession();
  const { useCall } = usePortalData();
  const t = useText(HEADER_TEXTS);
  const rank = member?.hasVip === true ? member.vipRankLevel : undefined;
  const balance = useCall('balance');
  const [hidden, setHidden] = useState(hiddenByDefault);
  const [refreshing, setRefreshing] = useState(false);
  const real = isRealAccount(session);
  const busy = refreshing || balance.isPending;

  const refresh = async () => {
    setRefreshing(true);
    try {
      // TanStack's refetch resolves when the new answer is in; a failure shows as isError.
      await Promise.resolve(balance.refetch());
    } finally {
      setRefreshing(false);
    }
  };

  let amount: string;
  if (balance.data === undefined) amount = balance.isError ? '--' : '…';
  else amount = hidden ? HIDDEN_BALANCE : formatMoney(balance.data.balance, view.language);

  return (
    <div className="app-header__member" role="group" aria-label={t('header.memberInfo')}>
      {session.kind === 'trial' && <span className="app-header__trial">{t('header.trial')}</span>}
      {rank !== undefined && (
        <span className="app-header__vip" data-testid="header-vip" data-rank={rank} title={t('header.vip', { level: rank })}>
          <span aria-hidden="true">{member?.vipLabelName ?? `VIP ${rank}`}</span>
          <span className="visually-hidden">{t('header.vip', { level: rank })}</span>
        </span>
      )}
      <div className="app-header__balance">
        <span className="visually-hidden">{t('header.balance')}</span>
        <span className="app-header__balance-value" data-testid="header-balance" aria-live="polite" aria-busy={busy}>
          {balance.data !== undefined && <span className="app-header__currency">{balance.data.currencySymbol}</span>}
          <span className="app-header__amount">{amount}</span>
        </span>
        <button
          type="button"
          className="app-header__icon-button"
          aria-pressed={hidden}
          aria-label={t('header.hideBalance')}
          title={t('header.hideBalance')}
          onClick={() => setHidden(!hidden)}
        >
          {hidden ? <EyeOff size={16} aria-hidden="true" focusable="false" /> : <Eye size={16} aria-hidden="true" focusable="false" />}
        </button>
        <button
          type="button"
          className={busy ? 'app-header__icon-button app-header__icon-button--spinning' : 'app-header__icon-button'}
          aria-label={t('header.refreshBalance')}
          title={t('header.refreshBalance')}
          disabled={busy}
          onClick={() => { void refresh(); }}
        >
          <span aria-hidden="true"><RefreshCw size={16} focusable="false" /></span>
        </button>
      </div>
      {real && (
        <>
          <Link to={DEPOSIT_PATH} className="wl-button wl-button--primary">{t('header.deposit')}</Link>
          <Link to={WITHDRAW_PATH} className="wl-button">{t('header.withdraw')}</Link>
        </>
      )}
    </div>
  );
}
