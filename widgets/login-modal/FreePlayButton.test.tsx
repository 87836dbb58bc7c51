// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { FreePlayButton, osName } from './FreePlayButton';

describe('FreePlayButton', () => {
  it('starts a trial session: the freeplay call, sign-in with its token, and the modal closes', async () => {
    const freePlay = vi.fn(() => ({ token: 'trial-token', firstTimeLogin: false, passwordExpired: false, account: 'trial1', type: 4 }));
    const signIn = vi.fn(() => Promise.resolve({ kind: 'trial' as const }));
    const closeModal = vi.fn();
    renderWidget(<FreePlayButton />, { callers: { freePlay }, sessionValue: { signIn }, actions: { closeModal } });
    fireEvent.click(screen.getByRole('button', { name: 'Play for free (trial account)' }));
    await waitFor(() => expect(closeModal).toHaveBeenCalledTimes(1));
    expect(freePlay).toHaveBeenCalledWith({ os: expect.any(String) as string, platform: 'W', Encryption: true, gatewayVersion: 3 });
    expect(signIn).toHaveBeenCalledWith('trial-token');
  });

  it('shows the catalogue message of a failure and stays open, ready to try again', async () => {
    const closeModal = vi.fn();
    const freePlay = vi.fn(() => { throw Object.assign(new Error('quota'), { code: 'error.tooManyRequests' }); });
    renderWidget(<FreePlayButton />, { callers: { freePlay }, actions: { closeModal } });
    fireEvent.click(screen.getByRole('button', { name: 'Play for free (trial account)' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Too many requests, please try again after 5 minutes');
    expect(closeModal).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play for free (trial account)' })).toHaveProperty('disabled', false);
  });

  it('reports a coarse operating system name, never the user agent', () => {
    expect(osName('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('Android');
    expect(osName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('iOS');
    expect(osName('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
    expect(osName('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Linux');
    expect(osName('curl/8')).toBe('Other');
  });
});
