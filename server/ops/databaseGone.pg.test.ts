import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { call, json, tokenOf } from '../testing/apiClient';
import { testDatabaseServer } from '../testing/postgres';
import { useTestServer } from '../testing/testApp';

const server = useTestServer();

/**
 * The server's database stops taking connections and its sessions are ended, as in a restart or a
 * fail-over, without touching the rest of the shared test cluster.
 */
async function withDatabaseGone(work: () => Promise<void>): Promise<void> {
  const name = new URL(server.databaseUrl!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: testDatabaseServer() });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    await work();
  } finally {
    await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} ALLOW_CONNECTIONS true`);
    await admin.end();
  }
}

describe('the database goes away', () => {
  it('answers 503 with Retry-After (not 500), reports not ready, and serves again by itself when it is back', async () => {
    expect(server.databaseUrl, 'this test runs on PostgreSQL').toMatch(/^postgres(ql)?:\/\//);
    const tenant = 'lusa';
    const token = await tokenOf(server.app, tenant, 'demo', 'Demo2024');
    const auth = { tenant, token };
    const key = randomUUID();
    await withDatabaseGone(async () => {
      const summary = await call(server.app, 'GET', '/wps/v2/wallets/summary', auth);
      expect([summary.statusCode, summary.headers['retry-after'], json(summary).code]).toEqual([503, '5', 'error.unavailable']);
      const deposit = await call(server.app, 'POST', '/wps/v2/wallets/deposit', { ...auth, headers: { 'idempotency-key': key } }, { methodId: 'pix', amount: '25' });
      expect([deposit.statusCode, deposit.headers['retry-after']]).toEqual([503, '5']);
      const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'database unreachable' }]);
      // The process itself lives.
      expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });
    // Back: the pool opens new connections by itself.
    expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await call(server.app, 'GET', '/wps/v2/wallets/summary', auth)).statusCode).toBe(200);
    // The deposit answered 503 stored nothing under its key: the retry runs (and only once).
    const retried = await call(server.app, 'POST', '/wps/v2/wallets/deposit', { ...auth, headers: { 'idempotency-key': key } }, { methodId: 'pix', amount: '25' });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const again = await call(server.app, 'POST', '/wps/v2/wallets/deposit', { ...auth, headers: { 'idempotency-key': key } }, { methodId: 'pix', amount: '25' });
    expect(again.headers['idempotent-replayed']).toBe('true');
  }, 90_000);
});
