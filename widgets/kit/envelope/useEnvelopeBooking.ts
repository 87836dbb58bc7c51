/**
 * A red envelope submission (send or claim): the call with the submission's idempotency key
 * (useIdempotentSubmit: a retry after a lost answer reuses it), then the wallet's answers and the
 * envelope lists read again. A failure gives its message key (the envelope refusals' or the
 * catalogue's) and leaves the form as typed.
 */
import { useCallback, useState } from 'react';
import type { CallName } from '../../../schemas/api/callTable';
import { usePortalData } from '../../portal-context/PortalData';
import { WALLET_READS } from '../money/useBooking';
import { useIdempotentSubmit } from '../money/useIdempotentSubmit';
import { envelopeErrorKey, type EnvelopeErrorKey } from './useEnvelopeText';

/** The answers an envelope booking may change. */
export const ENVELOPE_READS: readonly CallName[] = [...WALLET_READS, 'envelopes', 'agentEnvelopes', 'agentInfo', 'agentDownlines'];

export interface EnvelopeBooking {
  book<T>(body: unknown, send: (key: string) => Promise<T>): Promise<T | undefined>;
  busy: boolean;
  failure: EnvelopeErrorKey | undefined;
}

export function useEnvelopeBooking(): EnvelopeBooking {
  const { invalidate } = usePortalData().useCaller();
  const { submit, busy } = useIdempotentSubmit();
  const [failure, setFailure] = useState<EnvelopeErrorKey | undefined>(undefined);
  const book = useCallback(async <T,>(body: unknown, send: (key: string) => Promise<T>): Promise<T | undefined> => {
    setFailure(undefined);
    try {
      const answer = await submit(body, send);
      if (answer !== undefined) void invalidate(ENVELOPE_READS);
      return answer;
    } catch (error) {
      setFailure(envelopeErrorKey(error));
      void invalidate(ENVELOPE_READS);
      return undefined;
    }
  }, [submit, invalidate]);
  return { book, busy, failure };
}
