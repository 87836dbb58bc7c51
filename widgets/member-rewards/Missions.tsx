/**
 * Missions (missionLeaderboard): each mission's progress from the member's real bets in its period
 * (a progress bar with its figures), the claim of a completed mission's reward (once per period,
 * booked with one idempotency key per submission; the balance and the menu's badge follow), and the
 * week's leaderboard of the tenant's members by real bets, names masked by the server.
 */
import { useState } from 'react';
import type { Mission, MissionLeaderboardValue, MissionSummaryValue } from '../../schemas/api/rewards';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText, type TextKey } from '../portal-context/useText';
import { useMemberText } from '../member-texts/useMemberText';
import { formatCurrency } from '../kit/money/amounts';
import { MoneyNote } from '../kit/money/MoneyNote';
import { useBooking } from '../kit/money/useBooking';
import { formatTime } from '../kit/records/formatTime';
import { REWARD_READS, useMissionLeaderboard, useMissionSummary } from './useRewards';

function MissionItem({ mission, money, onDone }: { mission: Mission; money: (amount: string) => string; onDone: (text: string) => void }) {
  const t = useMemberText();
  const text = useText();
  const { call } = usePortalData().useCaller();
  const { book, busy, failure } = useBooking(REWARD_READS);
  const goal = mission.metric === 'turnover' ? money(mission.goal) : mission.goal;
  const progress = mission.metric === 'turnover' ? money(mission.progress) : mission.progress;
  const claim = () => {
    void book({ missionId: mission.id, period: mission.periodKey }, (key) => call('claimMission', { missionId: mission.id }, { idempotencyKey: key })).then((answer) => {
      if (answer !== undefined) onDone(t('missions.done', { amount: money(answer.amount) }));
    });
  };
  return (
    <li className="member-rewards__item" data-mission={mission.id} data-status={mission.status}>
      <div className="member-rewards__head">
        <h3 className="member-rewards__name">{mission.title}</h3>
        <span className="member-rewards__reward">{t('missions.reward', { amount: money(mission.reward) })}</span>
      </div>
      <p className="member-rewards__facts">
        <span>{t(mission.metric === 'turnover' ? 'missions.goal.turnover' : 'missions.goal.rounds', { goal })}</span>
        <span>{t(mission.period === 'day' ? 'missions.period.day' : 'missions.period.week', { date: formatTime(mission.endsAt) })}</span>
      </p>
      <div className="member-rewards__meter">
        <progress max={10000} value={mission.progressBasisPoints} aria-label={t('missions.progress', { title: mission.title })} />
        <span data-testid="mission-progress">{progress} / {goal}</span>
      </div>
      {mission.status === 'completed' && (
        <button type="button" className="wl-button wl-button--primary" disabled={busy} onClick={claim} aria-label={t('missions.claimFor', { title: mission.title })}>{t('missions.claim')}</button>
      )}
      {mission.status === 'claimed' && <span className="member-rewards__status member-rewards__status--claimed">{t('missions.claimed')}</span>}
      {mission.status === 'inProgress' && <span className="member-rewards__status member-rewards__status--process">{t('missions.inProgress')}</span>}
      {failure !== undefined && <MoneyNote tone="error" testId="mission-error">{text(failure as TextKey)}</MoneyNote>}
    </li>
  );
}

function MissionList({ value }: { value: MissionSummaryValue }) {
  const { view } = usePortal();
  const t = useMemberText();
  const [done, setDone] = useState<string | undefined>(undefined);
  const money = (amount: string) => formatCurrency(amount, view.language, value.currencySymbol);
  if (value.missions.length === 0) return <p className="member-centre__none" role="status">{t('missions.none')}</p>;
  return (
    <>
      {done !== undefined && <MoneyNote tone="ok" testId="mission-done">{done}</MoneyNote>}
      <ul className="member-rewards__list" aria-label={t('missions.title')} data-testid="mission-list">
        {value.missions.map((m) => <MissionItem key={m.id} mission={m} money={money} onDone={setDone} />)}
      </ul>
    </>
  );
}

function Leaderboard({ value }: { value: MissionLeaderboardValue }) {
  const { view } = usePortal();
  const t = useMemberText();
  const money = (amount: string) => formatCurrency(amount, view.language, value.currencySymbol);
  if (value.list.length === 0) return <p className="member-centre__none" role="status">{t('leaderboard.none')}</p>;
  return (
    <>
      <div className="records-table__scroll">
        <table className="records-table" data-testid="mission-leaderboard">
          <caption className="visually-hidden">{t('leaderboard.title')}</caption>
          <thead>
            <tr>
              <th scope="col" className="records-table__num">{t('leaderboard.rank')}</th>
              <th scope="col">{t('leaderboard.player')}</th>
              <th scope="col" className="records-table__num">{t('leaderboard.turnover')}</th>
            </tr>
          </thead>
          <tbody>
            {value.list.map((e) => (
              <tr key={e.rank} className={e.me ? 'member-rewards__me' : undefined}>
                <td className="records-table__num">{e.rank}</td>
                <td>{e.name}{e.me && <> {t('leaderboard.you')}</>}</td>
                <td className="records-table__num">{money(e.turnover)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {value.mine !== undefined && <p className="member-rewards__total" data-testid="leaderboard-mine">{t('leaderboard.mine', { rank: value.mine.rank, turnover: money(value.mine.turnover) })}</p>}
    </>
  );
}

export function Missions({ leaderboardSize }: { leaderboardSize: number }) {
  const t = useMemberText();
  const summary = useMissionSummary();
  const board = useMissionLeaderboard(leaderboardSize);
  return (
    <>
      <p>{t('missions.intro')}</p>
      <DataStatus result={summary} isEmpty={() => false}>{(value) => <MissionList value={value} />}</DataStatus>
      <section aria-labelledby="mission-leaderboard-title" className="member-rewards__board">
        <h2 id="mission-leaderboard-title" className="money-form__section">{t('leaderboard.title')}</h2>
        <DataStatus result={board} isEmpty={() => false}>{(value) => <Leaderboard value={value} />}</DataStatus>
      </section>
    </>
  );
}
