// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DepositMethodsValue, DepositValue } from '../../schemas/api/wallet';
import type { CallName } from '../../schemas/api/callTable';
import type { ResponsibleGamingValue } from '../../schemas/api/responsibleGaming';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { MemberDepositWidget } from './MemberDepositWidget';

afterEach(cleanup);

const METHODS: DepositMethodsValue = {
  currency: 'BRL', currencySymbol: 'R$', maxPending: 3,
  methods: [{ id: 'pix', minAmount: '10.00', maxAmount: '5000.00' }, { id: 'card', minAmount: '20.00', maxAmount: '1000.00' }],
};

const NO_LIMITS: ResponsibleGamingValue = {
  currency: 'BRL', limits: [], status: { state: 'open' }, realityCheckMinutes: 60,
  policy: { coolingHours: 24, realityCheckMinutes: [30, 60], timeouts: ['24h'], selfExclusions: ['6m'] },
};

function setup(deposit: (params: unknown) => Promise<DepositValue>, language: 'pt' | 'en' = 'pt', protection: ResponsibleGamingValue = NO_LIMITS) {
  const sent: unknown[] = [];
  const invalidated: (readonly CallName[])[] = [];
  renderWidget(<MemberDepositWidget quickAmounts={[50]} />, {
    language,
    session: 'member',
    site: { copy: {} },
    calls: { depositMethods: () => METHODS, depositList: () => ({ pageNo: 1, pageSize: 5, total: 0, list: [] }), responsibleGaming: () => protection },
    callers: { deposit: (params) => { sent.push(params); return deposit(params); } },
    onInvalidate: (names) => invalidated.push(names),
  });
  return { sent, invalidated };
}

const amountField = () => screen.getByRole('textbox', { name: /Valor|Amount/ });

describe('deposit page', () => {
  it("checks the amount beside the field, in the language's format and the method's limits", async () => {
    setup(() => Promise.reject(new Error('not sent')));
    fireEvent.change(amountField(), { target: { value: '10.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Informe um número como 1.250,50.');
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(amountField(), { target: { value: '5,001' } });
    fireEvent.blur(amountField());
    expect(screen.getByRole('alert').textContent).toBe('No máximo 2 casas decimais.');
    fireEvent.change(amountField(), { target: { value: '9,99' } });
    fireEvent.blur(amountField());
    expect(screen.getByRole('alert').textContent).toBe('O mínimo é 10,00.');
    // The card's limits apply once the card is chosen.
    fireEvent.click(screen.getByRole('radio', { name: 'Cartão' }));
    fireEvent.change(amountField(), { target: { value: '1.000,01' } });
    fireEvent.blur(amountField());
    expect(screen.getByRole('alert').textContent).toBe('O máximo é 1.000,00.');
    fireEvent.change(amountField(), { target: { value: '-5' } });
    fireEvent.blur(amountField());
    expect(screen.getByRole('alert').textContent).toBe('O valor não pode ser negativo.');
  });

  it('books a double click once, with one idempotency key, and refreshes the balance', async () => {
    let resolve!: (v: DepositValue) => void;
    const { sent, invalidated } = setup(() => new Promise((r) => { resolve = r; }), 'en');
    fireEvent.change(amountField(), { target: { value: '1,250.5' } });
    const submit = screen.getByRole('button', { name: 'Deposit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ methodId: 'pix', amount: '1250.50' });
    await act(async () => { resolve({ id: 'D7', methodId: 'pix', amount: '1250.50', status: 'pending', createdAt: '2026-11-25T10:00:00Z' }); });
    expect((await screen.findByTestId('deposit-done')).textContent).toBe('Deposit D7 of R$ 1,250.50 requested: pending approval.');
    expect(sent).toHaveLength(1);
    expect(invalidated.flat()).toContain('balance');
    expect(invalidated.flat()).toContain('walletSummary');
    expect(amountField()).toHaveProperty('value', '');
  });

  it('keeps what was typed when the request fails, and shows the catalogue message', async () => {
    setup(() => Promise.reject(Object.assign(new Error('offline'), { kind: 'network', code: 'error.networkAbnormal' })));
    fireEvent.change(amountField(), { target: { value: '1.234,56' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Cartão' }));
    fireEvent.change(amountField(), { target: { value: '123,45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect((await screen.findByTestId('deposit-error')).textContent).toBe('A conexão de rede está instável, tente novamente');
    expect(amountField()).toHaveProperty('value', '123,45');
    expect((screen.getByRole('radio', { name: 'Cartão' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the room the tightest deposit limit leaves beside the form, and a refusal at the limit with the room left', async () => {
    const limited: ResponsibleGamingValue = {
      ...NO_LIMITS,
      limits: [
        { kind: 'deposit', period: 'day', amount: '500.00', room: '500.00' },
        { kind: 'deposit', period: 'week', amount: '300.00', room: '120.00' },
        { kind: 'loss', period: 'week', amount: '10.00', room: '1.00' },
      ],
    };
    const refusal = Object.assign(new Error('refused'), { kind: 'conflict', code: 'error.networkAbnormal', serverCode: 'error.rgLimitReached', value: { kind: 'deposit', period: 'week', room: 12_000 } });
    setup(() => Promise.reject(refusal), 'pt', limited);
    expect((await screen.findByText(/Você ainda pode depositar/)).textContent).toBe('Você ainda pode depositar R$ 120,00 nesta semana.');
    expect(screen.getByRole('link', { name: 'Jogo responsável' }).getAttribute('href')).toBe('/member?page=responsibleGaming');
    fireEvent.change(amountField(), { target: { value: '200,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect((await screen.findByTestId('deposit-error')).textContent).toBe('Isso ultrapassaria seu limite de depósito: você ainda pode usar R$ 120,00 neste(a) semana');
  });
});
