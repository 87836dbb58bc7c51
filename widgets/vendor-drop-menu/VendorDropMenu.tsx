/**
 * The drop menu of one game type's vendors (SPEC section 2), opened by the top navigation on hover or
 * focus. Vendors come from the resolved site (`navigation.vendorMenus`, the server's game menus); the
 * large layout is the resolve stage's decision (`layout === 'large'`, more than 10 vendors).
 *
 * On home (SPEC section 9) the menu also shows the game type's hot games: `site.navigation.homeHotGames`
 * of them (12), beside a vendor column sized to `homeVendors` (5) entries that scrolls for the rest,
 * so every vendor stays reachable. Hot games are read from the session cache first (hotGamesCache.ts)
 * and asked for only when the menu opens without one; choosing one launches it (useGameLaunch: guests
 * get the login modal, trial users the real-account warning).
 *
 * The registry renders it with its props only, where it has no game type and shows nothing; the top
 * navigation passes the game type and whether it is open.
 */
import { useEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Game } from '../../schemas/api/games';
import type { GameType } from '../../schemas/domain';
import type { VendorDropMenuProps } from '../../schemas/widgets';
import type { SiteView } from '../../engine/index';
import { LAUNCH_CLIENT_TYPE, useGameLaunch } from '../kit/games/launch';
import { imageUrl, usePortal } from '../portal-context/PortalContext';
import { usePortalData, type DataResult } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { hotGamesKey, readHotGames, writeHotGames } from './hotGamesCache';
import './vendor-drop-menu.css';

export interface VendorDropMenuPlacement {
  /** The game type whose vendors to list. */
  gameType?: GameType;
  /** Element id, for the navigation entry's aria-controls. */
  id?: string;
  open?: boolean;
  /** Closes the menu after a vendor or a hot game was chosen. */
  onChoose?: () => void;
}

/** The game type's route with the vendor filter (SPEC section 2: RNG takes the query `vassalage`). */
export function vendorPath(path: string, vassalage: string): string {
  return `${path}?${new URLSearchParams({ vassalage }).toString()}`;
}

/** Whether a path is home: / or one of the home route's aliases (index, index.html, home). */
export function isHomePath(pathname: string, routes: SiteView['routes']): boolean {
  if (pathname === '/' || pathname === '') return true;
  const home = routes.find((route) => route.path === '/');
  return home !== undefined && home.aliases.includes(pathname);
}

function iconOf(imageHost: string, game: Game): string {
  const path = game.showIcon || game.iconUrl;
  return /^https?:\/\//i.test(path) ? path : imageUrl(imageHost, path);
}

interface HotGamesProps {
  gameType: GameType;
  open: boolean;
  limit: number;
  onChoose: (() => void) | undefined;
}

/** The cached hot games, else the server's once the menu is open (then cached). */
function useMenuHotGames(gameType: GameType, open: boolean, limit: number): DataResult<Game[]> {
  const { site, view } = usePortal();
  const key = hotGamesKey(site.tenant.code, gameType, view.language);
  const cached = useMemo(() => readHotGames(key), [key]);
  const result = usePortalData().useCall(
    'hotGames',
    { gameType, language: view.language, clientType: LAUNCH_CLIENT_TYPE },
    { enabled: open && cached === undefined },
  );
  const fetched = useMemo(() => result.data?.list.slice(0, limit), [result.data, limit]);
  useEffect(() => {
    if (cached === undefined && fetched !== undefined) writeHotGames(key, fetched);
  }, [key, cached, fetched]);
  if (cached !== undefined) return { data: cached.slice(0, limit), isPending: false, isError: false, refetch: () => undefined };
  return { data: fetched, isPending: result.isPending, isError: result.isError, refetch: result.refetch };
}

function HotGames({ gameType, open, limit, onChoose }: HotGamesProps) {
  const t = useText();
  const { imageHost } = usePortal();
  const launch = useGameLaunch();
  const result = useMenuHotGames(gameType, open, limit);
  let body: ReactNode;
  if (result.data !== undefined) {
    body = result.data.length === 0 ? <p className="vendor-drop-menu__status" role="status">{t('widget.empty')}</p> : (
      <ul className="vendor-drop-menu__games">
        {result.data.map((game) => (
          <li key={game.nodeId} data-node-id={game.nodeId}>
            <button
              type="button"
              className="vendor-drop-menu__game"
              aria-label={t('vendorDropMenu.play', { game: game.displayName })}
              onClick={() => { onChoose?.(); launch(game); }}
            >
              <img src={iconOf(imageHost, game)} alt="" loading="lazy" width={56} height={56} />
              <span>{game.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  } else if (result.isError) {
    body = (
      <div className="vendor-drop-menu__status" role="alert">
        <span>{t('error.networkAbnormal')}</span>
        <button type="button" className="vendor-drop-menu__retry" onClick={() => { void result.refetch(); }}>{t('widget.retry')}</button>
      </div>
    );
  } else {
    body = open ? <p className="vendor-drop-menu__status" role="status" aria-busy="true">{t('widget.loading')}</p> : null;
  }
  return (
    <section className="vendor-drop-menu__hot" aria-label={t('vendorDropMenu.hotGames')}>
      <h3 className="vendor-drop-menu__heading">{t('vendorDropMenu.hotGames')}</h3>
      {body}
    </section>
  );
}

// The widget props are empty: the home numbers live in the site's navigation (layout manifest).
export function VendorDropMenu({ gameType, id, open = false, onChoose }: Partial<VendorDropMenuProps> & VendorDropMenuPlacement) {
  const { site, view, imageHost } = usePortal();
  const t = useText();
  const { pathname } = useLocation();
  const menu = site.navigation.vendorMenus.find((m) => m.gameType === gameType);
  const entry = view.navigation.find((n) => n.id === gameType);
  if (menu === undefined || entry?.path === undefined || menu.vendors.length === 0) return null;
  const large = menu.layout === 'large';
  const home = isHomePath(pathname, view.routes);
  const classes = ['vendor-drop-menu', large ? 'vendor-drop-menu--large' : '', home ? 'vendor-drop-menu--home' : ''].filter(Boolean).join(' ');
  // The vendor column shows homeVendors entries at a time on home (set through the CSSOM).
  const style = home ? ({ '--vendor-drop-menu-rows': String(Math.max(1, site.navigation.homeVendors)) } as CSSProperties) : undefined;
  // Vendor logos are wide wordmarks (2:1): boxed at their shape, not squeezed square.
  const icon = large && !home ? 48 : 32;
  return (
    <div id={id} className={classes} data-layout={menu.layout} data-home={home ? 'true' : undefined} hidden={!open} style={style}>
      <ul className="vendor-drop-menu__vendors" aria-label={t('shell.vendorsOf', { gameType: entry.label })}>
        {menu.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link to={vendorPath(entry.path ?? '/', vendor.vassalage)} onClick={onChoose}>
              {/* Lazy: a closed menu is not displayed, so its icons load only when it opens. */}
              <img src={imageUrl(imageHost, vendor.icon)} alt="" loading="lazy" width={icon * 2} height={icon} />
              <span>{vendor.displayName}</span>
            </Link>
          </li>
        ))}
      </ul>
      {/* Mounted while open only: a closed menu neither reads the cache nor asks for hot games. */}
      {open && home && gameType !== undefined && site.navigation.homeHotGames > 0 && (
        <HotGames gameType={gameType} open={open} limit={site.navigation.homeHotGames} onChoose={onChoose} />
      )}
    </div>
  );
}
