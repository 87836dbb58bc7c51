/**
 * One social subject, one member, across instances: registrations with the same channel token on two
 * instances at once make one member and one link; the others are refused with 409 and add nothing.
 */
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, encryptedCall, humanCheck, json } from '../../testing/apiClient';
import { signUpValues } from '../../testing/signUp';
import { useTwoInstances } from '../../testing/testApp';
import { memberSocialLinks, members } from './schema';

const { first, second } = useTwoInstances();
const tenant = 'lusa';

describe('two instances at once', () => {
  it('link a social subject to one member only', async () => {
    expect((await call(first.app, 'POST', '/dev/switches', { tenant }, { socialLogin: true })).statusCode).toBe(200);
    const apps = [first.app, second().app, first.app, second().app];
    // Each registration comes from its own address, so the per-IP quota does not decide the race.
    const bodies = await Promise.all(apps.map(async (app, i) => ({
      username: `racer0${i}`, password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true,
      domain: 'lusa.localhost', registerUrl: 'https://lusa.localhost/register', registerMethod: 'WEB',
      altcha: await humanCheck(app, tenant), firebaseChannel: 'google', firebaseIdToken: 'dev:google:race-subject',
      // lusa runs under Brazil's profile: each sign-up brings its own CPF, birth date, gender and limits.
      ...(await signUpValues(app, tenant)),
    })));
    const answers = await Promise.all(apps.map((app, i) => encryptedCall(app, 'POST', '/wps/member/register', { tenant, headers: { 'x-forwarded-for': `198.51.100.${40 + i}` } }, bodies[i])));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(json(refused).code).toBe('error.socialLinked');

    const links = await first.db.select().from(memberSocialLinks).where(and(eq(memberSocialLinks.tenant, tenant), eq(memberSocialLinks.subject, 'race-subject')));
    expect(links).toHaveLength(1);
    // The losers' members were rolled back with their links.
    const racers = await first.db.select({ id: members.id }).from(members).where(and(eq(members.tenant, tenant), like(members.account, 'racer0%')));
    expect(racers.map((r) => r.id)).toEqual([links[0]!.memberId]);
    // And the subject signs in the winner from either instance.
    for (const app of apps.slice(0, 2)) {
      const login = await encryptedCall(app, 'POST', '/wps/session/login', { tenant }, { type: 'social', firebaseChannel: 'google', firebaseIdToken: 'dev:google:race-subject' });
      expect(login.statusCode, login.body).toBe(200);
    }
  });
});
