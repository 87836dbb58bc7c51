/**
 * The guard of SPEC sections 4 and 6 for actions that need an account: guests get the login modal,
 * trial users the 'in_need_true_account' info dialog. Returns whether the action may go on.
 */
import { useCallback } from 'react';
import { usePortalActions } from './PortalData';
import { usePortalSession } from './PortalSession';

/** `login`: any signed-in session will do (favourites, recent). `real`: a member or an agent (start games, centres). */
export type AccountNeed = 'login' | 'real';

export function useRequireAccount(): (need: AccountNeed) => boolean {
  const { session } = usePortalSession();
  const { openModal, showMessage } = usePortalActions();
  return useCallback((need: AccountNeed) => {
    if (session.kind === 'anonymous') {
      openModal({ modal: 'login-modal' });
      return false;
    }
    if (need === 'real' && session.kind === 'trial') {
      void showMessage({ text: 'in_need_true_account', tone: 'info' });
      return false;
    }
    return true;
  }, [session.kind, openModal, showMessage]);
}
