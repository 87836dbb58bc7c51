/**
 * The hosts the site permission names: the image CDNs (the server draws the images) and the launch
 * CDNs (the server serves the demo game page); both are aliases on this server. A launch URL picks
 * one launch host per game, so a game always opens on the same one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hashString } from '../../../engine/profiles/seededRandom';

/** Image and launch hosts of the site permission; the server serves both as aliases (server/routes/assets.ts). */
export const IMAGE_CDNS = ['/cdn/img1', '/cdn/img2'] as const;
export const LAUNCH_CDNS = ['/cdn/launch1', '/cdn/launch2'] as const;

export type LaunchMode = 'real' | 'demo';

/** An opaque one-off launch token: random, never the session token. */
function launchToken(): string {
  return createHash('sha256').update(randomBytes(32)).digest('base64url').slice(0, 32);
}

/**
 * The game page's URL on one of the launch hosts, and, in real mode, the launch token it carries.
 * `pageTenant`: outside production the page keeps the tenant chosen on a loopback host; `fallback`:
 * the next launch host instead of the game's own.
 */
export function launchUrlOf(nodeId: string, mode: LaunchMode, pageTenant: string | undefined, fallback = false): { url: string; token?: string } {
  // The fallback is the host after the game's own: another line to the same game page.
  const host = LAUNCH_CDNS[(hashString(nodeId) + (fallback ? 1 : 0)) % LAUNCH_CDNS.length] ?? LAUNCH_CDNS[0];
  const params = new URLSearchParams({ nodeId, mode });
  const token = mode === 'real' ? launchToken() : undefined;
  if (token !== undefined) params.set('token', token);
  if (pageTenant !== undefined) params.set('tenant', pageTenant);
  return { url: `${host}/game?${params.toString()}`, ...(token === undefined ? {} : { token }) };
}
