/**
 * Lazy chunks (SPEC sections 7 and 9): fetched from the site root with a 120-second time-out; a chunk
 * that fails or times out raises the load error with its type and request (SPEC section 8: "Chunk load
 * failures raise a load error with type and request"), which the widget's boundary shows as the
 * catalogue's message with a retry.
 */

/** SPEC section 9: chunk time-out. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkLoadErrorType = 'timeout' | 'error';

/** A lazy chunk that did not arrive: `type` says how, `request` what was asked for (the chunk's URL when the browser names it). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(readonly type: ChunkLoadErrorType, readonly request: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${request} failed (${type})`, options);
  }
}

/** The URL a browser's failed dynamic import names, else the fallback. */
function requestOf(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  return /(https?:\/\/\S+?\.m?js|\/\S+?\.m?js)/.exec(message)?.[1] ?? fallback;
}

/** Runs a chunk's load with the time-out; rejects with a ChunkLoadError (its type and request) on failure. */
export function loadChunk<T>(load: () => Promise<T>, request: string, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      reject(new ChunkLoadError('timeout', request));
    }, timeoutMs);
    load().then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError('error', requestOf(error, request), { cause: error }));
      },
    );
  });
}
