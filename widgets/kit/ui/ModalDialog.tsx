/**
 * The one accessible dialog every modal widget renders: the platform's modal dialog (`<dialog>`
 * opened with showModal()), so the page behind is inert (out of the Tab order and out of reach of a
 * screen reader) and the dialog sits in the top layer, later dialogs over earlier ones. The page
 * does not scroll while a dialog is open. Focus moves in on open (the first field, else the dialog)
 * and back to the opener on close; Escape and the close button call `onClose`. SPEC section 2:
 * modals are not closed by a click outside, and a press on the backdrop keeps focus in the dialog.
 *
 * Tab wraps at the dialog's ends rather than leaving the page for the browser's own controls.
 *
 * A dialog without `onClose` must be answered: Escape does nothing. The browser may still close a
 * modal dialog on a repeated Escape without a user gesture in between (its close-request guard), so
 * such a dialog opens itself again when it was closed without being unmounted.
 */
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useText } from '../../portal-context/useText';
import './modal-dialog.css';

export interface ModalDialogProps {
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Close button and Escape; absent when the dialog must be answered (no close button, Escape ignored). */
  onClose?: () => void;
  children: ReactNode;
  /** Extra class on the dialog box, for the widget's own sizing. */
  className?: string;
  /** `alertdialog` for messages that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Message dialogs (over other modals when opened after them: the top layer stacks by opening). */
  layer?: 'modal' | 'message';
  /** Test id of the dialog box. */
  testId?: string;
}

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [tabindex]';

/** The dialog's Tab stops in document order: enabled, rendered, not inert, not taken out of the order. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) =>
    element.tabIndex >= 0 && !element.matches(':disabled') && element.closest('[inert]') === null
    && (typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true })));
}

/** The class on the root element while any dialog is open: the page behind does not scroll. */
const SCROLL_LOCK_CLASS = 'modal-dialog-open';
let openCount = 0;

function lockScroll(): () => void {
  openCount += 1;
  document.documentElement.classList.add(SCROLL_LOCK_CLASS);
  return () => {
    openCount -= 1;
    if (openCount === 0) document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
  };
}

export function ModalDialog({ title, onClose, children, className, role = 'dialog', layer = 'modal', testId }: ModalDialogProps) {
  const t = useText();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Opened before paint, so the first frame already shows it modal (and the page behind inert).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Drawn open (the `open` attribute, so a page drawn on the server shows it before any script):
    // reopened as the modal dialog, whose page behind is inert.
    if (dialog.open) dialog.close();
    dialog.showModal();
    // The first field when there is one (forms), else the dialog itself (not its close button).
    const first = dialog.querySelector<HTMLElement>('input:not([disabled]):not([type="hidden"]), select, textarea');
    (first ?? dialog).focus();
    const unlock = lockScroll();
    let unmounting = false;
    // The browser's close-request guard may close it on a repeated Escape: still mounted, it reopens.
    const onClosed = () => { if (!unmounting && dialog.isConnected && !dialog.open) dialog.showModal(); };
    dialog.addEventListener('close', onClosed);
    return () => {
      unmounting = true;
      dialog.removeEventListener('close', onClosed);
      if (dialog.open) dialog.close();
      unlock();
      if (opener !== null && opener.isConnected) opener.focus();
    };
  }, []);

  // Escape is a `cancel` on the top modal dialog, wherever focus is: never the browser's closing.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return undefined;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current?.();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  // The page behind is inert, so Tab never reaches it; past the dialog's last stop the browser would
  // leave the page for its own controls: Tab wraps to the first stop instead, Shift+Tab to the last.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    // A dialog inside another (an image from a promotion's dialog) answers for its own keys.
    event.stopPropagation();
    const dialog = event.currentTarget;
    const stops = tabStops(dialog);
    const first = stops[0];
    const last = stops[stops.length - 1];
    const active = document.activeElement;
    if (first === undefined || last === undefined) { event.preventDefault(); dialog.focus(); return; }
    if (event.shiftKey ? active === first || active === dialog : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  // A press on the backdrop (the dialog element itself, outside its box's content) keeps focus inside.
  const onMouseDown = (event: SyntheticEvent) => { if (event.target === event.currentTarget) event.preventDefault(); };

  return (
    <dialog
      ref={dialogRef}
      open
      className={`modal-dialog modal-dialog--${layer}${className ? ` ${className}` : ''}`}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onMouseDown={onMouseDown}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      <header className="modal-dialog__header">
        <h2 id={titleId} className="modal-dialog__title">{title}</h2>
        {onClose !== undefined && (
          <button type="button" className="modal-dialog__close" aria-label={t('modal.close')} onClick={onClose}>×</button>
        )}
      </header>
      <div className="modal-dialog__body">{children}</div>
    </dialog>
  );
}
