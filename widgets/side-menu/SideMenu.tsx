/**
 * Side menu (SPEC section 2). The blocks, their order and which of them this session sees come from
 * the view; this widget draws them, with the collapse switch (its state is the shell's, kept for the
 * browser session). The promotions block lists the first promotions (SidePromotions). Every entry
 * leads to its screen; only the entry of the page shown is marked current (`aria-current="page"`):
 * an entry whose target has a query (/member?page=referral) is current only with that query, and a
 * shortcut into a page (game search: `/rng#search`, the lobby's search box) never is, as the page's
 * own entry (Slots) is.
 */
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { IconEntry, SideMenuBlock } from '../../schemas/domain';
import { LOBBY_SEARCH_ANCHOR } from '../kit/games/constants';
import { MenuIcon } from '../menu-icon/MenuIcon';
import type { SideMenuProps } from '../../schemas/widgets';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions, usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { useNearView } from '../kit/ui/useInView';
import { useWhenIdle } from '../kit/ui/useWhenIdle';
import { SocialLinks } from './SocialLinks';
import '../kit/ui/base.css';
import './side-menu.css';

/** Where a block leads when it is a plain link. */
const BLOCK_PATHS: Partial<Record<SideMenuBlock, string>> = {
  home: '/',
  bonus: '/promotions',
  invite: '/member?page=referral',
  rescueTask: '/rescueTask',
  vip: '/vip',
  pointMall: '/pointMall',
  promotions: '/promotions',
  appDownload: '/appDownload',
};

/** Game lobbies that hold the game-name search, in the order the game-search entry prefers them. */
const SEARCH_LOBBIES = ['/rng', '/live', '/fish', '/pvp', '/elott', '/lott', '/sports', '/esports', '/inhouse'];

/**
 * Whether a menu target is the page shown: same path, and when the target names query parameters,
 * the same values for each of them (other parameters of the page, e.g. a lobby's filters, are free).
 * A target with a fragment is a shortcut to a place in a page, never the page itself.
 */
export function isCurrentTarget(target: string, pathname: string, search: string): boolean {
  if (target.includes('#')) return false;
  const [path = '', query] = target.split('?');
  if (path !== pathname) return false;
  if (query === undefined) return true;
  const shown = new URLSearchParams(search);
  for (const [name, value] of new URLSearchParams(query)) if (shown.get(name) !== value) return false;
  return true;
}

function MenuLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const current = isCurrentTarget(to, pathname, search);
  return <Link className={current ? `${className} active` : className} to={to} {...(current ? { 'aria-current': 'page' as const } : {})}>{children}</Link>;
}

/** The entry's icon, as the manifests name it (site.icons). */
function Glyph({ entry }: { entry: IconEntry }) {
  const { site } = usePortal();
  return <span className="side-menu__glyph" aria-hidden="true"><MenuIcon name={site.icons[entry]} /></span>;
}

function Entry({ label, icon, path, children }: { label: string; icon: IconEntry; path?: string; children?: ReactNode }) {
  const content = (
    <>
      <Glyph entry={icon} />
      <span className="side-menu__label">{label}</span>
    </>
  );
  return (
    <>
      {path === undefined ? <span className="side-menu__entry">{content}</span> : <MenuLink className="side-menu__entry" to={path}>{content}</MenuLink>}
      {children}
    </>
  );
}

/** Promotions the block lists when the manifest gives no count (SPEC section 9). */
export const SIDE_MENU_PROMOTIONS = 6;

/**
 * The promotions block's list (SPEC section 2: first 6 promotions plus more): the first `count`
 * promotions of the merchant as links to /promotions#<id> (the promotions page opens that one), then
 * 'more' to /promotions. While the list loads, or when it fails, only 'more' shows: the block itself
 * still leads to the promotions page.
 */
export function SidePromotions({ count, label }: { count: number; label: string }) {
  const t = useText();
  const { view } = usePortal();
  // Same params as the promotions page, so both share one cached answer.
  const { data } = usePortalData().useCall('merchantPromotions', { language: view.language });
  const promotions = (data?.promotions ?? []).slice(0, Math.max(0, count));
  return (
    <ul className="side-menu__items side-menu__promotions" aria-label={label}>
      {promotions.map((promotion) => (
        <li key={promotion.id} data-promotion={promotion.id}>
          <Link className="side-menu__promotion" to={`/promotions#${promotion.id}`}>{promotion.title}</Link>
        </li>
      ))}
      <li data-item="more">
        <Link className="side-menu__promotion side-menu__promotion--more" to="/promotions">{t('side.morePromotions')}</Link>
      </li>
    </ul>
  );
}

/** The QR encoder and the codes load once the page is idle: they are not part of the first paint. */
const loadQrCodes = () => import('../app-download/SideQrCodes').then((m) => m.SideQrCodes);

