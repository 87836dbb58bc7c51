// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteView } from '../../engine/index';
import type { Announcement, AnnouncementsValue } from '../../schemas/api/home';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { widgetRegistry } from '../registry';
import {
  isPopupClosed, markPopupClosed, popupExecutions, popupKindOf, popupOpensAtStart, PublicAnnouncementModalWidget, PublicAnnouncementTrigger,
  selectPopupAnnouncements,
} from './index';

const SITE = { tenant: { code: 'lusa', name: 'Lusa', merchantCode: 'LUSA', domains: [], title: { pt: 'Lusa', en: 'Lusa' } } };

/** Clears the page's cookies (jsdom keeps them across tests). */
function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(clearCookies);
afterEach(cleanup);

function announcement(id: number, promotionType: Announcement['promotionType'], execution: Announcement['execution'], content = `<p>Body ${id}</p>`): Announcement {
  return { id, title: `Popup ${id}`, content, promotionType, execution, publishTime: '2025-01-01T00:00:00Z' };
}

const LIST: Announcement[] = [
  announcement(1, 'B', 'B'),
  announcement(2, 'PU', 'A'),
  announcement(3, 'PU', 'B'),
  announcement(4, 'PU', 'F'),
  announcement(5, 'PL', 'A'),
  announcement(6, 'PU', 'A'),
];

const page = (list: Announcement[] = LIST): AnnouncementsValue => ({ list, pageNo: 1, totalPages: 1, totalCount: list.length });
const ids = (list: Announcement[]) => list.map((a) => a.id);

describe('popup rules', () => {
  it('guests see popups of execution B; signed-in visitors A, plus F on the first login', () => {
    expect(ids(selectPopupAnnouncements(LIST, 'anonymous', false))).toEqual([3]);
    expect(ids(selectPopupAnnouncements(LIST, 'anonymous', true))).toEqual([3]);
    expect(ids(selectPopupAnnouncements(LIST, 'member', false))).toEqual([2, 6]);
    expect(ids(selectPopupAnnouncements(LIST, 'member', true))).toEqual([2, 4, 6]);
    expect(ids(selectPopupAnnouncements(LIST, 'agent', false))).toEqual([2, 6]);
    expect(ids(selectPopupAnnouncements(LIST, 'trial', false))).toEqual([2, 6]);
    expect(popupExecutions('member', true)).toEqual(['A', 'F']);
  });

  it('keeps one closed mark per tenant and user kind for the browser session (a cookie without expiry)', () => {
    expect(popupKindOf('anonymous')).toBe('ANONYMOUS_POPUP');
    expect(popupKindOf('member')).toBe('USER_POPUP');
    expect(isPopupClosed('lusa', 'USER_POPUP')).toBe(false);
    markPopupClosed('lusa', 'USER_POPUP');
    expect(document.cookie).toBe('wl-popup-lusa-USER_POPUP=closed');
    expect(isPopupClosed('lusa', 'USER_POPUP')).toBe(true);
    expect(isPopupClosed('lusa', 'ANONYMOUS_POPUP')).toBe(false);
    expect(isPopupClosed('redeprime', 'USER_POPUP')).toBe(false);
  });

  it('reads a Cookie header as the server gets it', () => {
    const header = 'wl-plain-lusa=1; wl-popup-lusa-ANONYMOUS_POPUP=closed';
    expect(isPopupClosed('lusa', 'ANONYMOUS_POPUP', header)).toBe(true);
    expect(isPopupClosed('lusa', 'USER_POPUP', header)).toBe(false);
    expect(isPopupClosed('lusa-b', 'ANONYMOUS_POPUP', header)).toBe(false);
    // A cookie being deleted (no value) marks nothing.
    expect(isPopupClosed('lusa', 'ANONYMOUS_POPUP', 'wl-popup-lusa-ANONYMOUS_POPUP=')).toBe(false);
  });

  it('opens at the first render only with an answer holding a popup this visitor sees, not closed', () => {
    const base = { tenant: 'lusa', session: 'anonymous' as const, firstTimeLogin: false, cookies: '' };
    expect(popupOpensAtStart({ ...base, announcements: LIST })).toBe(true);
    expect(popupOpensAtStart({ ...base, announcements: undefined })).toBe(false);
    expect(popupOpensAtStart({ ...base, announcements: [announcement(2, 'PU', 'A')] })).toBe(false);
    expect(popupOpensAtStart({ ...base, announcements: LIST, cookies: 'wl-popup-lusa-ANONYMOUS_POPUP=closed' })).toBe(false);
    expect(popupOpensAtStart({ ...base, session: 'member', announcements: LIST, cookies: 'wl-popup-lusa-ANONYMOUS_POPUP=closed' })).toBe(true);
  });
});

function renderTrigger({ session = 'anonymous', firstTimeLogin = false, list = LIST, idle = true, signingIn = false }: { session?: SiteView['session']; firstTimeLogin?: boolean; list?: Announcement[]; idle?: boolean; signingIn?: boolean } = {}) {
  const openModal = vi.fn();
  const announcements = vi.fn(() => page(list));
  function Harness() {
    const [isIdle, setIdle] = useState(idle);
    return (
      <>
        <PublicAnnouncementTrigger idle={isIdle} />
        <button type="button" onClick={() => setIdle(true)}>other modal closed</button>
      </>
    );
  }
  renderWidget(<Harness />, { session, site: SITE, calls: { announcements }, actions: { openModal }, sessionValue: { firstTimeLogin, signingIn } });
  return { openModal, announcements };
}

