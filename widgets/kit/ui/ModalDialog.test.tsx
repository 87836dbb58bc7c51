// @vitest-environment jsdom
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

  it('keeps Tab inside a dialog opened inside another one', () => {
    renderWidget(
      <ModalDialog title="Outer" onClose={() => undefined}>
        <button type="button">outer first</button>
        <ModalDialog title="Inner" onClose={() => undefined} layer="message"><p>picture</p></ModalDialog>
      </ModalDialog>,
    );
    const inner = screen.getByRole('dialog', { name: 'Inner' });
    const close = inner.querySelector('button')!;
    close.focus();
    // The inner close button is the outer dialog's last focusable too: only the inner trap answers.
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
  });
});
