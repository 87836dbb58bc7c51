// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionContext } from '../../engine/index';
import type { LoginValue, VerificationMethod } from '../../schemas/api/session';
import { apiError, authSite, AUTH_CALLS } from '../kit/auth/testFixtures';
import { renderWidget, type FakeCallers } from '../portal-context/testing/renderWithPortal';
import { LoginVerificationModalWidget } from './index';

afterEach(cleanup);

function setup(methods: VerificationMethod[], callers: FakeCallers = {}, next?: string, session: SessionContext = { kind: 'member' }) {
  const openModal = vi.fn();
  const closeModal = vi.fn();
  const signIn = vi.fn(() => Promise.resolve(session));
  const verification = { required: true as const, methods, ticket: 'ticket-1' };
  renderWidget(<LoginVerificationModalWidget />, {
    modal: { modal: 'login-verification-modal', verification, ...(next !== undefined ? { next } : {}) },
    site: authSite({ mobileRegistration: true }), calls: AUTH_CALLS, callers,
    actions: { openModal, closeModal }, sessionValue: { signIn },
  });
  return { openModal, closeModal, signIn };
}

const submit = async () => { await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Confirm' })); }); };
const errorText = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).filter((text) => text !== undefined);
};

describe('LoginVerificationModalWidget', () => {
  it('offers the methods the server names, with a hint for each', () => {
    setup(['code', 'email', 'authenticator']);
    expect(screen.getByRole('dialog', { name: 'Confirm it is you' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['SMS code', 'E-mail', 'Google Authenticator']);
    expect(screen.getByText('We have sent a code by SMS to the mobile number of your account.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    expect(screen.getByLabelText('E-mail').getAttribute('type')).toBe('email');
  });

  it('checks each answer before calling: required, mobile rule, e-mail pattern, 6-digit authenticator', async () => {
    const loginVerify = vi.fn();
    setup(['mobile', 'email', 'authenticator', 'bankAccountName'], { loginVerify });
    await submit();
    expect(errorText('Mobile number')).toContain('This field is required');
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '1234' } });
    await submit();
    expect(errorText('Mobile number')).toContain('Please enter a valid mobile number');
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nope' } });
    await submit();
    expect(errorText('E-mail')).toContain('Enter a valid email address.');
    fireEvent.click(screen.getByRole('tab', { name: 'Google Authenticator' }));
    fireEvent.change(screen.getByLabelText('Google Authenticator'), { target: { value: '12345' } });
    await submit();
    expect(errorText('Google Authenticator')).toContain('Please enter a valid verification code');
    fireEvent.click(screen.getByRole('tab', { name: 'Bank account name' }));
    await submit();
    expect(errorText('Bank account name')).toContain('This field is required');
    expect(loginVerify).not.toHaveBeenCalled();
  });

  it('sends the answer with the ticket, then signs in and closes', async () => {
    const loginVerify = vi.fn((): LoginValue => ({ token: 'tok', firstTimeLogin: false, type: 0 }));
    const { signIn, closeModal, openModal } = setup(['email'], { loginVerify });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' secure01@example.test ' } });
    await submit();
    expect(loginVerify).toHaveBeenCalledWith({ ticket: 'ticket-1', method: 'email', value: 'secure01@example.test' });
    expect(signIn).toHaveBeenCalledWith('tok', { firstTimeLogin: false });
    expect(closeModal).toHaveBeenCalledTimes(1);
    expect(openModal).not.toHaveBeenCalled();
  });

  it('shows a wrong answer beside the field and a lock-out in the alert', async () => {
    const answers = [apiError('error.verificationFailed'), apiError('error.tooManyRequests')];
    const loginVerify = vi.fn(() => { throw answers.shift()!; });
    const { signIn } = setup(['authenticator'], { loginVerify });
    fireEvent.change(screen.getByLabelText('Google Authenticator'), { target: { value: '123456' } });
    await submit();
    expect(errorText('Google Authenticator')).toContain('The verification answer does not match');
    expect((screen.getByLabelText('Google Authenticator') as HTMLInputElement).value).toBe('123456');
    await submit();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Too many requests, please try again after 5 minutes');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('forces a password change for a temporary password, and goes on to the next stop of an agent', async () => {
    const loginVerify = vi.fn((): LoginValue => ({ token: 'tok', firstTimeLogin: true, type: 1 }));
    const first = setup(['code'], { loginVerify }, '/agentHome', { kind: 'agent' });
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '654321' } });
    await submit();
    expect(first.openModal).toHaveBeenCalledWith({ modal: 'change-password-modal', reason: 'firstLogin', next: '/agentHome' });
    cleanup();
    const plain = vi.fn((): LoginValue => ({ token: 'tok', type: 1 }));
    setup(['code'], { loginVerify: plain }, '/agentHome', { kind: 'agent' });
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '654321' } });
    await submit();
    expect(screen.getByTestId('location').textContent).toBe('/agentHome');
  });
});
