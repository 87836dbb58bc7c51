// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ForgetPasswordModalProps } from '../../schemas/widgets';
import { defaultWidgetProps } from '../defaultWidgetProps';
import { apiError, authSite, AUTH_CALLS, passwordMessage } from '../kit/auth/testFixtures';
import { fakeQuery, renderWidget, type FakeCallers } from '../portal-context/testing/renderWithPortal';
import { ForgetPasswordModalWidget } from './index';
import { isCommonPassword } from '../kit/auth/rules';

// The common-password list loads on demand: load it once, so a submit checks it at once.
beforeAll(async () => {
  await isCommonPassword('warm-up');
});

// The human check is solved by the widget's hook; its own tests are in widgets/kit/auth.
vi.mock('../kit/auth/humanCheck', () => ({ useHumanCheck: () => () => Promise.resolve({ altcha: 'solved' }) }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(phonePasswordReset: boolean, callers: FakeCallers = {}, showBanner = true) {
  const closeModal = vi.fn();
  const showMessage = vi.fn(() => Promise.resolve(true));
  const signIn = vi.fn(() => Promise.resolve({ kind: 'member' as const }));
  const useBanners = vi.fn(fakeQuery(() => []));
  const site = authSite({ phonePasswordReset, mobileRegistration: true });
  renderWidget(<ForgetPasswordModalWidget showBanner={showBanner} />, {
    modal: { modal: 'forget-password-modal' }, path: '/login', site, calls: AUTH_CALLS, callers,
    actions: { closeModal, showMessage }, sessionValue: { signIn }, data: { useBanners },
  });
  return { closeModal, showMessage, signIn, useBanners, site };
}

const panel = () => screen.getAllByRole('tabpanel', { hidden: true }).find((p) => !p.hidden) ?? screen.getByRole('dialog');
const click = async (name: string) => { await act(async () => { fireEvent.click(within(panel()).getByRole('button', { name })); }); };
const type = (label: string, value: string) => fireEvent.change(within(panel()).getByLabelText(label), { target: { value } });
const errorOf = (label: string) => {
  const ids = within(panel()).getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')?.textContent ?? null;
};

describe('ForgetPasswordModalWidget', () => {
  it('tests against the schema defaults', () => {
    expect(defaultWidgetProps('forget-password-modal')).toEqual({ showBanner: true } satisfies ForgetPasswordModalProps);
  });

  it('opens in phone mode when the phone-reset switch is on, and offers e-mail as the other tab', () => {
    const { useBanners } = setup(true);
    expect(useBanners).toHaveBeenCalledWith('w_forget');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([['By phone', 'true'], ['By e-mail', 'false']]);
    expect(within(panel()).getByLabelText('Mobile number')).toBeTruthy();
    fireEvent.click(tabs[1]!);
    expect(within(panel()).getByLabelText('E-mail')).toBeTruthy();
  });

  it('has only the e-mail mode when the switch is off', () => {
    setup(false, {}, false);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
  });

  it('e-mail mode: requires both fields and a valid e-mail, then confirms with the one answer (in_reset_mail_maybe_sent) and closes', async () => {
    const forgetPasswordByEmail = vi.fn(() => ({}));
    const { showMessage, closeModal } = setup(false, { forgetPasswordByEmail });
    await click('Send e-mail');
    // SPEC section 5: 'input cannot be empty', blanks counting as empty (the values are trimmed).
    expect(errorOf('Username')).toBe('Input cannot be empty');
    expect(errorOf('E-mail')).toBe('Input cannot be empty');
    type('Username', '   ');
    await click('Send e-mail');
    expect(errorOf('Username')).toBe('Input cannot be empty');
    type('Username', ' demo ');
    type('E-mail', 'demo@');
    await click('Send e-mail');
    expect(errorOf('E-mail')).toBe('Enter a valid email address.');
    expect(forgetPasswordByEmail).not.toHaveBeenCalled();
    type('E-mail', ' demo@example.test ');
    await click('Send e-mail');
    expect(forgetPasswordByEmail).toHaveBeenCalledWith({ username: 'demo', email: 'demo@example.test', altcha: 'solved' });
    expect(showMessage).toHaveBeenCalledWith({ text: 'in_reset_mail_maybe_sent', tone: 'success' });
    expect(closeModal).toHaveBeenCalledTimes(1);
  });

  it('e-mail mode: an unknown account shows beside the username and keeps the values', async () => {
    const forgetPasswordByEmail = vi.fn(() => { throw apiError('error.userNotFound'); });
    const { closeModal } = setup(false, { forgetPasswordByEmail });
    type('Username', 'ghost');
    type('E-mail', 'ghost@example.test');
    await click('Send e-mail');
    expect(errorOf('Username')).toBe('Username/Email does not exist');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ghost@example.test');
    expect(closeModal).not.toHaveBeenCalled();
  });

  it('phone mode: validates mobile, code, the password rule and the confirmation', async () => {
    const setPasswordByPhone = vi.fn();
    const { site } = setup(true, { setPasswordByPhone });
    await click('Reset password');
    expect(errorOf('Mobile number')).toBe('This field is required');
    expect(errorOf('Verification code')).toBe('This field is required');
    expect(errorOf('New password')).toBe('This field is required');
    type('Mobile number', '123');
    type('Verification code', 'abc');
    type('New password', 'a b');
    type('Confirm the new password', 'x');
    await click('Reset password');
    expect(errorOf('Mobile number')).toBe('Please enter a valid mobile number');
    expect(errorOf('Verification code')).toBe('Please enter a valid verification code');
    expect(errorOf('New password')).toBe(passwordMessage(site));
    expect(errorOf('Confirm the new password')).toBe('Incorrect confirmation input');
    expect(setPasswordByPhone).not.toHaveBeenCalled();
  });

  it('phone mode: sends the code with a countdown, sets the password, logs in with the returned token and goes home', async () => {
    const findPasswordByPhone = vi.fn(() => ({ expiredMinutes: 3 }));
    const setPasswordByPhone = vi.fn(() => ({ token: 'new-session' }));
    const { signIn, closeModal } = setup(true, { findPasswordByPhone, setPasswordByPhone });
    const send = within(panel()).getByRole('button', { name: 'Send code' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    type('Mobile number', '11987654321');
    await act(async () => { fireEvent.click(send); });
    expect(findPasswordByPhone).toHaveBeenCalledWith({ mobileNum: '11987654321', countryDialingCode: '+55', altcha: 'solved' });
    expect(send.textContent).toBe('Resend in 180s');
    type('Verification code', '123456');
    type('New password', 'Fresh2025');
    type('Confirm the new password', 'Fresh2025');
    await click('Reset password');
    // The new password is checked against the common passwords first (a list loaded on demand).
    await waitFor(() => expect(setPasswordByPhone).toHaveBeenCalledWith({
      mobileNum: '11987654321', countryDialingCode: '+55', verificationCode: '123456', newPassword: 'Fresh2025', confirmNewPassword: 'Fresh2025',
    }), { timeout: 4000 });
    expect(signIn).toHaveBeenCalledWith('new-session');
    expect(closeModal).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('phone mode: a common new password shows beside the field, before anything is sent', async () => {
    const setPasswordByPhone = vi.fn(() => ({ token: 'new-session' }));
    setup(true, { setPasswordByPhone });
    type('Mobile number', '11987654321');
    type('Verification code', '123456');
    type('New password', 'password1');
    type('Confirm the new password', 'password1');
    await click('Reset password');
    await waitFor(() => expect(errorOf('New password')).toBe('This password is too common; choose one that is harder to guess'), { timeout: 4000 });
    expect(setPasswordByPhone).not.toHaveBeenCalled();
  });

  it('phone mode: a wrong code shows beside the code field', async () => {
    const setPasswordByPhone = vi.fn(() => { throw apiError('error.invalidCode'); });
    const { signIn } = setup(true, { setPasswordByPhone });
    type('Mobile number', '11987654321');
    type('Verification code', '000000');
    type('New password', 'Fresh2025');
    type('Confirm the new password', 'Fresh2025');
    await click('Reset password');
    await waitFor(() => expect(errorOf('Verification code')).toBe('Invalid verification code'), { timeout: 4000 });
    expect(signIn).not.toHaveBeenCalled();
  });
});
