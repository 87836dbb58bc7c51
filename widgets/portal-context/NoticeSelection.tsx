/**
 * Which announcement the notice modal (noticeModal, SPEC section 2) is open at. The shell keeps the
 * id (PortalActions.openNotice sets it, closeNotice clears it) and provides it around the modal; the
 * modal reads it with `useNoticeSelection()`. Outside a provider nothing is selected.
 */
import { createContext, useContext } from 'react';

export interface NoticeSelection {
  /** The announcement to expand and scroll to; null when none is selected. */
  noticeId: number | null;
}

const NoticeSelectionContext = createContext<NoticeSelection>({ noticeId: null });

/** Provided by the shell around the notice modal. */
export const NoticeSelectionProvider = NoticeSelectionContext.Provider;

export function useNoticeSelection(): NoticeSelection {
  return useContext(NoticeSelectionContext);
}
