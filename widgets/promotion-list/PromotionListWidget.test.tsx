// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MerchantPromotionsValue, Promotion } from '../../schemas/api/system';
import type { PromotionListProps } from '../../schemas/widgets';
import { defaultWidgetProps } from '../defaultWidgetProps';
import { renderWidget, type FakeAnswer } from '../portal-context/testing/renderWithPortal';
import { SidePromotions } from '../side-menu/SideMenu';
import { filterPromotions, promotionIdOfHash, PromotionListWidget } from './index';

afterEach(cleanup);

function promotion(id: number, type: Promotion['type'], content = `<p>Details ${id}</p>`): Promotion {
  return { id, title: `Promo ${id}`, type, content, image: `/img/promotions/${id}.svg`, startTime: '2025-01-01T00:00:00Z', endTime: '2025-12-31T00:00:00Z' };
}

const PROMOTIONS: Promotion[] = [
  promotion(1, 'DEPOSIT'),
  promotion(2, 'REBATE', '<p>Safe</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a>'),
  promotion(3, 'DEPOSIT'),
  promotion(4, 'VIP'),
  promotion(5, 'EVENT'),
  promotion(6, 'EVENT'),
  promotion(7, 'EVENT'),
  promotion(8, 'EVENT'),
];

function value(promotions: Promotion[] = PROMOTIONS): MerchantPromotionsValue {
  const names: Record<Promotion['type'], string> = { DEPOSIT: 'Deposit', REBATE: 'Rebate', REFERRAL: 'Referral', VIP: 'VIP', EVENT: 'Events' };
  return { availablePromo: { REFERRAL: { enabled: false } }, types: [...new Set(promotions.map((p) => p.type))].map((type) => ({ type, name: names[type] })), promotions };
}

function renderList(path = '/promotions', answer: () => FakeAnswer<MerchantPromotionsValue> = () => value(), props: Partial<PromotionListProps> = {}) {
  const merchantPromotions = vi.fn(answer);
  const view = renderWidget(<PromotionListWidget {...(defaultWidgetProps('promotion-list') as PromotionListProps)} {...props} />, { path, calls: { merchantPromotions } });
  return { ...view, merchantPromotions };
}

const cardIds = () => Array.from(document.querySelectorAll('[data-promotion]')).map((li) => Number(li.getAttribute('data-promotion')));
const location = () => screen.getByTestId('location').textContent;

describe('promotion helpers', () => {
  it('read the promotion id of a hash and filter by type', () => {
    expect(promotionIdOfHash('#12')).toBe(12);
    expect(promotionIdOfHash('')).toBeNull();
    expect(promotionIdOfHash('#0')).toBeNull();
    expect(promotionIdOfHash('#abc')).toBeNull();
    expect(filterPromotions(PROMOTIONS, 'DEPOSIT').map((p) => p.id)).toEqual([1, 3]);
    expect(filterPromotions(PROMOTIONS, 'ALL')).toHaveLength(8);
  });
});

describe('PromotionListWidget', () => {
  it('lists every promotion in the view language with ALL and one filter per type present', () => {
    const { merchantPromotions } = renderList();
    expect(merchantPromotions).toHaveBeenCalledWith({ language: 'en' });
    const filters = within(screen.getByRole('group', { name: 'Promotion types' })).getAllByRole('button');
    expect(filters.map((b) => b.textContent)).toEqual(['All', 'Deposit', 'Rebate', 'VIP', 'Events']);
    expect(filters[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(cardIds()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(document.querySelector('[data-promotion="1"] img')?.getAttribute('src')).toBe('https://img.test/img/promotions/1.svg');
    expect(document.querySelector('.promotion-list__items--grid')).not.toBeNull();
  });

  it('filters by type and back to ALL', () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(cardIds()).toEqual([1, 3]);
    expect(screen.getByRole('button', { name: 'Deposit' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Events' }));
    expect(cardIds()).toEqual([5, 6, 7, 8]);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(cardIds()).toHaveLength(8);
  });

  it('opens the promotion the hash names, with sanitised content, and closing drops the hash', () => {
    renderList('/promotions#2');
    const dialog = screen.getByRole('dialog', { name: 'Promo 2' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('https://img.test/img/promotions/2.svg');
    expect(dialog.textContent).toContain('Safe');
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.innerHTML).not.toContain('javascript:');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/promotions');
  });

  it('a card sets the hash and opens its promotion; Escape closes it', () => {
    renderList();
    const card = within(document.querySelector('[data-promotion="3"]') as HTMLElement).getByRole('link');
    expect(card.getAttribute('href')).toBe('/promotions#3');
    fireEvent.click(card);
    expect(location()).toBe('/promotions#3');
    const dialog = screen.getByRole('dialog', { name: 'Promo 3' });
    expect(dialog.textContent).toContain('Details 3');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/promotions');
  });

  it('says so when the hash names a promotion that is not there', () => {
    renderList('/promotions#99');
    expect(screen.getByRole('alert').textContent).toBe('This promotion is not available any more.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cardIds()).toHaveLength(8);
  });

  it('uses the list layout and hides the filter when the props say so', () => {
    renderList('/promotions', () => value(), { layout: 'list', showTypeFilter: false });
    expect(document.querySelector('.promotion-list__items--list')).not.toBeNull();
    expect(screen.queryByRole('group', { name: 'Promotion types' })).toBeNull();
  });

  it('shows a failure with retry, then the promotions', () => {
    let fail = true;
    renderList('/promotions', () => (fail ? new Error('offline') : value()));
    expect(screen.getByRole('alert').textContent).toContain('Network link is abnormal');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(cardIds()).toHaveLength(8);
  });
});

describe('SidePromotions (side menu promotions block)', () => {
  it('lists the first promotions as links to their hash, then more', () => {
    const merchantPromotions = vi.fn(() => value());
    renderWidget(<SidePromotions count={6} label="Promotions" />, { language: 'pt', calls: { merchantPromotions } });
    expect(merchantPromotions).toHaveBeenCalledWith({ language: 'pt' });
    const links = within(screen.getByRole('list', { name: 'Promotions' })).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Promo 1', 'Promo 2', 'Promo 3', 'Promo 4', 'Promo 5', 'Promo 6', 'Mais']);
    expect(links[1]?.getAttribute('href')).toBe('/promotions#2');
    expect(links[6]?.getAttribute('href')).toBe('/promotions');
  });

  it('keeps only more while the promotions are not there', () => {
    renderWidget(<SidePromotions count={3} label="Promotions" />, { calls: { merchantPromotions: () => new Error('offline') } });
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/promotions']);
  });
});
