/**
 * One image of the member's application (GET /wps/v2/promotions/applications/:id/images/:n, the
 * sender's own only), fetched with the session token as a blob and shown through an object URL that
 * is revoked when the image leaves the page. A plain `fetch` on purpose: the shell's API client
 * answers JSON, and it lives in the home route's entry, which this lazily loaded widget must not grow.
 */
import { useEffect, useRef, useState } from 'react';
import type { CoreMessageKey } from '../../engine/index';
import { errorTextKey } from '../kit/ui/errorText';

export type ApplicationImageState =
  | { kind: 'loading' }
  | { kind: 'ready'; url: string }
  | { kind: 'failed'; message: CoreMessageKey };

/** The image's path on the merchant API (same origin as the page). */
export function applicationImagePath(id: string, n: number): string {
  return `/wps/v2/promotions/applications/${encodeURIComponent(id)}/images/${n}`;
}

/** The catalogue key of a refused answer: the server's `code` when it is a catalogue key. */
async function refusalKey(response: Response): Promise<CoreMessageKey> {
  try {
    return errorTextKey(await response.json());
  } catch {
    return 'error.networkAbnormal';
  }
}

/** `onTokenRefused`: told of a 401 (the session is over), so the shell forgets the token as it does for a call. */
export function useApplicationImage(id: string, n: number, token: string | undefined, merchantCode: string, onTokenRefused: () => void): ApplicationImageState {
  const [state, setState] = useState<ApplicationImageState>({ kind: 'loading' });
  // Read through a ref, so a new callback does not fetch the image again.
  const refused = useRef(onTokenRefused);
  refused.current = onTokenRefused;
  useEffect(() => {
    const abort = new AbortController();
    let url: string | undefined;
    setState({ kind: 'loading' });
    const load = async (): Promise<ApplicationImageState> => {
      if (token === undefined) return { kind: 'failed', message: 'error.notLoggedIn' };
      try {
        // eslint-disable-next-line no-restricted-globals -- an image (binary), outside the JSON call table; src/api is the shell's, not a widget's
        const response = await fetch(applicationImagePath(id, n), {
          headers: { Authorization: `Bearer ${token}`, 'x-merchant-code': merchantCode },
          signal: abort.signal,
        });
        if (!response.ok) {
          if (response.status === 401) refused.current();
          return { kind: 'failed', message: await refusalKey(response) };
        }
        const blob = await response.blob();
        if (abort.signal.aborted) return { kind: 'loading' };
        url = URL.createObjectURL(blob);
        return { kind: 'ready', url };
      } catch {
        return { kind: 'failed', message: 'error.networkAbnormal' };
      }
    };
    void load().then((next) => { if (!abort.signal.aborted) setState(next); });
    return () => {
      abort.abort();
      if (url !== undefined) URL.revokeObjectURL(url);
    };
  }, [id, n, token, merchantCode]);
  return state;
}
