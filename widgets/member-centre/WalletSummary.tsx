/**
 * My account / wallet summary of the member centre: the main balance, what sits in game wallets and
 * on hold, pending deposits and withdrawals, withdrawals to confirm and the last transactions. Where
 * the tenant's agent policy switch is on, the consolidated funds' total too (SPEC section 6: that call
 * only for real members with the switch; the member centre is closed to trial accounts).
 */
import { Link } from 'react-router-dom';
import type { Transaction } from '../../schemas/api/wallet';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { isRealAccount, usePortalSession } from '../portal-context/PortalSession';
import { formatMoney } from '../kit/money/amounts';
import { useMemberText } from '../member-texts/useMemberText';
import { formatTime } from '../kit/records/formatTime';

export function TransactionLine({ row }: { row: Transaction }) {
  const { view } = usePortal();
  const t = useMemberText();
  const negative = row.amount.startsWith('-');
  return (
    <li className="member-summary__transaction" data-type={row.type}>
      <span className="member-summary__type">{t(`type.${row.type}`)}</span>
      <time dateTime={row.time} className="member-summary__time">{formatTime(row.time)}</time>
      <span className={negative ? 'member-amount member-amount--out' : 'member-amount member-amount--in'}>{formatMoney(row.amount, view.language)}</span>
    </li>
  );
}

/** The consolidated funds' total, asked only for a real member where the agent policy is on. */
function ConsolidatedTotal() {
  const { view, site } = usePortal();
  const { session } = usePortalSession();
  const t = useMemberText();
  const enabled = site.switches?.agentPolicy === true && isRealAccount(session);
  const funds = usePortalData().useCall('fundsConsolidated', undefined, { enabled });
  if (!enabled || funds.data === undefined) return null;
  return (
    <div className="member-summary__figure member-summary__figure--main">
      <dt>{t('summary.totalFunds')}</dt>
      <dd data-testid="summary-total-funds">{funds.data.currencySymbol} {formatMoney(funds.data.total, view.language)}</dd>
    </div>
  );
}

export function WalletSummary() {
  const { view } = usePortal();
  const t = useMemberText();
  const summary = usePortalData().useCall('walletSummary');
  const money = (value: string) => formatMoney(value, view.language);
  return (
    <section className="member-summary" aria-labelledby="member-summary-title" data-testid="wallet-summary">
      <h2 id="member-summary-title" className="member-summary__title">{t('summary.title')}</h2>
      <DataStatus result={summary} isEmpty={() => false} className="member-summary__status">
        {(value) => (
          <>
            <dl className="member-summary__figures">
              <div className="member-summary__figure member-summary__figure--main">
                <dt>{t('summary.balance')}</dt>
                <dd data-testid="summary-balance">{value.currencySymbol} {money(value.balance)}</dd>
              </div>
              <div className="member-summary__figure">
                <dt>{t('summary.gameWallets')}</dt>
                <dd>{money(value.gameWallets)}</dd>
              </div>
              <div className="member-summary__figure">
                <dt>{t('summary.held')}</dt>
                <dd>{money(value.held)}</dd>
              </div>
              <ConsolidatedTotal />
              <div className="member-summary__figure">
                <dt>{t('summary.pendingDeposits')}</dt>
                <dd data-testid="summary-pending-deposits">{value.pendingDeposits.count} · {money(value.pendingDeposits.amount)}</dd>
              </div>
              <div className="member-summary__figure">
                <dt>{t('summary.pendingWithdrawals')}</dt>
                <dd data-testid="summary-pending-withdrawals">{value.pendingWithdrawals.count} · {money(value.pendingWithdrawals.amount)}</dd>
              </div>
            </dl>
            {value.awaitingConfirmation > 0 && (
              <p className="member-summary__awaiting">
                <Link to="/member?page=withdraw">{t('summary.awaiting', { count: value.awaitingConfirmation })}</Link>
              </p>
            )}
            <h3 className="member-summary__subtitle">{t('summary.lastTransactions')}</h3>
            {value.lastTransactions.length === 0
              ? <p className="member-summary__none">{t('summary.none')}</p>
              : <ul className="member-summary__transactions">{value.lastTransactions.map((row) => <TransactionLine key={row.id} row={row} />)}</ul>}
          </>
        )}
      </DataStatus>
    </section>
  );
}
