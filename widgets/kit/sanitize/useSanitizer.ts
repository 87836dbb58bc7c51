/**
 * The HTML sanitiser (DOMPurify, through sanitizeNoticeHtml) as data a widget waits for: its chunk
 * loads when a widget that shows server HTML first renders, not with the page. Widgets on every page
 * (the announcement popup) use this, so pages without server HTML to show never download DOMPurify.
 */
import { useCallback, useEffect, useState } from 'react';
import type { DataResult } from '../../portal-context/PortalData';

export type Sanitize = (html: string) => string;

/** One load for the page's life; a failed one is forgotten so that retry loads again. */
let loading: Promise<Sanitize> | undefined;
let loaded: Sanitize | undefined;

/**
 * Loads the sanitiser now: the announcement popup's widget loads with it (withSanitizer), so that the
 * popup opens with its content at its size.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('../../notice-modal/sanitizeNoticeHtml').then(
    // The purifier is made in a task of its own, before the content that needs it is drawn.
    (module) => new Promise<Sanitize>((resolve) => {
      setTimeout(() => {
        module.preparePurifier();
        resolve((loaded = module.sanitizeNoticeHtml));
      }, 0);
    }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Gives the sanitiser outright: the server's render, whose is made over a DOM it is handed (sanitizerFor). */
export function provideSanitizer(sanitize: Sanitize): void {
  loaded = sanitize;
  loading = Promise.resolve(sanitize);
}

/**
 * The sanitiser once its chunk has loaded; a failed load shows the network message, and retry loads
 * again. Not `enabled`, it loads nothing (a widget that may never show server HTML).
 */
export function useSanitizer(enabled = true): DataResult<Sanitize> {
  const [state, setState] = useState<{ sanitize?: Sanitize; failed: boolean; attempt: number }>({ sanitize: loaded, failed: false, attempt: 0 });
  useEffect(() => {
    if (!enabled || state.sanitize !== undefined) return;
    let live = true;
    loadSanitizer().then(
      (sanitize) => live && setState((s) => ({ ...s, sanitize, failed: false })),
      () => live && setState((s) => ({ ...s, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [enabled, state.sanitize, state.attempt]);
  const refetch = useCallback(() => setState((s) => ({ ...s, failed: false, attempt: s.attempt + 1 })), []);
  return { data: state.sanitize, isPending: state.sanitize === undefined && !state.failed, isError: state.failed, refetch };
}
