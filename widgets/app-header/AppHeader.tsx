/**
 * The header (SPEC section 2): brand, language select and theme switch, the notice bell (and the
 * guest's service button), and the guest's login and
 * register buttons (their popups open over the current page); signed in, the member info (balance with show/hide and refresh, deposit and
 * withdraw, a trial label) and the avatar menu with the unread message badge and sign-out.
 */
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AppHeaderProps } from '../../schemas/widgets';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { usePortalSession } from '../portal-context/PortalSession';
import { LanguageSelect } from './LanguageSelect';
import { ThemeSwitch } from './ThemeSwitch';
import '../kit/ui/base.css';
import './app-header.css';

// Signed in only: loaded when a session first shows, into a box that keeps the header's layout.
const SignedInTools = lazy(() => import('./signed-in/SignedInTools').then((m) => ({ default: m.SignedInTools })));
// The notice bell and the guests' service button: a chunk of their own, off the home route's budget.
const HeaderExtras = lazy(() => import('./extras/HeaderExtras').then((m) => ({ default: m.HeaderExtras })));

function BrandLogo({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  // Decorative: the title beside it names the brand. A logo that does not load leaves the title alone.
  if (failed) return null;
  return <img className="app-header__logo" src={src} alt="" onError={() => setFailed(true)} />;
}

export function AppHeader({ sticky, balanceHiddenByDefault = false, showNoticeButton = true, showServiceButton = true }: AppHeaderProps) {
  const { site, view } = usePortal();
  const { session } = usePortalSession();
  const t = useText();
  // The popups open over the page the guest is on (/login and /register are for links from outside).
  const { openModal } = usePortalActions();
  const title = site.tenant.title[view.language];
  return (
    <header className={sticky ? 'app-header app-header--sticky' : 'app-header'}>
      <Link to="/" className="app-header__brand">
        {site.tenant.logo !== undefined && <BrandLogo src={site.tenant.logo} />}
        <span className="app-header__title">{title}</span>
      </Link>
      <div className="app-header__tools">
        <LanguageSelect />
        {site.theme.switchable && <ThemeSwitch />}
        <Suspense><HeaderExtras notices={showNoticeButton} service={showServiceButton} /></Suspense>
      </div>
      {session.kind === 'anonymous' ? (
        <div className="app-header__account">
          <button type="button" className="wl-button" onClick={() => openModal({ modal: 'login-modal' })}>{t('header.login')}</button>
          <button type="button" className="wl-button wl-button--primary" onClick={() => openModal({ modal: 'register-modal' })}>{t('header.register')}</button>
        </div>
      ) : (
        <Suspense fallback={<div className="app-header__signed-in" aria-busy="true" />}>
          <SignedInTools balanceHiddenByDefault={balanceHiddenByDefault} />
        </Suspense>
      )}
    </header>
  );
}
