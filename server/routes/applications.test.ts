/**
 * Promotion applications: the form is read by content (magic bytes), with its limits (comment 140,
 * 3 images, 5 MB each, a 50 MB body refused before it is read); the images are stored outside the
 * portal and served back only to their sender (other members and tenants 404), with a sniffed
 * content type and nosniff; an operator issues (the bonus booked once, concurrent decisions included)
 * or rejects; the public promotions say which ones are applied for.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { applicationCommand } from '../cli/applicationDecision';
import { call, json } from '../testing/apiClient';
import { newMember } from '../testing/realPlay';
import { hostOf, useTestServer } from '../testing/testApp';

const server = useTestServer();
const app = () => server.app;
const tenant = 'lusa';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(300)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), randomBytes(100)]);

interface Part { name: string; value: string | Buffer; filename?: string; type?: string }

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----wl${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`}\r\n`;
    chunks.push(Buffer.from(head), typeof part.value === 'string' ? Buffer.from(part.value) : part.value, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const image = (bytes: Buffer, filename = 'photo.png', type = 'image/png'): Part => ({ name: 'images', value: bytes, filename, type });

function apply(a: FastifyInstance, t: string, token: string | undefined, parts: readonly Part[]) {
  const { payload, headers } = multipart(parts);
  return a.inject({ method: 'POST', url: '/wps/v2/promotions/apply', headers: { ...hostOf(t), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }, payload });
}

const ok = <T>(response: { statusCode: number; body: string }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (JSON.parse(response.body) as { value: T }).value;
};

interface Application { id: string; promotionId: number; status: string; comment: string; images: number; bonus: string; remark: string }

describe('promotion applications', () => {
  it('says which promotions are applied for in the public promotions', async () => {
    const value = ok<{ promotions: { id: number; application?: { bonus: string } }[] }>(await call(app(), 'GET', '/wps/relay/MCSFE_getMerchantAvailablePromotions?language=en', { tenant }));
    expect(value.promotions.find((p) => p.id === 101)?.application).toEqual({ bonus: '20.00' });
    expect(value.promotions.find((p) => p.id === 102)?.application).toBeUndefined();
  });

  it('refuses guests, trial accounts, bad images by content, too many or too large ones, long comments and unknown promotions', async () => {
    const parts = [{ name: 'promotionId', value: '101' }, { name: 'comment', value: 'hello' }, image(PNG)];
    expect((await apply(app(), tenant, undefined, parts)).statusCode).toBe(401);
    const trial = ok<{ token: string }>(await call(app(), 'POST', '/wps/session/login/freeplay', { tenant }, { os: 'linux', platform: 'W', Encryption: true, gatewayVersion: 3 }));
    expect((await apply(app(), tenant, trial.token, parts)).statusCode).toBe(403);
    const token = await newMember(app(), tenant, 'apply');

    // A GIF named .png and declared image/png is still a GIF.
    const gif = await apply(app(), tenant, token, [{ name: 'promotionId', value: '101' }, image(PNG), image(GIF, 'cat.png', 'image/png')]);
    expect(gif.statusCode).toBe(400);
    expect(json(gif)).toMatchObject({ code: 'error.invalidImage', value: { image: 2 } });
    // A PNG named .gif and declared text/plain is a PNG: taken (checked below with the others).
    const tooBig = await apply(app(), tenant, token, [{ name: 'promotionId', value: '101' }, image(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))]);
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig)).toMatchObject({ code: 'error.imageTooLarge', value: { image: 1 } });
    const four = await apply(app(), tenant, token, [{ name: 'promotionId', value: '101' }, image(PNG), image(PNG), image(PNG), image(PNG)]);
    expect(four.statusCode).toBeGreaterThanOrEqual(400);
    expect(four.statusCode).toBeLessThan(500);
    const long = await apply(app(), tenant, token, [{ name: 'promotionId', value: '101' }, { name: 'comment', value: 'x'.repeat(141) }]);
    expect(long.statusCode).toBe(400);
    expect(json<{ value: { reason: string } }>(long).value.reason).toMatch(/140/);
    const nul = await apply(app(), tenant, token, [{ name: 'promotionId', value: '101' }, { name: 'comment', value: 'a\u0000b' }]);
    expect(nul.statusCode).toBe(400);
    expect((await apply(app(), tenant, token, [{ name: 'promotionId', value: '102' }])).statusCode).toBe(404);
    expect((await apply(app(), tenant, token, [{ name: 'promotionId', value: 'x' }])).statusCode).toBe(400);
    expect((await apply(app(), tenant, token, [{ name: 'promotionId', value: '101' }, { name: 'other', value: '1' }])).statusCode).toBe(400);
    const notMultipart = await call(app(), 'POST', '/wps/v2/promotions/apply', { tenant, token }, { promotionId: 101 });
    expect(notMultipart.statusCode).toBe(400);
    // Nothing was stored by the refusals.
    expect(ok<{ list: unknown[] }>(await call(app(), 'GET', '/wps/v2/promotions/applications', { tenant, token })).list).toEqual([]);
  }, 60_000);

  it('refuses a 50 MB body before reading it', async () => {
    const token = await newMember(app(), tenant, 'apply');
    await app().listen({ port: 0, host: '127.0.0.1' });
    const address = app().server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const boundary = '----wlbig';
    let sent = 0;
    // A body that would be 50 MB: the answer comes before most of it could be sent.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`));
        else if (sent < 50 * 1024 * 1024) controller.enqueue(new Uint8Array(1024 * 1024));
        else controller.close();
        sent += 1024 * 1024;
      },
    });
    const response = await fetch(`http://127.0.0.1:${port}/wps/v2/promotions/apply`, {
      method: 'POST',
      headers: { host: `${tenant}.localhost`, authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(50 * 1024 * 1024) },
      body,
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    // Either the 413 arrives, or the server closed the connection having refused it; never a 2xx or 5xx.
    if (response instanceof Response) {
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'error.imageTooLarge' });
    }
    expect(sent).toBeLessThan(50 * 1024 * 1024);
    // Declared or not, a stream past the limit stops at the first image over 5 MB.
    const big = await apply(app(), tenant, token, [{ name: 'promotionId', value: '101' }, image(Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]))]);
    expect(big.statusCode).toBe(413);
    // A body whose boundary is not the declared one is malformed: a 400 with the reason.
    const malformed = await app().inject({
      method: 'POST', url: '/wps/v2/promotions/apply',
      headers: { ...hostOf(tenant), authorization: `Bearer ${token}`, ...multipart([]).headers },
      payload: multipart([{ name: 'promotionId', value: '101' }, image(PNG)]).payload,
    });
    expect(malformed.statusCode).toBe(400);
    expect(json<{ value: { reason: string } }>(malformed).value.reason).toMatch(/multipart/);
  }, 60_000);

  it('stores an application with two images, serves them to the sender only, and an operator issues it once', async () => {
    const token = await newMember(app(), tenant, 'apply');
    const other = await newMember(app(), tenant, 'apply');
    const elsewhere = await newMember(app(), 'redeprime', 'apply');
    const sent = ok<Application>(await apply(app(), tenant, token, [
      { name: 'promotionId', value: '101' }, { name: 'comment', value: 'Meu primeiro depósito 🎉' },
      image(PNG, 'first.gif', 'text/plain'), image(JPEG, 'second.jpg', 'image/jpeg'),
    ]));
    expect(sent).toMatchObject({ promotionId: 101, status: 'applying', comment: 'Meu primeiro depósito 🎉', images: 2, bonus: '20.00' });
    // One open application per promotion.
    const again = await apply(app(), tenant, token, [{ name: 'promotionId', value: '101' }]);
    expect(again.statusCode).toBe(409);

    const first = await call(app(), 'GET', `/wps/v2/promotions/applications/${sent.id}/images/1`, { tenant, token });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['content-disposition']).toMatch(/^inline; filename="A\d+-1\.png"$/);
    expect(first.rawPayload.equals(PNG)).toBe(true);
    const second = await call(app(), 'GET', `/wps/v2/promotions/applications/${sent.id}/images/2`, { tenant, token });
    expect(second.headers['content-type']).toBe('image/jpeg');
    expect(second.rawPayload.equals(JPEG)).toBe(true);
    expect((await call(app(), 'GET', `/wps/v2/promotions/applications/${sent.id}/images/3`, { tenant, token })).statusCode).toBe(404);
    expect((await call(app(), 'GET', `/wps/v2/promotions/applications/${sent.id}/images/1`, { tenant, token: other })).statusCode).toBe(404);
    expect((await call(app(), 'GET', `/wps/v2/promotions/applications/${sent.id}/images/1`, { tenant: 'redeprime', token: elsewhere })).statusCode).toBe(404);
    // The lusa token on another tenant is refused outright.
    expect((await call(app(), 'GET', `/wps/v2/promotions/applications/${sent.id}/images/1`, { tenant: 'redeprime', token })).statusCode).toBe(401);
    expect((await call(app(), 'GET', `/wps/v2/promotions/applications/${sent.id}/images/1`, { tenant })).statusCode).toBe(401);
    // The operator sees it (development twin of the command's view).
    expect((await call(app(), 'GET', `/dev/promotions/applications/${sent.id}/images/2`, { tenant })).rawPayload.equals(JPEG)).toBe(true);

    const balance = async () => ok<{ balance: string }>(await call(app(), 'GET', '/wps/v2/wallets/summary', { tenant, token })).balance;
    const before = await balance();
    // The operator command: `show` names the stored files; concurrent issues book once.
    const db = { db: server.db, close: async () => {} } as never;
    const lines: string[] = [];
    const log = console.log;
    console.log = (line: string) => lines.push(line);
    try {
      expect(await applicationCommand([tenant, sent.id, 'show'], { UPLOAD_DIR: server.app.applicationImages.root }, async () => db)).toBe(0);
    } finally {
      console.log = log;
    }
    const files = lines.filter((l) => l.startsWith('image')).map((l) => l.replace(/^image \([^)]*\): /, ''));
    expect(files).toHaveLength(2);
    expect(files.every((f) => existsSync(f))).toBe(true);
    const decisions = await Promise.all([
      applicationCommand([tenant, sent.id, 'issue'], {}, async () => db, server.clock),
      call(app(), 'POST', '/dev/promotions/application', { tenant }, { id: sent.id, decision: 'issue' }),
      call(app(), 'POST', '/dev/promotions/application', { tenant }, { id: sent.id, decision: 'reject' }),
    ]);
    expect(decisions[0]).toBe(0);
    const changed = decisions.slice(1).map((r) => json<{ value: { changed: boolean } }>(r as never).value.changed);
    expect(changed.filter(Boolean).length).toBeLessThanOrEqual(1);
    const list = ok<{ list: Application[] }>(await call(app(), 'GET', '/wps/v2/promotions/applications', { tenant, token })).list;
    expect(list).toHaveLength(1);
    const status = list[0]!.status;
    expect(['issued', 'rejected']).toContain(status);
    const diff = Math.round(Number(await balance()) * 100) - Math.round(Number(before) * 100);
    expect(diff).toBe(status === 'issued' ? 2000 : 0);
    // Deciding again changes nothing.
    const late = ok<{ changed: boolean; status: string }>(await call(app(), 'POST', '/dev/promotions/application', { tenant }, { id: sent.id, decision: 'issue' }));
    expect(late).toMatchObject({ changed: false, status });
    expect(Math.round(Number(await balance()) * 100) - Math.round(Number(before) * 100)).toBe(diff);
    // Another tenant's operator does not find it.
    expect((await call(app(), 'POST', '/dev/promotions/application', { tenant: 'redeprime' }, { id: sent.id, decision: 'issue' })).statusCode).toBe(404);
  }, 60_000);

  it('books the bonus of an issued application in the bonus details, and lets a rejected one be sent again', async () => {
    const token = await newMember(app(), tenant, 'apply');
    const a = ok<Application>(await apply(app(), tenant, token, [{ name: 'promotionId', value: '106' }, { name: 'comment', value: 'first' }]));
    const rejected = ok<{ status: string; remark: string }>(await call(app(), 'POST', '/dev/promotions/application', { tenant }, { id: a.id, decision: 'reject', remark: 'Photo unreadable' }));
    expect(rejected).toMatchObject({ status: 'rejected', remark: 'Photo unreadable' });
    const b = ok<Application>(await apply(app(), tenant, token, [{ name: 'promotionId', value: '106' }, image(JPEG)]));
    ok(await call(app(), 'POST', '/dev/promotions/application', { tenant }, { id: b.id, decision: 'issue' }));
    const list = ok<{ list: Application[] }>(await call(app(), 'GET', '/wps/v2/promotions/applications', { tenant, token })).list;
    expect(list.map((x) => [x.id, x.status])).toEqual([[b.id, 'issued'], [a.id, 'rejected']]);
    const to = new Date(server.clock.now().getTime() + 60_000);
    const range = `from=${encodeURIComponent(new Date(to.getTime() - 86_400_000).toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
    const bonus = ok<{ list: { kind: string; amount: string }[] }>(await call(app(), 'GET', `/wps/v2/wallets/bonus?${range}`, { tenant, token }));
    expect(bonus.list).toEqual([expect.objectContaining({ kind: 'promotion', amount: '10.00' })]);
  }, 60_000);
});
