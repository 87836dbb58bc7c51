/**
 * Home game rows (SPEC sections 2 and 9): rows in the order of `rows`, each with up to `gamesPerRow`
 * (at most 12) game cards and a 'more' button that selects the row's category (the `category` search
 * param the game-category menu also reads). With a category selected only its row shows, with up to
 * twice as many games, and a button back to all categories.
 *
 * HOT comes from the hot-games call, a game type's row from the first page of its game list; game
 * types without vendors are skipped. RECENT (the member's recent games) shows to logged-in sessions
 * only, and its 'more' leads to /recent. The cards are the lobbies' shared game cards (widgets/kit/games):
 * they launch the game, offer the demo when there is one, and toggle the favourite. A row past the
 * first screen asks for its games as it comes near the viewport (RowFrame); headings and 'more'
 * buttons are there at once.
 */
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Game } from '../../schemas/api/games';
import type { GameType } from '../../schemas/domain';
import type { HomeGameRowsProps } from '../../schemas/widgets';
import { DataStatus } from '../kit/ui/DataStatus';
import { useGameTypeLabel, useHomeCategory, useVendorGameTypes, type HomeCategory } from '../kit/games/HomeCategory';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData, type DataResult } from '../portal-context/PortalData';
import { useNearView } from '../kit/ui/useInView';
import { useText } from '../portal-context/useText';
import { GameGrid, GamePlaceholders } from '../kit/games/GameGrid';
import './home-game-rows.css';

/** Games per row at most (SPEC section 9). */
export const HOME_ROW_MAX_GAMES = 12;
/** A selected category shows this many rows' worth of games. */
const SELECTED_ROWS = 2;
/**
 * Rows that may be on the first screen (a phone shows the first, a wide screen the first two): they
 * ask for their games at once, so a server-drawn page arrives with their cards and the browser takes
 * them over instead of drawing them again. The rows after them stand in with one empty box each (their
 * size comes from the row's contain-intrinsic-size while off screen), so the first render draws, and
 * hydration walks, a few elements per row instead of about ninety.
 */
export const FIRST_SCREEN_ROWS = 2;

type HomeRowId = NonNullable<HomeGameRowsProps['rows']>[number];

/** A row of the home lobby: RECENT, or a category of the menu. */
export type HomeRow = 'RECENT' | HomeCategory;

/**
 * The rows to show, in order: RECENT only for logged-in sessions (guests have no history), game
 * types only when they have vendors, each once.
 */
export function visibleRows(rows: readonly HomeRowId[], vendorTypes: readonly GameType[], loggedIn = false): HomeRow[] {
  const out: HomeRow[] = [];
  for (const row of rows) {
    if (row === 'RECENT') {
      if (loggedIn && !out.includes(row)) out.push(row);
      continue;
    }
    if (row !== 'HOT' && !vendorTypes.includes(row)) continue;
    if (!out.includes(row)) out.push(row);
  }
  return out;
}

/** Games per row: the prop clamped to 1..12. */
export function rowLimit(gamesPerRow: number | undefined): number {
  return Math.max(1, Math.min(HOME_ROW_MAX_GAMES, Math.floor(gamesPerRow ?? HOME_ROW_MAX_GAMES)));
}

interface RowFrameProps {
  category: HomeRow;
  label: string;
  /** One of the rows that may be on the first screen (FIRST_SCREEN_ROWS). */
  firstScreen: boolean;
  /** Shows the 'more' button, which selects this row's category. */
  onMore: (() => void) | undefined;
  /** The row's games (a component that fetches them), mounted at once on the first screen, else once the row is near the viewport. */
  children: ReactNode;
}

/**
 * A row's heading and 'more' button, always there; its games at once on the first screen, otherwise
 * only once the row comes near the viewport (useNearView). A phone shows one or two of a home's rows:
 * the rest neither ask for their games nor draw a hundred cards during the first render, and show
 * one empty box until the visitor scrolls toward them.
 */
function RowFrame({ category, label, firstScreen, onMore, children }: RowFrameProps) {
  const w = useText();
  const headingId = useId();
  const [section, setSection] = useState<HTMLElement | null>(null);
  const near = useNearView(section);
  return (
    <section ref={setSection} className="home-game-rows__row" data-row={category} aria-labelledby={headingId}>
      <div className="home-game-rows__header">
        <h2 id={headingId} className="home-game-rows__title">{label}</h2>
        {onMore !== undefined && (
          <button type="button" className="home-game-rows__more" aria-label={w('homeGames.moreOf', { category: label })} onClick={onMore}>
            {w('homeGames.more')}
          </button>
        )}
      </div>
      {near || firstScreen ? children : <div className="home-game-rows__pending" aria-hidden="true" />}
    </section>
  );
}

