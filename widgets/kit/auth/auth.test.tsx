// @vitest-environment jsdom
import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../portal-context/testing/renderWithPortal';
import { CaptchaField } from './CaptchaField';
import { FormField } from './FormField';
import { forcedChange, isAgentType } from './finishLogin';
import { clearRememberedLogin, readRememberedLogin, REMEMBER_COOKIE, writeRememberedLogin } from './rememberLogin';
import { emailRule, followsRule, isCommonPassword, useAccountRules, type AccountRules } from './rules';
import { SmsCodeButton } from './SmsCodeButton';
import { apiError, authSite, passwordMessage } from './testFixtures';
import { throttleAccepts, useThrottle } from './throttle';
import { useCountdown } from './useCountdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearRememberedLogin();
});

describe('useCountdown', () => {
  it('counts down in 1 s ticks and stops at 0', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => result.current.start(3));
    expect(result.current).toMatchObject({ remaining: 3, running: true });
    act(() => { vi.advanceTimersByTime(999); });
    expect(result.current.remaining).toBe(3);
    act(() => { vi.advanceTimersByTime(1); });
    expect(result.current.remaining).toBe(2);
    act(() => { vi.advanceTimersByTime(2000); });
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its timer on unmount', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useThrottle', () => {
  it('runs the first call and drops calls within the window of the last accepted one', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const { result } = renderHook(() => useThrottle(fn, 1000));
    result.current('a');
    result.current('b');
    vi.advanceTimersByTime(999);
    result.current('c');
    expect(fn.mock.calls).toEqual([['a']]);
    vi.advanceTimersByTime(1);
    result.current('d');
    expect(fn.mock.calls).toEqual([['a'], ['d']]);
    expect(throttleAccepts(undefined, 5, 1000)).toBe(true);
    expect(throttleAccepts(0, 999, 1000)).toBe(false);
    expect(throttleAccepts(0, 1000, 1000)).toBe(true);
  });
});

