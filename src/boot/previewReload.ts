/**
 * The development preview's half in the browser (server/page/preview.ts): a page served with
 * `<meta name="wl-preview" content="<events URL>">` reloads when the server says a manifest changed.
 * Loaded only on such pages (src/main.tsx), so no visitor's bundle waits for it.
 */
export function reloadOnChange(eventsUrl: string, reload: () => void = () => window.location.reload()): EventSource {
  const events = new EventSource(eventsUrl);
  events.onmessage = (event: MessageEvent<string>) => {
    if (event.data === 'reload') reload();
  };
  return events;
}

/** The events URL of a preview page, or undefined on any other page. */
export function previewEventsUrl(doc: Document = document): string | undefined {
  return doc.querySelector('meta[name="wl-preview"]')?.getAttribute('content') ?? undefined;
}
