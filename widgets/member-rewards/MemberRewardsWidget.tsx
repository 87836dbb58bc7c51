/**
 * The reward pages (schemas/widgets/member-rewards.ts): one widget with a view, placed by the layout
 * on rewardCenter, bonusDetails (the claims), missionLeaderboard and referral; the red envelopes
 * view (kit/envelope) where a tenant's layout places it (redeprime: in the reward centre).
 */
import type { MemberRewardsProps } from '../../schemas/widgets';
import { ReceivedEnvelopes } from '../kit/envelope/ReceivedEnvelopes';
import { Missions } from './Missions';
import { Referral } from './Referral';
import { RewardCentre } from './RewardCentre';
import { RewardClaims } from './RewardClaims';
import '../kit/money/money-kit.css';
import '../kit/records/records-kit.css';
import './member-rewards.css';

export function MemberRewardsWidget({ view = 'rewardCenter', leaderboardSize = 10 }: Partial<MemberRewardsProps>) {
  return (
    <div className={`member-rewards member-rewards--${view}`} data-testid={`member-rewards-${view}`}>
      {view === 'rewardCenter' && <RewardCentre />}
      {view === 'claims' && <RewardClaims />}
      {view === 'missions' && <Missions leaderboardSize={leaderboardSize} />}
      {view === 'referral' && <Referral />}
      {view === 'envelopes' && <ReceivedEnvelopes />}
    </div>
  );
}
