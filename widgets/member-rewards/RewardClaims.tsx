/**
 * The member's promotion claims on the bonus details page (bonusDetails): each with its activity
 * status and the amount the ledger paid (so the list agrees with the balance and the bonus records
 * below it), newest first, paged.
 */
import { useState } from 'react';
import type { MemberTextKey } from '../member-texts/useMemberText';
import { useMemberText } from '../member-texts/useMemberText';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { formatCurrency } from '../kit/money/amounts';
import { formatTime } from '../kit/records/formatTime';
import { usePromotionClaims } from './useRewards';

const PAGE_SIZE = 10;

export function RewardClaims() {
  const { view } = usePortal();
  const t = useMemberText();
  const [pageNo, setPageNo] = useState(1);
  const result = usePromotionClaims(pageNo, PAGE_SIZE);
  return (
    <section className="member-rewards__claims" aria-labelledby="reward-claims-title">
      <h2 id="reward-claims-title" className="money-form__section">{t('claims.title')}</h2>
      <DataStatus result={result} isEmpty={() => false}>
        {(value) => {
          const money = (amount: string) => formatCurrency(amount, view.language, value.currencySymbol);
          const pages = Math.max(1, Math.ceil(value.total / value.pageSize));
          if (value.list.length === 0) return <p className="member-centre__none" role="status">{t('claims.none')}</p>;
          return (
            <>
              <div className="records-table__scroll">
                <table className="records-table" data-testid="reward-claims">
                  <caption className="visually-hidden">{t('claims.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('claims.time')}</th>
                      <th scope="col">{t('claims.promotion')}</th>
                      <th scope="col">{t('claims.status')}</th>
                      <th scope="col" className="records-table__num">{t('claims.amount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {value.list.map((c) => (
                      <tr key={c.id} data-claim={c.promotionId} data-status={c.status}>
                        <td>{formatTime(c.time)}</td>
                        <td>{c.title}</td>
                        <td><span className={`member-rewards__status member-rewards__status--${c.status}`}>{t(`status.${c.status}` as MemberTextKey)}</span></td>
                        <td className="records-table__num">{money(c.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="member-rewards__total" data-testid="reward-claims-total">{t('claims.total', { amount: money(value.totals.amount) })}</p>
              {pages > 1 && (
                <nav className="member-rewards__pager" aria-label={t('claims.title')}>
                  <button type="button" className="wl-button" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>{t('messages.previous')}</button>
                  <span>{t('messages.page', { page: pageNo, pages })}</span>
                  <button type="button" className="wl-button" disabled={pageNo >= pages} onClick={() => setPageNo(pageNo + 1)}>{t('messages.next')}</button>
                </nav>
              )}
            </>
          );
        }}
      </DataStatus>
    </section>
  );
}
