/**
 * The human check before a username login or an SMS send: a self-hosted ALTCHA proof of work
 * (altcha-lib v2, PBKDF2/SHA-256). Challenges are signed with an HMAC secret stored in the database
 * (serverKeys.ts), carry their tenant and a 10-minute expiry, and a solved challenge is accepted once:
 * its signature goes into `used_challenges`, shared by every instance.
 *
 * The client sends the widget's payload as `altcha`: base64 of `{ challenge, solution }`.
 */
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { usedChallenges } from './schema';
import type { ServerMode } from '../../platform/serverMode';
import { systemClock } from '../../platform/clock';
import { humanCheckSecret } from './serverKeys';
import { DomainError } from '../../platform/domainError';

export const CHALLENGE_TTL_MS = 10 * 60_000;
const ALGORITHM = 'PBKDF2/SHA-256';
/** Largest payload accepted (a v2 payload is about 600 characters). */
const MAX_PAYLOAD_CHARS = 4096;

/**
 * The work a browser does: about `counter` PBKDF2 derivations of `cost` iterations. Test mode only
 * asks for a token amount so suites solve it in-process.
 */
function difficulty(mode: ServerMode): { cost: number; counter: number } {
  if (mode === 'test') return { cost: 1, counter: randomInt(40, 1) };
  // About 30,000 PBKDF2 iterations on average: well under a second on a phone's main thread (the
  // portal solves it without workers), yet each login attempt still costs a script real work.
  return { cost: 50, counter: randomInt(1_000, 200) };
}

async function secrets(db: Db): Promise<{ signature: string; key: string }> {
  const master = await humanCheckSecret(db);
  const derive = (purpose: string) => createHmac('sha256', master).update(purpose).digest('base64url');
  return { signature: derive('altcha-challenge-signature'), key: derive('altcha-key-signature') };
}

/** A new signed challenge for the tenant (the value of GET /wps/session/challenge). */
export async function createHumanCheckChallenge(db: Db, tenant: string, mode: ServerMode): Promise<Challenge> {
  const { signature, key } = await secrets(db);
  return createChallenge({
    algorithm: ALGORITHM,
    deriveKey,
    ...difficulty(mode),
    // altcha-lib checks the expiry against the wall clock itself, so the challenge's validity window
    // (a duration, not a calendar reading) is on the real time, not the server's clock.
    expiresAt: new Date(systemClock.now().getTime() + CHALLENGE_TTL_MS),
    data: { tenant },
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  });
}

function parsePayload(text: string): Payload | undefined {
  if (text.length > MAX_PAYLOAD_CHARS) return undefined;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as unknown;
    if (value === null || typeof value !== 'object') return undefined;
    const { challenge, solution } = value as Partial<Payload>;
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters || typeof challenge.parameters !== 'object') return undefined;
    if (typeof challenge.signature !== 'string' || !solution || typeof solution !== 'object') return undefined;
    return value as Payload;
  } catch {
    return undefined;
  }
}

/**
 * Whether a payload solves a challenge this server signed for this tenant, not expired and not used
 * before; a verified payload is spent by this call.
 */
export async function verifyHumanCheck(db: Db, tenant: string, text: string | undefined): Promise<boolean> {
  if (!text) return false;
  const payload = parsePayload(text);
  if (!payload) return false;
  const { signature, key } = await secrets(db);
  let verified: boolean;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: key,
    });
    verified = result.verified;
  } catch {
    return false;
  }
  const { parameters } = payload.challenge;
  // A challenge without an expiry, or signed for another tenant, is not one of ours.
  if (!verified || parameters.data?.tenant !== tenant || typeof parameters.expiresAt !== 'number') return false;
  const expiresAt = new Date(parameters.expiresAt * 1000);
  const inserted = await db
    .insert(usedChallenges)
    .values({ signature: payload.challenge.signature!, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedChallenges.signature });
  await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, systemClock.now()));
  return inserted.length === 1;
}

/** The human check a call needs: 400 'form.verifyFirst' unless the payload verifies (and is spent). */
export async function requireHumanCheck(db: Db, tenant: string, text: string | undefined): Promise<void> {
  if (!(await verifyHumanCheck(db, tenant, text))) throw new DomainError('invalid', 'form.verifyFirst');
}
