/**
 * The login popup (loginPopupModal, SPEC sections 2 and 4): the w_login banner, then the sign-in
 * form; opened by the header, /login, and every guest action that needs an account.
 */
import { useLocation } from 'react-router-dom';
import type { LoginModalProps } from '../../schemas/widgets';
import { AGENT_HOME, AGENT_LOGIN } from '../kit/auth/finishLogin';
import { AuthBanner } from '../kit/auth/AuthBanner';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { usePortalActions } from '../portal-context/PortalData';
import { useModalRequest } from '../portal-context/PortalModals';
import { useText } from '../portal-context/useText';
import { AUTH_TEXTS } from '../../engine/i18n/texts/auth';
import { FreePlayButton } from './FreePlayButton';
import { LoginForm } from './LoginForm';
import './login-modal.css';

export function LoginModalWidget({ showBanner = true, rememberHours = 24 }: Partial<LoginModalProps>) {
  const t = useText(AUTH_TEXTS);
  const request = useModalRequest('login-modal');
  const { closeModal } = usePortalActions();
  const { pathname } = useLocation();
  const onAgentPage = pathname === AGENT_LOGIN;
  const next = request.next ?? (onAgentPage ? AGENT_HOME : undefined);
  return (
    <ModalDialog title={t('login.title')} onClose={closeModal} className="login-modal" testId="login-modal">
      {showBanner && <AuthBanner group="w_login" />}
      <LoginForm initialMode={request.mode} next={next} agentOnly={onAgentPage} inModal rememberHours={rememberHours} />
      {!onAgentPage && <FreePlayButton />}
    </ModalDialog>
  );
}
