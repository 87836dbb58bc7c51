/**
 * Responsible gaming (member page responsibleGaming, issue 38): the player's limits per day, week and
 * month (deposit, loss, wager, play time) with the room left and a waiting increase's time; the
 * reality check's interval; a time-out or a self-exclusion confirmed with the password (the player is
 * then signed out); the reopen request after a self-exclusion; a short self-assessment and help
 * organisations (the tenant's texts, features.json `responsibleGaming`). The server enforces every
 * rule; this page sets and shows them.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { ResponsibleGamingValue } from '../../schemas/api/responsibleGaming';
import type { MemberResponsibleGamingProps } from '../../schemas/widgets';
import { DataStatus } from '../kit/ui/DataStatus';
import { errorTextKey } from '../kit/ui/errorText';
import { MoneyNote } from '../kit/money/MoneyNote';
import { parseAmount } from '../kit/money/parseAmount';
import { amountProblemText } from '../kit/money/AmountField';
import { useMemberText } from '../member-texts/useMemberText';
import { moneyOfMinor } from '../kit/money/wireAmounts';
import { formatTime } from '../kit/records/formatTime';
import { changeEffect, limitGrid, limitNumber, parseMinutes, roomNumber, type LimitKind, type LimitPeriod } from '../kit/protection/protection';
import { formatLimitValue, useProtectionText, useRefusalText } from '../kit/protection/useProtectionText';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { PauseDialog, type PauseRequest } from './PauseDialog';
import { RG_LIMIT_KINDS, RG_LIMIT_PERIODS } from '../../schemas/api/responsibleGaming';
import '../kit/money/money-kit.css';
import './member-responsible-gaming.css';

type Overview = ResponsibleGamingValue;

/** The message of a failed call: a responsible-gaming refusal's own text, else the catalogue's. */
function useFailureText(): (error: unknown) => string {
  const refusal = useRefusalText();
  const text = useText();
  const symbol = useCurrencySymbol();
  return (error) => refusal(error, symbol) ?? text(errorTextKey(error));
}

function useCurrencySymbol(): string {
  return usePortalData().useCall('balance').data?.currencySymbol ?? '';
}

