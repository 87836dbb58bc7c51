import { describe, expect, it } from 'vitest';
import { ACTION_CALLS, CALL_NAMES, CALL_TABLE, CORE_CALLS, MEMBER_CALLS, isCallName, type CallDefinition } from './callTable';

const entries: [string, CallDefinition][] = Object.entries(CALL_TABLE);

describe('call table', () => {
  it('splits into the first page\'s calls and the later ones, each call in one part; every member call needs a session', () => {
    const parts = [Object.keys(CORE_CALLS), Object.keys(MEMBER_CALLS), Object.keys(ACTION_CALLS)];
    expect(parts.flat().sort()).toEqual([...CALL_NAMES].sort());
    expect(new Set(parts.flat()).size).toBe(CALL_NAMES.length);
    // src/api/callDefinitions.ts answers 'required' for a call outside the core without loading it.
    for (const def of Object.values(MEMBER_CALLS)) expect(def.token, def.name).toBe('required');
    // Not vacuous: the first page reads these, and the money pages those.
    expect(Object.keys(CORE_CALLS)).toEqual(expect.arrayContaining(['status', 'whitelabel', 'gameList', 'balance', 'memberInfo', 'unreadCount']));
    expect(Object.keys(MEMBER_CALLS)).toEqual(expect.arrayContaining(['deposit', 'withdraw', 'walletSummary']));
    expect(Object.keys(ACTION_CALLS)).toEqual(expect.arrayContaining(['login', 'register', 'launchGame']));
  });

  it('names every entry by its key, once per method and path', () => {
    for (const [key, def] of entries) expect(def.name).toBe(key);
    const routes = entries.map(([, d]) => `${d.method} ${d.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(isCallName('login')).toBe(true);
    expect(isCallName('toString')).toBe(false);
  });

  it('uses the methods the reference gives and REST for the rest', () => {
    const method = (name: string) => CALL_TABLE[name as keyof typeof CALL_TABLE].method;
    expect({
      logout: method('logout'), registerMobile: method('registerMobile'), feedback: method('feedback'),
      removeFavourite: method('removeFavourite'), forgetPasswordByEmail: method('forgetPasswordByEmail'), launchGame: method('launchGame'),
    }).toEqual({ logout: 'DELETE', registerMobile: 'PUT', feedback: 'PUT', removeFavourite: 'DELETE', forgetPasswordByEmail: 'POST', launchGame: 'GET' });
    expect(entries.filter(([, d]) => d.form).map(([n]) => n)).toEqual(['forgetPasswordByEmail']);
  });

  it('encrypts only write calls, exactly those the reference marks', () => {
    const encrypted = entries.filter(([, d]) => d.encrypted);
    expect(encrypted.map(([n]) => n).sort()).toEqual(
      ['agentRegister', 'agentSendEnvelope', 'agentTransfer', 'changePassword', 'convertPoint', 'login', 'loginVerify', 'paymentPassword', 'redeemPointReward', 'register', 'registerMobile', 'rgPause', 'setPasswordByPhone', 'transferUpline', 'withdraw'],
    );
    for (const [, d] of encrypted) expect(['POST', 'PUT']).toContain(d.method);
  });

  it('marks exactly the money-moving calls idempotent, all token writes', () => {
    const idempotent = entries.filter(([, d]) => d.idempotent);
    expect(idempotent.map(([n]) => n).sort()).toEqual(['agentSendEnvelope', 'agentTransfer', 'claimEnvelope', 'claimMission', 'claimRafflePromotion', 'claimRebate', 'convertPoint', 'deposit', 'redeemPointReward', 'transferUpline', 'walletTransfer', 'withdraw']);
    for (const [, d] of idempotent) expect(d).toMatchObject({ method: 'POST', token: 'required' });
  });

  it('has the reference server additions, public and unencrypted', () => {
    for (const [name, path] of [
      ['publicKey', '/wps/system/publicKey'], ['sitePermission', '/wps/system/sitePermission'],
      ['banners', '/wps/system/banners'], ['humanCheckChallenge', '/wps/session/challenge'],
    ] as const) {
      expect(CALL_TABLE[name]).toMatchObject({ name, path, method: 'GET', moduleId: 'COMM3', token: 'none' });
      // Plain unless the entry says encrypted.
      expect((CALL_TABLE[name] as CallDefinition).encrypted ?? false).toBe(false);
    }
    // 110, the promotion applications and referral (3), the agent centre's records, announcements
    // and downline registration (5), the reward centre's joinPromotion and claimMission (2), the
    // agent's my income, user loss and account details (3), the red envelopes (4), and responsible
    // gaming (5), the avatar and profile calls (one was left out of this count), LGPD's data export and
    // account closure (2), the risk warning's acknowledgement (1) and the reality check's figures (1).
    expect(CALL_NAMES).toHaveLength(137);
    expect(entries.filter(([, d]) => d.multipart).map(([n]) => n)).toEqual(['applyPromotion']);
  });
});
