// @vitest-environment jsdom
/**
 * Social login in the sign-in forms: shown only where the white-label answer has socialLogin on; the
 * development sign-in's token goes to the login call (type 'social') and to the registration
 * (firebaseChannel, firebaseIdToken); a social login never opens the change-password modal; the
 * server's social refusals read in the lazy auth texts.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResolvedSite } from '../../../engine/index';
import { USERNAME_ONLY, resolveWith } from '../../../engine/registration/fixtures';
import type { LoginValue } from '../../../schemas/api/session';
import { LoginModalWidget } from '../../login-modal/index';
import { LoginVerificationModalWidget } from '../../login-verification-modal/index';
import { RegisterModalWidget } from '../../register-modal/index';
import { renderWidget, type FakeCallers } from '../../portal-context/testing/renderWithPortal';
import { forcedChange } from '../auth/finishLogin';
import { isCommonPassword } from '../auth/rules';
import { authSite, AUTH_CALLS } from '../auth/testFixtures';
import { devIdToken, socialFailureOf } from './socialLogin';

vi.mock('../auth/humanCheck', () => ({ useHumanCheck: () => () => Promise.resolve({ altcha: 'solved' }) }));

beforeAll(async () => {
  await isCommonPassword('warm-up');
});

afterEach(() => {
  cleanup();
});

/** A refusal as the API client rejects it: the server's code kept as sent. */
const serverRefusal = (serverCode: string) => Object.assign(new Error(serverCode), { code: 'error.unknown', serverCode });

const whitelabel = (socialLogin: boolean) => () => ({
  usernameRegistration: true, mobileRegistration: false, registrationSms: false, mobilePasswordOnRegistration: false,
  phonePasswordReset: false, agentPolicy: false, passwordExpiry: true, socialLogin, menu: [],
});

function login(callers: FakeCallers) {
  const openModal = vi.fn();
  const closeModal = vi.fn();
  const signIn = vi.fn((_token: string, _options?: unknown) => Promise.resolve({ kind: 'member' as const }));
  renderWidget(<LoginModalWidget />, {
    modal: { modal: 'login-modal' }, site: authSite({ passwordExpiry: true }), callers, calls: AUTH_CALLS,
    actions: { openModal, closeModal, showMessage: vi.fn(() => Promise.resolve(true)) }, sessionValue: { signIn },
    data: { useBanners: () => ({ data: [], isPending: false, isError: false, refetch: () => undefined }) },
  });
  return { openModal, closeModal, signIn };
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function devSignIn(button: string, subject: string) {
  // The social pieces are a lazy chunk: its first import may be slow on a busy machine, which is not what is tested.
  fireEvent.click(await screen.findByRole('button', { name: button }, { timeout: 15_000 }));
  type('Test account id', subject);
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Continue' })); });
}

describe('social login in the portal', () => {
  it('reads the tokens and refusals of the server\'s development provider', () => {
    expect(devIdToken('google', ' abc-1 ')).toBe('dev:google:abc-1');
    expect(devIdToken('facebook', 'x', 'p@example.com')).toBe('dev:facebook:x:p@example.com');
    expect(socialFailureOf(serverRefusal('error.socialNotLinked'))).toBe('error.socialNotLinked');
    expect(socialFailureOf(serverRefusal('error.loginFailed'))).toBeUndefined();
    expect(socialFailureOf(new Error('x'))).toBeUndefined();
  });

  it('never asks a social login to change its password (SPEC section 4)', () => {
    const expired: LoginValue = { token: 't', passwordExpired: true, firstTimeLogin: true };
    expect(forcedChange(expired, { loginType: 'social' }, true)).toBeUndefined();
    expect(forcedChange(expired, { loginType: 'social', password: '123456' }, true)).toBeUndefined();
    expect(forcedChange(expired, { loginType: 'username', password: '123456' }, true)).toBe('defaultPassword');
  });

  it('offers no social sign-in where the switch is off, or without a white-label answer', async () => {
    login({ whitelabel: whitelabel(false) });
    await act(async () => { await Promise.resolve(); });
    expect(screen.queryByTestId('social-login')).toBeNull();
    cleanup();
    login({});
    await act(async () => { await Promise.resolve(); });
    expect(screen.queryByTestId('social-login')).toBeNull();
  });

  it('signs in with the development sign-in\'s token, without the change-password modal', async () => {
    const loginCall = vi.fn((_params: unknown): LoginValue => ({ token: 'social-token', account: 'social01', type: 0, passwordExpired: true }));
    const { signIn, openModal, closeModal } = login({ whitelabel: whitelabel(true), login: loginCall });
    await devSignIn('Sign in with Google', 'g-01');
    await waitFor(() => expect(closeModal).toHaveBeenCalled());
    expect(loginCall).toHaveBeenCalledWith({ type: 'social', firebaseChannel: 'google', firebaseIdToken: 'dev:google:g-01' });
    expect(signIn).toHaveBeenCalledWith('social-token', { firstTimeLogin: false });
    expect(openModal).not.toHaveBeenCalled();
  });

  it('keeps a bad test id from the call, and offers the registration to a subject linked to no account', async () => {
    const loginCall = vi.fn((_params: unknown): LoginValue => { throw serverRefusal('error.socialNotLinked'); });
    const { openModal } = login({ whitelabel: whitelabel(true), login: loginCall });
    await devSignIn('Sign in with Facebook', 'bad id');
    expect(screen.getByText('Letters, digits, dot, dash and underscore, up to 64')).toBeTruthy();
    expect(loginCall).not.toHaveBeenCalled();
    type('Test account id', 'fb-9');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Continue' })); });
    expect(await screen.findByText('No account is linked to this sign-in yet: register first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register and link Facebook' }));
    expect(openModal).toHaveBeenCalledWith({ modal: 'register-modal' });
  });
});

