// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransactionsQuery, TransactionsValue } from '../../schemas/api/wallet';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { MemberRecordsWidget } from './MemberRecordsWidget';

afterEach(() => { cleanup(); vi.useRealTimers(); vi.restoreAllMocks(); });
beforeEach(() => { vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 25, 12, 0) }); });

const row = (i: number, type: 'deposit' | 'bet', amount: string) => ({
  id: `T${i}`, time: `2026-11-2${i % 5}T10:00:00Z`, type, amount, balanceAfter: '100.00', reference: i === 1 ? '=cmd' : `D${i}`,
});

function answer(query: Partial<TransactionsQuery> | undefined): TransactionsValue {
  const all = [row(1, 'deposit', '50.00'), row(2, 'bet', '-2.50'), row(3, 'deposit', '10.00')];
  const list = query?.type === undefined ? all : all.filter((r) => query.type!.includes(r.type));
  const size = query?.pageSize ?? 10;
  const page = query?.pageNo ?? 1;
  return {
    pageNo: page, pageSize: size, total: list.length, currency: 'BRL', currencySymbol: 'R$',
    list: list.slice((page - 1) * size, page * size),
    totals: { credit: '60.00', debit: '2.50', net: '57.50' },
  };
}

describe('transaction history', () => {
  it('asks for the period and type chosen, shows the rows and totals, and exports every matching row as CSV', async () => {
    const asked: (Partial<TransactionsQuery> | undefined)[] = [];
    const exported: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => { void (blob as Blob).text().then((t) => exported.push(t)); return 'blob:test'; });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWidget(<MemberRecordsWidget record="transactions" pageSize={2} defaultRange="7d" />, {
      language: 'en', session: 'member', site: { copy: {} },
      calls: { memberTransactions: (q) => { asked.push(q); return answer(q); } },
      callers: { memberTransactions: (q) => answer(q) },
    });
    // 7 days ending today, local midnights, page 1.
    expect(asked[0]).toMatchObject({ from: new Date(2026, 10, 19).toISOString(), to: new Date(2026, 10, 26).toISOString(), pageNo: 1, pageSize: 2 });
    const table = screen.getByRole('table', { name: 'Transaction history' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 2 + 1);
    expect(within(screen.getByTestId('records-totals')).getByText('57.50')).toBeTruthy();
    expect(screen.getByText('3 records')).toBeTruthy();

    // Page 2, then a type: the type goes back to page 1.
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(asked.at(-1)).toMatchObject({ pageNo: 2 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'deposit' } });
    expect(asked.at(-1)).toMatchObject({ pageNo: 1, type: ['deposit'] });
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(asked.at(-1)).toMatchObject({ from: new Date(2026, 10, 25).toISOString(), to: new Date(2026, 10, 26).toISOString(), type: ['deposit'] });

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported).toHaveLength(1));
    const lines = exported[0]!.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Reference,Amount,Balance,id');
    // Both deposits (every page of the filter), the formula-looking reference guarded.
    expect(lines.slice(1)).toEqual(["2026-11-21T10:00:00Z,Deposit,'=cmd,50.00,100.00,T1", '2026-11-23T10:00:00Z,Deposit,D3,10.00,100.00,T3']);
  });

  it('refuses a custom period that ends before it starts, beside the dates, without asking', () => {
    const asked: unknown[] = [];
    renderWidget(<MemberRecordsWidget record="transactions" />, {
      language: 'pt', session: 'member', site: { copy: {} },
      calls: { memberTransactions: (q) => { asked.push(q); return { ...answer(q), total: 0, list: [] }; } },
    });
    expect(screen.getByText('Nenhum registro neste período.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Personalizado' }));
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-11-10' } });
    const count = asked.length;
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert').textContent).toBe('A data inicial deve ser anterior ou igual à final.');
    expect(asked).toHaveLength(count);
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-11-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(asked.at(-1)).toMatchObject({ from: new Date(2026, 10, 20).toISOString(), to: new Date(2026, 10, 25).toISOString() });
  });
});
