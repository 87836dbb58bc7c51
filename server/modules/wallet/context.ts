/** Who a wallet operation is for: the tenant's settings (its book) and the member. */
import type { WalletSettings } from './settings';

export interface MemberContext {
  readonly settings: WalletSettings;
  readonly memberId: number;
  /** The request's instant, from the server's clock (server/platform/clock.ts). */
  readonly now: Date;
}

/** An ISO instant in UTC with milliseconds, as the wallet calls answer dates. */
export function isoOf(date: Date | string): string {
  return (typeof date === 'string' ? new Date(date) : date).toISOString();
}
