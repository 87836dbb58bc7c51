/**
 * Top navigation (SPEC section 2): home, promotions, then the game types that have at least one vendor,
 * as the view lists them. A game type with vendors opens its vendor drop menu on hover and on keyboard
 * focus; Tab then walks into the menu and Escape closes it.
 */
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { ICON_ENTRIES, type GameType, type IconEntry } from '../../schemas/domain';
import { MenuIcon } from '../menu-icon/MenuIcon';
import type { TopNavigationProps } from '../../schemas/widgets';
import { usePortal } from '../portal-context/PortalContext';
import { useText } from '../portal-context/useText';
import { VendorDropMenu } from '../vendor-drop-menu/VendorDropMenu';
import './top-navigation.css';

/** The entry's icon as the manifests name it (site.icons); an entry without one has none. */
function NavIcon({ id }: { id: string }) {
  const { site } = usePortal();
  const entry = ICON_ENTRIES.find((e) => e === id) as IconEntry | undefined;
  if (entry === undefined) return null;
  return <span className="top-navigation__icon" aria-hidden="true"><MenuIcon name={site.icons[entry]} size={16} /></span>;
}

interface EntryProps {
  id: string;
  label: string;
  path: string;
  /** The game type whose vendor drop menu this entry opens, if any, and that menu's layout. */
  menu: GameType | undefined;
  menuLayout: 'compact' | 'large' | undefined;
  showIcon: boolean;
}

function NavEntry({ id, label, path, menu, menuLayout, showIcon }: EntryProps) {
  const hasMenu = menu !== undefined;
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const menuId = useId();
  const fromOutside = (event: FocusEvent<HTMLLIElement>) => !event.currentTarget.contains(event.relatedTarget as Node | null);
  // Focus moving within the entry (link and menu) neither opens nor closes it, so Escape can close
  // the menu and give the focus back to the link.
  const onFocus = (event: FocusEvent<HTMLLIElement>) => {
    if (fromOutside(event)) setOpen(true);
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (fromOutside(event)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    link.current?.focus();
  };
  const menuProps = hasMenu
    ? { onMouseEnter: () => setOpen(true), onMouseLeave: () => setOpen(false), onFocus, onBlur, onKeyDown }
    : {};
  return (
    <li className="top-navigation__item" data-nav={id} data-menu-layout={menuLayout} {...menuProps}>
      <NavLink
        ref={link}
        to={path}
        end
        aria-controls={hasMenu ? menuId : undefined}
        aria-expanded={hasMenu ? open : undefined}
        // Following the link closes its menu, which would otherwise cover the page it opens.
        onClick={hasMenu ? () => setOpen(false) : undefined}
      >
        {showIcon && <NavIcon id={id} />}
        {label}
      </NavLink>
      {hasMenu && (
        <VendorDropMenu
          gameType={menu}
          id={menuId}
          open={open}
          onChoose={() => setOpen(false)}
        />
      )}
    </li>
  );
}

export function TopNavigation({ showIcons }: TopNavigationProps) {
  const { site, view } = usePortal();
  const t = useText();
  // Game-type entries carry their game type as id (engine resolveNavigation).
  const menus = new Map(site.navigation.vendorMenuEnabled ? site.navigation.vendorMenus.map((m) => [m.gameType as string, m]) : []);
  return (
    <nav className="top-navigation" aria-label={t('shell.mainNavigation')}>
      <ul>
        {view.navigation.map((item) => (
          <NavEntry key={item.id} id={item.id} label={item.label} path={item.path ?? '/'} menu={menus.get(item.id)?.gameType} menuLayout={menus.get(item.id)?.layout} showIcon={showIcons} />
        ))}
      </ul>
    </nav>
  );
}
