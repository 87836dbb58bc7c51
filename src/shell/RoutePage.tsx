import { Navigate } from 'react-router-dom';
import { translate, type ResolvedSite, type SiteView, type ViewRoute } from '../../engine/index';
import { PortalFrame } from './PortalFrame';
import { WidgetSlot } from './WidgetSlot';

export interface RoutePageProps {
  site: ResolvedSite;
  view: SiteView;
  route: ViewRoute;
}

/** One route: its access rule (SPEC section 6), then its widgets in the frame. */
export function RoutePage({ site, view, route }: RoutePageProps) {
  const { access } = route;
  if (access.kind === 'redirect') return <Navigate to={access.to} />;
  if (access.kind === 'replace') return <Navigate to={access.to} replace />;
  return (
    <PortalFrame site={site} view={view} route={route}>
      {access.kind === 'notice' && <p role="alert" className="portal__notice">{translate(view.language, access.notice, {}, site.copy)}</p>}
      {route.widgets.map((placement) => (
        <WidgetSlot key={placement.id} widget={placement.widget} props={placement.props} />
      ))}
    </PortalFrame>
  );
}