describe('PublicAnnouncementTrigger', () => {
  // First in the file, so the sanitiser's chunk is not loaded yet (it stays loaded for the page's life).
  it('the popup\'s widget loads with its sanitiser, so the popup opens with its content at its size', async () => {
    const load = widgetRegistry['public-announcement-modal'].load;
    expect(load).not.toBeNull();
    const Widget = (await load?.()) as typeof PublicAnnouncementModalWidget;
    renderWidget(<Widget />, { session: 'anonymous', site: SITE, calls: { announcements: () => page() }, modal: { modal: 'public-announcement-modal' } });
    // At once, without a loading state first.
    expect(screen.getByRole('heading', { name: 'Popup 3' })).toBeTruthy();
    expect(screen.getByText('Body 3')).toBeTruthy();
  });

  it('opens the popup for a guest with B popups, asking for the popup type in the view language', () => {
    const { openModal, announcements } = renderTrigger();
    expect(announcements).toHaveBeenCalledWith({ types: 'PU', platform: 'W', language: 'en', pageNo: 1, pageSize: 100 });
    expect(openModal).toHaveBeenCalledTimes(1);
    expect(openModal).toHaveBeenCalledWith({ modal: 'public-announcement-modal' });
  });

  it('opens nothing when no popup matches the visitor', () => {
    const { openModal } = renderTrigger({ list: [announcement(2, 'PU', 'A'), announcement(7, 'B', 'B')] });
    expect(openModal).not.toHaveBeenCalled();
  });

  it('a member with only F popups sees them on the first login only', () => {
    const onlyF = [announcement(4, 'PU', 'F')];
    expect(renderTrigger({ session: 'member', list: onlyF }).openModal).not.toHaveBeenCalled();
    cleanup();
    expect(renderTrigger({ session: 'member', firstTimeLogin: true, list: onlyF }).openModal).toHaveBeenCalledTimes(1);
  });

  it('once closed in this session, neither asks nor opens again for that user kind', () => {
    markPopupClosed('lusa', 'ANONYMOUS_POPUP');
    const guest = renderTrigger();
    expect(guest.announcements).not.toHaveBeenCalled();
    expect(guest.openModal).not.toHaveBeenCalled();
    cleanup();
    // The other kind is still due.
    expect(renderTrigger({ session: 'member' }).openModal).toHaveBeenCalledTimes(1);
  });

  it('waits while a sign-in is under way', () => {
    const { openModal, announcements } = renderTrigger({ session: 'anonymous', signingIn: true });
    expect(announcements).not.toHaveBeenCalled();
    expect(openModal).not.toHaveBeenCalled();
  });

  it('a popup the first render opened (a server-drawn page) is not opened again', () => {
    const openModal = vi.fn();
    renderWidget(<PublicAnnouncementTrigger idle openedAtStart />, { session: 'anonymous', site: SITE, calls: { announcements: () => page() }, actions: { openModal } });
    expect(openModal).not.toHaveBeenCalled();
  });

  it('waits while another modal is open, then opens once', () => {
    const { openModal } = renderTrigger({ idle: false });
    expect(openModal).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'other modal closed' }));
    expect(openModal).toHaveBeenCalledTimes(1);
  });
});

function renderModal({ session = 'member', firstTimeLogin = false, list = LIST }: { session?: SiteView['session']; firstTimeLogin?: boolean; list?: Announcement[] } = {}) {
  const closeModal = vi.fn();
  renderWidget(<PublicAnnouncementModalWidget autoOpen />, {
    session, site: SITE, calls: { announcements: () => page(list) }, actions: { closeModal }, sessionValue: { firstTimeLogin }, modal: { modal: 'public-announcement-modal' },
  });
  return { closeModal };
}

describe('PublicAnnouncementModalWidget', () => {
  it('pages through the popups this visitor sees', async () => {
    renderModal({ firstTimeLogin: true });
    const dialog = screen.getByRole('dialog', { name: 'Announcement' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The sanitiser's chunk loads when the popup opens; until then the popup shows its loading state.
    expect(await screen.findByRole('heading', { name: 'Popup 2' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Popup 4' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Popup 6' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sanitises the content', async () => {
    renderModal({ session: 'anonymous', list: [announcement(3, 'PU', 'B', '<p>Hello</p><img src=x onerror="alert(1)"><script>alert(2)</script>')] });
    const dialog = screen.getByRole('dialog');
    await screen.findByText('Hello');
    expect(dialog.textContent).toContain('Hello');
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.querySelector('script')).toBeNull();
    expect(screen.queryByText(/Page 1 of/)).toBeNull();
  });

  it('closing marks the user kind closed for the session', () => {
    const { closeModal } = renderModal();
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Close' })); });
    expect(closeModal).toHaveBeenCalledTimes(1);
    expect(isPopupClosed('lusa', 'USER_POPUP')).toBe(true);
    expect(isPopupClosed('lusa', 'ANONYMOUS_POPUP')).toBe(false);
  });

  it('Escape closes and marks it too', () => {
    const { closeModal } = renderModal({ session: 'anonymous' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(closeModal).toHaveBeenCalledTimes(1);
    expect(isPopupClosed('lusa', 'ANONYMOUS_POPUP')).toBe(true);
  });
});
