/**
 * The part of jsdom the server uses (server/page/sanitizerWindow.ts): a window to hand DOMPurify. jsdom
 * ships no types, and the DefinitelyTyped ones trail its majors (none for this one yet).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window;
  }
}
