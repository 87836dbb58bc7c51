// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionContext } from '../../engine/index';
import type { LoginValue } from '../../schemas/api/session';
import type { LoginModalProps } from '../../schemas/widgets';
import { defaultWidgetProps } from '../defaultWidgetProps';
import { clearRememberedLogin, readRememberedLogin } from '../kit/auth/rememberLogin';
import { apiError, authSite, AUTH_CALLS } from '../kit/auth/testFixtures';
import type { ModalRequest } from '../portal-context/PortalModals';
import { fakeQuery, renderWidget, type FakeCallers } from '../portal-context/testing/renderWithPortal';
import { LoginModalWidget } from './index';

vi.mock('../kit/auth/humanCheck', () => ({ useHumanCheck: () => () => Promise.resolve({ altcha: 'solved' }) }));

afterEach(() => {
  cleanup();
  clearRememberedLogin();
  vi.useRealTimers();
});

const DEFAULTS: LoginModalProps = { showBanner: true, rememberHours: 24 };

interface Setup {
  callers?: FakeCallers;
  switches?: Parameters<typeof authSite>[0];
  request?: Extract<ModalRequest, { modal: 'login-modal' }>;
  path?: string;
  session?: SessionContext;
  props?: Partial<LoginModalProps>;
}

function setup({ callers = {}, switches = {}, request = { modal: 'login-modal' }, path = '/', session = { kind: 'member' }, props = {} }: Setup = {}) {
  const openModal = vi.fn();
  const closeModal = vi.fn();
  const showMessage = vi.fn(() => Promise.resolve(true));
  const signIn = vi.fn((_token: string, _options?: { firstTimeLogin?: boolean }) => Promise.resolve(session));
  const useBanners = vi.fn(fakeQuery(() => [{ id: 'w_login-1', groupName: 'w_login' as const, title: 'Welcome back', url: '/b/login.png', linkageType: 'NONE' as const, linkageUrl: '' }]));
  const view = renderWidget(<LoginModalWidget {...DEFAULTS} {...props} />, {
    modal: request, path, site: authSite(switches), callers, calls: AUTH_CALLS,
    actions: { openModal, closeModal, showMessage }, sessionValue: { signIn }, data: { useBanners },
  });
  return { ...view, openModal, closeModal, showMessage, signIn, useBanners };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async () => { await act(async () => { fireEvent.click(screen.getAllByRole('button', { name: 'Log in' }).find((b) => !b.closest('[hidden]'))!); }); };
const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id === null ? null : document.getElementById(id.split(' ')[0]!)?.textContent ?? null;
};

