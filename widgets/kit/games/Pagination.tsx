/**
 * The paginator of the lobbies (SPEC section 2): shown only beyond one page; previous and next, the
 * page items of `paginationItems` with ellipses, and `aria-current="page"` on the current page.
 */
import { paginationItems, type PaginationShape } from './pagination';
import { useText } from '../../portal-context/useText';
import './games.css';

export interface PaginationProps extends PaginationShape {
  /** The current page, 1-based. */
  page: number;
  totalPages: number;
  onChange(page: number): void;
  /** Accessible name of the navigation landmark; the catalogue's 'Pages' by default. */
  label?: string;
}

export function Pagination({ page, totalPages, onChange, marginPages, pageRange, label }: PaginationProps) {
  const t = useText();
  const items = paginationItems(page, totalPages, { marginPages, pageRange });
  if (items.length === 0) return null;
  const current = items.find((item) => item.kind === 'page' && item.current);
  const at = current?.kind === 'page' ? current.page : 1;
  const last = Math.floor(totalPages);
  return (
    <nav className="games-pagination" aria-label={label ?? t('lobby.pages')}>
      <ul className="games-pagination__list">
        <li>
          <button type="button" className="games-pagination__step" disabled={at <= 1} onClick={() => onChange(at - 1)}>
            {t('lobby.previous')}
          </button>
        </li>
        {items.map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={`gap-${item.after}`} className="games-pagination__gap" aria-hidden="true">…</li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={item.current ? 'games-pagination__page games-pagination__page--current' : 'games-pagination__page'}
                aria-current={item.current ? 'page' : undefined}
                aria-label={t('lobby.page', { page: item.page })}
                onClick={() => { if (!item.current) onChange(item.page); }}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className="games-pagination__step" disabled={at >= last} onClick={() => onChange(at + 1)}>
            {t('lobby.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
