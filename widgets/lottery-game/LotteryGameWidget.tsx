/**
 * Lottery pages (SPEC section 2: /lottery, /seaLottery, /vnLottery; query gameCode; login needed, the
 * route guard sends guests to /login and warns trial users). Lists the lottery games of the prize mode
 * (props or route) grouped by family, with a family filter; the `gameCode` query picks a game, which
 * opens in the embedded sandboxed game frame through a real launch (useLaunchUrl). Choosing a game
 * changes the query, so the browser's back button returns to the previous game.
 *
 * Recent draws (`showDrawHistory`): the selected game's opened numbers (/lotto/lgw/games/opened/numero),
 * from the draws the server makes on the game's schedule, asked again at each new period.
 *
 * The VN lottery (/vnLottery, prize mode ZY) reads its own menu (SPEC section 7: /lgw/vn/games/game_menu)
 * and shows the member's recently played lottery games first (/lgw/vn/games/game_menu/recent).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { Game, GameListValue } from '../../schemas/api/games';
import type { LotteryGameProps } from '../../schemas/widgets';
import { LOTTERY_FAMILIES, type LotteryFamily, type PrizeMode } from '../../schemas/widgets/vocabulary';
import { LAUNCH_CLIENT_TYPE, useLaunchUrl } from '../kit/games/launch';
import { GameIframe } from '../game-popup/GameIframe';
import { DataStatus } from '../kit/ui/DataStatus';
import { errorTextKey } from '../kit/ui/errorText';
import { imageUrl, usePortal } from '../portal-context/PortalContext';
import { usePortalData, type DataResult } from '../portal-context/PortalData';
import { isRealAccount, usePortalSession } from '../portal-context/PortalSession';
import { useText, type TextKey } from '../portal-context/useText';
import { GAMES_TEXTS } from '../../engine/i18n/texts/games';
import { gameTypeOfPrizeMode, groupByFamily, LOTTERY_MAX_PAGES, LOTTERY_PAGE_SIZE, prizeModeOfPath, type FamilyGroup } from './lotteryGames';
import '../kit/ui/base.css';
import './lottery-game.css';

type FamilyFilter = 'ALL' | FamilyGroup['family'];

/** Every lottery game of the prize mode: page 1, then pages 2 and 3 when the list has them. */
function useLotteryGames(prizeMode: PrizeMode, language: string, enabled: boolean): DataResult<Game[]> {
  const { useCall } = usePortalData();
  const base = { gameType: gameTypeOfPrizeMode(prizeMode), prizeMode, pageSize: LOTTERY_PAGE_SIZE, language, clientType: LAUNCH_CLIENT_TYPE };
  const first = useCall('gameList', { ...base, pageNo: 1 }, { enabled });
  const pages = first.data?.totalPages ?? 0;
  const second = useCall('gameList', { ...base, pageNo: 2 }, { enabled: enabled && pages >= 2 });
  const third = useCall('gameList', { ...base, pageNo: 3 }, { enabled: enabled && pages >= LOTTERY_MAX_PAGES });
  const results: DataResult<GameListValue>[] = [first, second, third].slice(0, Math.max(1, Math.min(pages, LOTTERY_MAX_PAGES)));
  const failed = results.find((r) => r.isError && r.data === undefined);
  const complete = results.every((r) => r.data !== undefined);
  return {
    data: complete ? results.flatMap((r) => r.data?.games ?? []) : undefined,
    isPending: !complete && failed === undefined,
    isError: failed !== undefined,
    refetch: () => { for (const r of results) if (r.data === undefined) void r.refetch(); },
  };
}

/**
 * The VN lottery's menu: its own call, not the lobby list's pages. A public call of the later chunk,
 * read here as needing a session (the route is for signed-in players only, SPEC section 2), so the
 * first chunk's list of public later queries does not grow.
 */
function useVnMenu(language: string, enabled: boolean): DataResult<Game[]> {
  const menu = usePortalData().useCall('vnGameMenu', { language, clientType: LAUNCH_CLIENT_TYPE }, { enabled });
  return { ...menu, data: menu.data?.list };
}

/** At most this often the draws are asked again, whatever the game's period. */
const DRAWS_MIN_REFRESH_S = 15;

