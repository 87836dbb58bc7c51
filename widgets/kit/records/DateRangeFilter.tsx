/**
 * The period filter of the record pages: today, the last 7 or 30 days, or a custom range of days
 * checked before it applies (start on or before the end, nothing in the future, at most 90 days),
 * its problem beside the fields.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMemberText } from '../../member-texts/useMemberText';
import { MAX_RANGE_DAYS, RANGE_PRESETS, customRangeProblem, presetRange, type DayRange, type RangeChoice } from './dateRange';

export interface PeriodValue {
  choice: RangeChoice;
  range: DayRange;
}

export function DateRangeFilter({ value, onChange, now = () => new Date() }: { value: PeriodValue; onChange(next: PeriodValue): void; now?: () => Date }) {
  const t = useMemberText();
  const id = useId();
  const [custom, setCustom] = useState(value.choice === 'custom');
  const [from, setFrom] = useState(value.range.from);
  const [to, setTo] = useState(value.range.to);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const range = { from, to };
    const found = customRangeProblem(range, now());
    if (found !== null) {
      setProblem(found === 'order' ? t('records.rangeOrder') : found === 'future' ? t('records.rangeFuture') : t('records.rangeSpan', { days: MAX_RANGE_DAYS }));
      return;
    }
    setProblem(undefined);
    onChange({ choice: 'custom', range });
  };

  return (
    <div className="records-period">
      <div className="records-period__presets" role="group" aria-label={t('records.range')}>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="records-chip"
            aria-pressed={!custom && value.choice === preset}
            onClick={() => { setCustom(false); setProblem(undefined); onChange({ choice: preset, range: presetRange(preset, now()) }); }}
          >
            {t(`records.${preset}`)}
          </button>
        ))}
        <button type="button" className="records-chip" aria-pressed={custom} aria-expanded={custom} aria-controls={`${id}-custom`} onClick={() => setCustom(true)}>
          {t('records.custom')}
        </button>
      </div>
      <form id={`${id}-custom`} className="records-period__custom" hidden={!custom} onSubmit={apply} noValidate>
        <label className="records-period__field">
          <span>{t('records.from')}</span>
          <input type="date" className="money-select" value={from} max={to} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="records-period__field">
          <span>{t('records.to')}</span>
          <input type="date" className="money-select" value={to} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit" className="wl-button">{t('records.apply')}</button>
        {problem !== undefined && <p id={`${id}-problem`} className="money-field__error" role="alert">{problem}</p>}
      </form>
    </div>
  );
}
