import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { usePortal, usePortalActions } from '../../widgets/index';
import { PortalFrame } from './PortalFrame';
import { WidgetSlot } from './WidgetSlot';

/**
 * A trial account on a page for real accounts (SPEC sections 4 and 8: 'in_need_true_account' as an
 * info dialog): the dialog, then back where the visitor came from (home when the page was opened
 * from outside).
 */
function RealAccountNeeded() {
  const { showMessage } = usePortalActions();
  const navigate = useNavigate();
  const { key } = useLocation();
  useEffect(() => {
    let live = true;
    void showMessage({ text: 'in_need_true_account', tone: 'info' }).then(() => {
      if (!live) return;
      if (key === 'default') void navigate('/', { replace: true });
      else void navigate(-1);
    });
    return () => { live = false; };
  }, [showMessage, navigate, key]);
  return null;
}

/**
 * One route: its access rule (SPEC section 6), then its widgets in the frame. The route is looked up
 * in the current view by id, so a language switch re-renders it with the new view's texts.
 */
export function RoutePage({ routeId }: { routeId: string }) {
  const { view, site } = usePortal();
  const route = view.routes.find((r) => r.id === routeId);
  const heading = route?.access.kind === 'allow' || route?.access.kind === 'notice' ? route.heading : undefined;
  const siteTitle = site.tenant.title[view.language];
  // A merchant route's title names the page in the browser's tab too; the site's title comes back after.
  useEffect(() => {
    if (heading === undefined) return undefined;
    document.title = `${heading} – ${siteTitle}`;
    return () => {
      document.title = siteTitle;
    };
  }, [heading, siteTitle]);
  if (route === undefined) return <Navigate to="/" replace />;
  const { access } = route;
  if (access.kind === 'redirect') return <Navigate to={access.to} />;
  if (access.kind === 'replace') return <Navigate to={access.to} replace />;
  return (
    <PortalFrame route={route}>
      {access.kind === 'notice' && <RealAccountNeeded />}
      {access.kind !== 'notice' && heading !== undefined && <h1 className="portal__page-title">{heading}</h1>}
      {access.kind !== 'notice' && route.widgets.map((placement) => (
        <WidgetSlot key={placement.id} widget={placement.widget} props={placement.props} />
      ))}
    </PortalFrame>
  );
}
