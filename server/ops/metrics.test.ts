/**
 * The metrics endpoint (server/ops/metricsServer.ts): not on the public port, refused without its
 * token, and showing the request, scheduler and idempotency counters after some work.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { withIdempotencyKey, IdempotencyConflict } from '../modules/ledger/idempotency';
import { startPeriodicPass } from '../platform/periodicPass';
import { hostOf, useTestServer } from '../testing/testApp';
import { hashingQueue } from './metrics';
import { metricsSettingsOf, startMetricsServer } from './metricsServer';

const server = useTestServer();
const TOKEN = 'a-scraper-token-of-32-characters';
let metrics: FastifyInstance | undefined;

afterAll(async () => {
  await metrics?.close();
});

async function metricsUrl(): Promise<string> {
  if (metrics === undefined) {
    metrics = await startMetricsServer({ port: 0, host: '127.0.0.1', token: TOKEN, database: { db: server.db }, clock: server.clock });
  }
  return `http://127.0.0.1:${(metrics.server.address() as AddressInfo).port}/metrics`;
}

async function scrape(): Promise<string> {
  const res = await fetch(await metricsUrl(), { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
}

/** A sample's value in the text format, 0 when the series is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('the metrics endpoint', () => {
  it('is not on the public port', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/metrics', headers: { ...hostOf('redeprime'), authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
  });

  it('refuses a scrape without the token or with another one', async () => {
    const url = await metricsUrl();
    const none = await fetch(url);
    expect(none.status).toBe(401);
    expect(await none.text()).not.toContain('http_requests_total');
    expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN.slice(1)}x` } })).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: TOKEN } })).status).toBe(401);
  });

  it('counts requests per route and status, scheduler passes, key replays and conflicts, and the hashing queue', async () => {
    const pingSeries = 'http_requests_total{method="GET",route="/wps/system/ping",status="204"}';
    const missingSeries = 'http_requests_total{method="GET",route="unmatched",status="404"}';
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      expect((await server.app.inject({ method: 'GET', url: '/wps/system/ping', headers: hostOf('redeprime') })).statusCode).toBe(204);
    }
    await server.app.inject({ method: 'GET', url: '/wps/no-such-call', headers: hostOf('redeprime') });
    // The same game list twice: drawn once, then a cache hit.
    for (let i = 0; i < 2; i++) {
      const list = await server.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=18&language=pt', headers: { ...hostOf('lusa'), 'x-module-id': 'GAMELO3' } });
      expect(list.statusCode, list.body).toBe(200);
    }

    const now = server.clock.now();
    const pass = startPeriodicPass('metrics-test', async () => 1, server.clock, 3_600_000);
    await pass.runOnce(now);
    pass.stop();

    const scope = { tenant: 'redeprime', memberId: 0, operation: 'metricsTest' };
    await withIdempotencyKey(server.db, scope, 'k1', 'hash-a', now, async () => 'first');
    const again = await withIdempotencyKey(server.db, scope, 'k1', 'hash-a', now, async () => 'second');
    expect(again).toEqual({ value: 'first', replayed: true });
    await expect(withIdempotencyKey(server.db, scope, 'k1', 'hash-b', now, async () => 'third')).rejects.toBeInstanceOf(IdempotencyConflict);

    hashingQueue.set(3, 32);
    hashingQueue.rejected();

    const after = await scrape();
    expect(sample(after, pingSeries) - sample(before, pingSeries)).toBe(3);
    expect(sample(after, missingSeries) - sample(before, missingSeries)).toBe(1);
    expect(sample(after, 'http_request_duration_seconds_count{method="GET",route="/wps/system/ping",status="204"}')).toBeGreaterThanOrEqual(3);
    expect(after).toMatch(/^http_requests_in_flight \d+$/m);
    expect(sample(after, 'scheduler_runs_total{scheduler="metrics-test",outcome="ok"}')).toBe(1);
    expect(sample(after, 'scheduler_last_success_timestamp_seconds{scheduler="metrics-test"}')).toBe(now.getTime() / 1000);
    expect(sample(after, 'scheduler_interval_seconds{scheduler="metrics-test"}')).toBe(3600);
    expect(sample(after, 'idempotency_outcomes_total{outcome="replayed"}') - sample(before, 'idempotency_outcomes_total{outcome="replayed"}')).toBe(1);
    expect(sample(after, 'idempotency_outcomes_total{outcome="conflict"}') - sample(before, 'idempotency_outcomes_total{outcome="conflict"}')).toBe(1);
    expect(sample(after, 'hashing_queue_depth')).toBe(3);
    expect(sample(after, 'hashing_queue_capacity')).toBe(32);
    expect(sample(after, 'hashing_queue_rejected_total')).toBe(1);
    expect(after).toMatch(/^websocket_connections \d+$/m);
    expect(after).toContain('# TYPE ledger_batch_commit_seconds histogram');
    expect(sample(after, 'catalogue_cache_lookups_total{result="hit"}') - sample(before, 'catalogue_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(after).toContain('# TYPE withdrawals_pending_oldest_age_seconds gauge');
  });
});

describe('metrics settings', () => {
  it('has no endpoint without METRICS_PORT and refuses an open one without a token', () => {
    expect(metricsSettingsOf({})).toBeUndefined();
    expect(metricsSettingsOf({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(() => metricsSettingsOf({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(/METRICS_TOKEN/);
    expect(() => metricsSettingsOf({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    expect(metricsSettingsOf({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: TOKEN })).toEqual({ port: 9464, host: '0.0.0.0', token: TOKEN });
  });
});
