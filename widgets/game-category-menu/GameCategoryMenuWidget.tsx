/**
 * Home game-category menu (SPEC section 2): a horizontally scrolling row of HOT and the game types
 * that have vendors. Choosing one sets the home's selected category (the `category` search param,
 * shared with the home game rows); choosing the selected one again clears it. Entries are buttons
 * (aria-pressed on the selected one; Arrow keys, Home and End move between them), and scroll buttons
 * appear when the row overflows.
 *
 * RECENT is not offered yet (`showRecent` has no effect): the portal data source has no recent-games
 * hook, and an entry without data would only show an empty row.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { GameCategoryMenuProps } from '../../schemas/widgets';
import { useHomeCategories, useHomeCategory } from '../portal-context/HomeCategory';
import { useText } from '../portal-context/useText';
import './game-category-menu.css';

interface Overflow {
  back: boolean;
  forward: boolean;
}

/** Whether the scroller can move back or forward (1 px slack for fractional layouts). */
function overflowOf(element: HTMLElement): Overflow {
  return {
    back: element.scrollLeft > 1,
    forward: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
  };
}

function useOverflow(): [RefObject<HTMLUListElement | null>, Overflow, () => void] {
  const ref = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ back: false, forward: false });
  const update = useCallback(() => {
    const element = ref.current;
    if (element === null) return;
    const next = overflowOf(element);
    setOverflow((previous) => (previous.back === next.back && previous.forward === next.forward ? previous : next));
  }, []);
  useEffect(() => {
    update();
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [update]);
  return [ref, overflow, update];
}

const MOVE_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

export function GameCategoryMenuWidget({ showHot, sticky }: GameCategoryMenuProps) {
  const w = useText();
  const all = useHomeCategories();
  const categories = showHot ? all : all.filter((entry) => entry.id !== 'HOT');
  const [selected, select] = useHomeCategory();
  const [scroller, overflow, updateOverflow] = useOverflow();

  useEffect(updateOverflow, [updateOverflow, categories.length]);

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
      <ul className="game-category-menu__list" ref={scroller} onScroll={updateOverflow} onKeyDown={onKeyDown}>
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
