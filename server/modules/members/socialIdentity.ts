/**
 * Social login's identity provider (SPEC sections 3 and 4: `firebaseChannel` and `firebaseIdToken`
 * at registration and login). The server never talks to a social network itself: a provider turns
 * the id token the portal got from the network's sign-in into the person's stable subject, or
 * refuses it. Which provider runs is the server's configuration (SOCIAL_IDENTITY, server/ops/config.ts):
 *
 * - `development` (the default outside production): the offline provider below, for the portal's
 *   development sign-in dialog, the tests and the e2e runs. A production server refuses to start with it.
 * - `none` (the default in production): social login is refused wherever a tenant turned it on.
 * - `module:<file>`: an operator's own provider (for Firebase, one that checks the id token's
 *   signature against Google's published keys, its audience and issuer, and reads `sub`, `email`,
 *   `phone_number` and `firebase.sign_in_provider`), loaded at start (loadSocialIdentityProvider).
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

/** What a verified id token says: the person's stable id at the channel, and what the channel shares. */
export interface SocialIdentity {
  subject: string;
  email?: string;
  phone?: string;
}

/** Why a token was refused: a channel the provider does not serve, or a token that is not good now. */
export type SocialRefusal = 'unknownChannel' | 'invalidToken';

export type SocialVerification = { ok: true; identity: SocialIdentity } | { ok: false; refusal: SocialRefusal };

export interface SocialIdentityProvider {
  /** Shown in logs and the start line; never a secret. */
  readonly name: string;
  /** The channels it serves (`firebaseChannel` values, such as google and facebook). */
  readonly channels: readonly string[];
  /** Checks an id token of a channel at the instant given (a provider must not read the calendar itself). */
  verifyIdToken(channel: string, idToken: string, now: Date): Promise<SocialVerification>;
}

/** The channels the portal offers and the development provider serves. */
export const SOCIAL_CHANNELS = ['google', 'facebook'] as const;

/** A development token's subject: letters, digits, dot, dash and underscore, as a provider's ids are. */
const DEV_SUBJECT = /^[A-Za-z0-9._-]{1,64}$/;
const DEV_EMAIL = /^[^\s@:]{1,64}@[^\s@:]{1,190}$/;

/**
 * The offline provider: a token is `dev:<channel>:<subject>` or `dev:<channel>:<subject>:<email>`,
 * which the portal's development sign-in dialog writes. Anyone can write one, which is why a
 * production server never runs it (assertProviderAllowed).
 */
export const developmentSocialIdentity: SocialIdentityProvider = {
  name: 'development',
  channels: SOCIAL_CHANNELS,
  verifyIdToken(channel, idToken) {
    if (!(SOCIAL_CHANNELS as readonly string[]).includes(channel)) return Promise.resolve({ ok: false, refusal: 'unknownChannel' });
    const [prefix, tokenChannel, subject, email, ...rest] = idToken.split(':');
    const good = prefix === 'dev' && tokenChannel === channel && subject !== undefined && DEV_SUBJECT.test(subject)
      && rest.length === 0 && (email === undefined || DEV_EMAIL.test(email));
    if (!good) return Promise.resolve({ ok: false, refusal: 'invalidToken' });
    return Promise.resolve({ ok: true, identity: { subject, ...(email === undefined ? {} : { email }) } });
  },
};

/** No provider: every channel is unknown, so a tenant's switch alone never opens social login. */
export const noSocialIdentity: SocialIdentityProvider = {
  name: 'none',
  channels: [],
  verifyIdToken: () => Promise.resolve({ ok: false, refusal: 'unknownChannel' }),
};

/** The provider a setting names, before loading: the development one, none, or an operator's module. */
export type SocialIdentitySetting = { kind: 'development' } | { kind: 'none' } | { kind: 'module'; file: string };

/** SOCIAL_IDENTITY's value as a setting; unset: development outside production, none in production. */
export function socialIdentitySettingOf(value: string | undefined, production: boolean): SocialIdentitySetting {
  if (value === undefined || value.trim() === '') return production ? { kind: 'none' } : { kind: 'development' };
  const text = value.trim();
  if (text === 'development' || text === 'none') return { kind: text };
  if (text.startsWith('module:') && text.length > 'module:'.length) return { kind: 'module', file: text.slice('module:'.length) };
  throw new Error(`SOCIAL_IDENTITY=${JSON.stringify(text)}: expected development, none or module:<file>`);
}

/** A production server never accepts the tokens anyone can write. */
export function assertProviderAllowed(setting: SocialIdentitySetting, production: boolean): void {
  if (production && setting.kind === 'development') {
    throw new Error('SOCIAL_IDENTITY="development": the development provider accepts tokens anyone can write; a production server needs none or module:<file>');
  }
}

function isProvider(value: unknown): value is SocialIdentityProvider {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<SocialIdentityProvider>;
  return typeof v.name === 'string' && Array.isArray(v.channels) && v.channels.every((c) => typeof c === 'string') && typeof v.verifyIdToken === 'function';
}

/**
 * The provider of a setting. An operator's module (a path from the working folder) exports
 * `socialIdentityProvider`, an object of the interface above.
 */
export async function loadSocialIdentityProvider(setting: SocialIdentitySetting): Promise<SocialIdentityProvider> {
  if (setting.kind === 'development') return developmentSocialIdentity;
  if (setting.kind === 'none') return noSocialIdentity;
  const loaded = (await import(pathToFileURL(resolve(setting.file)).href)) as { socialIdentityProvider?: unknown };
  if (!isProvider(loaded.socialIdentityProvider)) throw new Error(`SOCIAL_IDENTITY module ${setting.file}: it must export socialIdentityProvider { name, channels, verifyIdToken(channel, idToken, now) }`);
  return loaded.socialIdentityProvider;
}
