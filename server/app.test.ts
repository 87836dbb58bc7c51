import { describe, expect, it } from 'vitest';
import { trustProxyOf } from './app';
import { createTestServer, hostOf, useTestServer } from './testing/testApp';
import { outbox } from './modules/security/schema';
import { humanCheck } from './testing/apiClient';

const server = useTestServer();

describe('the reference server as a whole', () => {
  it('refuses a JSON body whose value has the wrong type instead of converting it', async () => {
    const res = await server.app.inject({ method: 'PUT', url: '/wps/feedback', headers: hostOf('lusa'), payload: { questionType: 'other', content: 12345 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'error.invalidRequest' });
    expect(res.json().message).toMatch(/content/);
  });

  it('refuses unknown keys and oversized bodies with a reason, never a 500', async () => {
    const unknown = await server.app.inject({ method: 'PUT', url: '/wps/feedback', headers: hostOf('lusa'), payload: { questionType: 'other', content: 'hello there', extra: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/additional|extra/i);
    const big = await server.app.inject({ method: 'PUT', url: '/wps/feedback', headers: hostOf('lusa'), payload: { questionType: 'other', content: 'x'.repeat(70 * 1024) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false });
    const garbage = await server.app.inject({ method: 'PUT', url: '/wps/feedback', headers: { ...hostOf('lusa'), 'content-type': 'application/json' }, payload: '{"questionType":' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ success: false });
  });

  it('sends a strict Content-Security-Policy, HSTS, nosniff, a referrer policy and frame-ancestors', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/wps/system/status', headers: hostOf('lusa') });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'self'");
    // Images from this origin, data: URLs and blob: object URLs (an application's images, fetched with
    // the token and shown through object URLs), nothing else.
    expect(csp).toMatch(/(^|;)img-src 'self' data: blob:(;|$)/);
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // upgrade-insecure-requests only over HTTPS (here: a trusted proxy's x-forwarded-proto); over
    // plain HTTP it would send a framed game's form to an HTTPS address that does not answer.
    expect(csp).not.toContain('upgrade-insecure-requests');
    const secure = await server.app.inject({ method: 'GET', url: '/wps/system/status', headers: { ...hostOf('lusa'), 'x-forwarded-proto': 'https' } });
    expect(String(secure.headers['content-security-policy'])).toMatch(/;upgrade-insecure-requests$/);
  });

  it('answers an unknown API path with a wrapped 404', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/wps/nothing/here', headers: hostOf('lusa') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'error.notFound' });
    // Helmet's whole set, computed once at start (securityHeaders.ts), on this answer as on every other.
    expect(res.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'x-content-type-options': 'nosniff',
    });
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('trusts forwarded addresses in production only from the proxies TRUST_PROXY names', () => {
    expect(trustProxyOf('production', undefined)).toBe(false);
    expect(trustProxyOf('production', '10.0.0.0/8')).toBe('10.0.0.0/8');
    expect(trustProxyOf('development', undefined)).toBe(true);
  });
});

describe('the development outbox', () => {
  it('is off in production: nothing is stored and /dev/outbox does not exist', async () => {
    const production = await createTestServer({ mode: 'production' });
    try {
      const before = await production.db.select().from(outbox);
      const res = await production.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: hostOf('lusa'),
        payload: { username: 'demo', email: 'demo@lusa.example', altcha: await humanCheck(production.app, 'lusa') },
      });
      expect(res.statusCode).toBe(200);
      expect(await production.db.select().from(outbox)).toEqual(before);
      expect((await production.app.inject({ method: 'GET', url: '/dev/outbox', headers: hostOf('lusa') })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  }, 120_000);
});
