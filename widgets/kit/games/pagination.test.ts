import { describe, expect, it } from 'vitest';
import { paginationItems, type PageItem } from './pagination';

/** Items as text: pages as numbers, the current one in brackets, gaps as '…'. */
function text(items: PageItem[]): string {
  return items.map((item) => (item.kind === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page))).join(' ');
}

describe('paginationItems', () => {
  it('has nothing for zero or one page', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(3, 1)).toEqual([]);
    expect(paginationItems(1, Number.NaN)).toEqual([]);
  });

  it('shows every page when they all fit', () => {
    expect(text(paginationItems(1, 2))).toBe('[1] 2');
    expect(text(paginationItems(4, 9))).toBe('1 2 3 [4] 5 6 7 8 9');
  });

  it('keeps 2 margin pages at each end and a range of 5 around the current page (SPEC defaults)', () => {
    expect(text(paginationItems(10, 20))).toBe('1 2 … 8 9 [10] 11 12 … 19 20');
    expect(text(paginationItems(15, 40))).toBe('1 2 … 13 14 [15] 16 17 … 39 40');
  });

  it('shifts the range inward at the ends so it keeps 5 pages', () => {
    expect(text(paginationItems(1, 20))).toBe('[1] 2 3 4 5 … 19 20');
    expect(text(paginationItems(2, 20))).toBe('1 [2] 3 4 5 … 19 20');
    expect(text(paginationItems(20, 20))).toBe('1 2 … 16 17 18 19 [20]');
    expect(text(paginationItems(19, 20))).toBe('1 2 … 16 17 18 [19] 20');
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    // Range 4..8 next to the margin 1, 2: page 3 alone is shown, not '…'.
    expect(text(paginationItems(6, 20))).toBe('1 2 3 4 5 [6] 7 8 … 19 20');
    expect(text(paginationItems(5, 20))).toBe('1 2 3 4 [5] 6 7 … 19 20');
    expect(text(paginationItems(7, 20))).toBe('1 2 … 5 6 [7] 8 9 … 19 20');
  });

  it('clamps the current page into 1..total', () => {
    expect(text(paginationItems(0, 12))).toBe('[1] 2 3 4 5 … 11 12');
    expect(text(paginationItems(99, 12))).toBe('1 2 … 8 9 10 11 [12]');
    expect(text(paginationItems(3.7, 12))).toBe('1 2 [3] 4 5 … 11 12');
  });

  it('follows other margins and ranges', () => {
    expect(text(paginationItems(10, 20, { marginPages: 0, pageRange: 3 }))).toBe('… 9 [10] 11 …');
    expect(text(paginationItems(10, 20, { marginPages: 1, pageRange: 3 }))).toBe('1 … 9 [10] 11 … 20');
    expect(text(paginationItems(10, 20, { marginPages: 3, pageRange: 7 }))).toBe('1 2 3 … 7 8 9 [10] 11 12 13 … 18 19 20');
    // An even range puts the extra page after the current one.
    expect(text(paginationItems(10, 20, { marginPages: 1, pageRange: 4 }))).toBe('1 … 9 [10] 11 12 … 20');
  });

  it('marks exactly one current page and lists each page once, in order', () => {
    for (let total = 2; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const pages = paginationItems(current, total).flatMap((item) => (item.kind === 'page' ? [item] : []));
        expect(pages.filter((p) => p.current).map((p) => p.page)).toEqual([current]);
        const numbers = pages.map((p) => p.page);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(total);
      }
    }
  });

  it('gives ellipses stable, distinct keys', () => {
    const gaps = paginationItems(10, 20).flatMap((item) => (item.kind === 'ellipsis' ? [item.after] : []));
    expect(gaps).toEqual([3, 13]);
  });
});
