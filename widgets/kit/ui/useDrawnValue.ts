/**
 * What a visitor chose in a server-drawn control before the app took the page over. The page is
 * inert to clicks until then (src/shell/portal.css), but not to the keyboard: a visitor can tab to a
 * select and pick, or type into a field, while the scripts still load. React hydrates the control as
 * it finds it (the visitor's value on screen) but its state still holds what the server drew, and the
 * control's next render puts that back: the choice silently lost, or sent as the other one.
 *
 * So, once, as the control mounts (before any later render), a control that shows something other
 * than its state hands what it shows to `adopt`, as a change would have. A control React drew itself
 * shows its state by construction, so on a page the browser draws this does nothing.
 */
import { useLayoutEffect, type RefObject } from 'react';

export type DrawnControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function useDrawnValue(control: RefObject<DrawnControl | null>, value: string, adopt: (shown: string) => void): void {
  useLayoutEffect(() => {
    const shown = control.current?.value;
    if (shown !== undefined && shown !== value) adopt(shown);
    // Once, on mount: from then on the control and its state move together through its onChange.
  }, []);
}
