import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicyFor } from '../app';
import { securityHeadersOf } from './securityHeaders';
import { withFormActions } from './gamePage';

const directives = (policy: string) => new Set(policy.split(';').map((part) => part.trim()).filter((part) => part.length > 0));

describe('the game page policy', () => {
  it('is the server policy with form-action naming the page origin, every other directive kept', () => {
    const policy = "default-src 'self';form-action 'self';script-src 'self'";
    expect(withFormActions(policy, ["'self'", 'http://lusa.localhost'])).toBe("default-src 'self';form-action 'self' http://lusa.localhost;script-src 'self'");
    expect(withFormActions("default-src 'self'", ["'self'"])).toBe("default-src 'self';form-action 'self'");
  });

  it('holds every directive the app gave the game page before (helmet adds script-src-attr none)', () => {
    const server = securityHeadersOf({ contentSecurityPolicy: { directives: { ...CONTENT_SECURITY_POLICY, upgradeInsecureRequests: null } } })['content-security-policy'];
    expect(server).toBeDefined();
    const actions = ["'self'", 'http://lusa.localhost'];
    const page = directives(withFormActions(server ?? '', actions));
    const before = directives(contentSecurityPolicyFor(actions, false));
    expect([...before].filter((directive) => !page.has(directive))).toEqual([]);
    expect([...page].filter((directive) => !before.has(directive))).toEqual(["script-src-attr 'none'"]);
  });
});
