/**
 * How every launched game is framed (game popup, game pages, lottery pages): the iframe's sandbox and
 * permissions, decided by where the launch URL points.
 *
 * A game needs scripts, its forms and its own pop-ups (cashier, rules). `allow-same-origin` is added
 * only for a game on another origin (a vendor's launch host): there it keeps the game's own origin
 * (its cookies and storage) and still cannot reach the portal. A launch URL on the portal's own origin
 * (the reference server's /cdn/launchN pages) gets an opaque origin instead, because scripts plus
 * same-origin on a same-origin document could lift the sandbox and read the portal's session
 * storage (the token). Never granted: top navigation (a game cannot move the portal away), modals,
 * pointer lock, downloads.
 */

/** Sandbox tokens every game frame gets. */
export const GAME_SANDBOX_BASE = ['allow-scripts', 'allow-forms', 'allow-popups'] as const;

/** The origin of a URL resolved against the page, or null when it cannot be parsed. */
function originOf(url: string, pageUrl: string): string | null {
  try {
    return new URL(url, pageUrl).origin;
  } catch {
    return null;
  }
}

/** The iframe `sandbox` value for a launch URL, seen from the page at `pageUrl`. */
export function gameSandbox(url: string, pageUrl: string): string {
  const frameOrigin = originOf(url, pageUrl);
  const pageOrigin = originOf(pageUrl, pageUrl);
  const crossOrigin = frameOrigin !== null && frameOrigin !== 'null' && frameOrigin !== pageOrigin;
  return [...GAME_SANDBOX_BASE, ...(crossOrigin ? ['allow-same-origin'] : [])].join(' ');
}

/** Whether a launch URL can be framed at all: http(s) or a path; never javascript:, data: and the like. */
export function isFrameableUrl(url: string, pageUrl: string): boolean {
  try {
    const { protocol } = new URL(url, pageUrl);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The iframe `allow` (permissions policy) of a game: autoplay always, fullscreen when allowed. */
export function gameAllow(allowFullscreen: boolean): string {
  return allowFullscreen ? 'autoplay; fullscreen' : 'autoplay';
}
