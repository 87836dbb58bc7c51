/**
 * A game card (SPEC sections 2, 3, 4 and 6): the icon on the image host, name, vendor name and HOT
 * badge; a play button (real accounts only: guests get the login modal, trial users the
 * 'in_need_true_account' dialog, both through useGameLaunch); a demo button only when the game offers
 * a free trial (supportPlay 0); and a favourite toggle for every visitor (guests get the login modal).
 */
import { memo, useCallback } from 'react';
import type { Game } from '../../../schemas/api/games';
import { imageUrl, usePortal } from '../../portal-context/PortalContext';
import type { TextKey, TextParams } from '../../portal-context/useText';
import { offersDemo, type LaunchOptions } from './launch';
import './games.css';

/** The icon URL of a game: absolute URLs as given, paths on the image host. */
export function gameIconUrl(imageHost: string, game: Pick<Game, 'showIcon' | 'iconUrl'>): string {
  const path = game.showIcon || game.iconUrl;
  return /^https?:\/\//i.test(path) ? path : imageUrl(imageHost, path);
}

/** The vendor's display name from the site's vendor menus; the vendor code when it has none. */
export function useVendorName(): (game: Pick<Game, 'gameType' | 'vassalage'>) => string {
  const { site } = usePortal();
  const menus = site.navigation.vendorMenus;
  return useCallback((game) => {
    const own = menus.find((menu) => menu.gameType === game.gameType)?.vendors.find((v) => v.vassalage === game.vassalage);
    const any = own ?? menus.flatMap((menu) => menu.vendors).find((v) => v.vassalage === game.vassalage);
    return any?.displayName ?? game.vassalage;
  }, [menus]);
}

export interface GameCardProps {
  game: Game;
  /** The image host of this visit (usePortal). */
  imageHost: string;
  /** Interface text (useText) and the launcher (useGameLaunch), read once by the grid for all its cards. */
  text(key: TextKey, params?: TextParams): string;
  launch(game: Game, options?: LaunchOptions): void;
  vendorName: string;
  favourite: boolean;
  onToggleFavourite(game: Game): void;
  /** Where the game opens (the popup by default). */
  target?: LaunchOptions['target'];
  /** Extra class of the card (a widget's own sizing). */
  className?: string;
  /** 'eager' for the first cards of a page, which are on screen at once; lazy otherwise. */
  imageLoading?: 'eager' | 'lazy';
}

/**
 * A card holds no hooks of its own: a home page shows about a hundred of them, and each one reading
 * the translation, session, router and API contexts itself made every data arrival a long task.
 * Memoised, so a row that re-renders (a favourite toggled) redraws only the cards that changed.
 */
export const GameCard = memo(function GameCard({ game, imageHost, text: t, launch, vendorName, favourite, onToggleFavourite, target = 'popup', className, imageLoading = 'lazy' }: GameCardProps) {
  const name = game.displayName;
  return (
    <article className={className ? `game-card ${className}` : 'game-card'} data-node-id={game.nodeId} data-vendor={game.vassalage} aria-label={name}>
      <div className="game-card__media">
        <img className="game-card__icon" src={gameIconUrl(imageHost, game)} alt="" loading={imageLoading} width={120} height={120} />
        {game.isHot === 1 && <span className="game-card__badge">{t('lobby.hotBadge')}</span>}
        <button
          type="button"
          className={favourite ? 'game-card__favourite game-card__favourite--on' : 'game-card__favourite'}
          aria-pressed={favourite}
          aria-label={t('lobby.favourite', { name })}
          onClick={() => onToggleFavourite(game)}
        >
          <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
        </button>
      </div>
      <p className="game-card__name">{name}</p>
      <p className="game-card__vendor">{vendorName}</p>
      <div className="game-card__actions">
        <button type="button" className="wl-button wl-button--primary game-card__play" aria-label={t('lobby.playGame', { name })} onClick={() => launch(game, { target })}>
          {t('lobby.play')}
        </button>
        {offersDemo(game) && (
          <button type="button" className="wl-button game-card__demo" aria-label={t('lobby.demoGame', { name })} onClick={() => launch(game, { demo: true, target })}>
            {t('lobby.demo')}
          </button>
        )}
      </div>
    </article>
  );
});
