/**
 * The icon of a menu entry (layout `icons`). The icons are a chunk of their own (DrawnIcons.tsx), asked
 * for after the first render, so the home route's JavaScript does not carry them: until they arrive
 * the entry shows an empty box of the icon's size, so nothing moves when they do. Decorative: the
 * entry's label names it.
 */
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { IconName } from '../../schemas/domain';
import { useHydrating } from '../kit/ui/useHydrating';
import './menu-icon.css';

type Drawn = ComponentType<{ name: IconName; size: number; className?: string }>;

let drawn: Drawn | undefined;
let loading: Promise<Drawn> | undefined;

/** Loads the icons once; a failed load (offline) is tried again by the next icon that mounts. */
function loadIcons(): Promise<Drawn> {
  loading ??= import('./DrawnIcons').then(
    (m) => (drawn = m.DrawnIcon),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The sizes the menus use (menu-icon.css draws the empty box of each: no inline style under the CSP). */
export type MenuIconSize = 16 | 18;

export function MenuIcon({ name, size = 18, className }: { name: IconName; size?: MenuIconSize; className?: string }) {
  // The server draws the empty box: so does a menu hydrated after another menu has loaded the icons.
  const hydrating = useHydrating();
  const [Icon, setIcon] = useState<Drawn | undefined>(() => (hydrating ? undefined : drawn));
  useEffect(() => {
    if (Icon !== undefined) return;
    let live = true;
    // Without its icons the menu still works (each entry has its label): a failed load leaves the box empty.
    // As a transition: the menus' icons are drawn in slices, not in one long task.
    loadIcons().then((loaded) => { if (live) startTransition(() => setIcon(() => loaded)); }, () => undefined);
    return () => { live = false; };
  }, [Icon]);
  if (Icon === undefined) {
    return <span className={`menu-icon-pending menu-icon-pending--${size}${className ? ` ${className}` : ''}`} aria-hidden="true" data-icon-pending={name} />;
  }
  return <Icon name={name} size={size} {...(className === undefined ? {} : { className })} />;
}
