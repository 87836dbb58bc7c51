/**
 * The reward centre (rewardCenter): each promotion with the member's activity status (SPEC section 4),
 * its prize and the bets that count; the action its status allows: join (join promotions), claim (a
 * raffle prize, booked once with one idempotency key per submission: the header's balance, the claim
 * list and the badges follow), or apply on the promotions page (applications are the promotions
 * page's form).
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AvailablePromotion, AvailablePromotionsValue } from '../../schemas/api/rewards';
import { DataStatus } from '../kit/ui/DataStatus';
import { errorTextKey } from '../kit/ui/errorText';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText, type TextKey } from '../portal-context/useText';
import { useMemberText, type MemberTextKey } from '../member-texts/useMemberText';
import { formatCurrency } from '../kit/money/amounts';
import { MoneyNote } from '../kit/money/MoneyNote';
import { useBooking } from '../kit/money/useBooking';
import { formatDay } from '../kit/records/formatTime';
import { REWARD_READS, useAvailablePromotions } from './useRewards';

type Note = { tone: 'ok' | 'error'; text: string; id: number };

/** A raffle's table as the member reads it: each amount with its chance, e.g. "R$ 2,00 (50%) · R$ 5,00 (35%)". */
function chances(prizes: NonNullable<AvailablePromotion['prizes']>, money: (amount: string) => string, language: string): string {
  const total = prizes.reduce((sum, tier) => sum + tier.weight, 0);
  const percent = new Intl.NumberFormat(language === 'pt' ? 'pt-BR' : 'en-GB', { style: 'percent', maximumFractionDigits: 1 });
  // Each amount with its chance stays on one line (no-break spaces); lines break between tiers.
  return prizes.map((tier) => `${money(tier.amount)} (${percent.format(tier.weight / total)})`.replace(/ /g, '\u00a0')).join(' · ');
}

function Promotion({ promotion, money, onNote }: { promotion: AvailablePromotion; money: (amount: string) => string; onNote: (note: Omit<Note, 'id'>) => void }) {
  const t = useMemberText();
  const text = useText();
  const { view } = usePortal();
  const titleId = useId();
  const { call, invalidate } = usePortalData().useCaller();
  const { book, busy, failure } = useBooking(REWARD_READS);
  const [joining, setJoining] = useState(false);
  const status = promotion.status;
  const needsTurnover = promotion.turnover !== '0.00';

  const claim = () => {
    void book({ promotionId: promotion.id }, (key) => call('claimRafflePromotion', { promotionId: promotion.id }, { idempotencyKey: key })).then((answer) => {
      if (answer !== undefined) onNote({ tone: 'ok', text: t('rewards.claimed', { amount: money(answer.amount), id: answer.id }) });
    });
  };
  const join = () => {
    if (joining) return;
    setJoining(true);
    call('joinPromotion', { promotionId: promotion.id })
      .then(() => onNote({ tone: 'ok', text: t('rewards.joined', { title: promotion.title }) }))
      .catch((error: unknown) => onNote({ tone: 'error', text: text(errorTextKey(error)) }))
      .finally(() => {
        setJoining(false);
        void invalidate(REWARD_READS);
      });
  };

  return (
    <li className="member-rewards__item" data-promotion={promotion.id} data-status={status} aria-labelledby={titleId}>
      <div className="member-rewards__head">
        <h3 id={titleId} className="member-rewards__name">{promotion.title}</h3>
        <span className={`member-rewards__status member-rewards__status--${status}`} data-testid="reward-status">{t(`status.${status}` as MemberTextKey)}</span>
      </div>
      <p className="member-rewards__facts">
        {promotion.prizes === undefined
          ? <span>{t('rewards.prize')}: <strong>{money(promotion.prize)}</strong></span>
          : <span data-testid="reward-prizes">{t('rewards.prizeDrawn')}: <strong>{chances(promotion.prizes, money, view.language)}</strong></span>}
        {needsTurnover && (status === 'process' || status === 'signed' || status === 'claim') && (
          <span>{t('rewards.progress', { progress: money(promotion.progress), turnover: money(promotion.turnover) })}</span>
        )}
        {needsTurnover && (status === 'join' || status === 'comingSoon') && <span>{t('rewards.turnover')}: {money(promotion.turnover)}</span>}
        {status === 'comingSoon' && promotion.startsAt !== undefined && <span>{t('rewards.startsAt', { date: formatDay(promotion.startsAt) })}</span>}
        {status !== 'comingSoon' && status !== 'close' && promotion.endsAt !== undefined && <span>{t('rewards.endsAt', { date: formatDay(promotion.endsAt) })}</span>}
      </p>
      {status === 'claim' && (
        <button type="button" className="wl-button wl-button--primary" disabled={busy} onClick={claim} aria-label={t('rewards.claimFor', { title: promotion.title })}>{t('rewards.claim')}</button>
      )}
      {status === 'join' && promotion.entry === 'join' && (
        <button type="button" className="wl-button" disabled={joining} onClick={join} aria-label={t('rewards.joinFor', { title: promotion.title })}>{t('rewards.join')}</button>
      )}
      {status === 'join' && promotion.entry === 'apply' && (
        <Link className="wl-button" to={`/promotions#${promotion.id}`} aria-label={t('rewards.applyFor', { title: promotion.title })}>{t('rewards.apply')}</Link>
      )}
      {failure !== undefined && <MoneyNote tone="error" testId="reward-error">{text(failure as TextKey)}</MoneyNote>}
    </li>
  );
}

function Promotions({ value }: { value: AvailablePromotionsValue }) {
  const { view } = usePortal();
  const t = useMemberText();
  const [note, setNote] = useState<Note | undefined>(undefined);
  const money = (amount: string) => formatCurrency(amount, view.language, value.currencySymbol);
  return (
    <>
      <p>{t('rewards.intro')}</p>
      {note !== undefined && <MoneyNote key={note.id} tone={note.tone} testId="reward-note">{note.text}</MoneyNote>}
      {value.list.length === 0
        ? <p className="member-centre__none" role="status">{t('rewards.none')}</p>
        : (
          <ul className="member-rewards__list" aria-label={t('rewards.list')} data-testid="reward-list">
            {value.list.map((p) => <Promotion key={p.id} promotion={p} money={money} onNote={(n) => setNote({ ...n, id: Date.now() })} />)}
          </ul>
        )}
    </>
  );
}

export function RewardCentre() {
  const result = useAvailablePromotions();
  return <DataStatus result={result} isEmpty={() => false}>{(value) => <Promotions value={value} />}</DataStatus>;
}
