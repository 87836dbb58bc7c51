/**
 * The sandboxed iframe of a launched game (see gameFrame.ts for the sandbox). Shared by the game
 * popup, the game pages and the lottery pages. A URL that is not http(s) is never framed.
 */
import { useMemo } from 'react';
import { useText } from '../portal-context/useText';
import { GAMES_TEXTS } from '../../engine/i18n/texts/games';
import { gameAllow, gameSandbox, isFrameableUrl } from './gameFrame';

export interface GameIframeProps {
  url: string;
  /** The game's name: the frame's accessible title. */
  title: string;
  allowFullscreen: boolean;
  className?: string;
  onLoad?: () => void;
}

export function GameIframe({ url, title, allowFullscreen, className, onLoad }: GameIframeProps) {
  const t = useText(GAMES_TEXTS);
  const pageUrl = window.location.href;
  const sandbox = useMemo(() => gameSandbox(url, pageUrl), [url, pageUrl]);
  if (!isFrameableUrl(url, pageUrl)) {
    return <p className="game-popup__invalid" role="alert">{t('error.invalidUrl')}</p>;
  }
  return (
    <iframe
      className={className}
      src={url}
      title={t('gamePopup.frameTitle', { game: title })}
      sandbox={sandbox}
      allow={gameAllow(allowFullscreen)}
      allowFullScreen={allowFullscreen}
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={onLoad}
    />
  );
}
