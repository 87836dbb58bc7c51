// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseBootData, takeBootData } from './bootData';

const VALID = {
  v: 2,
  tenant: 'lusa',
  domains: { 'lusa.localhost': 'lusa' },
  manifest: { tenant: 'lusa', layout: {}, features: {} },
  answers: { status: { status: 200, body: '{"success":true,"value":{}}' }, whoknows: { status: 200, body: '{}' }, whitelabel: { status: '200', body: '{}' } },
};

describe('the page\'s head start', () => {
  it('keeps the answers of known boot calls that have a status and a body', () => {
    expect(parseBootData(VALID)?.answers).toEqual({ status: VALID.answers.status });
  });

  it('is ignored when its version, tenant, domains or manifest are off', () => {
    expect(parseBootData({ ...VALID, v: 1 })).toBeUndefined();
    expect(parseBootData({ ...VALID, tenant: 7 })).toBeUndefined();
    expect(parseBootData({ ...VALID, domains: { 'lusa.localhost': 1 } })).toBeUndefined();
    expect(parseBootData({ ...VALID, manifest: [] })).toBeUndefined();
    expect(parseBootData('nothing')).toBeUndefined();
  });

  it('keeps a site resolved for its own tenant, which stands in for the manifest; drops one of another tenant', () => {
    const site = { tenant: { code: 'lusa' }, routes: [] };
    const { manifest: _manifest, ...withoutManifest } = VALID;
    expect(parseBootData({ ...withoutManifest, site })).toMatchObject({ tenant: 'lusa', site });
    expect(parseBootData({ ...withoutManifest, site })?.manifest).toBeUndefined();
    expect(parseBootData({ ...withoutManifest, site: { tenant: { code: 'redeprime' } } })).toBeUndefined();
    expect(parseBootData({ ...withoutManifest, site: [] })).toBeUndefined();
    expect(parseBootData({ ...VALID, site: { tenant: { code: 'redeprime' } } })).toEqual({ ...parseBootData(VALID) });
    expect(parseBootData({ ...VALID, site: { tenant: { code: 'redeprime' } } })?.site).toBeUndefined();
  });

  it('keeps a drawn page\'s answers that have a status and a body, and says what was drawn only beside a resolved site', () => {
    const site = { tenant: { code: 'lusa' }, routes: [] };
    const pageAnswers = { 'banners?groupName=w_home': { status: 200, body: '[]' }, broken: { status: 200 } };
    const rendered = { path: '/', language: 'pt', theme: 'dark' };
    const data = parseBootData({ ...VALID, site, pageAnswers, hosts: { image: '/cdn/img1', launch: '' }, rendered });
    expect(data?.pageAnswers).toEqual({ 'banners?groupName=w_home': pageAnswers['banners?groupName=w_home'] });
    expect(data?.hosts).toEqual({ image: '/cdn/img1', launch: '' });
    expect(data?.rendered).toEqual(rendered);
    expect(parseBootData({ ...VALID, rendered })?.rendered).toBeUndefined();
    expect(parseBootData({ ...VALID, site, pageAnswers: 'x', hosts: 3 })).not.toHaveProperty('pageAnswers');
  });

  it('is read once from the document, and a block that is not JSON counts as none', () => {
    document.body.innerHTML = `<script type="application/json" id="wl-boot">${JSON.stringify(VALID)}</script>`;
    expect(takeBootData()?.tenant).toBe('lusa');
    expect(document.getElementById('wl-boot')).toBeNull();
    expect(takeBootData()).toBeUndefined();
    document.body.innerHTML = '<script type="application/json" id="wl-boot">{"v":1,</script>';
    expect(takeBootData()).toBeUndefined();
  });
});
