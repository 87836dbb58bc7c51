/**
 * The DOM the server's render sanitises server HTML on (an announcement popup's content): DOMPurify
 * works on a DOM, and Node has none. A jsdom window, made once per process on first use; jsdom runs
 * no scripts and loads no resources unless asked to, and it is asked for neither. DOMPurify supports
 * jsdom as its server-side DOM (its own tests run on it).
 */
let made: Promise<Window | undefined> | undefined;

/** The window, or undefined when jsdom does not load (the render then leaves server HTML to the browser). */
export function sanitizerWindow(): Promise<Window | undefined> {
  made ??= import('jsdom').then(
    ({ JSDOM }) => new JSDOM('<!doctype html><html><head></head><body></body></html>').window,
    () => undefined,
  );
  return made;
}
