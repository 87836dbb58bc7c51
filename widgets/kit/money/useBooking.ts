/**
 * A money-moving submission of a member page: the call with the submission's idempotency key
 * (useIdempotentSubmit), then every wallet answer on screen refreshed, the header's balance first,
 * without a reload. A failure leaves the form as typed and gives the catalogue message to show.
 */
import { useCallback, useState } from 'react';
import type { CallName } from '../../../schemas/api/callTable';
import { errorTextKey } from '../ui/errorText';
import { usePortalData } from '../../portal-context/PortalData';
import type { TextKey } from '../../portal-context/useText';
import { useIdempotentSubmit } from './useIdempotentSubmit';

/** The answers a booking may change. */
export const WALLET_READS: readonly CallName[] = [
  'balance', 'walletSummary', 'merchantWallet', 'withdrawInfo', 'withdrawList', 'depositList', 'memberTransactions', 'transferUplineInfo',
  'bettingRecord', 'profit', 'bonusDetails',
];

export interface Booking {
  /** Sends with the submission's key; resolves with the answer, or undefined when refused, failed or already in flight. */
  book<T>(body: unknown, send: (key: string) => Promise<T>): Promise<T | undefined>;
  busy: boolean;
  /** The catalogue message of the last failure, until the next submission. */
  failure: TextKey | undefined;
}

export function useBooking(): Booking {
  const { invalidate } = usePortalData().useCaller();
  const { submit, busy } = useIdempotentSubmit();
  const [failure, setFailure] = useState<TextKey | undefined>(undefined);
  const book = useCallback(async <T,>(body: unknown, send: (key: string) => Promise<T>): Promise<T | undefined> => {
    setFailure(undefined);
    try {
      const answer = await submit(body, send);
      if (answer !== undefined) void invalidate(WALLET_READS);
      return answer;
    } catch (error) {
      setFailure(errorTextKey(error));
      // A refusal may follow a booking made meanwhile (another tab): the balances are read again.
      void invalidate(WALLET_READS);
      return undefined;
    }
  }, [submit, invalidate]);
  return { book, busy, failure };
}
