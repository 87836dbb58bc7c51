/**
 * A grid of game cards with the 'no data' message when empty (SPEC section 2). The grid reads the
 * favourites once for all its cards, so their toggles share one throttle.
 */
import type { Game } from '../../schemas/api/games';
import { useText } from '../portal-context/useText';
import { GameCard, useVendorName, type GameCardProps } from './GameCard';
import { useFavourites } from './useFavourites';
import '../portal-context/data-status.css';
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

export function GameGrid({ games, label, target, className }: GameGridProps) {
  const t = useText();
  const vendorName = useVendorName();
  const favourites = useFavourites();
  if (games.length === 0) return <div className="data-status data-status--empty games-grid__empty" role="status">{t('widget.empty')}</div>;
  return (
    <ul className={className ? `games-grid ${className}` : 'games-grid'} aria-label={label}>
      {games.map((game, index) => (
        <li key={game.nodeId} className="games-grid__item">
          <GameCard
            game={game}
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
