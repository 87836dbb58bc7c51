/**
 * The member's referral page (member page referral; SPEC section 2): the referral link (the tenant's
 * registration on this site's origin, carrying the member's code), its QR code (uqr, the same
 * drawing as the app download's), a copy button, and the members who registered with it with what
 * they brought (approved deposits and valid bets, from the ledger). The menu offers the page only
 * where the tenant's REFERRAL switch is on; the server refuses the call elsewhere.
 */
import { useState } from 'react';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useMemberText } from '../member-texts/useMemberText';
import { useWhenIdle } from '../kit/ui/useWhenIdle';
import { formatCurrency } from '../kit/money/amounts';
import { MoneyNote } from '../kit/money/MoneyNote';
import { formatTime } from '../kit/records/formatTime';

/**
 * The QR drawing comes from the side menu's QR chunk, loaded when idle: a static import would split
 * the drawing into a chunk of its own, and the home route (which loads the side menu's QR block) pays
 * for every chunk boundary, with no room left in its budget.
 */
const loadQrCode = () => import('../app-download/SideQrCodes').then((m) => m.QrCode);

export function Referral() {
  const { value: QrCode } = useWhenIdle(loadQrCode, true);
  const { view } = usePortal();
  const t = useMemberText();
  const result = usePortalData().useCall('referral');
  const [copied, setCopied] = useState<'ok' | 'error' | undefined>(undefined);
  return (
    <DataStatus result={result} isEmpty={() => false}>
      {(value) => {
        const link = `${window.location.origin}${value.registerPath}`;
        const money = (amount: string) => formatCurrency(amount, view.language, value.currencySymbol);
        const copy = () => {
          setCopied(undefined);
          void navigator.clipboard.writeText(link).then(() => setCopied('ok'), () => setCopied('error'));
        };
        return (
          <>
            <section className="member-rewards__referral" aria-labelledby="referral-link-title">
              <h2 id="referral-link-title" className="money-form__section">{t('referral.title')}</h2>
              <p>{t('referral.intro')}</p>
              <div className="member-rewards__referral-link">
                {QrCode === undefined ? <span className="member-rewards__qr-space" /> : <QrCode text={link} label={t('referral.qr')} />}
                <div className="money-field">
                  <label className="money-field__label" htmlFor="referral-link">{t('referral.link')}</label>
                  <input id="referral-link" className="money-field__input" readOnly value={link} data-testid="referral-link" onFocus={(e) => e.currentTarget.select()} />
                  <p className="money-field__hint">{t('referral.code', { code: value.code })}</p>
                  <div className="money-form__actions">
                    <button type="button" className="wl-button wl-button--primary" onClick={copy}>{t('referral.copy')}</button>
                  </div>
                  {copied === 'ok' && <MoneyNote tone="ok" testId="referral-copied">{t('referral.copied')}</MoneyNote>}
                  {copied === 'error' && <MoneyNote tone="error">{t('referral.copyFailed')}</MoneyNote>}
                </div>
              </div>
            </section>
            <section aria-labelledby="referral-invited-title">
              <h2 id="referral-invited-title" className="money-form__section">{t('referral.invited')}</h2>
              {value.invited.length === 0
                ? <p className="member-centre__none" role="status">{t('referral.none')}</p>
                : (
                  <div className="records-table__scroll">
                    <table className="records-table" data-testid="referral-invited">
                      <caption className="visually-hidden">{t('referral.invited')}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('referral.account')}</th>
                          <th scope="col">{t('referral.joined')}</th>
                          <th scope="col" className="records-table__num">{t('referral.deposits')}</th>
                          <th scope="col" className="records-table__num">{t('referral.validBets')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {value.invited.map((m) => (
                          <tr key={`${m.account}/${m.joinedAt}`}>
                            <td>{m.account}</td>
                            <td>{formatTime(m.joinedAt)}</td>
                            <td className="records-table__num">{money(m.deposits)}</td>
                            <td className="records-table__num">{money(m.validBets)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              <p className="member-rewards__total" data-testid="referral-totals">
                {t('referral.totals', { count: value.totals.count, deposits: money(value.totals.deposits), validBets: money(value.totals.validBets) })}
              </p>
            </section>
          </>
        );
      }}
    </DataStatus>
  );
}
