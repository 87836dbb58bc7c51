// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { AgentRegister } from './AgentRegister';

afterEach(cleanup);

describe('AgentRegister: the registered account\'s note', () => {
  it('stays through a stray second submit of the emptied form, beside what that submit lacks', async () => {
    const agentRegister = vi.fn(() => ({ id: 77, account: 'newbie', isAgent: false }));
    renderWidget(<AgentRegister />, { session: 'agent', site: { copy: {} }, callers: { agentRegister } });
    fireEvent.change(screen.getByTestId('register-username'), { target: { value: 'newbie' } });
    fireEvent.change(screen.getByTestId('register-password'), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByTestId('register-confirmPassword'), { target: { value: 'Secret123' } });
    const send = screen.getByRole('button', { name: 'Register' });
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByTestId('agent-register-done').textContent).toBe('Member newbie registered under you.'));
    expect((screen.getByTestId('register-username') as HTMLInputElement).value).toBe('');
    // The second click of a double click, after the first has emptied the form.
    fireEvent.click(send);
    expect(screen.getByText('Fill in the username and both passwords.')).toBeTruthy();
    expect(screen.getByTestId('agent-register-done').textContent).toBe('Member newbie registered under you.');
    expect(agentRegister).toHaveBeenCalledTimes(1);
  });
});