describe('LoginModalWidget', () => {
  it('tests against the schema defaults', () => {
    expect(defaultWidgetProps('login-modal')).toEqual(DEFAULTS);
  });

  it('is a modal dialog with the w_login banner, links to forgot password and register', () => {
    const { openModal, useBanners } = setup();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(useBanners).toHaveBeenCalledWith('w_login');
    expect(screen.getByRole('img', { name: 'Welcome back' }).getAttribute('src')).toBe('https://img.test/b/login.png');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(openModal).toHaveBeenLastCalledWith({ modal: 'forget-password-modal' });
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(openModal).toHaveBeenLastCalledWith({ modal: 'register-modal' });
    // No SMS tabs when the site has no mobile accounts.
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('has no banner when showBanner is off', () => {
    const { useBanners } = setup({ props: { showBanner: false } });
    expect(useBanners).not.toHaveBeenCalled();
  });

  it('asks for username and password beside each empty field, and calls nothing', async () => {
    const login = vi.fn();
    setup({ callers: { login } });
    await submit();
    expect(errorOf('Username')).toBe('Please enter username and password');
    expect(errorOf('Password')).toBe('Please enter username and password');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    type('Username', '   ');
    type('Password', 'secret');
    await submit();
    expect(errorOf('Username')).toBe('Please enter username and password');
    expect(errorOf('Password')).toBeNull();
    expect(login).not.toHaveBeenCalled();
  });

  it('signs in with trimmed values after the human check, and closes', async () => {
    const login = vi.fn((): LoginValue => ({ token: 'tok', firstTimeLogin: false, passwordExpired: false, type: 0 }));
    const { signIn, closeModal, openModal } = setup({ callers: { login } });
    type('Username', '  demo ');
    type('Password', ' Demo2024 ');
    await submit();
    expect(login).toHaveBeenCalledWith({ username: 'demo', password: 'Demo2024', type: 'username', altcha: 'solved' });
    expect(signIn).toHaveBeenCalledWith('tok', { firstTimeLogin: false });
    expect(closeModal).toHaveBeenCalledTimes(1);
    expect(openModal).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('shows the risk warning the login answer asks for (a jurisdiction\'s site), records its acknowledgement, then closes', async () => {
    const login = vi.fn((): LoginValue => ({ token: 'tok', firstTimeLogin: false, passwordExpired: false, type: 0, riskWarning: true }));
    const acknowledgeRiskWarning = vi.fn(() => ({ acknowledgedAt: '2026-06-17T17:00:00.000Z' }));
    const { showMessage, closeModal } = setup({ callers: { login, acknowledgeRiskWarning } });
    type('Username', 'demo');
    type('Password', 'Demo2024');
    await submit();
    expect(showMessage).toHaveBeenCalledWith({ text: { raw: expect.stringMatching(/^Betting involves the risk of losing money/) as unknown as string }, tone: 'warning' });
    expect(acknowledgeRiskWarning).toHaveBeenCalledTimes(1);
    expect(closeModal).toHaveBeenCalledTimes(1);
  });

  it('signs out again a player who declines the risk warning, and keeps the form open', async () => {
    const login = vi.fn((): LoginValue => ({ token: 'tok', firstTimeLogin: false, passwordExpired: false, type: 0, riskWarning: true }));
    const acknowledgeRiskWarning = vi.fn(() => ({ acknowledgedAt: '2026-06-17T17:00:00.000Z' }));
    const signOut = vi.fn(() => Promise.resolve());
    const showMessage = vi.fn(() => Promise.resolve(false));
    renderWidget(<LoginModalWidget {...DEFAULTS} />, {
      modal: { modal: 'login-modal' }, path: '/', site: authSite({}), callers: { login, acknowledgeRiskWarning }, calls: AUTH_CALLS,
      actions: { openModal: vi.fn(), closeModal: vi.fn(), showMessage }, sessionValue: { signIn: vi.fn(() => Promise.resolve({ kind: 'member' as const })), signOut },
      data: { useBanners: vi.fn(fakeQuery(() => [])) },
    });
    type('Username', 'demo');
    type('Password', 'Demo2024');
    await submit();
    expect(showMessage).toHaveBeenCalledTimes(1);
    expect(acknowledgeRiskWarning).not.toHaveBeenCalled();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('shows no risk warning where the login answer does not ask for one', async () => {
    const login = vi.fn((): LoginValue => ({ token: 'tok', firstTimeLogin: false, passwordExpired: false, type: 0 }));
    const acknowledgeRiskWarning = vi.fn(() => ({ acknowledgedAt: '' }));
    const { showMessage } = setup({ callers: { login, acknowledgeRiskWarning } });
    type('Username', 'demo');
    type('Password', 'Demo2024');
    await submit();
    expect(showMessage).not.toHaveBeenCalled();
    expect(acknowledgeRiskWarning).not.toHaveBeenCalled();
  });

  it("refuses a trial (free-play) account a login answers: no session, 'Non-member account unable to login' (SPEC section 6)", async () => {
    const login = vi.fn((): LoginValue => ({ token: 'tok', type: 4 }));
    const { signIn, closeModal } = setup({ callers: { login } });
    type('Username', 'trial');
    type('Password', 'Trial2024');
    await submit();
    expect(signIn).not.toHaveBeenCalled();
    expect(closeModal).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Non-member account unable to login');
  });

  it('drops the answer of a sign-in whose popup was closed, and the next popup says to try again (SPEC section 8)', async () => {
    let answer: (value: LoginValue) => void = () => undefined;
    const login = vi.fn(() => new Promise<LoginValue>((resolve) => { answer = resolve; }));
    const { signIn, unmount } = setup({ callers: { login } });
    type('Username', 'demo');
    type('Password', 'Demo2024');
    await submit();
    expect(login).toHaveBeenCalledTimes(1);
    unmount();
    await act(async () => { answer({ token: 'tok', type: 0 }); });
    expect(signIn).not.toHaveBeenCalled();
    cleanup();
    setup({ callers: { login } });
    expect(screen.getByRole('alert').textContent).toBe('Login failed because the window was closed, please try again');
    cleanup();
    // Said once.
    setup({ callers: { login } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a time-out\'s refusal with its end time, and an indefinite self-exclusion without one', async () => {
    const until = new Date(2026, 10, 26, 14, 5).toISOString();
    const paused = (value: Record<string, unknown>) => Object.assign(new Error('refused'), { kind: 'forbidden', code: 'error.networkAbnormal', serverCode: 'error.rgExcluded', value });
    const login = vi.fn((): LoginValue => { throw paused({ kind: 'timeout', until }); });
    const { signIn } = setup({ callers: { login } });
    type('Username', 'demo');
    type('Password', 'Demo2024');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Your account is paused until 26/11/2026 14:05 at your request');
    expect(signIn).not.toHaveBeenCalled();
    login.mockImplementation(() => { throw paused({ kind: 'selfExclusion', until: null }); });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Your account is excluded at your request, with no end date');
  });

  it('remembers the username only when asked', async () => {
    const login = vi.fn((): LoginValue => ({ token: 'tok' }));
    setup({ callers: { login } });
    type('Username', 'demo');
    type('Password', 'Demo2024');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember my username' }));
    await submit();
    expect(readRememberedLogin()).toBe('demo');
    expect(document.cookie).not.toContain('Demo2024');
    cleanup();
    setup({ callers: { login } });
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('demo');
    expect((screen.getByRole('checkbox', { name: 'Remember my username' }) as HTMLInputElement).checked).toBe(true);
  });

  it('opens the change-password modal after the default password 123456, with the old password known', async () => {
    const login = vi.fn((): LoginValue => ({ token: 'tok', firstTimeLogin: true, type: 0 }));
    const { signIn, openModal, closeModal } = setup({ callers: { login } });
    type('Username', 'olduser');
    type('Password', '123456');
    await submit();
    expect(signIn).toHaveBeenCalledWith('tok', { firstTimeLogin: true, passwordChange: 'defaultPassword' });
    expect(openModal).toHaveBeenCalledWith({ modal: 'change-password-modal', reason: 'defaultPassword', oldPassword: '123456' });
    expect(closeModal).not.toHaveBeenCalled();
  });

  it('opens the change-password modal for an expired password only while the expiry switch is on', async () => {
    const login = vi.fn((): LoginValue => ({ token: 'tok', passwordExpired: true, type: 0 }));
    const first = setup({ callers: { login }, switches: { passwordExpiry: true } });
    type('Username', 'expired01');
    type('Password', 'Expired2024');
    await submit();
    expect(first.openModal).toHaveBeenCalledWith({ modal: 'change-password-modal', reason: 'expired', oldPassword: 'Expired2024' });
    cleanup();
    const second = setup({ callers: { login }, switches: { passwordExpiry: false } });
    type('Username', 'expired01');
    type('Password', 'Expired2024');
    await submit();
    expect(second.openModal).not.toHaveBeenCalled();
    expect(second.closeModal).toHaveBeenCalledTimes(1);
  });

  it('hands a login from an unknown IP to the verification modal without signing in', async () => {
    const verification = { required: true as const, methods: ['code' as const, 'email' as const], ticket: 't-1' };
    const login = vi.fn((): LoginValue => ({ verification }));
    const { signIn, openModal } = setup({ callers: { login } });
    type('Username', 'secure01');
    type('Password', 'Secure2024');
    await submit();
    expect(openModal).toHaveBeenCalledWith({ modal: 'login-verification-modal', verification, loginType: 'username' });
    expect(signIn).not.toHaveBeenCalled();
  });

  it('reveals the captcha after a failure flagged by the server, requires it, and sends it with its id', async () => {
    const answers: (() => LoginValue)[] = [
      () => { throw apiError('error.loginFailed', { captcha: true }); },
      () => { throw apiError('error.invalidCaptcha', { captcha: true }); },
      () => ({ token: 'tok' }),
    ];
    const login = vi.fn(() => answers.shift()!());
    setup({ callers: { login } });
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    type('Username', 'demo');
    type('Password', 'wrong');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Incorrect username or password');
    expect(screen.getByLabelText('Captcha')).toBeTruthy();
    // What the user typed stays.
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('demo');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong');
    await submit();
    expect(errorOf('Captcha')).toBe('Please enter the captcha');
    expect(login).toHaveBeenCalledTimes(1);
    type('Captcha', ' ab12 ');
    await submit();
    expect(login).toHaveBeenLastCalledWith({ username: 'demo', password: 'wrong', type: 'username', altcha: 'solved', captcha: 'ab12', captchaId: 'cap-1' });
    expect(screen.getByRole('alert').textContent).toBe('Invalid captcha or non-allowed domain');
    // The spent image's answer is cleared; the rest stays.
    expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('demo');
    type('Captcha', 'cd34');
    await submit();
    expect(login).toHaveBeenCalledTimes(3);
  });

  it('shows the 5-minute lock-out and network failures in the form, keeping the values', async () => {
    const answers = [apiError('error.tooManyRequests'), new TypeError('Failed to fetch')];
    const login = vi.fn(() => { throw answers.shift()!; });
    setup({ callers: { login } });
    type('Username', 'demo');
    type('Password', 'Demo2024');
    await submit();
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe('Too many requests, please try again after 5 minutes');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Network link is abnormal, please try again');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Demo2024');
    expect(screen.queryByLabelText('Captcha')).toBeNull();
  });

  it('goes on to /agentHome from the agent page', async () => {
    const login = vi.fn((): LoginValue => ({ token: 'tok', type: 1 }));
    const { closeModal } = setup({ callers: { login }, path: '/agent', session: { kind: 'agent' } });
    type('Username', 'agent01');
    type('Password', 'Agent2024');
    await submit();
    expect(closeModal).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/agentHome');
  });

  describe('SMS mode', () => {
    const smsSetup = (callers: FakeCallers = {}) => setup({ callers, switches: { mobileRegistration: true }, request: { modal: 'login-modal', mode: 'sms' } });

    it('offers both modes as tabs and starts in the requested one', () => {
      smsSetup();
      const tabs = screen.getAllByRole('tab');
      expect(tabs.map((t) => t.textContent)).toEqual(['Username', 'SMS code']);
      expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
      fireEvent.keyDown(tabs[1]!, { key: 'ArrowLeft' });
      expect(screen.getAllByRole('tab')[0]!.getAttribute('aria-selected')).toBe('true');
      expect(document.activeElement).toBe(screen.getAllByRole('tab')[0]);
    });

    it('validates the mobile number by the engine rule and the code', async () => {
      const login = vi.fn();
      smsSetup({ login });
      await submit();
      expect(errorOf('Mobile number')).toBe('This field is required');
      expect(errorOf('Verification code')).toBe('This field is required');
      type('Mobile number', '12345');
      type('Verification code', ' 123456');
      await submit();
      expect(errorOf('Mobile number')).toBe('Please enter a valid mobile number');
      expect(errorOf('Verification code')).toBe('Please enter a valid verification code');
      expect(login).not.toHaveBeenCalled();
    });

    it('sends the code only for a valid number, after the human check', async () => {
      const smsNoLogin = vi.fn(() => ({ expiredMinutes: 1 }));
      smsSetup({ smsNoLogin });
      const send = screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement;
      type('Mobile number', '1198765432');
      expect(send.disabled).toBe(true);
      type('Mobile number', ' 11987654321 ');
      expect(send.disabled).toBe(false);
      await act(async () => { fireEvent.click(send); });
      expect(smsNoLogin).toHaveBeenCalledWith({ mobileNum: '11987654321', countryDialingCode: '+55', altcha: 'solved' });
      expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeTruthy();
    });

    it('logs in with the number as username and the untrimmed code as password, never forcing a password change', async () => {
      const login = vi.fn((): LoginValue => ({ token: 'tok', firstTimeLogin: true }));
      const { openModal, closeModal, signIn } = smsSetup({ login });
      fireEvent.change(screen.getByRole('combobox', { name: 'Country code' }), { target: { value: '+351' } });
      type('Mobile number', ' 11987654321 ');
      type('Verification code', '123456');
      await submit();
      expect(login).toHaveBeenCalledWith({ username: '11987654321', password: '123456', type: 'sms', countryDialingCode: '+351' });
      expect(signIn).toHaveBeenCalledWith('tok', { firstTimeLogin: true });
      expect(openModal).not.toHaveBeenCalled();
      expect(closeModal).toHaveBeenCalledTimes(1);
    });

    it('shows an expired code in the form and keeps the number', async () => {
      const login = vi.fn(() => { throw apiError('error.codeExpired', { captcha: false }); });
      smsSetup({ login });
      type('Mobile number', '11987654321');
      type('Verification code', '123456');
      await submit();
      expect(screen.getByRole('alert').textContent).toBe('Verification code expired, please send again');
      expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('11987654321');
    });
  });
});
