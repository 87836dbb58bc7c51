/**
 * The avatar menu of a signed-in visitor (SPEC section 2): my account, betting record, platform
 * messages (with the unread count for real accounts, SPEC section 6), customer service, the agent
 * centre for agents, and sign-out after the 'in_sure_logout' confirmation (SPEC section 4).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { SiteView } from '../../../engine/index';
import { errorTextKey } from '../../kit/ui/errorText';
import { usePortal } from '../../portal-context/PortalContext';
import { usePortalActions, usePortalData } from '../../portal-context/PortalData';
import { usePortalSession } from '../../portal-context/PortalSession';
import { useText } from '../../portal-context/useText';
import { unreadCountOf } from './formatBalance';

function CountBadge({ id, count }: { id?: string; count: number }) {
  const t = useText();
  return (
    <span id={id} className="app-header__badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('header.unreadMessages', { count })}</span>
    </span>
  );
}

export function AccountMenu() {
  const { site, view } = usePortal();
  const { session, signOut } = usePortalSession();
  const { showMessage } = usePortalActions();
  const { useCall } = usePortalData();
  const t = useText();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const badgeId = useId();
  const menuId = useId();

  // Trial users have no message count (SPEC section 6): the view says whether to ask.
  const unread = useCall('unreadCount', undefined, { enabled: view.header.showMessageCount });
  const count = view.header.showMessageCount ? unreadCountOf(unread.data) ?? 0 : 0;

  // A click outside closes the menu.
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent) => {
      if (rootRef.current !== null && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const askSignOut = async () => {
    setOpen(false);
    const confirmed = await showMessage({ text: 'in_sure_logout', tone: 'confirm' });
    if (!confirmed) return;
    try {
      await signOut();
    } catch (error) {
      await showMessage({ text: errorTextKey(error), tone: 'warning' });
    }
  };

  const entry = (item: SiteView['header']['avatarMenu'][number]) => {
    if (item.id === 'signOut') {
      return <button type="button" className="app-header__menu-entry" onClick={() => { void askSignOut(); }}>{item.label}</button>;
    }
    if (item.id === 'customerService') {
      const url = site.status.customerServiceUrl;
      if (url === undefined) return null;
      return <a className="app-header__menu-entry" href={url} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>{item.label}</a>;
    }
    if (item.path === undefined) return null;
    // A trial account sees the member entries; each answers that a real account is needed (SPEC section 4).
    if (session.kind === 'trial' && item.path.startsWith('/member')) {
      return (
        <button type="button" className="app-header__menu-entry" onClick={() => { setOpen(false); void showMessage({ text: 'in_need_true_account', tone: 'info' }); }}>
          {item.label}
        </button>
      );
    }
    return (
      <Link className="app-header__menu-entry" to={item.path} onClick={() => setOpen(false)}>
        {item.label}
        {item.id === 'platformMessages' && count > 0 && <CountBadge count={count} />}
      </Link>
    );
  };

  const entries = view.header.avatarMenu.flatMap((item) => {
    const element = entry(item);
    return element === null ? [] : [<li key={item.id}>{element}</li>];
  });

  return (
    <div className="app-header__account-menu" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="wl-button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-describedby={count > 0 ? badgeId : undefined}
        onClick={() => setOpen(!open)}
      >
        {t('header.myAccount')}
      </button>
      {count > 0 && <CountBadge id={badgeId} count={count} />}
      <ul id={menuId} aria-label={t('shell.accountMenu')} hidden={!open}>
        {entries}
      </ul>
    </div>
  );
}
