/** The line-speed test's routes: ping, the lines' origins in the page's CSP, the development lines route. */
import { describe, expect, it } from 'vitest';
import { hostOf, useTestServer } from '../testing/testApp';
import { lineOrigins, withConnectOrigins } from './lines';

const server = useTestServer();

function put(tenant: string, body: unknown) {
  return server.app.inject({ method: 'PUT', url: '/dev/domainRoute', headers: { ...hostOf(tenant), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
}

describe('line origins in the policy', () => {
  it('keeps the other http(s) origins once each, never the page\'s own or a non-URL', () => {
    const lines = [
      { url: '/?line=1', name: 'a' },
      { url: 'https://line2.example/x', name: 'b' },
      { url: 'https://line2.example/y', name: 'c' },
      { url: 'http://127.0.0.1:9000/', name: 'd' },
      { url: 'http://lusa.localhost/', name: 'e' },
    ];
    expect(lineOrigins(lines, 'http://lusa.localhost')).toEqual(['https://line2.example', 'http://127.0.0.1:9000']);
  });

  it('adds the origins to connect-src only', () => {
    const policy = "default-src 'self';connect-src 'self';img-src 'self'";
    expect(withConnectOrigins(policy, ['https://a.example'])).toBe("default-src 'self';connect-src 'self' https://a.example;img-src 'self'");
    expect(withConnectOrigins(policy, [])).toBe(policy);
  });
});

describe('GET /wps/system/ping', () => {
  it('answers 204, never cached', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/wps/system/ping?t=abc123', headers: hostOf('lusa') });
    expect(res.statusCode).toBe(204);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
  });

  it('refuses an unknown or malformed parameter with 400', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/wps/system/ping?x=1', headers: hostOf('lusa') })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: '/wps/system/ping?t=%3Cscript%3E', headers: hostOf('lusa') })).statusCode).toBe(400);
  });
});

describe('PUT /dev/domainRoute', () => {
  it('replaces the tenant\'s lines, which domainRoute then answers, and no other tenant\'s', async () => {
    const before = (await server.app.inject({ method: 'GET', url: '/wps/system/domainRoute', headers: hostOf('redeprime') })).json() as { value: unknown[] };
    const lines = [{ url: 'http://127.0.0.1:9001/', name: 'Fast' }, { url: 'https://line.example/', name: 'Far' }];
    const res = await put('lusa', { lines });
    expect(res.statusCode).toBe(200);
    const after = (await server.app.inject({ method: 'GET', url: '/wps/system/domainRoute', headers: hostOf('lusa') })).json() as { value: unknown[] };
    expect(after.value).toEqual(lines);
    const other = (await server.app.inject({ method: 'GET', url: '/wps/system/domainRoute', headers: hostOf('redeprime') })).json() as { value: unknown[] };
    expect(other.value).toEqual(before.value);

    // An HTML page of the tenant lets the browser time those lines (connect-src), and only those.
    const page = await server.app.inject({ method: 'GET', url: '/support/abc?language=en', headers: hostOf('lusa') });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:9001 https:\/\/line\.example(;|$)/);
    const otherPage = await server.app.inject({ method: 'GET', url: '/support/abc?language=en', headers: hostOf('redeprime') });
    expect(String(otherPage.headers['content-security-policy'])).not.toContain('127.0.0.1:9001');
    // A JSON answer keeps the plain policy.
    const json = await server.app.inject({ method: 'GET', url: '/wps/system/status', headers: hostOf('lusa') });
    expect(String(json.headers['content-security-policy'])).not.toContain('127.0.0.1:9001');
  });

  it('refuses a line that is not an http(s) URL or a path, and a malformed body, with 400', async () => {
    expect((await put('lusa', { lines: [{ url: 'javascript:alert(1)', name: 'x' }] })).statusCode).toBe(400);
    expect((await put('lusa', { lines: [{ url: '/', name: '' }] })).statusCode).toBe(400);
    expect((await put('lusa', { lines: 'none' })).statusCode).toBe(400);
    expect((await put('lusa', {})).statusCode).toBe(400);
  });
});
