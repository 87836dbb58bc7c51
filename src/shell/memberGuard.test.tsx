// @vitest-environment jsdom
/**
 * Who reaches the member centre (SPEC sections 4, 6 and 8): guests get the login popup, trial
 * accounts the 'in_need_true_account' info dialog (on the page and from their avatar menu), real
 * members the member-centre frame.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../engine/index';
import { renderWithTenant, resetPortal } from '../testing/renderWithTenant';

afterEach(resetPortal);
configure({ asyncUtilTimeout: 8000 });

const pt = MESSAGES.pt;

describe('the member centre guard', () => {
  it('sends a guest to the login popup', async () => {
    renderWithTenant('lusa', 'anonymous', { path: '/member?page=depositv2' });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByRole('dialog', { name: pt['login.title'] })).toBeTruthy();
  }, 20_000);

  it('answers a trial account with the real-account dialog, not the page, then leaves', async () => {
    renderWithTenant('lusa', 'trial', { path: '/member?page=depositv2' });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(pt['in_need_true_account']);
    expect(screen.queryByTestId('member-deposit')).toBeNull();
    expect(document.querySelector('.member-centre')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: pt['messageDialog.confirm'] }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  }, 20_000);

  it("lists the member entries in a trial account's avatar menu, each answering with the dialog", async () => {
    renderWithTenant('lusa', 'trial');
    const header = await screen.findByRole('banner');
    fireEvent.click(await within(header).findByRole('button', { name: pt['header.myAccount'] }));
    const menu = within(header).getByRole('list', { name: pt['shell.accountMenu'] });
    for (const key of ['header.myAccount', 'header.bettingRecord', 'header.platformMessages'] as const) {
      expect(within(menu).getByRole('button', { name: pt[key] })).toBeTruthy();
    }
    fireEvent.click(within(menu).getByRole('button', { name: pt['header.bettingRecord'] }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(pt['in_need_true_account']);
    expect(window.location.pathname).toBe('/');
  }, 20_000);

  it('shows a member the member-centre frame with the menu and the page asked for', async () => {
    renderWithTenant('lusa', 'member', { path: '/member?page=withdraw' });
    const menu = await screen.findByRole('navigation', { name: 'Central do membro' });
    const current = within(menu).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe(pt['member.withdraw']);
    expect(within(menu).getAllByRole('link').map((a) => a.getAttribute('data-page'))).toContain('depositv2');
    expect(await screen.findByRole('heading', { level: 1, name: pt['member.withdraw'] })).toBeTruthy();
    expect(await screen.findByTestId('member-withdraw')).toBeTruthy();
  }, 20_000);
});
