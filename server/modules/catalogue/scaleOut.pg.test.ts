/**
 * Two API instances on one PostgreSQL database: a content change made through one reaches the
 * other's in-process catalogue cache within VERSION_CHECK_MS, and the ETags agree (they hash the
 * answer, not the instance). Runs in the PostgreSQL project only (vite.config.ts).
 */
import { describe, expect, it } from 'vitest';
import { call, json } from '../../testing/apiClient';
import { useTwoInstances } from '../../testing/testApp';
import { VERSION_CHECK_MS } from './catalogue';

const { first, second: other } = useTwoInstances();

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('the catalogue cache across two instances on one PostgreSQL', () => {
  it('a banner planted through one instance reaches the other\'s cached answer within VERSION_CHECK_MS', async () => {
    const tenant = 'lusa';
    type Banners = { value: { id: string }[] };
    const before = await call(other().app, 'GET', '/wps/system/banners', { tenant });
    const onFirst = await call(first.app, 'GET', '/wps/system/banners', { tenant });
    expect(onFirst.headers['etag']).toBe(before.headers['etag']);
    // Cached on the second instance now; the change goes in through the first.
    const planted = { id: 'scale_out-1', groupName: 'w_home', title: 'From the first instance', url: '/img/banners/1.jpg', linkageType: 'NONE', linkageUrl: '' };
    expect((await call(first.app, 'POST', '/dev/content', { tenant }, { kind: 'banner', data: planted })).statusCode).toBe(200);
    // The instance that took the write serves it at once.
    expect(json<Banners>(await call(first.app, 'GET', '/wps/system/banners', { tenant })).value[0]?.id).toBe('scale_out-1');
    await sleep(VERSION_CHECK_MS + 100);
    const after = await call(other().app, 'GET', '/wps/system/banners', { tenant });
    expect(json<Banners>(after).value[0]?.id).toBe('scale_out-1');
    expect(json<Banners>(after).value.length).toBe(json<Banners>(before).value.length + 1);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    // An If-None-Match of the old answer gets the new one, not a 304.
    const revalidated = await call(other().app, 'GET', '/wps/system/banners', { tenant, headers: { 'if-none-match': before.headers['etag'] as string } });
    expect(revalidated.statusCode).toBe(200);
  });
});
