/**
 * A grid of game cards with the 'no data' message when empty (SPEC section 2). The grid reads the
 * favourites once for all its cards, so their toggles share one throttle.
 */
import { useDeferredValue } from 'react';
import type { Game } from '../../../schemas/api/games';
import { usePortal } from '../../portal-context/PortalContext';
import { useHydrating } from '../ui/useHydrating';
import { useText } from '../../portal-context/useText';
import { GameCard, useVendorName, type GameCardProps } from './GameCard';
import { useGameLaunch } from './launch';
import { useFavourites } from './useFavourites';
import '../ui/data-status.css';
import './games.css';

/** Cards whose icons load at once: about the first screenful on a phone; the rest load lazily. */
export const EAGER_CARDS = 4;

export interface GameGridProps {
  games: readonly Game[];
  /** Accessible name of the list. */
  label?: string;
  target?: GameCardProps['target'];
  /** Extra class of the list (a widget's own columns). */
  className?: string;
}

/** What a grid shows before its first cards are drawn (a stable value for useDeferredValue). */
const NOT_DRAWN: readonly Game[] = [];

export function GameGrid({ games, label, target, className }: GameGridProps) {
  // The cards are drawn in the background (a deferred value, which React renders in slices between
  // the browser's own work): a home page's rows arrive one by one, and drawing each row's cards
  // at once on arrival made each a long task. Until a grid's first cards are drawn it shows their
  // placeholders; a new set of games (another page, a search) keeps the current cards until then.
  // A grid the server drew (and the browser's render that takes it over) has its cards from the start.
  const shown = useDeferredValue(games, useHydrating() ? games : NOT_DRAWN);
  const t = useText();
  const { imageHost } = usePortal();
  const launch = useGameLaunch();
  const vendorName = useVendorName();
  const favourites = useFavourites();
  if (games.length === 0) return <div className="data-status data-status--empty games-grid__empty" role="status">{t('widget.empty')}</div>;
  if (shown === NOT_DRAWN) return <GamePlaceholders count={games.length} className={className} />;
  return (
    <ul className={className ? `games-grid ${className}` : 'games-grid'} aria-label={label}>
      {shown.map((game, index) => (
        <li key={game.nodeId} className="games-grid__item">
          <GameCard
            game={game}
            imageHost={imageHost}
            text={t}
            launch={launch}
            vendorName={vendorName(game)}
            favourite={favourites.loaded ? favourites.isFavourite(game.nodeId) : game.isFavourite === true}
            onToggleFavourite={favourites.toggle}
            target={target}
            imageLoading={index < EAGER_CARDS ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Stand-ins for `count` game cards while a grid loads: the cards' own boxes (media, name, vendor and
 * action lines) without content, so the grid has its final height from the first paint.
 */
export function GamePlaceholders({ count, className }: { count: number; className?: string }) {
  return (
    <ul className={className ? `games-grid ${className}` : 'games-grid'} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="games-grid__item">
          <div className="game-card game-card--placeholder">
            <div className="game-card__media" />
            <p className="game-card__name" />
            <p className="game-card__vendor" />
            <div className="game-card__actions"><span className="wl-button game-card__play" /></div>
          </div>
        </li>
      ))}
    </ul>
  );
}
