/**
 * The member centre's pages as one table, in the member group's chunk: the registry loads it once
 * for any of them (registry.ts, fromMemberCentre), so the home route's registry carries one import for
 * the group, not one per page with its preload list (each page cost the home route about 30 bytes
 * compressed, and the budget has almost none to spare).
 */
import type { ComponentType } from 'react';
import type { WidgetPropsMap } from '../../schemas/widgets';
import { FeedbackFormWidget } from '../feedback-form/FeedbackFormWidget';
import { MemberDepositWidget } from '../member-deposit/MemberDepositWidget';
import { MemberMessagesWidget } from '../member-messages/MemberMessagesWidget';
import { MemberRebateWidget } from '../member-rebate/MemberRebateWidget';
import { MemberRecordsWidget } from '../member-records/MemberRecordsWidget';
import { MemberSecurityWidget } from '../member-security/MemberSecurityWidget';
import { MemberTransferFundWidget } from '../member-transfer-fund/MemberTransferFundWidget';
import { MemberTransferUplineWidget } from '../member-transfer-upline/MemberTransferUplineWidget';
import { MemberWithdrawWidget } from '../member-withdraw/MemberWithdrawWidget';
import { MemberCentreWidget } from './MemberCentreWidget';
import { MemberRewardsWidget } from '../member-rewards/MemberRewardsWidget';
import { MemberProfileWidget } from '../member-profile/MemberProfileWidget';
import { MemberResponsibleGamingWidget } from '../member-responsible-gaming/MemberResponsibleGamingWidget';

/** The member-centre widgets built so far. */
export const MEMBER_CENTRE_WIDGETS = {
  'member-centre': MemberCentreWidget,
  'member-deposit': MemberDepositWidget,
  'member-withdraw': MemberWithdrawWidget,
  'member-transfer-fund': MemberTransferFundWidget,
  'member-transfer-upline': MemberTransferUplineWidget,
  'member-records': MemberRecordsWidget,
  'member-security': MemberSecurityWidget,
  'member-messages': MemberMessagesWidget,
  'member-rebate': MemberRebateWidget,
  'feedback-form': FeedbackFormWidget,
  // reward centre, promotion claims, missions (issue 17)
  'member-rewards': MemberRewardsWidget,
  // limits, reality check, time-out and self-exclusion (issue 38)
  'member-responsible-gaming': MemberResponsibleGamingWidget,
  // the member's profile and user ID (issue 37)
  'member-profile': MemberProfileWidget,
} as const satisfies { readonly [K in keyof WidgetPropsMap]?: ComponentType<WidgetPropsMap[K]> };
