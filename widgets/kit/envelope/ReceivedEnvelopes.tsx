/**
 * The red envelopes sent to the signed-in account (a player in the reward centre, an agent on its
 * red envelope page): each share with its sender, amount, state and the time to claim it by; an open
 * share has a claim button (booked once with the submission's idempotency key; the header's balance
 * and the lists follow).
 */
import { useId, useState } from 'react';
import type { ReceivedEnvelope, ReceivedEnvelopesValue } from '../../../schemas/api/envelopes';
import { DataStatus } from '../ui/DataStatus';
import { usePortal } from '../../portal-context/PortalContext';
import { usePortalData } from '../../portal-context/PortalData';
import { formatCurrency } from '../money/amounts';
import { MoneyNote } from '../money/MoneyNote';
import { formatTime } from '../records/formatTime';
import { useEnvelopeBooking } from './useEnvelopeBooking';
import { useEnvelopeErrorText, useEnvelopeText } from './useEnvelopeText';
import './envelope-kit.css';

type Note = { tone: 'ok' | 'error'; text: string; id: number };

function stateOf(share: ReceivedEnvelope): 'open' | 'claimed' | 'returned' | 'expired' {
  return share.state === 'open' && share.expired ? 'expired' : share.state;
}

function Share({ share, money, onNote }: { share: ReceivedEnvelope; money: (amount: string) => string; onNote(note: Omit<Note, 'id'>): void }) {
  const t = useEnvelopeText();
  const errorText = useEnvelopeErrorText();
  const { call } = usePortalData().useCaller();
  const { book, busy, failure } = useEnvelopeBooking();
  const titleId = useId();
  const state = stateOf(share);
  const claim = () => {
    void book({ envelopeId: share.envelopeId }, (key) => call('claimEnvelope', { envelopeId: share.envelopeId }, { idempotencyKey: key })).then((answer) => {
      if (answer !== undefined) onNote({ tone: 'ok', text: t('received.claimed', { amount: money(answer.amount), balance: money(answer.balance) }) });
    });
  };
  return (
    <li className={`envelope-card envelope-card--${state}`} data-envelope={share.envelopeId} data-state={state} aria-labelledby={titleId}>
      <div className="envelope-card__head">
        <h3 id={titleId} className="envelope-card__from">{t('received.from', { sender: share.sender })}</h3>
        <span className={`envelope-state envelope-state--${state}`} data-testid="envelope-state">{t(`state.${state}`)}</span>
      </div>
      <p className="envelope-card__amount">{money(share.amount)}</p>
      <p className="envelope-card__facts">
        {state === 'open' && <span>{t('received.until', { date: formatTime(share.expiresAt) })}</span>}
        {state === 'claimed' && share.claimedAt !== null && <span>{t('share.claimedAt')}: {formatTime(share.claimedAt)}</span>}
      </p>
      {state === 'open' && (
        <button
          type="button" className="wl-button wl-button--primary" disabled={busy} onClick={claim} data-testid="envelope-claim"
          aria-label={t('received.claimFor', { amount: money(share.amount), sender: share.sender })}
        >
          {t('received.claim')}
        </button>
      )}
      {failure !== undefined && <MoneyNote tone="error" testId="envelope-claim-error">{errorText(failure)}</MoneyNote>}
    </li>
  );
}

function Shares({ value }: { value: ReceivedEnvelopesValue }) {
  const { view } = usePortal();
  const t = useEnvelopeText();
  const [note, setNote] = useState<Note | undefined>(undefined);
  const money = (amount: string) => formatCurrency(amount, view.language, value.currencySymbol);
  return (
    <>
      {note !== undefined && <MoneyNote key={note.id} tone={note.tone} testId="envelope-note">{note.text}</MoneyNote>}
      {value.list.length === 0
        ? <p className="envelope-none" role="status">{t('received.none')}</p>
        : (
          <ul className="envelope-cards" aria-label={t('received.list')} data-testid="envelope-received">
            {value.list.map((share) => <Share key={share.envelopeId} share={share} money={money} onNote={(n) => setNote({ ...n, id: Date.now() })} />)}
          </ul>
        )}
    </>
  );
}

/** Under the page's own title (the agent centre's page, the reward centre): a section with an h2. */
export function ReceivedEnvelopes() {
  const t = useEnvelopeText();
  const result = usePortalData().useCall('envelopes', { pageSize: 20 });
  const headingId = useId();
  return (
    <section className="envelope-section" aria-labelledby={headingId} data-testid="envelope-received-section">
      <h2 id={headingId}>{t('received.title')}</h2>
      <p className="envelope-muted">{t('received.intro')}</p>
      <DataStatus result={result} isEmpty={() => false}>{(value) => <Shares value={value} />}</DataStatus>
    </section>
  );
}
