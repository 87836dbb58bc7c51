/**
 * Manual rebate (member page manualRebate): what the member's real bets have earned by the tenant's
 * rate table since the last claim, the rates, and the claim, once per period (the UTC day), booked
 * with one idempotency key per submission (useBooking: a retry after a lost answer claims once; the
 * header's balance and the bonus details follow without a reload).
 */
import { useState } from 'react';
import type { CallName } from '../../schemas/api/callTable';
import type { RebateValue } from '../../schemas/api/rebate';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { useMemberText } from '../member-texts/useMemberText';
import { formatCurrency } from '../kit/money/amounts';
import { MoneyNote } from '../kit/money/MoneyNote';
import { useBooking } from '../kit/money/useBooking';
import { formatTime } from '../kit/records/formatTime';
import '../kit/money/money-kit.css';
import '../kit/records/records-kit.css';
import './member-rebate.css';

/** What a claim changes beside the wallet's answers. */
const REBATE_READS: readonly CallName[] = ['rebate'];

/** Basis points as a percentage with two decimals in the view's language: 80 -> '0.80 %' / '0,80 %'. */
function percentOf(basisPoints: number, language: 'pt' | 'en'): string {
  const text = `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
  return `${language === 'pt' ? text.replace('.', ',') : text} %`;
}

function Rebate({ value }: { value: RebateValue }) {
  const { view } = usePortal();
  const t = useMemberText();
  const text = useText();
  const { call } = usePortalData().useCaller();
  const { book, busy, failure } = useBooking(REBATE_READS);
  const [done, setDone] = useState<string | undefined>(undefined);
  const money = (amount: string) => formatCurrency(amount, view.language, value.currencySymbol);
  const nothing = value.amount === '0.00';

  const claim = () => {
    setDone(undefined);
    void book({ period: value.period }, (key) => call('claimRebate', {}, { idempotencyKey: key })).then((answer) => {
      if (answer !== undefined) setDone(t('rebate.claimed', { amount: money(answer.amount), id: answer.id }));
    });
  };

  return (
    <>
      <p>{t('rebate.intro')}</p>
      <dl className="member-summary__figures member-rebate__figures" data-testid="rebate-figures">
        <div className="member-summary__figure member-summary__figure--main">
          <dt>{t('rebate.amount')}</dt>
          <dd data-testid="rebate-amount">{money(value.amount)}</dd>
        </div>
        <div className="member-summary__figure">
          <dt>{t('rebate.bets')}</dt>
          <dd data-testid="rebate-bets">{money(value.bets)}</dd>
        </div>
      </dl>
      <div className="money-form__actions">
        <button type="button" className="wl-button wl-button--primary" disabled={busy || value.claimedThisPeriod || nothing} onClick={claim}>{t('rebate.claim')}</button>
      </div>
      {done !== undefined && <MoneyNote tone="ok" testId="rebate-done">{done}</MoneyNote>}
      {failure !== undefined && <MoneyNote tone="error" testId="rebate-error">{text(failure)}</MoneyNote>}
      {done === undefined && value.claimedThisPeriod && <MoneyNote tone="info" testId="rebate-claimed">{t('rebate.alreadyClaimed', { time: formatTime(value.nextPeriodAt) })}</MoneyNote>}
      {done === undefined && !value.claimedThisPeriod && nothing && <MoneyNote tone="info" testId="rebate-nothing">{t('rebate.nothing')}</MoneyNote>}

      <h2 className="money-form__section">{t('rebate.rates')}</h2>
      <div className="records-table__scroll">
        <table className="records-table" data-testid="rebate-rates">
          <caption className="visually-hidden">{t('rebate.rates')}</caption>
          <thead><tr><th scope="col">{t('rebate.gameType')}</th><th scope="col" className="records-table__num">{t('rebate.rate')}</th></tr></thead>
          <tbody>
            {value.rates.map((r) => (
              <tr key={r.gameType}><td>{text(`gameType.${r.gameType}`)}</td><td className="records-table__num">{percentOf(r.basisPoints, view.language)}</td></tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 className="money-form__section">{t('rebate.history')}</h2>
      {value.history.length === 0
        ? <p className="member-centre__none" role="status">{t('rebate.none')}</p>
        : (
          <ul className="money-list" aria-label={t('rebate.history')} data-testid="rebate-history">
            {value.history.map((h) => (
              <li key={h.id} className="money-list__item" data-claim={h.id}>
                <span>{h.id} · {t('rebate.period')} {h.period}</span>
                <span className="money-field__hint">{t('rebate.bets')}: {money(h.bets)}</span>
                <span className="member-amount member-amount--in">{money(h.amount)}</span>
              </li>
            ))}
          </ul>
        )}
    </>
  );
}

export function MemberRebateWidget() {
  const result = usePortalData().useCall('rebate');
  return (
    <div className="member-rebate" data-testid="member-rebate">
      <DataStatus result={result} isEmpty={() => false}>{(value) => <Rebate value={value} />}</DataStatus>
    </div>
  );
}