describe('a social login from an unregistered IP', () => {
  it('is confirmed as a social login: the verification modal is told so, and asks no password change after', async () => {
    const verification = { required: true as const, methods: ['code' as const], ticket: 'ticket-1' };
    const loginCall = vi.fn((_params: unknown): LoginValue => ({ verification }));
    const { openModal } = login({ whitelabel: whitelabel(true), login: loginCall });
    await devSignIn('Sign in with Google', 'g-02');
    await waitFor(() => expect(openModal).toHaveBeenCalledWith({ modal: 'login-verification-modal', verification, loginType: 'social' }));
    cleanup();

    const verified = vi.fn((): LoginValue => ({ token: 'tok', type: 0, passwordExpired: true, firstTimeLogin: true }));
    const after = { openModal: vi.fn(), closeModal: vi.fn() };
    renderWidget(<LoginVerificationModalWidget />, {
      modal: { modal: 'login-verification-modal', verification, loginType: 'social' },
      site: authSite({ passwordExpiry: true }), calls: AUTH_CALLS, callers: { loginVerify: verified },
      actions: after, sessionValue: { signIn: vi.fn(() => Promise.resolve({ kind: 'member' as const })) },
    });
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '654321' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Confirm' })); });
    await waitFor(() => expect(after.closeModal).toHaveBeenCalled());
    expect(after.openModal).not.toHaveBeenCalled();
  });
});

describe('the social link of the registration form', () => {
  function registration(callers: FakeCallers) {
    const closeModal = vi.fn();
    renderWidget(<RegisterModalWidget showBanner={false} minimumAge={18} />, {
      path: '/register', modal: { modal: 'register-modal' },
      site: { registrationForm: resolveWith(USERNAME_ONLY).form } as Partial<ResolvedSite>,
      actions: { closeModal, openModal: vi.fn(), showMessage: vi.fn(() => Promise.resolve(true)) },
      sessionValue: { signIn: vi.fn(() => Promise.resolve({ kind: 'member' as const })) },
      calls: { captcha: () => ({ id: 'captcha-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' }), countryCodes: () => [] },
      callers,
    });
    return { closeModal };
  }
  const fill = () => {
    for (const [label, value] of [['Username', 'player01'], ['Password', 'S3cret!!'], ['Confirm password', 'S3cret!!'], ['Real name', 'John Smith'], ['Payment password', '123456'], ['Captcha', 'x7Y2']] as const) {
      type(new RegExp(`^${label}( \\*)?$`), value);
    }
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /at least 18 years old/ }));
  };

  it('sends the linked channel\'s token with the registration; a taken subject is refused beside the link', async () => {
    const register = vi.fn((_params: unknown) => { throw serverRefusal('error.socialLinked'); });
    registration({ whitelabel: whitelabel(true), register });
    fill();
    await devSignIn('Link Google to the new account', 'g-77');
    expect(screen.getByText('The new account will be linked to Google')).toBeTruthy();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Register' })); });
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register.mock.calls[0]?.[0]).toMatchObject({ username: 'player01', firebaseChannel: 'google', firebaseIdToken: 'dev:google:g-77' });
    expect(await screen.findByText('This sign-in is already linked to another account')).toBeTruthy();

    // Without the link, nothing social is sent.
    register.mockImplementation(() => { throw serverRefusal('error.usernameTaken'); });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the link' }));
    type(/^Captcha( \*)?$/, 'x7Y2');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Register' })); });
    await waitFor(() => expect(register).toHaveBeenCalledTimes(2));
    expect(register.mock.calls[1]?.[0]).not.toHaveProperty('firebaseChannel');
  });

  it('shows no link where the switch is off', async () => {
    registration({ whitelabel: whitelabel(false) });
    await act(async () => { await Promise.resolve(); });
    expect(screen.queryByTestId('social-link')).toBeNull();
  });
});
