import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import type { ChallengeValue } from '../../../schemas/api/session';
import { solveHumanCheck } from './humanCheck';

describe('solveHumanCheck', () => {
  it('solves a server challenge in the browser way and the server verifies the payload', async () => {
    const secret = 'test-secret';
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256', deriveKey, cost: 1, counter: 12, expiresAt: new Date(Date.now() + 60_000),
      data: { tenant: 'lusa' }, hmacSignatureSecret: secret,
    });
    const payload = await solveHumanCheck(challenge as ChallengeValue);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge: ChallengeValue; solution: { counter: number; derivedKey: string } };
    expect(decoded.challenge).toEqual(challenge);
    const result = await verifySolution({ challenge: decoded.challenge, solution: decoded.solution, deriveKey, hmacSignatureSecret: secret });
    expect(result.verified).toBe(true);
    // A tampered solution does not verify.
    const wrong = await verifySolution({ challenge: decoded.challenge, solution: { ...decoded.solution, counter: decoded.solution.counter + 1 }, deriveKey, hmacSignatureSecret: secret });
    expect(wrong.verified).toBe(false);
  });
});
