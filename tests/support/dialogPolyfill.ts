/**
 * Unit tests only: jsdom has no showModal() or close() on <dialog>. A small stand-in with what the
 * portal relies on: `open`, the top layer as a stack (the last shown is on top), `close` events,
 * and Escape as a cancelable `cancel` on the top modal dialog, wherever focus is. It does not make
 * the rest of the page inert; the end-to-end tests in Chromium check that.
 */
const stack: HTMLDialogElement[] = [];

export function installDialogPolyfill(window: Window & typeof globalThis): void {
  const proto = window.HTMLDialogElement?.prototype;
  if (proto === undefined || typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new window.DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    stack.push(this);
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const index = stack.indexOf(this);
    if (index >= 0) stack.splice(index, 1);
    // The platform queues the event; so does this.
    setTimeout(() => this.dispatchEvent(new window.Event('close')), 0);
  };
  window.document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Dialogs taken out of the document without close() leave the top layer too.
    for (let i = stack.length - 1; i >= 0; i--) if (!stack[i]!.isConnected) stack.splice(i, 1);
    const top = stack[stack.length - 1];
    if (top === undefined) return;
    if (top.dispatchEvent(new window.Event('cancel', { cancelable: true }))) top.close();
  });
}

if (typeof window !== 'undefined') installDialogPolyfill(window);
