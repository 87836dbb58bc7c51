/**
 * The plain frame around a page: header with the tenant title, top navigation, side menu, footer.
 * A stand-in until the shell widgets (app-header, top-navigation, side-menu, app-footer) exist.
 */
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { isMessageKey, translate, type ResolvedSite, type SiteView, type ViewRoute } from '../../engine/index';

export interface PortalFrameProps {
  site: ResolvedSite;
  view: SiteView;
  route: ViewRoute;
  children: ReactNode;
}

function SideMenu({ view }: { view: SiteView }) {
  return (
    <nav className="portal__side" aria-label="Side menu">
      <ul>
        {view.sideMenu.map((block) => (
          <li key={block.id} data-block={block.id}>
            <span>{block.label}</span>
            {block.items !== undefined && block.items.length > 0 && (
              <ul>
                {block.items.map((item) => (
                  <li key={item.id}>{item.path === undefined ? <span>{item.label}</span> : <NavLink to={item.path}>{item.label}</NavLink>}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Footer({ site, view }: { site: ResolvedSite; view: SiteView }) {
  const t = (key: string) => (isMessageKey(key) ? translate(view.language, key, {}, site.copy) : key);
  return (
    <footer className="portal__footer">
      <ul className="portal__footer-blocks">
        {view.footer.blocks.map((block) => (
          <li key={block}>
            <strong>{t(`footer.${block}`)}</strong>
            {block === 'vendorLogos' && <span> {view.footer.vendorLogos.join(' · ')}</span>}
            {block === 'social' && view.footer.social.map((s) => (
              <a key={s.id} href={s.url} rel="noopener noreferrer" target="_blank"> {s.id}</a>
            ))}
          </li>
        ))}
      </ul>
      {view.footer.copyright !== undefined && <p>{view.footer.copyright}</p>}
    </footer>
  );
}

export function PortalFrame({ site, view, route, children }: PortalFrameProps) {
  const title = site.tenant.title[view.language];
  // SPEC section 2: agent paths show only the agent layout, without the portal's menus and footer.
  if (route.layout === 'agent') {
    return (
      <div className="portal portal--agent">
        <header className="portal__header"><Link to="/agent" className="portal__title">{title}</Link></header>
        <main className="portal__page">{children}</main>
      </div>
    );
  }
  return (
    <div className={route.sideMenu ? 'portal' : 'portal portal--no-side'}>
      <header className="portal__header">
        <Link to="/" className="portal__title">{title}</Link>
        {view.header.mode === 'guest' && (
          <span className="portal__account">
            <Link to="/login">{translate(view.language, 'header.login', {}, site.copy)}</Link>
            <Link to="/register">{translate(view.language, 'header.register', {}, site.copy)}</Link>
          </span>
        )}
      </header>
      <nav className="portal__nav" aria-label="Main">
        <ul>
          {view.navigation.map((item) => (
            <li key={item.id}>{item.path === undefined ? item.label : <NavLink to={item.path} end>{item.label}</NavLink>}</li>
          ))}
        </ul>
      </nav>
      {route.sideMenu && <SideMenu view={view} />}
      <main className="portal__page">{children}</main>
      <Footer site={site} view={view} />
    </div>
  );
}