/** The selected game's recent draws, newest first; asked again when the game's next draw is due. */
function DrawHistory({ gameCode }: { gameCode: string }) {
  const t = useText(GAMES_TEXTS);
  const { view } = usePortal();
  const result = usePortalData().useCall('lottoOpenedNumbers', { gameCode, limit: 10 }, { staleTime: 0 });
  const refetch = useRef(result.refetch);
  refetch.current = result.refetch;
  const interval = result.data?.intervalSeconds;
  useEffect(() => {
    if (interval === undefined) return undefined;
    const timer = setInterval(() => { void refetch.current(); }, Math.max(DRAWS_MIN_REFRESH_S, interval) * 1000);
    return () => clearInterval(timer);
  }, [interval]);
  const time = (iso: string) => new Date(iso).toLocaleString(view.language === 'pt' ? 'pt-BR' : 'en-GB', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
  const headingId = `lottery-draws-${gameCode}`;
  return (
    <section className="lottery-game__draws" aria-labelledby={headingId} data-testid="lottery-draws">
      <h2 id={headingId} className="lottery-game__family-title">{t('lotteryGame.draws')}</h2>
      <DataStatus result={result} isEmpty={(value) => value.draws.length === 0}>
        {(value) => (
          <ol className="lottery-game__draw-list">
            {value.draws.map((draw) => (
              <li key={draw.drawNo} className="lottery-game__draw" data-draw-no={draw.drawNo}>
                <span className="lottery-game__draw-no">{t('lotteryGame.drawNo', { drawNo: draw.drawNo })}</span>
                <time dateTime={draw.drawnAt}>{time(draw.drawnAt)}</time>
                <span className="lottery-game__balls" role="img" aria-label={t('lotteryGame.numbers', { numbers: draw.numbers.join(', ') })}>
                  {draw.numbers.map((n, i) => <span key={i} className="lottery-game__ball" aria-hidden="true">{n}</span>)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </DataStatus>
    </section>
  );
}

type LaunchState = { status: 'launching' } | { status: 'ready'; url: string } | { status: 'failed'; message: TextKey };

function LotteryFrame({ game }: { game: Game }) {
  const t = useText(GAMES_TEXTS);
  const launchUrl = useLaunchUrl();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LaunchState>({ status: 'launching' });
  const { nodeId, vassalage, gameType, displayName, supportPlay, gameCode } = game;
  useEffect(() => {
    let current = true;
    setState({ status: 'launching' });
    launchUrl({ nodeId, vassalage, gameType, displayName, supportPlay, gameCode }, false).then(
      (url) => { if (current) setState({ status: 'ready', url }); },
      (error: unknown) => { if (current) setState({ status: 'failed', message: errorTextKey(error) }); },
    );
    return () => { current = false; };
  }, [launchUrl, nodeId, vassalage, gameType, displayName, supportPlay, gameCode, attempt]);
  if (state.status === 'failed') {
    return (
      <div className="lottery-game__status" role="alert">
        <p>{t(state.message)}</p>
        <button type="button" className="wl-button wl-button--primary" onClick={() => setAttempt((n) => n + 1)}>{t('widget.retry')}</button>
      </div>
    );
  }
  if (state.status === 'launching') return <div className="lottery-game__status" role="status" aria-busy="true">{t('gameFrame.loading')}</div>;
  return <GameIframe key={`${attempt}:${state.url}`} url={state.url} title={game.displayName} allowFullscreen className="lottery-game__iframe" />;
}

interface ListProps {
  games: Game[];
  /** Games the member played last, shown first (the VN lottery's recent menu); none elsewhere. */
  recent?: readonly Game[] | undefined;
  families: readonly LotteryFamily[];
  gameCode: string | null;
  showDrawHistory: boolean;
}

function LotteryList({ games, recent = [], families, gameCode, showDrawHistory }: ListProps) {
  const t = useText(GAMES_TEXTS);
  const { imageHost } = usePortal();
  const { session } = usePortalSession();
  const location = useLocation();
  const groups = groupByFamily(games, families);
  const selected = gameCode === null ? undefined : games.find((g) => g.gameCode === gameCode) ?? recent.find((g) => g.gameCode === gameCode);
  const selectedFamily = selected === undefined ? undefined : groups.find((g) => g.games.includes(selected))?.family;
  const [filter, setFilter] = useState<FamilyFilter>(selectedFamily ?? 'ALL');
  const current: FamilyFilter = filter === 'ALL' || groups.some((g) => g.family === filter) ? filter : 'ALL';
  const shown = current === 'ALL' ? groups : groups.filter((g) => g.family === current);
  const familyName = (family: FamilyGroup['family']) => t(`lotteryGame.family.${family}`);
  const linkTo = (game: Game) => {
    const query = new URLSearchParams(location.search);
    query.set('gameCode', game.gameCode);
    return { pathname: location.pathname, search: `?${query.toString()}` };
  };

  let stage: ReactNode;
  if (gameCode === null) stage = <p className="lottery-game__status">{t('lotteryGame.choose')}</p>;
  else if (selected === undefined) stage = <p className="lottery-game__status" role="alert">{t('lotteryGame.notFound')}</p>;
  else if (!isRealAccount(session)) stage = <p className="lottery-game__status" role="alert">{t('in_need_true_account')}</p>;
  else stage = <LotteryFrame key={selected.nodeId} game={selected} />;

  return (
    <div className="lottery-game__layout">
      <div className="lottery-game__games">
        {groups.length > 1 && (
          <div className="lottery-game__filters" role="group" aria-label={t('lotteryGame.families')}>
            {(['ALL', ...groups.map((g) => g.family)] as FamilyFilter[]).map((family) => (
              <button key={family} type="button" className="lottery-game__filter" aria-pressed={current === family} data-family={family} onClick={() => setFilter(family)}>
                {family === 'ALL' ? t('lotteryGame.all') : familyName(family)}
              </button>
            ))}
          </div>
        )}
        {current === 'ALL' && recent.length > 0 && (
          <section className="lottery-game__family lottery-game__recent" data-testid="lottery-recent" aria-label={t('lotteryGame.recent')}>
            <h2 className="lottery-game__family-title">{t('lotteryGame.recent')}</h2>
            <ul className="lottery-game__list">
              {recent.map((game) => (
                <li key={game.nodeId} data-game-code={game.gameCode}>
                  <Link className="lottery-game__game" to={linkTo(game)} aria-current={game === selected ? 'page' : undefined}>
                    <span>{game.displayName}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {shown.map((group) => (
          <section key={group.family} className="lottery-game__family" data-family={group.family} aria-label={familyName(group.family)}>
            <h2 className="lottery-game__family-title">{familyName(group.family)}</h2>
            <ul className="lottery-game__list">
              {group.games.map((game) => (
                <li key={game.nodeId} data-game-code={game.gameCode}>
                  <Link className="lottery-game__game" to={linkTo(game)} aria-current={game === selected ? 'page' : undefined}>
                    <img src={/^https?:\/\//i.test(game.showIcon) ? game.showIcon : imageUrl(imageHost, game.showIcon)} alt="" width={32} height={32} loading="lazy" />
                    <span>{game.displayName}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="lottery-game__stage" aria-label={selected?.displayName ?? t('route.lottery')}>
        {stage}
        {showDrawHistory && selected !== undefined && <DrawHistory key={selected.gameCode} gameCode={selected.gameCode} />}
      </div>
    </div>
  );
}

export function LotteryGameWidget({ prizeMode, families = [...LOTTERY_FAMILIES], showDrawHistory = true }: Partial<LotteryGameProps>) {
  const t = useText(GAMES_TEXTS);
  const { view } = usePortal();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const mode = prizeMode ?? prizeModeOfPath(pathname);
  const vn = mode === 'ZY';
  const lobby = useLotteryGames(mode, view.language, !vn);
  const vnMenu = useVnMenu(view.language, vn);
  const result = vn ? vnMenu : lobby;
  const { session } = usePortalSession();
  const recent = usePortalData().useCall('vnGameMenuRecent', { language: view.language }, { enabled: vn && isRealAccount(session) });
  const gameCode = search.get('gameCode');
  return (
    <section className="lottery-game" data-prize-mode={mode} aria-label={t('route.lottery')}>
      <h1 className="lottery-game__heading">{t('route.lottery')}</h1>
      {result.data !== undefined ? (
        result.data.length === 0
          ? <p className="lottery-game__status" role="status">{t('widget.empty')}</p>
          : <LotteryList games={result.data} recent={recent.data?.list} families={families} gameCode={gameCode} showDrawHistory={showDrawHistory} />
      ) : result.isError ? (
        <div className="lottery-game__status" role="alert">
          <p>{t('error.networkAbnormal')}</p>
          <button type="button" className="wl-button" onClick={() => { void result.refetch(); }}>{t('widget.retry')}</button>
        </div>
      ) : (
        <div className="lottery-game__status" role="status" aria-busy="true">{t('widget.loading')}</div>
      )}
    </section>
  );
}
