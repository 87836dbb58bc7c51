// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type ResolvedSite, type SiteView } from '../../engine/index';
import type { BalanceValue, UnreadCountValue } from '../../schemas/api/account';
import type { Language, SessionKind } from '../../schemas/domain';
import type { AppHeaderProps } from '../../schemas/widgets';
import { defaultWidgetProps } from '../defaultWidgetProps';
import { PortalContextProvider, usePortal } from '../portal-context/PortalContext';
import { fakeQuery, renderWidget, type FakeAnswer, type FakeCalls } from '../portal-context/testing/renderWithPortal';
import type { Announcement, AnnouncementsValue } from '../../schemas/api/home';
import type { MemberInfo } from '../../schemas/server/member-info';
import { AppHeader } from './AppHeader';
import { unreadCountOf } from './signed-in/formatBalance';

afterEach(cleanup);

const DEFAULTS: AppHeaderProps = { sticky: true, showNoticeButton: true, showServiceButton: true, balanceHiddenByDefault: false };

/** The header part of the view, as viewSite builds it for a session (engine/view/viewSite.ts). */
function headerOf(session: SessionKind, language: Language): SiteView['header'] {
  const t = MESSAGES[language];
  const real = session === 'member' || session === 'agent';
  const avatarMenu = real
    ? [
        { id: 'myAccount', label: t['header.myAccount'], path: '/member?page=securityCenter' },
        { id: 'bettingRecord', label: t['header.bettingRecord'], path: '/member?page=personalHistoryCopy' },
        { id: 'platformMessages', label: t['header.platformMessages'], path: '/member?page=messageV2' },
        { id: 'customerService', label: t['header.customerService'] },
        ...(session === 'agent' ? [{ id: 'agentCentre', label: t['header.agentCentre'], path: '/agentHome' }] : []),
        { id: 'signOut', label: t['header.signOut'] },
      ]
    : session === 'trial'
      ? [{ id: 'customerService', label: t['header.customerService'] }, { id: 'signOut', label: t['header.signOut'] }]
      : [];
  return { mode: session === 'anonymous' ? 'guest' : 'member', avatarMenu, showMessageCount: real, showBalance: session !== 'anonymous' };
}

/** The test harness's view has no header: add the one viewSite would give. */
function WithHeader({ header, children }: { header: SiteView['header']; children: ReactNode }) {
  const portal = usePortal();
  return <PortalContextProvider value={{ ...portal, view: { ...portal.view, header } }}>{children}</PortalContextProvider>;
}

const SITE = {
  tenant: { code: 'lusa', name: 'Lusa', merchantCode: 'M1', domains: [], title: { pt: 'Lusa Casino', en: 'Lusa Casino' } },
  theme: { default: 'dark', switchable: false, tokens: {} },
  languages: { default: 'pt', supported: ['pt'] },
  status: { code: 0, screen: 'normal', customerServiceUrl: 'https://cs.example/chat' },
} as unknown as Partial<ResolvedSite>;

interface Setup {
  session?: SessionKind;
  language?: Language;
  balance?: () => FakeAnswer<BalanceValue>;
  unread?: FakeAnswer<UnreadCountValue>;
  props?: Partial<AppHeaderProps>;
  confirm?: boolean;
  signOut?: () => Promise<void>;
  path?: string;
  /** The notice modal's announcements. */
  notices?: Announcement[];
  /** Member info fields beyond the harness's (the public state's VIP fields). */
  member?: Partial<MemberInfo>;
}

const notice = (id: number): Announcement => ({ id, title: `Notice ${id}`, content: `<p>Body ${id}</p>`, promotionType: 'B', execution: 'B', publishTime: '2025-01-01T00:00:00Z' });

async function setup({ session = 'member', language = 'en', balance = () => ({ balance: '1234567.50', currency: 'USD', currencySymbol: '$' }), unread = { count: 0 }, props = {}, confirm = true, signOut, path, notices = [], member }: Setup = {}) {
  const showMessage = vi.fn(() => Promise.resolve(confirm));
  const openModal = vi.fn();
  const openNotice = vi.fn();
  const announcements: AnnouncementsValue = { list: notices, pageNo: 1, totalPages: 1, totalCount: notices.length };
  const memberInfo = session === 'anonymous' ? undefined : { id: 1, account: 'demo', nickname: 'Demo', type: session === 'trial' ? 4 : session === 'agent' ? 1 : 0, ...member };
  const signOutFn = vi.fn(signOut ?? (() => Promise.resolve()));
  const balanceFake = vi.fn(balance);
  const unreadFake = vi.fn(() => unread);
  const calls: FakeCalls = { balance: balanceFake, unreadCount: unreadFake, responsibleGaming: () => 'pending' };
  const view = renderWidget(
    <WithHeader header={headerOf(session, language)}><AppHeader {...DEFAULTS} {...props} /></WithHeader>,
    {
      session, language, site: SITE, calls, actions: { showMessage, openModal, openNotice }, sessionValue: { signOut: signOutFn, member: memberInfo },
      data: { useAnnouncements: fakeQuery(() => announcements) }, ...(path !== undefined ? { path } : {}),
    },
  );
  // The signed-in part and the bell are chunks of their own: wait until they are in.
  if (session !== 'anonymous') await waitFor(() => expect(view.container.querySelector('.app-header__signed-in[aria-busy]')).toBeNull());
  if (props.showNoticeButton !== false) await screen.findByTestId('header-bell');
  return { ...view, showMessage, openModal, openNotice, signOut: signOutFn, balanceFake, unreadFake };
}

