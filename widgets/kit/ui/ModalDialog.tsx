/**
 * The one accessible dialog every modal widget renders (SPEC section 2: modals are not closed by a
 * click outside): focus moves in on open and back to the opener on close, Tab cycles inside, Escape
 * and the close button call `onClose`. A click on the backdrop keeps focus in the dialog, so the
 * keyboard still works after it.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useText } from '../../portal-context/useText';
import './modal-dialog.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

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
  /** Stacking: message dialogs sit above other modals. */
  layer?: 'modal' | 'message';
  /** Test id of the dialog box. */
  testId?: string;
}

/** Open dialogs, innermost last: Escape pressed outside every dialog closes only the top one. */
const openDialogs: HTMLElement[] = [];

export function ModalDialog({ title, onClose, children, className, role = 'dialog', layer = 'modal', testId }: ModalDialogProps) {
  const t = useText();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Focus can leave the dialog without a click outside (a submit button disabled while it works
  // drops it on the body); Escape must still close the top dialog then.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return undefined;
    openDialogs.push(dialog);
    const onDocumentKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openDialogs[openDialogs.length - 1] !== dialog) return;
      if (event.target instanceof Node && dialog.contains(event.target)) return;
      onCloseRef.current?.();
    };
    document.addEventListener('keydown', onDocumentKey);
    return () => {
      document.removeEventListener('keydown', onDocumentKey);
      const index = openDialogs.indexOf(dialog);
      if (index >= 0) openDialogs.splice(index, 1);
    };
  }, []);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // The first field when there is one (forms), else the dialog itself.
    const first = dialog?.querySelector<HTMLElement>('input:not([disabled]):not([type="hidden"]), select, textarea');
    (first ?? dialog)?.focus();
    return () => { if (opener !== null && opener.isConnected) opener.focus(); };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onClose?.();
      return;
    }
    if (event.key !== 'Tab') return;
    // A dialog opened inside another (an image from a promotion's dialog) keeps Tab to itself: the
    // outer dialog's handler would otherwise judge the same key again by its own first and last.
    event.stopPropagation();
    const dialog = dialogRef.current;
    if (dialog === null) return;
    const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (first === undefined || last === undefined) { event.preventDefault(); dialog.focus(); return; }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={`modal-dialog__backdrop modal-dialog__backdrop--${layer}`}
      data-testid="modal-backdrop"
      onMouseDown={(event) => { if (event.target === event.currentTarget) event.preventDefault(); }}
    >
      <div
        ref={dialogRef}
        className={`modal-dialog${className ? ` ${className}` : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
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
      </div>
    </div>
  );
}
