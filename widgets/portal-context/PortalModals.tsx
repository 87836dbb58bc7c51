/**
 * The modals the shell hosts (SPEC section 2: loginPopupModal, registerModal, changePassModal,
 * forgetPassModal, publicModal, game popup, the login verification step) and the message dialog
 * above them. A widget asks for one with `PortalActions.openModal(request)`; the shell renders that
 * modal widget and hands it the request through `useModalRequest()`.
 */
import { createContext, useContext } from 'react';
import type { LoginValue } from '../../schemas/api/session';
import type { TextKey, TextParams } from './useText';

/** Why the change-password modal opened; a forced change cannot be dismissed. */
export type PasswordChangeReason = 'voluntary' | 'defaultPassword' | 'expired' | 'firstLogin';

export type ModalRequest =
  | { modal: 'login-modal'; mode?: 'username' | 'sms'; next?: string }
  | { modal: 'register-modal' }
  | { modal: 'forget-password-modal' }
  | { modal: 'change-password-modal'; reason: PasswordChangeReason; oldPassword?: string; next?: string }
  // loginType: how the login being confirmed was made (an SMS or social login forces no password change).
  | { modal: 'login-verification-modal'; verification: NonNullable<LoginValue['verification']>; next?: string; loginType?: 'username' | 'sms' | 'social' }
  | { modal: 'game-popup'; url: string; title: string; demo: boolean }
  | { modal: 'public-announcement-modal' }
  | { modal: 'help-modal'; anchor?: string }
  | { modal: 'chat-room' };

export type ModalId = ModalRequest['modal'];

/** A message dialog: catalogue text (or server text), its tone, and the buttons it offers. */
export interface PortalMessage {
  /** A catalogue key, or `{ raw }` for a server's own message (SMS send failure, SPEC section 8). */
  text: TextKey | { raw: string };
  params?: TextParams;
  tone: 'info' | 'warning' | 'success' | 'confirm';
  /** `confirm` tone shows confirm and cancel; the others one confirm button. */
}

const ModalRequestContext = createContext<ModalRequest | null>(null);
const MessageRequestContext = createContext<{ message: PortalMessage; answer(ok: boolean): void } | null>(null);

/** Provided by the shell around the open modal widget. */
export const ModalRequestProvider = ModalRequestContext.Provider;
/** Provided by the shell around the message dialog. */
export const MessageRequestProvider = MessageRequestContext.Provider;

/** The request that opened this modal; `modal` narrows it. Throws outside the shell's modal host. */
export function useModalRequest<M extends ModalId>(modal: M): Extract<ModalRequest, { modal: M }> {
  const request = useContext(ModalRequestContext);
  if (request === null || request.modal !== modal) throw new Error(`useModalRequest('${modal}') is only for the ${modal} widget the shell hosts`);
  return request as Extract<ModalRequest, { modal: M }>;
}

/** The message the dialog shows and how to answer it; only inside the shell's message host. */
export function useMessageRequest(): { message: PortalMessage; answer(ok: boolean): void } {
  const value = useContext(MessageRequestContext);
  if (value === null) throw new Error('useMessageRequest() is only for the message-dialog widget the shell hosts');
  return value;
}
