/**
 * Game popup (SPEC section 2: game popup, iframe): the game a launch opened (useGameLaunch), in the
 * shared ModalDialog (focus trap, Escape and the close button; never closed by a click outside), with
 * a 'demo' label for a free demo. The shell renders it with the request of `openModal({ modal:
 * 'game-popup', url, title, demo })`.
 */
import type { GamePopupProps } from '../../schemas/widgets';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { usePortalActions } from '../portal-context/PortalData';
import { useModalRequest } from '../portal-context/PortalModals';
import { useText } from '../portal-context/useText';
import { GAMES_TEXTS } from '../../engine/i18n/texts/games';
import { GameIframe } from './GameIframe';
import '../kit/ui/base.css';
import './game-popup.css';

export function GamePopupWidget({ allowFullscreen = true }: Partial<GamePopupProps>) {
  const t = useText(GAMES_TEXTS);
  const { url, title, demo } = useModalRequest('game-popup');
  const { closeModal } = usePortalActions();
  const heading = (
    <>
      <span className="game-popup__name">{title}</span>
      {demo && <>{' '}<span className="game-popup__demo">{t('gamePopup.demo')}</span></>}
    </>
  );
  return (
    <ModalDialog title={heading} onClose={closeModal} className="game-popup" testId="game-popup">
      <div className="game-popup__stage">
        <GameIframe url={url} title={title} allowFullscreen={allowFullscreen} className="game-popup__frame" />
      </div>
    </ModalDialog>
  );
}
