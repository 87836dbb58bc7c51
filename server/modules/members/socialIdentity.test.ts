/** The identity provider's choice and the offline development provider (socialIdentity.ts). */
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkedConfig, ConfigError } from '../../ops/config';
import {
  assertProviderAllowed, developmentSocialIdentity, loadSocialIdentityProvider, noSocialIdentity, socialIdentitySettingOf,
} from './socialIdentity';

const now = new Date('2026-03-02T12:00:00Z');

describe('the development provider', () => {
  it('reads dev:<channel>:<subject>[:<email>] of its channels, and refuses anything else', async () => {
    expect(await developmentSocialIdentity.verifyIdToken('google', 'dev:google:abc-1', now)).toEqual({ ok: true, identity: { subject: 'abc-1' } });
    expect(await developmentSocialIdentity.verifyIdToken('facebook', 'dev:facebook:x.y_z:p@example.com', now)).toEqual({ ok: true, identity: { subject: 'x.y_z', email: 'p@example.com' } });
    for (const token of ['dev:facebook:abc', 'dev:google:', 'dev:google:a b', 'prod:google:abc', 'dev:google:abc:not-an-email', 'dev:google:abc:a@b.c:extra', 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln']) {
      expect(await developmentSocialIdentity.verifyIdToken('google', token, now), token).toEqual({ ok: false, refusal: 'invalidToken' });
    }
    expect(await developmentSocialIdentity.verifyIdToken('twitter', 'dev:twitter:abc', now)).toEqual({ ok: false, refusal: 'unknownChannel' });
    expect(await noSocialIdentity.verifyIdToken('google', 'dev:google:abc', now)).toEqual({ ok: false, refusal: 'unknownChannel' });
  });
});

describe('the provider setting', () => {
  it('defaults to development outside production and to none in production', () => {
    expect(socialIdentitySettingOf(undefined, false)).toEqual({ kind: 'development' });
    expect(socialIdentitySettingOf(undefined, true)).toEqual({ kind: 'none' });
    expect(socialIdentitySettingOf(' none ', false)).toEqual({ kind: 'none' });
    expect(socialIdentitySettingOf('module:./provider.mjs', true)).toEqual({ kind: 'module', file: './provider.mjs' });
    expect(() => socialIdentitySettingOf('firebase', false)).toThrow(/expected development, none or module/);
  });

  it('never lets a production server run the development provider', () => {
    expect(() => assertProviderAllowed({ kind: 'development' }, true)).toThrow(/production/);
    expect(() => assertProviderAllowed({ kind: 'development' }, false)).not.toThrow();
    expect(() => assertProviderAllowed({ kind: 'module', file: 'x.mjs' }, true)).not.toThrow();
    expect(() => checkedConfig({ NODE_ENV: 'production', SOCIAL_IDENTITY: 'development' })).toThrow(ConfigError);
    expect(checkedConfig({ NODE_ENV: 'development', SOCIAL_IDENTITY: 'development' })).toEqual({ NODE_ENV: 'development', SOCIAL_IDENTITY: 'development' });
    expect(() => checkedConfig({ SOCIAL_IDENTITY: 'firebase' })).toThrow(ConfigError);
  });

  it('loads an operator\'s module that exports socialIdentityProvider, and refuses one that does not', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'social-provider-'));
    try {
      const good = join(folder, 'good.mjs');
      await writeFile(good, `export const socialIdentityProvider = { name: 'operator', channels: ['google'], verifyIdToken: async (channel, token) => token === 'ok' ? { ok: true, identity: { subject: 'op-1' } } : { ok: false, refusal: 'invalidToken' } };`);
      const provider = await loadSocialIdentityProvider({ kind: 'module', file: good });
      expect(provider.name).toBe('operator');
      expect(await provider.verifyIdToken('google', 'ok', now)).toEqual({ ok: true, identity: { subject: 'op-1' } });
      const bad = join(folder, 'bad.mjs');
      await writeFile(bad, 'export const provider = {};');
      await expect(loadSocialIdentityProvider({ kind: 'module', file: bad })).rejects.toThrow(/socialIdentityProvider/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
