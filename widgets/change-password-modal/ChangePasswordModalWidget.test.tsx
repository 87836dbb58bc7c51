// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, authSite, passwordMessage } from '../kit/auth/testFixtures';
import type { PasswordChangeReason } from '../portal-context/PortalModals';
import { renderWidget, type FakeCallers } from '../portal-context/testing/renderWithPortal';
import { ChangePasswordModalWidget } from './index';
import { isCommonPassword } from '../kit/auth/rules';

// The common-password list loads on demand: load it once, so a submit checks it at once.
beforeAll(async () => {
  await isCommonPassword('warm-up');
});

afterEach(cleanup);

const site = authSite();

function setup(reason: PasswordChangeReason, callers: FakeCallers = {}, oldPassword?: string, path = '/member') {
  const closeModal = vi.fn();
  const reload = vi.fn(() => Promise.resolve());
  renderWidget(<ChangePasswordModalWidget />, {
    modal: { modal: 'change-password-modal', reason, ...(oldPassword !== undefined ? { oldPassword } : {}) },
    site, callers, path, session: 'member', actions: { closeModal }, sessionValue: { reload },
  });
  return { closeModal, reload };
}

const submit = async () => { await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save the new password' })); }); };
const errorOf = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')?.textContent ?? null;
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ChangePasswordModalWidget', () => {
  it('asks for the old password on a voluntary change, and can be closed', () => {
    const { closeModal } = setup('voluntary');
    expect(screen.getByLabelText('Current password')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closeModal).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed when forced, and does not ask for the old password it knows', () => {
    const { closeModal } = setup('defaultPassword', {}, '123456');
    const dialog = screen.getByRole('alertdialog', { name: 'Change password' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(closeModal).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.getByText('You are using the default password. Choose a new one to continue.')).toBeTruthy();
  });

  it('checks required fields, the password rule with its message, and the confirmation', async () => {
    const changePassword = vi.fn();
    setup('voluntary', { changePassword });
    await submit();
    expect(errorOf('Current password')).toBe('This field is required');
    expect(errorOf('New password')).toBe('This field is required');
    expect(errorOf('Confirm the new password')).toBe('This field is required');
    type('Current password', 'Demo2024');
    type('New password', 'has space');
    type('Confirm the new password', 'other');
    await submit();
    const message = passwordMessage(site);
    expect(errorOf('New password')).toBe(message);
    expect(errorOf('Confirm the new password')).toBe('Incorrect confirmation input');
    // The rule is shown as a hint as well.
    expect(screen.getAllByText(message).length).toBe(2);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('changes the password with the known old one, reloads the member, closes and goes home', async () => {
    const changePassword = vi.fn(() => ({}));
    const { closeModal, reload } = setup('expired', { changePassword }, 'Expired2024');
    type('New password', 'Fresh2025');
    type('Confirm the new password', 'Fresh2025');
    await submit();
    expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'Expired2024', newPassword: 'Fresh2025', confirmNewPassword: 'Fresh2025' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(closeModal).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('shows server refusals beside the field they concern and keeps the values', async () => {
    const answers = [apiError('error.wrongPassword'), apiError('error.samePassword'), apiError('error.networkAbnormal')];
    const changePassword = vi.fn(() => { throw answers.shift()!; });
    const { closeModal } = setup('voluntary', { changePassword });
    type('Current password', 'bad');
    type('New password', 'Fresh2025');
    type('Confirm the new password', 'Fresh2025');
    await submit();
    expect(errorOf('Current password')).toBe('The current password is incorrect');
    await submit();
    expect(errorOf('New password')).toBe('The new password must be different from the current one');
    await submit();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Network link is abnormal, please try again');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('Fresh2025');
    expect(closeModal).not.toHaveBeenCalled();
  });
});
