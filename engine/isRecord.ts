/** Whether a parsed JSON value is an object (not null, not an array): the one check every reader of unchecked JSON needs. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
