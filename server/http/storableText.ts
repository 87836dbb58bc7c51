/**
 * Text no column may hold: the app refuses a request carrying it (400) before any route runs, and the
 * multipart routes check their own fields with it.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A text safe to echo in a reason: control characters and surrogates become '?'. */
function printable(text: string): string {
  return Array.from(text, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff) ? '?' : c;
  }).join('');
}

/** Whether a value holds, at any depth, a string (or key) that no text column may hold: NUL or a lone surrogate. */
export function findUnstorableText(value: unknown, where = ''): string | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return `${printable(where) || 'a value'} contains a NUL character`;
    if (LONE_SURROGATE.test(value)) return `${printable(where) || 'a value'} contains a lone surrogate`;
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = findUnstorableText(key, `${where}/${key}`) ?? findUnstorableText(inner, `${where}/${key}`);
    if (found) return found;
  }
  return undefined;
}
