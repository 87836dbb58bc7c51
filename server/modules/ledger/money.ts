/**
 * Money on the wire: decimal strings in, decimal strings out, integer minor units (bigint) inside.
 * Every tenant's currency has 2 decimals here; nothing goes through a float.
 */

/** The cents of an amount a client sent (`"100"`, `"100.5"`, `"100.50"`); undefined when it is not one. */
export function parseAmount(text: string): bigint | undefined {
  const match = /^(0|[1-9][0-9]{0,12})(?:\.([0-9]{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const [, units = '0', fraction = ''] = match;
  return BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** Cents as the server answers them: exactly 2 decimals, '-' when negative. */
export function formatMoney(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const units = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${units.toString()}.${fraction}`;
}

/** Cents as the older `balance` call answers them: a number with 2 decimals (exact below 2^53 cents). */
export function centsToNumber(cents: bigint): number {
  return Number(cents) / 100;
}
