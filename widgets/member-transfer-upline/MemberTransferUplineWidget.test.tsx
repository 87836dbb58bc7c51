// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TransferUplineInfoValue, TransferUplineValue } from '../../schemas/api/wallet';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { MemberTransferUplineWidget } from './MemberTransferUplineWidget';

afterEach(cleanup);

const INFO: TransferUplineInfoValue = {
  currency: 'BRL', currencySymbol: 'R$', allowed: true, upline: 'ag***01', minAmount: '10.00', maxAmount: '500.00', available: '120.00', paymentPasswordSet: true,
};

function setup(transfer: (params: unknown) => Promise<TransferUplineValue>) {
  const sent: unknown[] = [];
  renderWidget(<MemberTransferUplineWidget />, {
    language: 'en',
    session: 'member',
    site: { copy: {} },
    calls: { transferUplineInfo: () => INFO },
    callers: { transferUpline: (params) => { sent.push(params); return transfer(params); } },
  });
  return { sent };
}

const amountField = () => screen.getByRole('textbox', { name: /Amount/ });
const passwordField = () => screen.getByLabelText('Payment password');

describe('transfer to the upline (the payment-password form the withdraw page shares)', () => {
  it('checks the password beside its field, keeps both fields when the request fails, and clears them once booked', async () => {
    let fail = true;
    const { sent } = setup(() => (fail ? Promise.reject(Object.assign(new Error('refused'), { code: 'error.wrongPaymentPassword' })) : Promise.resolve({ transferId: 'T9', balance: '100.00' })));
    await screen.findByText('Upline: ag***01');
    fireEvent.change(amountField(), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect((await screen.findByText('Enter your payment password.')).getAttribute('role')).toBe('alert');
    fireEvent.change(passwordField(), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText('6 digits.');
    expect(sent).toEqual([]);

    fireEvent.change(passwordField(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(sent).toEqual([{ amount: '20.00', paymentPassword: '123456' }]));
    await waitFor(() => expect(screen.queryByText('6 digits.')).toBeNull());
    expect((amountField() as HTMLInputElement).value).toBe('20');
    expect((passwordField() as HTMLInputElement).value).toBe('123456');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText('Transferred R$ 20.00 to ag***01.');
    expect((amountField() as HTMLInputElement).value).toBe('');
    expect((passwordField() as HTMLInputElement).value).toBe('');
  });
});
