// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberIconValue, MemberProfileValue } from '../../schemas/api/account';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { MemberProfileWidget } from './MemberProfileWidget';

const PROFILE: MemberProfileValue = {
  id: 1042, account: 'player01', nickname: 'ana',
  fields: [{ name: 'fullName', value: 'Ana Lima' }, { name: 'birthday', value: '' }, { name: 'bankAccountNumber', value: '****6789' }],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(icon: MemberIconValue, language: 'pt' | 'en' = 'en') {
  renderWidget(<MemberProfileWidget />, {
    language, session: 'member', site: { copy: {} },
    calls: { memberProfile: () => PROFILE, memberIcon: () => icon },
  });
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
}

describe('profile page', () => {
  it('shows the labels the server answers, a missing one as not provided, and the initial when there is no icon', async () => {
    setup({ iconUrl: null });
    expect((await screen.findByTestId('profile-user-id')).textContent).toBe('1042');
    expect(screen.getByTestId('profile-avatar').textContent).toBe('A');
    expect(screen.getByTestId('profile-avatar').tagName).toBe('SPAN');
    const rows = [...document.querySelectorAll('.member-profile__row')].map((r) => [r.querySelector('dt')?.textContent, r.querySelector('dd')?.textContent]);
    expect(rows).toEqual([
      ['Username', 'player01'], ['Nickname', 'ana'], ['Full name', 'Ana Lima'], ['Birthday', 'Not provided'], ['Bank account number', '****6789'],
    ]);
  });

  it("shows the server's image when it has one", async () => {
    setup({ iconUrl: 'https://cdn.example/a.png' });
    await screen.findByTestId('profile-user-id');
    await waitFor(() => expect(screen.getByTestId('profile-avatar').getAttribute('src')).toBe('https://cdn.example/a.png'));
  });

  it('copies the user ID and announces the confirmation in a status region that was there before', async () => {
    const written: string[] = [];
    stubClipboard((text) => { written.push(text); return Promise.resolve(); });
    setup({ iconUrl: null }, 'pt');
    const status = await screen.findByTestId('profile-copy-status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Copiar ID de usuário' }));
    await waitFor(() => expect(screen.getByTestId('profile-copy-status').textContent).toBe('ID de usuário copiado.'));
    expect(screen.getByTestId('profile-copy-status')).toBe(status);
    expect(written).toEqual(['1042']);
  });

  it('says so when the browser refuses the copy', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    setup({ iconUrl: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy user ID' }));
    await waitFor(() => expect(screen.getByTestId('profile-copy-status').textContent).toMatch(/^Could not copy the user ID/));
  });
});
