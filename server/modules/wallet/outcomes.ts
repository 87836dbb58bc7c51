/**
 * What an operator's decision tells the member (SPEC section 4: deposit and withdrawal messages are
 * credited, approved, rejected or failed). The wallet decides; whoever started the decision (the
 * operator command, the development routes, the demo approval) hands in a teller, which the messages
 * module provides: the wallet comes before messages in the modules' order, so it cannot call it.
 * The teller runs in the decision's transaction, so the message and the money commit together.
 */
import type { Tx } from '../ledger/index';

export type WalletOutcomeEvent = 'credited' | 'approved' | 'rejected' | 'failed';

export interface WalletOutcome {
  readonly tenant: string;
  readonly memberId: number;
  readonly kind: 'deposit' | 'withdrawal';
  readonly event: WalletOutcomeEvent;
  /** The reference the member sees (D12, W7). */
  readonly reference: string;
  /** The amount as the API answers it (2 decimals). */
  readonly amount: string;
}

export type WalletOutcomeTeller = (tx: Tx, outcome: WalletOutcome, now: Date) => Promise<void>;

/** The event a deposit's new status tells: an approved deposit is credited to the main wallet. */
export function depositEvent(status: string): WalletOutcomeEvent | undefined {
  if (status === 'approved') return 'credited';
  if (status === 'rejected') return 'rejected';
  if (status === 'failed') return 'failed';
  return undefined;
}

/** The event a withdrawal's new status tells: a paid withdrawal is approved. */
export function withdrawalEvent(status: string): WalletOutcomeEvent | undefined {
  if (status === 'paid') return 'approved';
  if (status === 'rejected') return 'rejected';
  return undefined;
}
