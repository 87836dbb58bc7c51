// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './ModalDialog';
import { renderWidget } from '../../portal-context/testing/renderWithPortal';

afterEach(cleanup);

describe('ModalDialog', () => {
  it('closes with Escape even when focus fell to the page, and only the top dialog', () => {
    const closeLower = vi.fn();
    const closeUpper = vi.fn();
    renderWidget(
      <>
        <ModalDialog title="Lower" onClose={closeLower}><button type="button">in lower</button></ModalDialog>
        <ModalDialog title="Upper" onClose={closeUpper} layer="message"><button type="button">in upper</button></ModalDialog>
      </>,
    );
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(closeUpper).toHaveBeenCalledTimes(1);
    expect(closeLower).not.toHaveBeenCalled();
  });

  it('handles Escape inside the dialog once, and has no close button when it must be answered', () => {
    const close = vi.fn();
    const { unmount } = renderWidget(<ModalDialog title="Inside" onClose={close}><button type="button">ok</button></ModalDialog>);
    fireEvent.keyDown(screen.getByRole('button', { name: 'ok' }), { key: 'Escape' });
    expect(close).toHaveBeenCalledTimes(1);
    unmount();
    renderWidget(<ModalDialog title="Forced"><button type="button">answer</button></ModalDialog>);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Forced' })).toBeTruthy();
  });

  it('is the platform\'s modal dialog (the page behind inert), the later one on top, and locks the page\'s scroll while any is open', () => {
    const root = document.documentElement;
    const { rerender, unmount } = renderWidget(<ModalDialog title="Only" onClose={() => undefined}><button type="button">x</button></ModalDialog>);
    const dialog = screen.getByRole('dialog', { name: 'Only' }) as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(root.classList.contains('modal-dialog-open')).toBe(true);
    rerender(
      <>
        <ModalDialog title="Only" onClose={() => undefined}><button type="button">x</button></ModalDialog>
        <ModalDialog title="Second" onClose={() => undefined} layer="message"><p>y</p></ModalDialog>
      </>,
    );
    rerender(<ModalDialog title="Only" onClose={() => undefined}><button type="button">x</button></ModalDialog>);
    // One of two closed: the page stays locked until the last one closes.
    expect(root.classList.contains('modal-dialog-open')).toBe(true);
    unmount();
    expect(root.classList.contains('modal-dialog-open')).toBe(false);
  });

  it('wraps Tab at the ends of a dialog opened inside another one, and skips what cannot take focus', () => {
    renderWidget(
      <ModalDialog title="Outer" onClose={() => undefined}>
        <button type="button">outer first</button>
        <ModalDialog title="Inner" onClose={() => undefined} layer="message"><p>picture</p><button type="button" disabled>off</button><div inert><button type="button">inert</button></div></ModalDialog>
      </ModalDialog>,
    );
    const inner = screen.getByRole('dialog', { name: 'Inner' });
    const close = inner.querySelector('button')!;
    close.focus();
    // The inner close button is the outer dialog's last stop too: only the inner dialog answers.
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
  });

  it('opens again when the browser closes a dialog that must be answered (its guard on repeated Escape)', async () => {
    renderWidget(<ModalDialog title="Answer me"><button type="button">yes</button></ModalDialog>);
    const dialog = screen.getByRole('dialog', { name: 'Answer me' }) as HTMLDialogElement;
    // What the browser does when it no longer lets the cancel event be cancelled.
    dialog.close();
    expect(dialog.open).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(dialog.open).toBe(true);
  });

  it('moves focus to the first field, else to the dialog, and back to the opener on close', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = renderWidget(<ModalDialog title="Form" onClose={() => undefined}><label>Name <input /></label></ModalDialog>);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});

describe('ModalDialog: the 100 ms of SPEC section 9', () => {
  // jsdom applies no style sheet: the rule is read from the dialog's own sheet (Chromium draws it in the e2e runs).
  const css = readFileSync(join(import.meta.dirname, 'modal-dialog.css'), 'utf8');
  it('brings a dialog and its backdrop in over 100 ms, at once under reduced motion', () => {
    expect(css).toMatch(/@keyframes modal-dialog-in \{ from \{ opacity: 0; \} \}/);
    expect(css).toMatch(/\.modal-dialog\[open\], \.modal-dialog\[open\]::backdrop \{ animation: modal-dialog-in 100ms ease-out; \}/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\.modal-dialog\[open\], \.modal-dialog\[open\]::backdrop \{ animation: none; \}/);
  });
});