/**
 * ...and only once the menu's download entry (`anchor`) comes near the viewport: on a phone the side
 * menu follows the page, far below the fold, and encoding the two codes (8 masks scored each) was one
 * of the page's longest tasks after its first paint, for codes nobody had scrolled to.
 */
function AppQrBlock({ anchor }: { anchor: Element | null }) {
  const near = useNearView(anchor);
  const { value: SideQrCodes } = useWhenIdle(loadQrCodes, near);
  return SideQrCodes === undefined ? null : <SideQrCodes />;
}

/** The chat room's entry (members only, by the view): opens the room, with the unread count (CBS_unreadCount). */
function ChatEntry({ label }: { label: string }) {
  const t = useText();
  const { openModal } = usePortalActions();
  const { data } = usePortalData().useCall('chatUnread');
  const unread = data?.count ?? 0;
  return (
    <button type="button" className="side-menu__entry" onClick={() => openModal({ modal: 'chat-room' })}>
      <Glyph entry="chatRoom" />
      <span className="side-menu__label">{label}</span>
      {unread > 0 && <span className="side-menu__badge" data-unread={unread}><span aria-hidden="true">{unread > 99 ? '99+' : unread}</span><span className="visually-hidden">{t('chat.unread', { count: unread })}</span></span>}
    </button>
  );
}

function LanguageChoice() {
  const { site, view, setLanguage } = usePortal();
  const t = useText();
  return (
    <div className="side-menu__languages" role="group" aria-label={t('side.language')}>
      {site.languages.supported.map((language) => (
        <button key={language} type="button" lang={language} aria-pressed={view.language === language} onClick={() => setLanguage(language)}>
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

export function SideMenu({ width, collapsedWidth }: SideMenuProps) {
  const { site, view, sideMenuCollapsed: collapsed, setSideMenuCollapsed } = usePortal();
  const t = useText();
  // The download entry, which the QR block watches for the viewport (AppQrBlock).
  const [qrAnchor, setQrAnchor] = useState<HTMLLIElement | null>(null);
  const promotionCount = site.sideMenu.blocks.find((b) => b.id === 'promotions')?.promotionCount ?? SIDE_MENU_PROMOTIONS;
  // Set through the CSSOM by React, which a strict Content-Security-Policy allows.
  const size = { '--side-menu-width': `${width}px`, '--side-menu-collapsed-width': `${collapsedWidth}px` } as CSSProperties;
  return (
    <nav className={collapsed ? 'side-menu side-menu--collapsed' : 'side-menu'} aria-label={t('shell.sideMenu')} style={size}>
      <ul>
        {view.sideMenu.map((block) => {
          if (block.id === 'collapse') {
            const label = collapsed ? t('shell.expandMenu') : block.label;
            return (
              <li key={block.id} data-block={block.id}>
                <button type="button" className="side-menu__entry side-menu__collapse" aria-expanded={!collapsed} onClick={() => setSideMenuCollapsed(!collapsed)}>
                  <span className="side-menu__glyph" aria-hidden="true"><MenuIcon name={collapsed ? 'chevrons-right' : site.icons.collapse} /></span>
                  <span className="side-menu__label">{label}</span>
                </button>
              </li>
            );
          }
          const path = block.id === 'gameSearch'
            ? `${SEARCH_LOBBIES.find((p) => view.navigation.some((n) => n.path === p)) ?? '/'}#${LOBBY_SEARCH_ANCHOR}`
            : block.id === 'customerService' ? undefined : BLOCK_PATHS[block.id];
          return (
            <li key={block.id} data-block={block.id} ref={block.id === 'appDownload' ? setQrAnchor : undefined}>
              {block.id === 'chatRoom' ? <ChatEntry label={block.label} /> : block.id === 'customerService' && site.status.customerServiceUrl !== undefined ? (
                <a className="side-menu__entry" href={site.status.customerServiceUrl} target="_blank" rel="noopener noreferrer">
                  <Glyph entry="customerService" />
                  <span className="side-menu__label">{block.label}</span>
                </a>
              ) : (
                <Entry label={block.label} icon={block.id} {...(path === undefined ? {} : { path })}>
                  {block.items !== undefined && block.items.length > 0 && (
                    <ul className="side-menu__items">
                      {block.items.map((item) => (
                        <li key={item.id} data-item={item.id}>
                          <Entry label={item.label} icon={item.id as IconEntry} {...(item.path === undefined ? {} : { path: item.path })} />
                        </li>
                      ))}
                    </ul>
                  )}
                  {block.id === 'promotions' && !collapsed && <SidePromotions count={promotionCount} label={block.label} />}
                  {block.id === 'appDownload' && !collapsed && <AppQrBlock anchor={qrAnchor} />}
                  {block.id === 'language' && !collapsed && <LanguageChoice />}
                  {block.id === 'social' && !collapsed && <SocialLinks social={view.footer.social} />}
                </Entry>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
