/**
 * The drop menu of one game type's vendors (SPEC section 2), opened by the top navigation on hover or
 * focus. Vendors come from the resolved site (`navigation.vendorMenus`, the server's game menus); the
 * large layout is the resolve stage's decision (`layout === 'large'`, more than 10 vendors).
 *
 * The registry renders it with its props only, where it has no game type and shows nothing; the top
 * navigation passes the game type and whether it is open.
 */
import { Link } from 'react-router-dom';
import type { GameType } from '../../schemas/domain';
import type { VendorDropMenuProps } from '../../schemas/widgets';
import { imageUrl, usePortal } from '../portal-context/PortalContext';
import { useText } from '../portal-context/useText';
import './vendor-drop-menu.css';

export interface VendorDropMenuPlacement {
  /** The game type whose vendors to list. */
  gameType?: GameType;
  /** Element id, for the navigation entry's aria-controls. */
  id?: string;
  open?: boolean;
  /** Closes the menu after a vendor was chosen. */
  onChoose?: () => void;
}

/** The game type's route with the vendor filter (SPEC section 2: RNG takes the query `vassalage`). */
export function vendorPath(path: string, vassalage: string): string {
  return `${path}?${new URLSearchParams({ vassalage }).toString()}`;
}

// The widget props tune the home drop menu (hot games), which comes with the game lists; the layout
// of a game type's menu is the resolve stage's decision, so none of them is needed here yet.
export function VendorDropMenu({ gameType, id, open = false, onChoose }: Partial<VendorDropMenuProps> & VendorDropMenuPlacement) {
  const { site, view, imageHost } = usePortal();
  const t = useText();
  const menu = site.navigation.vendorMenus.find((m) => m.gameType === gameType);
  const entry = view.navigation.find((n) => n.id === gameType);
  if (menu === undefined || entry?.path === undefined || menu.vendors.length === 0) return null;
  const large = menu.layout === 'large';
  return (
    <div
      id={id}
      className={large ? 'vendor-drop-menu vendor-drop-menu--large' : 'vendor-drop-menu'}
      data-layout={menu.layout}
      hidden={!open}
    >
      <ul aria-label={t('shell.vendorsOf', { gameType: entry.label })}>
        {menu.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link to={vendorPath(entry.path ?? '/', vendor.vassalage)} onClick={onChoose}>
              {/* Lazy: a closed menu is not displayed, so its icons load only when it opens. */}
              <img src={imageUrl(imageHost, vendor.icon)} alt="" loading="lazy" width={large ? 48 : 32} height={large ? 48 : 32} />
              <span>{vendor.displayName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
