// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersonalDataValue } from '../../../schemas/api/privacy';
import { apiError } from '../../kit/auth/testFixtures';
import { renderWidget } from '../../portal-context/testing/renderWithPortal';
import { personalDataFile } from './personalDataFile';
import { YourData } from './YourData';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DATA: PersonalDataValue = {
  exportedAt: '2026-11-27T12:00:00.000Z',
  tenant: 'lusa',
  account: { id: 7, account: 'player01', email: 'p@example.com' },
  responsibleGaming: { limits: [] },
  money: { deposits: [], entriesTotal: 0 },
  messages: { inbox: [] },
};

describe('personalDataFile', () => {
  it('names the file with the account and the export day, and holds the whole export', () => {
    const file = personalDataFile(DATA, 'fallback');
    expect(file.name).toBe('player01-personal-data-2026-11-27.json');
    expect(JSON.parse(file.text)).toEqual(DATA);
    expect(personalDataFile({ ...DATA, account: { account: '../x y' } }, 'fallback').name).toBe('_x_y-personal-data-2026-11-27.json');
    expect(personalDataFile({ ...DATA, account: {} }, 'demo').name).toBe('demo-personal-data-2026-11-27.json');
  });
});

describe('YourData: the download', () => {
  it('fetches the export and hands the browser a JSON file named with the account and day', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => { blobs.push(b); return 'blob:test'; }, revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { names.push(this.download); });
    const personalData = vi.fn(() => DATA);
    renderWidget(<YourData />, { session: 'member', site: { copy: {} }, callers: { personalData } });
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(screen.getByTestId('your-data-note').textContent).toContain('player01-personal-data-2026-11-27.json'));
    expect(personalData).toHaveBeenCalledTimes(1);
    expect(names).toEqual(['player01-personal-data-2026-11-27.json']);
    expect(blobs[0]?.type).toBe('application/json');
    expect(JSON.parse(await blobs[0]!.text())).toEqual(DATA);
    click.mockRestore();
  });

  it('speaks Portuguese by default', () => {
    renderWidget(<YourData />, { language: 'pt', session: 'member', site: { copy: {} } });
    expect(screen.getByRole('heading', { name: 'Seus dados' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Baixar meus dados' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Encerrar minha conta' })).toBeTruthy();
  });
});

describe('YourData: closing the account', () => {
  it('keeps the dialog and the typed password on a wrong password, with the catalogue message', async () => {
    const closeAccount = vi.fn(() => { throw apiError('error.wrongPassword'); });
    const signOut = vi.fn(async () => undefined);
    renderWidget(<YourData />, { session: 'member', site: { copy: {} }, callers: { closeAccount }, sessionValue: { signOut } });
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    const dialog = screen.getByTestId('close-account-dialog');
    const password = screen.getByLabelText('Your login password') as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'Wrong1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close account' }));
    await waitFor(() => expect(screen.getByTestId('close-account-error').textContent).toBe('The current password is incorrect'));
    expect(closeAccount).toHaveBeenCalledWith({ password: 'Wrong1234' });
    expect(signOut).not.toHaveBeenCalled();
    expect(dialog.isConnected).toBe(true);
    expect(password.value).toBe('Wrong1234');
    expect((screen.getByRole('button', { name: 'Close account' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks for the password before calling', () => {
    const closeAccount = vi.fn();
    renderWidget(<YourData />, { session: 'member', site: { copy: {} }, callers: { closeAccount } });
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close account' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter your password');
    expect(closeAccount).not.toHaveBeenCalled();
  });

  it('once closed, takes the player home, signs them out and then tells them the account is closed', async () => {
    const order: string[] = [];
    const closeAccount = vi.fn(() => { order.push('close'); return {}; });
    // As the shell's sign-out: the logout call first, then the session is forgotten when it resolves.
    // The page must be home before then (the member page's guard would open the login popup): this
    // sign-out resolves only once the router shows '/', so a navigation after it never comes and the
    // test fails. (Reading the location after one timer instead raced React's render on a busy machine.)
    const signOut = vi.fn(async () => {
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
      order.push(`signOut at ${screen.getByTestId('location').textContent ?? ''}`);
    });
    const showMessage = vi.fn(async (m: unknown) => { order.push(`message ${JSON.stringify(m)}`); return true; });
    renderWidget(<YourData />, { path: '/member?page=securityCenter', session: 'member', site: { copy: {} }, callers: { closeAccount }, sessionValue: { signOut }, actions: { showMessage } });
    expect(screen.getByTestId('location').textContent).toBe('/member');
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    fireEvent.change(screen.getByLabelText('Your login password'), { target: { value: 'Closing2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close account' }));
    await waitFor(() => expect(showMessage).toHaveBeenCalled());
    // Taken home before the sign-out: the member page's guard would open the login popup otherwise.
    expect(order).toEqual(['close', 'signOut at /', `message ${JSON.stringify({ text: { raw: 'Your account is closed. You have been signed out.' }, tone: 'success' })}`]);
  });
});
