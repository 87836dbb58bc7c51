/**
 * The reward pages' data: the reads (in the view's language) and the reads a join or a claim
 * changes, so the menu's badges (MemberCentreWidget) and the claim list follow without a reload.
 */
import type { CallName } from '../../schemas/api/callTable';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';

/** What a join or a claim may change beside the wallet reads (useBooking refreshes those). */
export const REWARD_READS: readonly CallName[] = ['availablePromotions', 'promotionClaimList', 'missionSummary', 'missionLeaderboard'];

export function useAvailablePromotions() {
  const { view } = usePortal();
  return usePortalData().useCall('availablePromotions', { language: view.language });
}

export function usePromotionClaims(pageNo: number, pageSize: number) {
  const { view } = usePortal();
  return usePortalData().useCall('promotionClaimList', { language: view.language, pageNo, pageSize });
}

export function useMissionSummary() {
  const { view } = usePortal();
  return usePortalData().useCall('missionSummary', { language: view.language });
}

export function useMissionLeaderboard(limit: number) {
  return usePortalData().useCall('missionLeaderboard', { limit });
}
