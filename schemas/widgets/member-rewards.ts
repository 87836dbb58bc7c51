import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * The member centre's reward pages (SPEC sections 2, 4 and 7) as one widget with a view, so the home
 * route's registry carries one entry for them: the reward centre (rewardCenter), the claims on the
 * bonus details page (bonusDetails, above the bonus records) and the missions with their leaderboard
 * (missionLeaderboard), and the referral page (referral). Placed by the layout under `pages["member-<page>"]`; MemberCenter lazy group.
 */
export const MEMBER_REWARD_VIEWS = ['rewardCenter', 'claims', 'missions', 'referral', 'envelopes'] as const;

export const memberRewardsPropsSchema = {
  $id: 'widget/member-rewards',
  title: 'Reward pages props',
  description: 'Reward centre (join, claim a raffle prize once), the promotion claims with the ledger\'s amounts, or the missions and their leaderboard.',
  type: 'object',
  properties: {
    view: {
      type: 'string',
      enum: MEMBER_REWARD_VIEWS,
      default: 'rewardCenter',
      description: 'rewardCenter: promotions with their activity status; claims: the member\'s claims (bonusDetails); missions: progress, claims and the week\'s leaderboard; referral: the referral link; envelopes: the red envelopes an upline agent sent the member, to claim once each.',
    },
    leaderboardSize: { type: 'integer', minimum: 3, maximum: 50, default: 10, description: 'Members shown on the missions leaderboard.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type MemberRewardsProps = FromSchema<typeof memberRewardsPropsSchema>;
