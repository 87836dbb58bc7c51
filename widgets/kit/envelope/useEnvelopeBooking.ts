/**
 * A red envelope submission (send or claim): a booking (useBookingOf: the submission's idempotency
 * key, busy until the answers it changed are read again) that reads the wallet's answers and the
 * envelope lists again, and names a failure by the envelope refusals' or the catalogue's key.
 */
import type { CallName } from '../../../schemas/api/callTable';
import { WALLET_READS, useBookingOf, type BookingOf } from '../money/useBooking';
import { envelopeErrorKey, type EnvelopeErrorKey } from './useEnvelopeText';

/** The answers an envelope booking may change. */
export const ENVELOPE_READS: readonly CallName[] = [...WALLET_READS, 'envelopes', 'agentEnvelopes', 'agentInfo', 'agentDownlines'];

export function useEnvelopeBooking(): BookingOf<EnvelopeErrorKey> {
  return useBookingOf(ENVELOPE_READS, envelopeErrorKey);
}