const amount = () => screen.getByTestId('header-balance').textContent;

describe('unreadCountOf', () => {
  it('reads the unread count of the answers the server may give', () => {
    expect(unreadCountOf(4)).toBe(4);
    expect(unreadCountOf({ count: 2 })).toBe(2);
    expect(unreadCountOf({ unreadCount: 7 })).toBe(7);
    expect(unreadCountOf({ nothing: 1 })).toBeUndefined();
    expect(unreadCountOf('5')).toBeUndefined();
    expect(unreadCountOf(-1)).toBeUndefined();
  });
});

describe('AppHeader', () => {
  it('tests against the schema defaults', () => {
    expect(defaultWidgetProps('app-header')).toEqual(DEFAULTS);
  });

  it('guests get the login and register buttons, which open their popups over the current page', async () => {
    const { openModal } = await setup({ session: 'anonymous', path: '/rng' });
    expect(screen.queryByTestId('header-balance')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(openModal).toHaveBeenLastCalledWith({ modal: 'login-modal' });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(openModal).toHaveBeenLastCalledWith({ modal: 'register-modal' });
    expect(openModal).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('location').textContent).toBe('/rng');
  });

  it('shows the balance with its currency, 2 decimals and separators of the view language', async () => {
    await setup();
    expect(amount()).toBe('$1,234,567.50');
    cleanup();
    await setup({ language: 'pt', balance: () => ({ balance: '1234567.50', currency: 'BRL', currencySymbol: 'R$' }) });
    expect(amount()).toBe('R$1.234.567,50');
    expect(screen.getByRole('group', { name: 'Dados do membro' })).toBeTruthy();
  });

  it('hides and shows the balance', async () => {
    await setup();
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(amount()).toBe('$****');
    expect(amount()).not.toContain('1,234');
    fireEvent.click(toggle);
    expect(amount()).toBe('$1,234,567.50');
  });

  it('starts hidden when the props say so', async () => {
    await setup({ props: { balanceHiddenByDefault: true } });
    expect(amount()).toBe('$****');
    expect(screen.getByRole('button', { name: 'Hide balance' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('refreshes the balance, the button disabled while it loads', async () => {
    const answers: FakeAnswer<BalanceValue>[] = [{ balance: '10.00', currency: 'USD', currencySymbol: '$' }, 'pending'];
    const { balanceFake } = await setup({ balance: () => answers.shift() ?? { balance: '99.00', currency: 'USD', currencySymbol: '$' } });
    const refresh = screen.getByRole('button', { name: 'Refresh balance' }) as HTMLButtonElement;
    expect(refresh.disabled).toBe(false);
    await act(async () => { fireEvent.click(refresh); });
    expect(balanceFake).toHaveBeenCalledTimes(2);
    expect(refresh.disabled).toBe(true);
  });

  it('shows the refreshed balance', async () => {
    const answers: FakeAnswer<BalanceValue>[] = [{ balance: '10.00', currency: 'USD', currencySymbol: '$' }, { balance: '2500.25', currency: 'USD', currencySymbol: '$' }];
    await setup({ balance: () => answers.shift() ?? new Error('no more') });
    expect(amount()).toBe('$10.00');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' })); });
    expect(amount()).toBe('$2,500.25');
    expect((screen.getByRole('button', { name: 'Refresh balance' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('members get deposit and withdraw entries and the avatar menu', async () => {
    await setup();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/member?page=depositv2');
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/member?page=withdraw');
    const account = screen.getByRole('button', { name: 'My account' });
    expect(account.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('list', { name: 'Account menu' });
    expect(within(menu).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/member?page=securityCenter');
    expect(within(menu).getByRole('link', { name: 'Betting record' }).getAttribute('href')).toBe('/member?page=personalHistoryCopy');
    expect(within(menu).getByRole('link', { name: 'Customer service' }).getAttribute('href')).toBe('https://cs.example/chat');
    expect(within(menu).queryByRole('link', { name: 'Agent centre' })).toBeNull();
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(account);
  });

  it('agents get the agent centre entry', async () => {
    await setup({ session: 'agent' });
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect(screen.getByRole('link', { name: 'Agent centre' }).getAttribute('href')).toBe('/agentHome');
  });

  it('shows the unread message count on the avatar and on platform messages', async () => {
    const { unreadFake } = await setup({ unread: { count: 3 } });
    expect(unreadFake).toHaveBeenCalled();
    const account = screen.getByRole('button', { name: 'My account' });
    const badgeId = account.getAttribute('aria-describedby');
    expect(badgeId).not.toBeNull();
    expect(document.getElementById(badgeId ?? '')?.textContent).toBe('33 unread messages');
    fireEvent.click(account);
    expect(screen.getByRole('link', { name: /^Platform messages/ }).textContent).toBe('Platform messages33 unread messages');
  });

  it('shows no badge at 0 unread messages', async () => {
    await setup({ unread: { count: 0 } });
    expect(screen.getByRole('button', { name: 'My account' }).getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/unread messages/)).toBeNull();
  });

  it('trial users see a trial label and no deposit, withdraw or message count', async () => {
    const { unreadFake } = await setup({ session: 'trial' });
    expect(screen.getByText('Trial')).toBeTruthy();
    expect(amount()).toBe('$1,234,567.50');
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Withdraw' })).toBeNull();
    expect(unreadFake).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect(screen.queryByRole('link', { name: /Platform messages/ })).toBeNull();
  });

  it('members see no trial label', async () => {
    await setup();
    expect(screen.queryByText('Trial')).toBeNull();
  });

  it('sign-out asks in_sure_logout and signs out on yes', async () => {
    const { showMessage, signOut } = await setup({ confirm: true });
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(showMessage).toHaveBeenCalledWith({ text: 'in_sure_logout', tone: 'confirm' });
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });

  it('sign-out does nothing on no', async () => {
    const { showMessage, signOut } = await setup({ confirm: false });
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Sign out' })); });
    expect(showMessage).toHaveBeenCalledTimes(1);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('a failed sign-out shows its message', async () => {
    const failure = Object.assign(new Error('x'), { code: 'error.networkAbnormal' });
    const { showMessage } = await setup({ signOut: () => Promise.reject(failure) });
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(showMessage).toHaveBeenLastCalledWith({ text: 'error.networkAbnormal', tone: 'warning' }));
  });
});

describe('the notice bell, the service button and the VIP label', () => {
  afterEach(() => window.localStorage.clear());

  it('counts the announcements this browser has not opened, opens the notice modal at the first of them, and counts them as seen', async () => {
    const { openNotice } = await setup({ session: 'anonymous', notices: [notice(7), notice(8)] });
    const bell = screen.getByRole('button', { name: 'Announcements, 2 new' });
    fireEvent.click(bell);
    expect(openNotice).toHaveBeenCalledWith(7);
    await waitFor(() => expect(bell.getAttribute('data-count')).toBe('0'));
    expect(screen.getByRole('button', { name: 'Announcements' })).toBe(bell);
    // Seen stays seen on the next page; a new announcement counts again.
    cleanup();
    await setup({ session: 'member', notices: [notice(9), notice(7), notice(8)] });
    expect(screen.getByTestId('header-bell').getAttribute('data-count')).toBe('1');
  });

  it('gives guests the service button, not members; the props turn the bell and the button off', async () => {
    await setup({ session: 'anonymous' });
    expect(screen.getByRole('link', { name: 'Customer service' }).getAttribute('href')).toBe('https://cs.example/chat');
    cleanup();
    await setup({ session: 'member' });
    expect(screen.queryByTestId('header-service')).toBeNull();
    cleanup();
    await setup({ session: 'anonymous', props: { showNoticeButton: false, showServiceButton: false } });
    await screen.findByRole('button', { name: 'Log in' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('header-bell')).toBeNull();
    expect(screen.queryByTestId('header-service')).toBeNull();
  });

  it('shows the VIP label and rank where the member info says hasVip, and nothing otherwise', async () => {
    await setup({ session: 'member', member: { hasVip: true, vipLabelName: 'VIP 3', vipRankLevel: 3 } });
    const vip = screen.getByTestId('header-vip');
    expect(vip.getAttribute('data-rank')).toBe('3');
    expect(vip.textContent).toBe('VIP 3VIP level 3');
    expect(within(vip).getByText('VIP level 3').className).toBe('visually-hidden');
    cleanup();
    await setup({ session: 'member', member: { hasVip: false } });
    expect(screen.queryByTestId('header-vip')).toBeNull();
  });
});
