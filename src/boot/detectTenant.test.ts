import { describe, expect, it } from 'vitest';
import { detectTenant } from './detectTenant';

const domains = { 'lusa.localhost': 'lusa', 'www.lusa-casino.example': 'lusa', 'luckydraw.localhost': 'luckydraw' };
const detect = (hostname: string, search = '', development = false) => detectTenant({ hostname, search, domains, development });

describe('detectTenant', () => {
  it('chooses the tenant by host name', () => {
    expect(detect('www.lusa-casino.example')).toEqual({ ok: true, code: 'lusa', reason: 'domain' });
  });

  it('lets ?tenant= override in development and on a developer host, never on a merchant domain', () => {
    expect(detect('www.lusa-casino.example', '?tenant=luckydraw', true)).toMatchObject({ code: 'luckydraw', reason: 'query' });
    expect(detect('localhost', '?tenant=lusa')).toMatchObject({ code: 'lusa', reason: 'query' });
    expect(detect('www.lusa-casino.example', '?tenant=luckydraw')).toMatchObject({ code: 'lusa', reason: 'domain' });
  });

  it('falls back to the first tenant alphabetically on plain localhost', () => {
    expect(detect('localhost')).toEqual({ ok: true, code: 'luckydraw', reason: 'localhost-fallback' });
  });

  it('refuses an unknown tenant code and an unknown host', () => {
    expect(detect('localhost', '?tenant=nope', true)).toEqual({ ok: false, message: 'unknown tenant "nope" in ?tenant=; tenants: luckydraw, lusa' });
    expect(detect('casino.example')).toMatchObject({ ok: false });
  });
});
