/**
 * The header (SPEC section 2): brand, language select and theme switch, and the guest's login and
 * register buttons. Member info (balance, deposit, withdraw) arrives with the login issue; members
 * see the avatar menu of their view meanwhile.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { AppHeaderProps } from '../../schemas/widgets';
import { usePortal } from '../portal-context/PortalContext';
import { useText } from '../portal-context/useText';
import { LanguageSelect } from './LanguageSelect';
import { ThemeSwitch } from './ThemeSwitch';
import '../portal-context/base.css';
import './app-header.css';

function BrandLogo({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  // Decorative: the title beside it names the brand. A logo that does not load leaves the title alone.
  if (failed) return null;
  return <img className="app-header__logo" src={src} alt="" onError={() => setFailed(true)} />;
}

function AccountMenu() {
  const { view } = usePortal();
  const t = useText();
  const [open, setOpen] = useState(false);
  const items = view.header.avatarMenu.filter((item) => item.path !== undefined);
  return (
    <div className="app-header__account-menu">
      <button type="button" className="wl-button" aria-expanded={open} aria-controls="app-header-account" onClick={() => setOpen(!open)}>
        {t('header.myAccount')}
      </button>
      <ul id="app-header-account" aria-label={t('shell.accountMenu')} hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.path ?? '/'} onClick={() => setOpen(false)}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AppHeader({ sticky }: AppHeaderProps) {
  const { site, view } = usePortal();
  const t = useText();
  const navigate = useNavigate();
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
      </div>
      {view.header.mode === 'guest' ? (
        <div className="app-header__account">
          <button type="button" className="wl-button" onClick={() => navigate('/login')}>{t('header.login')}</button>
          <button type="button" className="wl-button wl-button--primary" onClick={() => navigate('/register')}>{t('header.register')}</button>
        </div>
      ) : (
        <AccountMenu />
      )}
    </header>
  );
}
