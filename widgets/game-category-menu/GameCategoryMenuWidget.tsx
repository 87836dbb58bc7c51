/**
 * Home game-category menu (SPEC section 2): a horizontally scrolling row of HOT and the game types
 * that have vendors. Choosing one sets the home's selected category (the `category` search param,
 * shared with the home game rows); choosing the selected one again clears it. Entries are buttons
 * (aria-pressed on the selected one; Arrow keys, Home and End move between them), and scroll buttons
 * appear when the row overflows.
 *
 * RECENT (the member's recent games, after HOT) shows to signed-in visitors where `showRecent` is on;
 * choosing it shows the home rows' RECENT row alone, as a game type's entry shows its row.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { GameCategoryMenuProps } from '../../schemas/widgets';
import { useHomeCategories, useHomeCategory } from '../kit/games/HomeCategory';
import { useText } from '../portal-context/useText';
import './game-category-menu.css';

interface Overflow {
  back: boolean;
  forward: boolean;
}

/**
 * Whether the scroller can move back or forward: whether its first and last entries are cut off,
 * as an IntersectionObserver rooted on the scroller reports them (on mounting, on scrolling, on a
 * resize and when the entries change). The browser answers after its own layout, so reading it
 * never forces a layout in the middle of the page's first render. Without IntersectionObserver
 * there are no scroll buttons (the row still scrolls by touch, wheel and keys).
 */
function useOverflow(count: number): [RefObject<HTMLUListElement | null>, Overflow] {
  const ref = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ back: false, forward: false });
  useEffect(() => {
    const list = ref.current;
    const first = list?.firstElementChild;
    const last = list?.lastElementChild;
    if (list == null || first == null || last == null || typeof IntersectionObserver !== 'function') return undefined;
    // 1 px slack for fractional layouts: an entry counts as shown when all but a pixel of it is.
    const cut = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) cut.set(entry.target, entry.intersectionRect.width < entry.boundingClientRect.width - 1);
      const next = { back: cut.get(first) ?? false, forward: cut.get(last) ?? false };
      setOverflow((previous) => (previous.back === next.back && previous.forward === next.forward ? previous : next));
    }, { root: list, threshold: [0, 0.5, 0.99, 1] });
    observer.observe(first);
    if (last !== first) observer.observe(last);
    return () => observer.disconnect();
  }, [count]);
  return [ref, overflow];
}

const MOVE_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

export function GameCategoryMenuWidget({ showHot, showRecent, sticky }: GameCategoryMenuProps) {
  const w = useText();
  const all = useHomeCategories();
  const categories = all.filter((entry) => (entry.id !== 'HOT' || showHot) && (entry.id !== 'RECENT' || showRecent));
  const [selected, select] = useHomeCategory();
  const [scroller, overflow] = useOverflow(categories.length);

  const scroll = (direction: 1 | -1) => {
    const element = scroller.current;
    if (element === null) return;
    const by = Math.max(element.clientWidth * 0.8, 80) * direction;
    if (typeof element.scrollBy === 'function') element.scrollBy({ left: by, behavior: 'smooth' });
    else element.scrollLeft += by;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!MOVE_KEYS.has(event.key)) return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
    const index = buttons.findIndex((button) => button === document.activeElement);
    if (index < 0) return;
    event.preventDefault();
    const last = buttons.length - 1;
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key === 'ArrowLeft' ? Math.max(0, index - 1) : Math.min(last, index + 1);
    buttons[target]?.focus();
  };

  if (categories.length === 0) return null;
  return (
    <nav className={`game-category-menu${sticky ? ' game-category-menu--sticky' : ''}`} aria-label={w('gameCategoryMenu.label')}>
      {overflow.back && (
        <button type="button" className="game-category-menu__scroll game-category-menu__scroll--back" aria-label={w('gameCategoryMenu.scrollBack')} onClick={() => scroll(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <ul className="game-category-menu__list" ref={scroller} onKeyDown={onKeyDown}>
        {categories.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className="game-category-menu__entry"
              data-category={entry.id}
              aria-pressed={selected === entry.id}
              onClick={() => select(selected === entry.id ? null : entry.id)}
            >
              {entry.label}
            </button>
          </li>
        ))}
      </ul>
      {overflow.forward && (
        <button type="button" className="game-category-menu__scroll game-category-menu__scroll--forward" aria-label={w('gameCategoryMenu.scrollForward')} onClick={() => scroll(1)}>
          <span aria-hidden="true">›</span>
        </button>
      )}
    </nav>
  );
}
