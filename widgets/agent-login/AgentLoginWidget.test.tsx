// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionContext } from '../../engine/index';
import type { LoginValue } from '../../schemas/api/session';
import { defaultWidgetProps } from '../defaultWidgetProps';
import { apiError, authSite, AUTH_CALLS } from '../kit/auth/testFixtures';
import { renderWidget, type FakeCallers } from '../portal-context/testing/renderWithPortal';
import { AgentLoginWidget, dayRuns, type AgentLoginWidgetProps } from './index';

vi.mock('../kit/auth/humanCheck', () => ({ useHumanCheck: () => () => Promise.resolve({ altcha: 'solved' }) }));

afterEach(cleanup);

// The schema's nested defaults (Mon-Fri 12:00-21:00) are the widget's own when supportHours is {}.
const DEFAULTS: AgentLoginWidgetProps = { supportHours: {}, showServiceButton: true };

function setup(callers: FakeCallers = {}, options: { session?: 'anonymous' | 'agent'; signedIn?: SessionContext; props?: AgentLoginWidgetProps; language?: 'en' | 'pt' } = {}) {
  const signIn = vi.fn(() => Promise.resolve(options.signedIn ?? { kind: 'agent' as const }));
  const openModal = vi.fn();
  renderWidget(<AgentLoginWidget {...DEFAULTS} {...options.props} />, {
    path: '/agent', session: options.session ?? 'anonymous', site: authSite(), calls: AUTH_CALLS, callers,
    language: options.language ?? 'en', sessionValue: { signIn }, actions: { openModal, closeModal: vi.fn() },
  });
  return { signIn, openModal };
}

const login = async (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Log in' })); });
};

describe('AgentLoginWidget', () => {
  it('tests against the schema defaults', () => {
    expect(defaultWidgetProps('agent-login')).toEqual(DEFAULTS);
  });

  it('shows the form, the support hours and the customer-service button, without a register link', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Agent login' })).toBeTruthy();
    expect(screen.getByText('Support hours: Mon-Fri 12:00-21:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Customer service' }).getAttribute('href')).toBe('https://cs.test/chat');
    expect(screen.queryByRole('button', { name: 'Create an account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeTruthy();
  });

  it('shows the support hours of its props, in Portuguese too', () => {
    setup({}, { props: { supportHours: { days: ['sat', 'sun', 'mon', 'wed'], from: '09:00', to: '18:00' }, showServiceButton: false }, language: 'pt' });
    expect(screen.getByText('Horário de atendimento: Seg, Qua, Sáb-Dom, 09:00-18:00')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(dayRuns(['fri', 'mon', 'tue'])).toEqual([['mon', 'tue'], ['fri', 'fri']]);
  });

  it('sends a signed-in agent on to /agentHome', () => {
    setup({}, { session: 'agent' });
    expect(screen.getByTestId('location').textContent).toBe('/agentHome');
  });

  it('signs an agent in and goes to /agentHome', async () => {
    const loginCall = vi.fn((): LoginValue => ({ token: 'tok', type: 1 }));
    const { signIn } = setup({ login: loginCall });
    await login('agent01', 'Agent2024');
    // The call says it comes from the agent page, so the server refuses a player before any session.
    expect(loginCall).toHaveBeenCalledWith(expect.objectContaining({ username: 'agent01', type: 'username', agent: true }));
    expect(signIn).toHaveBeenCalledWith('tok', { firstTimeLogin: false });
    expect(screen.getByTestId('location').textContent).toBe('/agentHome');
  });

  it("shows the server's refusal of a member account as a wrong password: no session, stays on /agent", async () => {
    const loginCall = vi.fn((): LoginValue => { throw apiError('error.loginFailed', { captcha: false }); });
    const { signIn } = setup({ login: loginCall });
    await login('demo', 'Demo2024');
    expect(loginCall).toHaveBeenCalledWith(expect.objectContaining({ agent: true }));
    expect(signIn).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Incorrect username or password');
    expect(screen.getByTestId('location').textContent).toBe('/agent');
  });

  it('refuses a member account an answer still carries: no session, the non-agent message, stays on /agent', async () => {
    const loginCall = vi.fn((): LoginValue => ({ token: 'tok', type: 0 }));
    const { signIn } = setup({ login: loginCall });
    await login('demo', 'Demo2024');
    expect(signIn).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Non-agents cannot log in');
    expect(screen.getByTestId('location').textContent).toBe('/agent');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('demo');
  });

  it('sends a forced password change on to /agentHome afterwards', async () => {
    const loginCall = vi.fn((): LoginValue => ({ token: 'tok', type: 2 }));
    const { openModal } = setup({ login: loginCall });
    await login('agent01', '123456');
    expect(openModal).toHaveBeenCalledWith({ modal: 'change-password-modal', reason: 'defaultPassword', oldPassword: '123456', next: '/agentHome' });
    expect(screen.getByTestId('location').textContent).toBe('/agent');
  });
});
