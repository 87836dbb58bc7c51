/**
 * Hydration in slices (issue 21). Taking a server-drawn page over in one piece is one long commit on
 * a phone: every widget's effects and refs at once. Each widget slot is therefore its own Suspense
 * boundary, and while the page is taken over each slot waits for its turn: the shell hydrates first,
 * then one slot per task, in the page's order, each committing on its own.
 *
 * Nothing is lost while a slot waits: the server's markup is on screen, and the first sign of a
 * visitor (a pointer, a key, a touch, a click) lets every waiting slot through at once, before React
 * sees the event, so React hydrates the slot under it at once and then delivers the event, as it does
 * for any Suspense boundary.
 *
 * A slot waits only while it hydrates (useHydrating): a slot that React draws anew, on a later page
 * or on a page the browser draws itself, never waits.
 */
import { use, useEffect, useId, type ReactNode } from 'react';
import { useHydrating } from '../../widgets/index';

interface Turn {
  promise: Promise<void>;
  /** Read before `use`: a turn released before React first asked need not suspend at all. */
  released: boolean;
  release(): void;
}

// Slots waiting for their turn, in the order they asked (the page's order); the first is next.
const waiting: Turn[] = [];
const turns = new Map<string, Turn>();
let slicing = false;
let allReleased = false;
let next: ReturnType<typeof setTimeout> | undefined;

// A slot whose commit never comes (its widget fails) must not hold the rest back.
const TURN_TIMEOUT_MS = 250;

// What a visitor does first to use the page (a screen reader's activation is a click alone). Not focus:
// a dialog that hydrates focuses itself.
const INTERACTIONS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'click'] as const;

function releaseAll(): void {
  allReleased = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, releaseAll, { capture: true });
  for (const turn of waiting.splice(0)) turn.release();
}

function releaseNext(): void {
  next = undefined;
  const turn = waiting.shift();
  if (turn === undefined) return;
  turn.release();
  next = setTimeout(releaseNext, TURN_TIMEOUT_MS);
}

/** A slot has committed: the next one gets its turn in a task of its own. */
function slotCommitted(): void {
  if (!slicing || allReleased) return;
  clearTimeout(next);
  next = setTimeout(releaseNext, 0);
}

/**
 * Called once, before the server-drawn page is hydrated: from then on, slots that hydrate take turns.
 * Listens (in the capture phase, on the window, so before React's own listeners) for the visitor.
 */
export function hydrateInSlices(): void {
  slicing = true;
  for (const type of INTERACTIONS) window.addEventListener(type, releaseAll, { capture: true, passive: true });
}

function turnOf(id: string): Turn {
  let turn = turns.get(id);
  if (turn === undefined) {
    let resolve = () => {};
    const created: Turn = {
      promise: new Promise<void>((done) => { resolve = done; }),
      released: false,
      release() {
        created.released = true;
        resolve();
      },
    };
    turn = created;
    turns.set(id, turn);
    waiting.push(turn);
    // The first slot to ask goes once the shell has committed (its effects run in a later task).
    if (next === undefined) next = setTimeout(releaseNext, 0);
  }
  return turn;
}

function Committed({ children }: { children: ReactNode }) {
  useEffect(slotCommitted, []);
  return children;
}

/**
 * One slot's turn. The slot is known by its place in the tree (useId), the same in every attempt to
 * hydrate it. The tree is the same whether the slot waited or not, so nothing remounts after.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  const id = useId();
  const hydrating = useHydrating();
  if (hydrating && slicing && !allReleased) {
    const turn = turnOf(id);
    if (!turn.released) use(turn.promise);
  }
  return <Committed>{children}</Committed>;
}
