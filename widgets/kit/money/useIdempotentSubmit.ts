/**
 * One idempotency key per submission of a money-moving form (the ledger books a key once: the same
 * key and body replays the first answer, another body under the key is refused). The key is made
 * when the member submits, kept while the same body is retried after a failure without an answer
 * (offline, time-out, a 5xx: the booking may have happened, and the retry must not book twice), and
 * dropped once the server has answered (booked, or refused with a reason) or the body changes. A submission while
 * one is in flight is ignored, so a double click books once even before React re-renders.
 */
import { useCallback, useRef, useState } from 'react';

/** A fresh key: the browser's UUID where it has one (secure contexts), else 128 random bits. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether a failure is the server's answer (a refusal with a reason), not a lost or broken request. */
export function isAnsweredFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { kind, status } = error as { kind?: unknown; status?: unknown };
  if (kind === 'server') return true;
  return kind === 'http' && typeof status === 'number' && status >= 400 && status < 500;
}

export interface IdempotentSubmit {
  /**
   * Runs `send` with the submission's key. `body` identifies what is submitted (a retry with an equal
   * body reuses the key). Resolves with send's answer, or undefined when a submission was already in
   * flight; rejects with send's error (the key is kept for the retry).
   */
  submit<T>(body: unknown, send: (key: string) => Promise<T>): Promise<T | undefined>;
  /** A submission is in flight. */
  busy: boolean;
}

export function useIdempotentSubmit(): IdempotentSubmit {
  const pending = useRef<{ key: string; body: string } | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const submit = useCallback(async <T,>(body: unknown, send: (key: string) => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    const fingerprint = JSON.stringify(body);
    if (pending.current === null || pending.current.body !== fingerprint) pending.current = { key: newIdempotencyKey(), body: fingerprint };
    try {
      const answer = await send(pending.current.key);
      pending.current = null;
      return answer;
    } catch (error) {
      if (isAnsweredFailure(error)) pending.current = null;
      throw error;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  return { submit, busy };
}