function LimitsTable({ overview }: { overview: Overview }) {
  const t = useProtectionText();
  const { view } = usePortal();
  const symbol = useCurrencySymbol();
  const show = (kind: LimitKind, value: number | null) => (value === null ? t('rg.none') : formatLimitValue(view.language, kind, value, symbol));
  return (
    <table className="rg-table" data-testid="rg-limits">
      <thead>
        <tr>
          <th scope="col">{t('rg.limitKind')}</th>
          {RG_LIMIT_PERIODS.map((p) => <th key={p} scope="col">{t(`rg.periodLabel.${p}`)}</th>)}
        </tr>
      </thead>
      <tbody>
        {RG_LIMIT_KINDS.map((kind) => (
          <tr key={kind} data-kind={kind}>
            <th scope="row">{t(`rg.kind.${kind}`)}</th>
            {limitGrid(overview.limits).filter((c) => c.kind === kind).map(({ period, limit }) => {
              const room = roomNumber(limit);
              const pending = limit?.pending;
              const pendingValue = pending === undefined ? undefined : limitNumber({ kind, amount: pending.amount, minutes: pending.minutes });
              return (
                <td key={period} data-period={period}>
                  <span className="rg-table__value">{show(kind, limitNumber(limit))}</span>
                  {room !== undefined && <span className="rg-table__room">{t(`rg.room.${period}`, { room: formatLimitValue(view.language, kind, room, symbol) })}</span>}
                  {pending !== undefined && (
                    <span className="rg-table__pending">
                      {pendingValue === null || pendingValue === undefined
                        ? t('rg.pendingRemoval', { at: formatTime(pending.effectiveAt) })
                        : t('rg.pending', { value: show(kind, pendingValue), at: formatTime(pending.effectiveAt) })}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LimitForm({ overview, onSaved }: { overview: Overview; onSaved(value: Overview): void }) {
  const t = useProtectionText();
  const failureText = useFailureText();
  const { view } = usePortal();
  const { call } = usePortalData().useCaller();
  const memberText = useMemberText();
  const amountText = (problem: Parameters<typeof amountProblemText>[0]) => amountProblemText(problem, { min: 1 }, view.language, memberText);
  const ids = useId();
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const current = limitNumber(overview.limits.find((l) => l.kind === kind && l.period === period));

  const send = async (remove: boolean) => {
    setNote(undefined);
    let body: { kind: LimitKind; period: LimitPeriod; amount?: string | null; minutes?: number | null };
    let next: number | null = null;
    if (remove) body = kind === 'time' ? { kind, period, minutes: null } : { kind, period, amount: null };
    else if (kind === 'time') {
      const minutes = parseMinutes(text);
      if (minutes === undefined) { setError(t('rg.invalidMinutes')); return; }
      body = { kind, period, minutes };
      next = minutes;
    } else {
      const parsed = parseAmount(text, view.language, { min: 1 });
      if (!parsed.ok) { setError(amountText(parsed.problem)); return; }
      body = { kind, period, amount: moneyOfMinor(parsed.minor) };
      next = parsed.minor;
    }
    setError(undefined);
    if (changeEffect(current, next) === 'same') return;
    setBusy(true);
    try {
      const value = await call('rgSetLimit', body);
      onSaved(value);
      setText('');
      setNote({ tone: 'ok', text: t('rg.saved') });
    } catch (failure) {
      setNote({ tone: 'error', text: failureText(failure) });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <form className="money-form rg-limit-form" onSubmit={submit} noValidate aria-busy={busy} data-testid="rg-limit-form">
      <h3 className="rg-subtitle">{t('rg.edit')}</h3>
      <div className="rg-row">
        <div className="money-field">
          <label className="money-field__label" htmlFor={`${ids}-kind`}>{t('rg.limitKind')}</label>
          <select id={`${ids}-kind`} className="money-select" value={kind} onChange={(e) => { setKind(e.target.value as LimitKind); setError(undefined); }}>
            {RG_LIMIT_KINDS.map((k) => <option key={k} value={k}>{t(`rg.kind.${k}`)}</option>)}
          </select>
        </div>
        <div className="money-field">
          <label className="money-field__label" htmlFor={`${ids}-period`}>{t('rg.limitPeriod')}</label>
          <select id={`${ids}-period`} className="money-select" value={period} onChange={(e) => setPeriod(e.target.value as LimitPeriod)}>
            {RG_LIMIT_PERIODS.map((p) => <option key={p} value={p}>{t(`rg.periodLabel.${p}`)}</option>)}
          </select>
        </div>
      </div>
      <div className={`money-field${error ? ' money-field--invalid' : ''}`}>
        <label className="money-field__label" htmlFor={`${ids}-value`}>{t(kind === 'time' ? 'rg.minutesField' : 'rg.amount')}</label>
        <input
          id={`${ids}-value`}
          className="money-field__input"
          inputMode={kind === 'time' ? 'numeric' : 'decimal'}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {error !== undefined && <p id={`${ids}-error`} className="money-field__error" role="alert">{error}</p>}
      </div>
      <div className="money-form__actions">
        <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{t('rg.save')}</button>
        {current !== null && <button type="button" className="wl-button" disabled={busy} onClick={() => { void send(true); }}>{t('rg.remove')}</button>}
      </div>
      {note !== undefined && <MoneyNote tone={note.tone} testId="rg-limit-note">{note.text}</MoneyNote>}
    </form>
  );
}

function RealityCheckChoice({ overview, onSaved }: { overview: Overview; onSaved(value: Overview): void }) {
  const t = useProtectionText();
  const failureText = useFailureText();
  const { call } = usePortalData().useCaller();
  const id = useId();
  const [minutes, setMinutes] = useState(overview.realityCheckMinutes);
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const choices = overview.policy.realityCheckMinutes.includes(overview.realityCheckMinutes)
    ? overview.policy.realityCheckMinutes : [...overview.policy.realityCheckMinutes, overview.realityCheckMinutes].sort((a, b) => a - b);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setNote(undefined);
    try {
      onSaved(await call('rgRealityCheck', { minutes }));
      setNote({ tone: 'ok', text: t('rg.realitySaved') });
    } catch (failure) {
      setNote({ tone: 'error', text: failureText(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="rg-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="money-form__section">{t('rg.realityCheck')}</h2>
      <p className="money-field__hint">{t('rg.realityCheckHint')}</p>
      <form className="money-form" onSubmit={(e) => { void submit(e); }} aria-busy={busy} data-testid="rg-reality-form">
        <div className="money-field">
          <label className="money-field__label" htmlFor={`${id}-every`}>{t('rg.every')}</label>
          <select id={`${id}-every`} className="money-select" value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
            {choices.map((m) => <option key={m} value={m}>{t('rg.everyMinutes', { minutes: m })}</option>)}
          </select>
        </div>
        <div className="money-form__actions">
          <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{t('rg.save')}</button>
        </div>
        {note !== undefined && <MoneyNote tone={note.tone} testId="rg-reality-note">{note.text}</MoneyNote>}
      </form>
    </section>
  );
}

function PauseChoice({ kind, durations, onChoose }: { kind: PauseRequest['kind']; durations: readonly PauseRequest['duration'][]; onChoose(request: PauseRequest): void }) {
  const t = useProtectionText();
  const id = useId();
  const [duration, setDuration] = useState(durations[0]);
  if (duration === undefined) return null;
  const timeout = kind === 'timeout';
  return (
    <form className="money-form" id={timeout ? 'rg-timeout' : 'rg-self-exclusion'} onSubmit={(e) => { e.preventDefault(); onChoose({ kind, duration }); }} data-testid={timeout ? 'rg-timeout' : 'rg-self-exclusion'}>
      <fieldset className="money-choices" aria-describedby={`${id}-hint`}>
        <legend>{t(timeout ? 'rg.timeout' : 'rg.selfExclusion')}</legend>
        {durations.map((d) => (
          <label key={d} className="money-choice">
            <input type="radio" name={`${id}-duration`} value={d} checked={d === duration} onChange={() => setDuration(d)} />
            {t(`rg.duration.${d}`)}
          </label>
        ))}
      </fieldset>
      <p id={`${id}-hint`} className="money-field__hint">{t(timeout ? 'rg.timeoutHint' : 'rg.selfExclusionHint')}</p>
      <div className="money-form__actions">
        <button type="submit" className={`wl-button${timeout ? ' wl-button--primary' : ''}`}>{t(timeout ? 'rg.startTimeout' : 'rg.startSelfExclusion')}</button>
      </div>
    </form>
  );
}

function StatusNote({ overview, onReopened }: { overview: Overview; onReopened(): void }) {
  const t = useProtectionText();
  const failureText = useFailureText();
  const { call } = usePortalData().useCaller();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const { status } = overview;
  if (status.state === 'open') return null;
  if (status.state === 'excluded') {
    return <MoneyNote tone="info" testId="rg-status">{status.endsAt ? t('rg.pausedUntil', { until: formatTime(status.endsAt) }) : t('rg.pausedForever')}</MoneyNote>;
  }
  const reopen = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await call('rgReopen', undefined);
      onReopened();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="rg-status" data-testid="rg-status">
      <MoneyNote tone="info">{status.reopensAt ? t('rg.reopensAt', { at: formatTime(status.reopensAt) }) : t('rg.closed')}</MoneyNote>
      {status.reopensAt === undefined && <button type="button" className="wl-button wl-button--primary" disabled={busy} onClick={() => { void reopen(); }}>{t('rg.reopen')}</button>}
      {failure !== undefined && <MoneyNote tone="error">{failure}</MoneyNote>}
    </div>
  );
}

function SelfAssessment() {
  const t = useProtectionText();
  const { site, view } = usePortal();
  const id = useId();
  const questions = site.responsibleGaming.selfAssessment;
  const [answers, setAnswers] = useState<Record<string, boolean>>({});
  if (questions.length === 0) return null;
  const answered = questions.filter((q) => answers[q.id] !== undefined).length;
  const yes = questions.filter((q) => answers[q.id] === true).length;
  return (
    <section className="rg-section" aria-labelledby={`${id}-title`} data-testid="rg-assessment">
      <h2 id={`${id}-title`} className="money-form__section">{t('rg.selfAssessment')}</h2>
      <p className="money-field__hint">{t('rg.selfAssessmentHint')}</p>
      <ol className="rg-questions">
        {questions.map((q) => (
          <li key={q.id}>
            <fieldset className="money-choices">
              <legend>{q.text[view.language]}</legend>
              {([true, false] as const).map((answer) => (
                <label key={String(answer)} className="money-choice">
                  <input type="radio" name={`${id}-${q.id}`} checked={answers[q.id] === answer} onChange={() => setAnswers((a) => ({ ...a, [q.id]: answer }))} />
                  {t(answer ? 'rg.yes' : 'rg.no')}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      {answered === questions.length && (
        <p className="rg-assessment__result" role="status">{yes === 0 ? t('rg.assessmentClear') : t('rg.assessmentWarn', { count: yes, total: questions.length })}</p>
      )}
    </section>
  );
}

function HelpOrganisations() {
  const t = useProtectionText();
  const { site, view } = usePortal();
  const id = useId();
  const organisations = site.responsibleGaming.helpOrganisations;
  if (organisations.length === 0) return null;
  return (
    <section className="rg-section" aria-labelledby={`${id}-title`} data-testid="rg-help">
      <h2 id={`${id}-title`} className="money-form__section">{t('rg.help')}</h2>
      <ul className="rg-help">
        {organisations.map((o) => (
          <li key={o.id} className="rg-help__item">
            {o.url === undefined ? <strong>{o.name}</strong> : <a href={o.url} target="_blank" rel="noopener noreferrer"><strong>{o.name}</strong></a>}
            {o.description !== undefined && <span>{o.description[view.language]}</span>}
            {o.phone !== undefined && <span>{t('rg.phone', { phone: o.phone })}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ResponsibleGamingPage({ initial }: { initial: Overview }) {
  const t = useProtectionText();
  const { invalidate } = usePortalData().useCaller();
  const [overview, setOverview] = useState(initial);
  const [pause, setPause] = useState<PauseRequest | undefined>(undefined);
  const id = useId();
  const open = overview.status.state === 'open';
  const reload = () => { void invalidate(['responsibleGaming']); };
  const pauses = useRef<HTMLElement>(null);
  const location = useLocation();
  // #pause (the reality check's "take a break"): the time-out choice, in view with its duration focused.
  useEffect(() => {
    if (location.hash !== '#pause') return;
    const choice = pauses.current?.querySelector<HTMLInputElement>('#rg-timeout input:checked');
    choice?.scrollIntoView({ block: 'center' });
    choice?.focus();
  }, [location.hash, location.key]);
  return (
    <>
      <p className="rg-intro">{t('rg.intro', { hours: overview.policy.coolingHours })}</p>
      <StatusNote overview={overview} onReopened={reload} />
      <section className="rg-section" aria-labelledby={`${id}-limits`}>
        <h2 id={`${id}-limits`} className="money-form__section">{t('rg.limits')}</h2>
        <div className="rg-table-wrap"><LimitsTable overview={overview} /></div>
        <LimitForm overview={overview} onSaved={setOverview} />
      </section>
      <RealityCheckChoice overview={overview} onSaved={setOverview} />
      {open && (
        <section className="rg-section" id="pause" ref={pauses} aria-labelledby={`${id}-pause`}>
          <h2 id={`${id}-pause`} className="money-form__section">{t('rg.pause')}</h2>
          <div className="rg-pauses">
            <PauseChoice kind="timeout" durations={overview.policy.timeouts} onChoose={setPause} />
            <PauseChoice kind="selfExclusion" durations={overview.policy.selfExclusions} onChoose={setPause} />
          </div>
        </section>
      )}
      <SelfAssessment />
      <HelpOrganisations />
      {pause !== undefined && <PauseDialog request={pause} onClose={() => setPause(undefined)} />}
    </>
  );
}

export function MemberResponsibleGamingWidget(_props: Partial<MemberResponsibleGamingProps>) {
  const overview = usePortalData().useCall('responsibleGaming');
  return (
    <div className="member-responsible-gaming" data-testid="member-responsible-gaming">
      <DataStatus result={overview} isEmpty={() => false}>
        {(value) => <ResponsibleGamingPage key={JSON.stringify(value)} initial={value} />}
      </DataStatus>
    </div>
  );
}
