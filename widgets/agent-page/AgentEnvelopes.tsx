/**
 * The red envelope page (agentRedEnvelope): send an amount split among chosen downlines of the agent's
 * tree (direct or indirect, picked from a searchable list), equally or at random, with the payment
 * password and the submission's idempotency key; the envelopes sent, each share with its state; and
 * the envelopes the agent was sent by its own upline, to claim. A refused or failed sending keeps
 * what was typed and shows the message beside the form.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { AgentInfoValue, DownlinesValue } from '../../schemas/api/agent';
import type { EnvelopeSplit, SentEnvelope, SentEnvelopesValue } from '../../schemas/api/envelopes';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useMemberText } from '../member-texts/useMemberText';
import { AmountField, useAmountInput } from '../kit/money/AmountField';
import { formatCurrency } from '../kit/money/amounts';
import { minorOfMoney, moneyOfMinor } from '../kit/money/wireAmounts';
import { MoneyNote } from '../kit/money/MoneyNote';
import { PaymentPasswordField } from '../kit/money/PaymentPasswordField';
import { RecordsTable } from '../kit/records/RecordsTable';
import { formatTime } from '../kit/records/formatTime';
import { ScrollRegion } from '../kit/agent/ScrollRegion';
import { ReceivedEnvelopes } from '../kit/envelope/ReceivedEnvelopes';
import { useEnvelopeBooking } from '../kit/envelope/useEnvelopeBooking';
import { useEnvelopeErrorText, useEnvelopeText } from '../kit/envelope/useEnvelopeText';
import '../kit/money/money-kit.css';
import '../kit/envelope/envelope-kit.css';

type Downline = DownlinesValue['list'][number];

function Recipients({ downlines, chosen, onToggle, error }: { downlines: readonly Downline[]; chosen: ReadonlySet<number>; onToggle(id: number): void; error: string | undefined }) {
  const t = useEnvelopeText();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const errorId = useId();
  const needle = search.trim().toLowerCase();
  const shown = needle === '' ? downlines : downlines.filter((d) => d.account.toLowerCase().includes(needle) || d.nickname.toLowerCase().includes(needle));
  return (
    <fieldset className="envelope-picker" aria-describedby={error ? errorId : undefined} data-testid="envelope-recipients">
      <legend>{t('send.recipients')} <span className="envelope-pick__meta" role="status">{t('send.chosen', { count: chosen.size })}</span></legend>
      <div className="envelope-picker__search">
        <label htmlFor={searchId}>{t('send.search')}</label>
        <input
          id={searchId} className="envelope-picker__input" type="search" maxLength={40} value={search}
          onChange={(e) => setSearch(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') e.preventDefault(); }} data-testid="envelope-search"
        />
      </div>
      {shown.length === 0
        ? <p className="envelope-none">{t('send.noMatch')}</p>
        : (
          <ul className="envelope-picker__list">
            {shown.map((d) => (
              <li key={d.id} className="envelope-pick">
                <label>
                  <input type="checkbox" checked={chosen.has(d.id)} onChange={() => onToggle(d.id)} value={d.account} data-testid="envelope-pick" />
                  <span><strong>{d.account}</strong> ({d.nickname}){' '}
                    <span className="envelope-pick__meta">{t(d.isAgent ? 'send.agent' : 'send.member')}, {t('send.level', { depth: d.depth, parent: d.parent })}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      {error !== undefined && <p id={errorId} className="money-field__error envelope-picker__error" role="alert">{error}</p>}
    </fieldset>
  );
}

function SendForm({ info, downlines }: { info: AgentInfoValue; downlines: readonly Downline[] }) {
  const { view } = usePortal();
  const t = useEnvelopeText();
  const member = useMemberText();
  const errorText = useEnvelopeErrorText();
  const { call } = usePortalData().useCaller();
  const { book, busy, failure } = useEnvelopeBooking();
  const [split, setSplit] = useState<EnvelopeSplit>('equal');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [chooseError, setChooseError] = useState<string | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const [done, setDone] = useState<string | undefined>(undefined);
  // At least one minor unit per recipient, at most the tenant's limit and the balance.
  const limits = useMemo(() => ({ min: Math.max(1, chosen.size), max: minorOfMoney(info.maxAmount), available: minorOfMoney(info.balance) }), [chosen.size, info.maxAmount, info.balance]);
  const amount = useAmountInput(limits);
  const money = (value: string) => formatCurrency(value, view.language, info.currencySymbol);
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
    if (next.size > 0) setChooseError(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = amount.check();
    const passwordOk = /^\d{6}$/.test(password);
    setPasswordError(passwordOk ? undefined : member(password === '' ? 'withdraw.passwordRequired' : 'security.paymentRule'));
    setChooseError(chosen.size > 0 ? undefined : t('send.chooseRequired'));
    if (minor === undefined || !passwordOk || chosen.size === 0) return;
    // The last one's note stays until another one starts: a stray second click that fails the checks
    // (the form already emptied by the first) must not hide that the first went through.
    setDone(undefined);
    const body = { amount: moneyOfMinor(minor), split, recipientIds: [...chosen].sort((a, b) => a - b), paymentPassword: password };
    void book(body, (key) => call('agentSendEnvelope', body, { idempotencyKey: key })).then((answer) => {
      if (answer === undefined) return;
      setDone(t('send.done', { amount: money(answer.envelope.amount), count: answer.envelope.shares.length }));
      amount.reset();
      setPassword('');
      setChosen(new Set());
    });
  };
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-busy={busy} data-testid="envelope-send-form">
      <p className="money-field__hint" data-testid="envelope-available">{t('send.available', { amount: money(info.balance) })}</p>
      <AmountField input={amount} currency={info.currencySymbol} label={t('send.amount')} />
      <fieldset className="envelope-split">
        <legend>{t('send.split')}</legend>
        {(['equal', 'random'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name="envelope-split" value={option} checked={split === option} onChange={() => setSplit(option)} />
            {t(option === 'equal' ? 'send.equal' : 'send.random')}
          </label>
        ))}
      </fieldset>
      <Recipients downlines={downlines} chosen={chosen} onToggle={toggle} error={chooseError} />
      <PaymentPasswordField value={password} onChange={setPassword} error={passwordError} label={t('send.password')} />
      <div className="money-form__actions">
        <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{t('send.submit')}</button>
      </div>
      {failure !== undefined && <MoneyNote tone="error" testId="envelope-send-error">{errorText(failure)}</MoneyNote>}
      {done !== undefined && <MoneyNote tone="ok" testId="envelope-send-done">{done}</MoneyNote>}
    </form>
  );
}

function SentItem({ envelope, money }: { envelope: SentEnvelope; money: (value: string) => string }) {
  const t = useEnvelopeText();
  const titleId = useId();
  const expired = new Date(envelope.expiresAt).getTime() <= Date.now();
  const date = formatTime(envelope.createdAt);
  return (
    <li className="envelope-sent__item" aria-labelledby={titleId} data-envelope={envelope.id}>
      <h3 id={titleId} className="envelope-sent__title">
        {t('sent.heading', { amount: money(envelope.amount), split: t(envelope.split === 'equal' ? 'send.equal' : 'send.random'), date })}
      </h3>
      <p className="envelope-sent__facts">
        <span>{t('sent.expires', { date: formatTime(envelope.expiresAt) })}</span>
        <span>{t('sent.claimed', { amount: money(envelope.claimed) })}</span>
        <span>{t('sent.returned', { amount: money(envelope.returned) })}</span>
      </p>
      <ScrollRegion label={t('sent.caption', { date })}>
        <RecordsTable
          caption={t('sent.caption', { date })}
          rows={envelope.shares}
          rowKey={(s) => String(s.memberId)}
          columns={[
            { key: 'recipient', label: t('share.recipient'), cell: (s) => <><strong>{s.account}</strong> <span className="agent-muted">{s.nickname}</span></> },
            { key: 'amount', label: t('share.amount'), numeric: true, cell: (s) => money(s.amount) },
            {
              key: 'state', label: t('share.state'),
              cell: (s) => {
                const state = s.state === 'open' && expired ? 'expired' : s.state;
                return <span className={`envelope-state envelope-state--${state}`} data-state={state}>{t(`state.${state}`)}</span>;
              },
            },
            { key: 'claimedAt', label: t('share.claimedAt'), cell: (s) => (s.claimedAt === null ? '—' : formatTime(s.claimedAt)) },
          ]}
        />
      </ScrollRegion>
    </li>
  );
}

function SentList({ value }: { value: SentEnvelopesValue }) {
  const { view } = usePortal();
  const t = useEnvelopeText();
  const money = (amount: string) => formatCurrency(amount, view.language, value.currencySymbol);
  if (value.list.length === 0) return <p className="envelope-none" role="status">{t('sent.none')}</p>;
  return <ul className="envelope-sent" data-testid="envelope-sent">{value.list.map((e) => <SentItem key={e.id} envelope={e} money={money} />)}</ul>;
}

export function AgentEnvelopes() {
  const t = useEnvelopeText();
  const { useCall } = usePortalData();
  const info = useCall('agentInfo');
  const downlines = useCall('agentDownlines', { kind: 'all' });
  const sent = useCall('agentEnvelopes', { pageSize: 10 });
  const sendId = useId();
  const sentId = useId();
  return (
    <div className="agent-envelopes" data-testid="agent-envelopes">
      <section className="envelope-section" aria-labelledby={sendId}>
        <h2 id={sendId}>{t('send.title')}</h2>
        <p className="envelope-muted">{t('send.intro')}</p>
        <DataStatus result={info} isEmpty={() => false}>
          {(value) => (value.paymentPasswordSet
            ? (
              <DataStatus result={downlines} isEmpty={() => false}>
                {(d) => (d.list.length === 0 ? <p className="envelope-none">{t('send.noDownlines')}</p> : <SendForm info={value} downlines={d.list} />)}
              </DataStatus>
            )
            : <MoneyNote tone="info">{t('send.noPassword')} <Link to="/member?page=securityCenter">{t('send.toSecurity')}</Link></MoneyNote>)}
        </DataStatus>
      </section>
      <section className="envelope-section" aria-labelledby={sentId}>
        <h2 id={sentId}>{t('sent.title')}</h2>
        <DataStatus result={sent} isEmpty={() => false}>{(value) => <SentList value={value} />}</DataStatus>
      </section>
      <ReceivedEnvelopes />
    </div>
  );
}
