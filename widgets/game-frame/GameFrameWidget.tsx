/**
 * Game pages (SPEC section 2: /seamless, /lottert, /vnlottery, /sealottery; the route hides the side
 * menu). The query names the game (nodeId, vassalage, gameType, demo); the page launches it through
 * useLaunchUrl (a real launch, or the free demo with demo=1) and shows it full size in the sandboxed
 * game frame, under a toolbar: back, reload (a fresh launch) and fullscreen. It is never blank:
 * launching shows a loading state, a failed launch its catalogue message with a retry button, and a
 * query without a game a message with a link home.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { GameFrameProps } from '../../schemas/widgets';
import { useLaunchUrl } from '../kit/games/launch';
import { GameIframe } from '../game-popup/GameIframe';
import { errorTextKey } from '../kit/ui/errorText';
import { isRealAccount, usePortalSession } from '../portal-context/PortalSession';
import { useText, type TextKey } from '../portal-context/useText';
import { GAMES_TEXTS } from '../../engine/i18n/texts/games';
import { modeOfPath, readGameQuery, type GameFrameMode, type GamePageQuery } from './gameQuery';
import '../kit/ui/base.css';
import './game-frame.css';

type LaunchState = { status: 'launching' } | { status: 'ready'; url: string } | { status: 'failed'; message: TextKey };

/** Launches the game, again on every `attempt`; a stale answer (after a newer attempt or unmount) is dropped. */
function useLaunch(game: GamePageQuery, attempt: number, allowed: boolean): LaunchState {
  const launchUrl = useLaunchUrl();
  const [state, setState] = useState<LaunchState>({ status: 'launching' });
  const { nodeId, vassalage, gameType, demo } = game;
  useEffect(() => {
    if (!allowed) return undefined;
    let current = true;
    setState({ status: 'launching' });
    launchUrl({ nodeId, vassalage, gameType, displayName: nodeId, supportPlay: demo ? 0 : 1 }, demo).then(
      (url) => { if (current) setState({ status: 'ready', url }); },
      (error: unknown) => { if (current) setState({ status: 'failed', message: errorTextKey(error) }); },
    );
    return () => { current = false; };
  }, [launchUrl, nodeId, vassalage, gameType, demo, attempt, allowed]);
  return state;
}

/** Whether the document is in fullscreen, following the browser's fullscreenchange events. */
function useFullscreen(): boolean {
  const [active, setActive] = useState(() => document.fullscreenElement != null);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return active;
}

interface StageProps {
  game: GamePageQuery;
  mode: GameFrameMode;
  showToolbar: boolean;
  allowFullscreen: boolean;
}

function GameStage({ game, mode, showToolbar, allowFullscreen }: StageProps) {
  const t = useText(GAMES_TEXTS);
  const navigate = useNavigate();
  const location = useLocation();
  const { session } = usePortalSession();
  const allowed = game.demo || isRealAccount(session);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const state = useLaunch(game, attempt, allowed);
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen();
  const canFullscreen = allowFullscreen && document.fullscreenEnabled === true;

  const relaunch = () => { setLoaded(false); setAttempt((n) => n + 1); };
  // The first entry of the history has the key 'default': nothing to go back to, so home.
  const back = () => { void (location.key === 'default' ? navigate('/') : navigate(-1)); };
  const toggleFullscreen = () => {
    if (document.fullscreenElement != null) void document.exitFullscreen();
    else void stage.current?.requestFullscreen();
  };
  const title = t('route.seamless');

  let content: ReactNode;
  if (!allowed) {
    content = <div className="game-frame__status" role="alert"><p>{t('in_need_true_account')}</p><Link className="wl-button" to="/">{t('gameFrame.home')}</Link></div>;
  } else if (state.status === 'failed') {
    content = (
      <div className="game-frame__status game-frame__status--error" role="alert">
        <p>{t(state.message)}</p>
        <button type="button" className="wl-button wl-button--primary" onClick={relaunch}>{t('widget.retry')}</button>
      </div>
    );
  } else if (state.status === 'launching') {
    content = <div className="game-frame__status" role="status" aria-busy="true">{t('gameFrame.loading')}</div>;
  } else {
    content = (
      <>
        <GameIframe key={`${attempt}:${state.url}`} url={state.url} title={title} allowFullscreen={allowFullscreen} className="game-frame__iframe" onLoad={() => setLoaded(true)} />
        {!loaded && <div className="game-frame__status game-frame__status--overlay" role="status" aria-busy="true">{t('gameFrame.loading')}</div>}
      </>
    );
  }

  return (
    <section className={`game-frame game-frame--${mode}`} data-mode={mode} data-node-id={game.nodeId} aria-label={title}>
      {showToolbar && (
        <div className="game-frame__toolbar" role="toolbar" aria-label={t('gameFrame.toolbar')}>
          <button type="button" className="wl-button" onClick={back}>{t('gameFrame.back')}</button>
          {game.demo && <span className="game-frame__demo">{t('gamePopup.demo')}</span>}
          <span className="game-frame__spacer" />
          <button type="button" className="wl-button" onClick={relaunch} disabled={!allowed || state.status === 'launching'}>{t('gameFrame.reload')}</button>
          {canFullscreen && (
            <button type="button" className="wl-button" aria-pressed={fullscreen} onClick={toggleFullscreen} disabled={state.status !== 'ready'}>
              {fullscreen ? t('gameFrame.exitFullscreen') : t('gameFrame.fullscreen')}
            </button>
          )}
        </div>
      )}
      <div ref={stage} className="game-frame__stage">{content}</div>
    </section>
  );
}

export function GameFrameWidget({ mode, showToolbar = true, allowFullscreen = true }: Partial<GameFrameProps>) {
  const t = useText(GAMES_TEXTS);
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const pageMode = mode ?? modeOfPath(pathname);
  const game = readGameQuery(search, pageMode);
  if (game === null) {
    return (
      <section className={`game-frame game-frame--${pageMode}`} data-mode={pageMode}>
        <div className="game-frame__status game-frame__status--missing" role="alert">
          <p>{t('gameFrame.missing')}</p>
          <Link className="wl-button wl-button--primary" to="/">{t('gameFrame.home')}</Link>
        </div>
      </section>
    );
  }
  // A new game (or demo switch) starts from a fresh stage.
  const key = `${game.nodeId}:${game.vassalage}:${game.gameType}:${game.demo ? 'demo' : 'real'}`;
  return <GameStage key={key} game={game} mode={pageMode} showToolbar={showToolbar} allowFullscreen={allowFullscreen} />;
}