describe('SmsCodeButton', () => {
  it('is disabled without a valid number', () => {
    const send = vi.fn(() => Promise.resolve({ expiredMinutes: 1 }));
    renderWidget(<SmsCodeButton send={send} canSend={false} />);
    const button = screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(send).not.toHaveBeenCalled();
  });

  it('counts down 60 s times the expiry minutes and is disabled meanwhile', async () => {
    vi.useFakeTimers();
    const send = vi.fn(() => Promise.resolve({ expiredMinutes: 2 }));
    renderWidget(<SmsCodeButton send={send} canSend />);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Send code' })); });
    expect(send).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Resend in 120s');
    expect(button.disabled).toBe(true);
    act(() => { vi.advanceTimersByTime(119_000); });
    expect(button.textContent).toBe('Resend in 1s');
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    act(() => { vi.advanceTimersByTime(1000); });
    expect(button.textContent).toBe('Send code');
    expect(button.disabled).toBe(false);
  });

  it('uses 1 minute when the server gives no expiry', async () => {
    vi.useFakeTimers();
    renderWidget(<SmsCodeButton send={() => Promise.resolve({})} canSend label="Get code" />);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Get code' })); });
    expect(screen.getByRole('button').textContent).toBe('Resend in 60s');
  });

  it('sends at most once per 1000 ms and shows the server message of a failure in a warning dialog', async () => {
    vi.useFakeTimers();
    const send = vi.fn(() => Promise.reject(apiError('error.tooManyRequests', undefined, 'Slow down, please')));
    const showMessage = vi.fn(() => Promise.resolve(true));
    renderWidget(<SmsCodeButton send={send} canSend />, { actions: { showMessage } });
    const button = screen.getByRole('button', { name: 'Send code' });
    await act(async () => { fireEvent.click(button); });
    expect(showMessage).toHaveBeenCalledWith({ text: { raw: 'Slow down, please' }, tone: 'warning' });
    await act(async () => { fireEvent.click(button); });
    expect(send).toHaveBeenCalledTimes(1);
    act(() => { vi.advanceTimersByTime(1000); });
    await act(async () => { fireEvent.click(button); });
    expect(send).toHaveBeenCalledTimes(2);
    // No countdown after a failure.
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('falls back to the catalogue text of the failure', async () => {
    const showMessage = vi.fn(() => Promise.resolve(true));
    renderWidget(<SmsCodeButton send={() => Promise.reject(apiError('error.invalidPhoneFormat'))} canSend />, { actions: { showMessage } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Send code' })); });
    expect(showMessage).toHaveBeenCalledWith({ text: 'error.invalidPhoneFormat', tone: 'warning' });
  });
});

describe('CaptchaField', () => {
  it('shows the image, reports its id, and refreshes at most once per second', () => {
    vi.useFakeTimers();
    let n = 0;
    const captcha = vi.fn(() => { n += 1; return { id: `cap-${n}`, image: `data:image/svg+xml;base64,${n}` }; });
    const onIdChange = vi.fn();
    const onChange = vi.fn();
    renderWidget(<CaptchaField value="" onChange={onChange} onIdChange={onIdChange} error="Please enter the captcha" />, { calls: { captcha } });
    const input = screen.getByLabelText('Captcha');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter the captcha').id).toBe(input.getAttribute('aria-describedby'));
    expect(screen.getByRole('img', { name: 'Captcha image' }).getAttribute('src')).toBe('data:image/svg+xml;base64,1');
    expect(onIdChange).toHaveBeenLastCalledWith('cap-1');
    fireEvent.change(input, { target: { value: 'ab12' } });
    expect(onChange).toHaveBeenCalledWith('ab12');
    const refresh = screen.getByRole('button', { name: 'New image' });
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    expect(captcha).toHaveBeenCalledTimes(2);
    expect(onIdChange).toHaveBeenLastCalledWith('cap-2');
    act(() => { vi.advanceTimersByTime(1000); });
    fireEvent.click(refresh);
    expect(captcha).toHaveBeenCalledTimes(3);
  });

  it('fetches a new image when refreshKey changes', () => {
    const captcha = vi.fn(() => ({ id: 'x', image: 'data:image/svg+xml;base64,x' }));
    function Host() {
      const [key, setKey] = useState(0);
      return (
        <>
          <CaptchaField value="" onChange={() => undefined} refreshKey={key} />
          <button type="button" onClick={() => setKey((k) => k + 1)}>failed attempt</button>
        </>
      );
    }
    renderWidget(<Host />, { calls: { captcha } });
    expect(captcha).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'failed attempt' }));
    expect(captcha).toHaveBeenCalledTimes(2);
  });
});

describe('FormField', () => {
  it('labels the input and ties the error to it', () => {
    renderWidget(<FormField label="Username" error="This field is required" defaultValue="" />);
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required');
    cleanup();
    renderWidget(<FormField label="Username" defaultValue="" />);
    expect(screen.getByLabelText('Username').hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('rememberLogin', () => {
  it('keeps the username only, for at most 24 hours, SameSite=Lax', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    if (descriptor?.set === undefined || descriptor.get === undefined) throw new Error('no cookie accessor');
    const { get, set } = descriptor;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) { writes.push(value); set.call(this, value); });
    vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) { return get.call(this) as string; });
    writeRememberedLogin('demo user', 48);
    expect(writes[0]).toBe(`${REMEMBER_COOKIE}=demo%20user; Max-Age=86400; Path=/; SameSite=Lax`);
    expect(readRememberedLogin()).toBe('demo user');
    writeRememberedLogin('demo', 2);
    expect(writes[1]).toContain('Max-Age=7200');
    clearRememberedLogin();
    expect(readRememberedLogin()).toBeUndefined();
    spy.mockRestore();
    vi.restoreAllMocks();
  });
});

describe('rules', () => {
  it('reads the password and mobile rules of the engine form, with their messages', () => {
    const site = authSite({ mobileRegistration: true });
    let rules: AccountRules | undefined;
    function Probe() { rules = useAccountRules(); return null; }
    renderWidget(<Probe />, { site });
    if (rules === undefined) throw new Error('no rules');
    expect(rules.password.message).toBe(passwordMessage(site));
    expect(followsRule('abc 1234', rules.password)).toBe(false);
    // The password policy's 8 characters apply over the merchant's 6.
    expect(followsRule('abc1234', rules.password)).toBe(false);
    expect(followsRule('abc12345', rules.password)).toBe(true);
    expect(followsRule('a'.repeat(21), rules.password)).toBe(false);
    expect(followsRule('11987654321', rules.mobile)).toBe(true);
    expect(followsRule('1198765432', rules.mobile)).toBe(false);
    expect(followsRule('1198765432x', rules.mobile)).toBe(false);
  });

  it('resolves the rules from the register settings when the site has none', () => {
    const { accountRules: _none, ...site } = authSite();
    const registerSettings = vi.fn(() => ({ fields: [{ name: 'mobileNum', enabled: true, required: true, patternId: 'digitsOnly', minLength: 9, maxLength: 9 }] }));
    let rules: AccountRules | undefined;
    function Probe() { rules = useAccountRules(); return null; }
    renderWidget(<Probe />, { site, calls: { registerSettings } });
    expect(registerSettings).toHaveBeenCalled();
    expect(followsRule('123456789', rules!.mobile)).toBe(true);
    expect(followsRule('12345678', rules!.mobile)).toBe(false);
  });

  it('knows the common passwords, whatever their case', async () => {
    expect(await isCommonPassword('password1')).toBe(true);
    expect(await isCommonPassword('QWERTY123')).toBe(true);
    expect(await isCommonPassword('Demo2024')).toBe(false);
  });

  it('checks e-mails with the engine pattern and message', () => {
    const rule = emailRule('en');
    expect(followsRule('a@b.co', rule)).toBe(true);
    expect(followsRule('a@b', rule)).toBe(false);
    expect(rule.message).toBe('Enter a valid email address.');
    expect(emailRule('pt').message).toBe('Digite um endereço de e-mail válido.');
  });
});

describe('forcedChange', () => {
  it('asks for a new password on the default, an expired (switch on) or a temporary password, never after SMS', () => {
    const plain = { token: 't' };
    expect(forcedChange(plain, { loginType: 'username', password: '123456' }, false)).toBe('defaultPassword');
    expect(forcedChange({ ...plain, passwordExpired: true }, { loginType: 'username', password: 'x' }, true)).toBe('expired');
    expect(forcedChange({ ...plain, passwordExpired: true }, { loginType: 'username', password: 'x' }, false)).toBeUndefined();
    expect(forcedChange({ ...plain, firstTimeLogin: true }, { loginType: 'username', password: 'x' }, false)).toBe('firstLogin');
    expect(forcedChange({ ...plain, firstTimeLogin: true, passwordExpired: true }, { loginType: 'sms', password: '123456' }, true)).toBeUndefined();
    expect(forcedChange(plain, { loginType: 'username', password: 'x' }, true)).toBeUndefined();
    expect([1, 2, 41, 42].every(isAgentType)).toBe(true);
    expect([0, 4, undefined].some(isAgentType)).toBe(false);
  });
});