interface RowGamesProps<T> {
  label: string;
  result: DataResult<T>;
  gamesOf(data: T): readonly Game[];
  limit: number;
}

function RowGames<T>({ label, result, gamesOf, limit }: RowGamesProps<T>) {
  return (
    <DataStatus
      result={result}
      isEmpty={(data) => gamesOf(data).length === 0}
      className="home-game-rows__status"
      placeholder={<GamePlaceholders count={limit} className="home-game-rows__games" />}
    >
      {(data) => <GameGrid games={gamesOf(data).slice(0, limit)} className="home-game-rows__games" label={label} />}
    </DataStatus>
  );
}

interface CategoryRowProps {
  limit: number;
  firstScreen: boolean;
  onMore: (() => void) | undefined;
}

function HotGames({ label, limit }: { label: string; limit: number }) {
  const { useHotGames } = usePortalData();
  const result = useHotGames({});
  return <RowGames label={label} result={result} gamesOf={(value) => value.list} limit={limit} />;
}

function GameTypeGames({ gameType, label, limit }: { gameType: GameType; label: string; limit: number }) {
  const { useGameList } = usePortalData();
  const result = useGameList({ gameType, pageNo: 1, pageSize: limit });
  return <RowGames label={label} result={result} gamesOf={(value) => value.games} limit={limit} />;
}

/**
 * The member's recent games (GCS_recentGame: a token call, idle without a session); 'more' leads to
 * the /recent page rather than a category. Read here through `useCall`, not a hook of the shell's.
 */
function RecentGames({ label, limit }: { label: string; limit: number }) {
  const { useCall } = usePortalData();
  const result = useCall('recentGames', { page: 1, pageSize: limit });
  return <RowGames label={label} result={result} gamesOf={(value) => value.list} limit={limit} />;
}

function RecentRow({ limit, firstScreen, onMore }: CategoryRowProps) {
  const w = useText();
  const label = w('route.recent');
  return <RowFrame category="RECENT" label={label} firstScreen={firstScreen} onMore={onMore}><RecentGames label={label} limit={limit} /></RowFrame>;
}

function CategoryRow({ category, limit, firstScreen, onMore }: CategoryRowProps & { category: Exclude<HomeCategory, 'RECENT'> }) {
  const w = useText();
  const typeLabel = useGameTypeLabel();
  const label = category === 'HOT' ? w('homeGames.hot') : typeLabel(category);
  return (
    <RowFrame category={category} label={label} firstScreen={firstScreen} onMore={onMore}>
      {category === 'HOT' ? <HotGames label={label} limit={limit} /> : <GameTypeGames gameType={category} label={label} limit={limit} />}
    </RowFrame>
  );
}

export function HomeGameRowsWidget({ rows, gamesPerRow, showMoreButton }: HomeGameRowsProps) {
  const w = useText();
  const vendorTypes = useVendorGameTypes();
  const { view } = usePortal();
  const navigate = useNavigate();
  const [selected, select] = useHomeCategory();
  const limit = rowLimit(gamesPerRow);
  if (selected !== null) {
    return (
      <div className="home-game-rows home-game-rows--selected" aria-label={w('homeGames.label')} role="region">
        {selected === 'RECENT'
          ? <RecentRow key="selected-RECENT" limit={limit * SELECTED_ROWS} firstScreen onMore={undefined} />
          : <CategoryRow key={`selected-${selected}`} category={selected} limit={limit * SELECTED_ROWS} firstScreen onMore={undefined} />}
        <button type="button" className="home-game-rows__all" onClick={() => select(null)}>{w('homeGames.all')}</button>
      </div>
    );
  }
  const shown = visibleRows(rows ?? ['HOT', ...vendorTypes], vendorTypes, view.session !== 'anonymous');
  if (shown.length === 0) return null;
  const more = (action: () => void) => (showMoreButton === false ? undefined : action);
  return (
    <div className="home-game-rows" aria-label={w('homeGames.label')} role="region">
      {shown.map((row, index) =>
        row === 'RECENT' ? (
          <RecentRow key={row} limit={limit} firstScreen={index < FIRST_SCREEN_ROWS} onMore={more(() => navigate('/recent'))} />
        ) : (
          <CategoryRow key={row} category={row} limit={limit} firstScreen={index < FIRST_SCREEN_ROWS} onMore={more(() => select(row))} />
        ),
      )}
    </div>
  );
}
