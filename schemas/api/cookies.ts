/**
 * One reader of cookies for the browser (`document.cookie`) and the server (a request's Cookie
 * header), which share the portal's cookies: the plain-page and popup marks of boot.ts, the
 * remembered login.
 */

/** A cookie's value, URI-decoded; undefined when the cookie is absent or its value does not decode. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
