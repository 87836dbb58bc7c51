/** Whether a string (from a manifest, a URL, a form control) is one of a list's literal values: narrows it to the list's type. */
export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
