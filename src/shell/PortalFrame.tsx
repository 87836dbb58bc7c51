/**
 * The frame around a page (SPEC section 2): header, top navigation, side menu (hidden on game pages),
 * the page, footer and the scroll-to-top button, each a shell widget. Agent paths show only the
 * agent layout: the brand above the page.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ViewRoute } from '../../engine/index';
import { usePortal } from '../../widgets/index';
import { ShellWidget } from './ShellWidget';

export interface PortalFrameProps {
  route: ViewRoute;
  children: ReactNode;
}

export function PortalFrame({ route, children }: PortalFrameProps) {
  const { site, view, sideMenuCollapsed } = usePortal();
  if (route.layout === 'agent') {
    return (
      <div className="portal portal--agent" data-layout="agent">
        <header className="portal__agent-header">
          <Link to="/agent" className="portal__title">{site.tenant.title[view.language]}</Link>
        </header>
        <main className="portal__page">{children}</main>
      </div>
    );
  }
  const classes = ['portal', route.sideMenu ? '' : 'portal--no-side', sideMenuCollapsed ? 'portal--side-collapsed' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-layout="portal">
      <div className="portal__header"><ShellWidget widget="app-header" /></div>
      <div className="portal__nav"><ShellWidget widget="top-navigation" /></div>
      {route.sideMenu && <div className="portal__side"><ShellWidget widget="side-menu" /></div>}
      <main className="portal__page" data-route={route.id}>{children}</main>
      <div className="portal__footer"><ShellWidget widget="app-footer" /></div>
      <ShellWidget widget="scroll-top-button" />
    </div>
  );
}
