/**
 * The human check before a username login or an SMS send (SPEC section 4): the server's ALTCHA v2
 * challenge (GET /wps/session/challenge, PBKDF2/SHA-256), solved in the browser with altcha-lib and
 * Web Crypto. The answer is the `altcha` field of the login and SMS bodies: base64 of
 * `{ challenge, solution }`. A challenge is accepted once, so every submit asks for a new one.
 */
import { useCallback } from 'react';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { ChallengeValue } from '../../../schemas/api/session';
import { usePortalData } from '../../portal-context/PortalData';

/** Thrown when the challenge cannot be solved in time; its code is a catalogue key. */
export class HumanCheckError extends Error {
  readonly code = 'form.verifyFirst';
  constructor() {
    super('the human check was not solved');
    this.name = 'HumanCheckError';
  }
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Solves one challenge; resolves to the `altcha` payload. */
export async function solveHumanCheck(challenge: ChallengeValue, options: { timeoutMs?: number } = {}): Promise<string> {
  // The server's value is an ALTCHA v2 challenge (schemas/api/session.ts mirrors altcha-lib's type).
  const typed: Challenge = challenge;
  const solution = await solveChallenge({ challenge: typed, deriveKey, timeout: options.timeoutMs ?? 90_000 });
  if (solution === null) throw new HumanCheckError();
  return base64(JSON.stringify({ challenge, solution }));
}

/** The human-check fields of the login and SMS bodies. */
export interface HumanCheckFields extends Record<string, string> {
  altcha: string;
}

/** Fetches a fresh challenge and solves it: the fields the login and SMS bodies take (`altcha`). */
export function useHumanCheck(): () => Promise<HumanCheckFields> {
  const { useCaller } = usePortalData();
  const { call } = useCaller();
  return useCallback(async () => {
    const challenge = await call('humanCheckChallenge');
    return { altcha: await solveHumanCheck(challenge) };
  }, [call]);
}
