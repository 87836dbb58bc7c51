/**
 * Security centre (member page securityCenter): the login password (changed in the shared
 * change-password modal), the payment password (set or changed in its dialog), the bound mobile and
 * e-mail as the server masks them, the member's active sessions with "sign out everywhere else", and
 * "Your data" (the LGPD data download and the account's closure, a lazy chunk with its own texts).
 */
import { Suspense, lazy, useState } from 'react';
import type { SecurityCenterValue } from '../../schemas/api/wallet';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortalActions, usePortalData } from '../portal-context/PortalData';
import { errorTextKey } from '../kit/ui/errorText';
import { useText } from '../portal-context/useText';
import { useMemberText } from '../member-texts/useMemberText';
import { MoneyNote } from '../kit/money/MoneyNote';
import { formatTime } from '../kit/records/formatTime';
import { PaymentPasswordDialog } from './PaymentPasswordDialog';
import '../kit/money/money-kit.css';
import './member-security.css';

const YourData = lazy(() => import('./privacy/YourData').then((m) => ({ default: m.YourData })));

function Sessions({ value }: { value: SecurityCenterValue }) {
  const t = useMemberText();
  const text = useText();
  const { call, invalidate } = usePortalData().useCaller();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | undefined>(undefined);
  const others = value.sessions.filter((s) => !s.current).length;
  const signOutOthers = async () => {
    setBusy(true);
    setNote(undefined);
    try {
      const answer = await call('signOutOthers');
      setNote({ tone: 'ok', text: t('security.signedOutOthers', { count: answer.signedOut }) });
      void invalidate(['securityCenter']);
    } catch (error) {
      setNote({ tone: 'error', text: text(errorTextKey(error)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="member-security__block" aria-labelledby="security-sessions">
      <h2 id="security-sessions" className="money-form__section">{t('security.sessions')}</h2>
      <ul className="money-list" data-testid="security-sessions">
        {value.sessions.map((s) => (
          <li key={s.id} className="money-list__item" data-current={s.current}>
            <span>{s.current ? <strong>{t('security.current')}</strong> : s.id}</span>
            <span>{t('security.signedInAt', { date: formatTime(s.createdAt) })}</span>
            <span className="money-field__hint">{t('security.expires', { date: formatTime(s.expiresAt) })}</span>
          </li>
        ))}
      </ul>
      <div className="money-form__actions member-security__actions">
        <button type="button" className="wl-button" disabled={busy || others === 0} onClick={() => { void signOutOthers(); }}>{t('security.signOutOthers')}</button>
      </div>
      {others === 0 && note === undefined && <p className="money-field__hint">{t('security.noOthers')}</p>}
      {note !== undefined && <MoneyNote tone={note.tone}>{note.text}</MoneyNote>}
    </section>
  );
}

function Security({ value }: { value: SecurityCenterValue }) {
  const t = useMemberText();
  const { openModal } = usePortalActions();
  const [dialog, setDialog] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <dl className="member-security__rows">
        <div className="member-security__row">
          <dt>{t('security.loginPassword')}</dt>
          <dd className="member-security__date">{t('security.passwordChanged', { date: formatTime(value.passwordChangedAt) })}</dd>
          <dd>
            <button type="button" className="wl-button" onClick={() => openModal({ modal: 'change-password-modal', reason: 'voluntary', next: '/member?page=securityCenter' })}>
              {t('security.changeLogin')}
            </button>
          </dd>
        </div>
        <div className="member-security__row">
          <dt>{t('security.paymentPassword')}</dt>
          <dd data-testid="payment-password-state">{t(value.paymentPasswordSet ? 'security.paymentSet' : 'security.paymentNotSet')}</dd>
          <dd>
            <button type="button" className="wl-button" onClick={() => { setSaved(false); setDialog(true); }}>
              {t(value.paymentPasswordSet ? 'security.changePayment' : 'security.setPayment')}
            </button>
          </dd>
        </div>
        <div className="member-security__row">
          <dt>{t('security.mobile')}</dt>
          <dd data-testid="security-mobile">{value.mobile ?? t('security.notBound')}</dd>
        </div>
        <div className="member-security__row">
          <dt>{t('security.email')}</dt>
          <dd data-testid="security-email">{value.email ?? t('security.notBound')}</dd>
        </div>
      </dl>
      {saved && <MoneyNote tone="ok" testId="security-saved">{t('security.saved')}</MoneyNote>}
      <Sessions value={value} />
      <Suspense fallback={null}><YourData /></Suspense>
      {dialog && <PaymentPasswordDialog isSet={value.paymentPasswordSet} onClose={() => setDialog(false)} onDone={() => { setDialog(false); setSaved(true); }} />}
    </>
  );
}

export function MemberSecurityWidget() {
  const result = usePortalData().useCall('securityCenter');
  return (
    <div className="member-security" data-testid="member-security">
      <DataStatus result={result} isEmpty={() => false}>{(value) => <Security value={value} />}</DataStatus>
    </div>
  );
}
