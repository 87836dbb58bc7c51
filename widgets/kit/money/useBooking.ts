/**
 * A money-moving submission of a member page: the call with the submission's idempotency key
 * (useIdempotentSubmit), then every answer the booking changes read again, the header's balance
 * first, without a reload. The form stays busy until those answers are back, so what the screen
 * offers next (a claim button, a balance) is the ledger's word after the booking, not before it: a
 * double click's second click, however late, finds the button closed, not a claim the server would
 * refuse. A failure leaves the form as typed and gives its message key to show.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { CallName } from '../../../schemas/api/callTable';
import { errorTextKey } from '../ui/errorText';
import { usePortalData } from '../../portal-context/PortalData';
import type { TextKey } from '../../portal-context/useText';
import { useIdempotentSubmit } from './useIdempotentSubmit';

/** The answers a booking may change. */
export const WALLET_READS: readonly CallName[] = [
  'balance', 'walletSummary', 'fundsConsolidated', 'merchantWallet', 'withdrawInfo', 'withdrawList', 'depositList', 'memberTransactions', 'transferUplineInfo',
  'bettingRecord', 'profit', 'bonusDetails',
];

export interface BookingOf<K> {
  /**
   * Sends with the submission's key; resolves with the answer as soon as it comes, or undefined when
   * refused, failed, or while a submission is in flight or its answers are being read again.
   */
  book<T>(body: unknown, send: (key: string) => Promise<T>): Promise<T | undefined>;
  /** A submission is in flight, or the answers it changed are being read again. */
  busy: boolean;
  /** The message key of the last failure, until the next submission. */
  failure: K | undefined;
}

export type Booking = BookingOf<TextKey>;

/** A booking that reads `reads` again after every answer and names a failure by `failureKey`. */
export function useBookingOf<K>(reads: readonly CallName[], failureKey: (error: unknown) => K): BookingOf<K> {
  const { invalidate } = usePortalData().useCaller();
  const { submit, busy: sending } = useIdempotentSubmit();
  const [failure, setFailure] = useState<K | undefined>(undefined);
  // A ref as well as state: a second click in the same frame must see it before React re-renders.
  const settling = useRef(false);
  const [refreshing, setRefreshing] = useState(false);

  const book = useCallback(async <T,>(body: unknown, send: (key: string) => Promise<T>): Promise<T | undefined> => {
    if (settling.current) return undefined;
    const settle = () => {
      settling.current = true;
      setRefreshing(true);
      void invalidate(reads).finally(() => {
        settling.current = false;
        setRefreshing(false);
      });
    };
    setFailure(undefined);
    try {
      const answer = await submit(body, send);
      if (answer !== undefined) settle();
      return answer;
    } catch (error) {
      setFailure(failureKey(error));
      // A refusal may follow a booking made meanwhile (another tab): the answers are read again.
      settle();
      return undefined;
    }
  }, [submit, invalidate, reads, failureKey]);
  return { book, busy: sending || refreshing, failure };
}

const NO_MORE_READS: readonly CallName[] = [];

/** A booking of the wallet: reads the wallet's answers again, and `more` (a module constant) beside them. */
export function useBooking(more: readonly CallName[] = NO_MORE_READS): Booking {
  const reads = useMemo(() => [...WALLET_READS, ...more], [more]);
  return useBookingOf(reads, errorTextKey);
}
