/** Why a posting was refused; nothing of it was booked (the caller's transaction rolls back). */
export class LedgerError extends Error {
  constructor(readonly reason: 'insufficientFunds' | 'invalidAmount', message: string) {
    super(message);
  }
}

export interface PostedTransfer {
  readonly transferId: number;
  /** Balances right after this transfer. */
  readonly fromBalance: bigint;
  readonly toBalance: bigint;
  readonly createdAt: Date;
}
