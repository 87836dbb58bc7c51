import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENVIRONMENT, checkedConfig } from './config';

const SERVER = resolve(import.meta.dirname, '..');
const ROOT = resolve(SERVER, '..');

/** Variables only the test harness reads (never a running server). */
const TEST_ONLY = new Set(['TEST_DATABASE_URL', 'TEST_INSTANT']);

function serverSources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) serverSources(path, out);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    checkedConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('the configuration', () => {
  it('declares every environment variable the server reads', () => {
    const read = new Set<string>();
    for (const file of serverSources(SERVER)) {
      if (relative(SERVER, file).startsWith('testing')) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(/\benv(?:\?)?\.([A-Z][A-Z0-9_]+)|\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]/g)) read.add((match[1] ?? match[2])!);
    }
    expect(read.size).toBeGreaterThan(10);
    const undeclared = [...read].filter((name) => !(name in ENVIRONMENT) && !TEST_ONLY.has(name));
    expect(undeclared).toEqual([]);
  });

  it('accepts good values and converts the numbers', () => {
    expect(checkedConfig({ PORT: '8080', NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db:5432/portal', TRUST_PROXY: '10.0.0.0/8, 192.168.1.1', SHUTDOWN_TIMEOUT_MS: '15000', HASH_WORKERS: '3', CLOCK_START: '2026-03-02T12:00:00Z', DEMO_APPROVE_SECONDS: 'off', HOST: '' }))
      .toEqual({ PORT: 8080, NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db:5432/portal', TRUST_PROXY: '10.0.0.0/8, 192.168.1.1', SHUTDOWN_TIMEOUT_MS: 15000, HASH_WORKERS: 3, CLOCK_START: '2026-03-02T12:00:00Z', DEMO_APPROVE_SECONDS: 'off' });
    expect(checkedConfig({ TRUST_PROXY: '2' })).toEqual({ TRUST_PROXY: '2' });
    expect(checkedConfig({ TRUST_PROXY: 'loopback,uniquelocal' })).toEqual({ TRUST_PROXY: 'loopback,uniquelocal' });
  });

  it('refuses the unbounded hashing in production (the money bench\'s "before" only)', () => {
    expect(problemsOf({ NODE_ENV: 'production', HASH_MODE: 'unbounded' })).toEqual(['HASH_MODE="unbounded": expected pool in production (unbounded hashing is for the money bench only)']);
    expect(checkedConfig({ NODE_ENV: 'test', HASH_MODE: 'unbounded' })).toEqual({ NODE_ENV: 'test', HASH_MODE: 'unbounded' });
  });

  it('names each wrong variable and what it expects, and never echoes a connection string', () => {
    const problems = problemsOf({ PORT: 'eighty', NODE_ENV: 'prod', DATABASE_URL: 'mysql://root:hunter2@db/portal', SHUTDOWN_TIMEOUT_MS: '-1', CLOCK_START: 'yesterday', TRUST_PROXY: 'everyone', HASH_QUEUE: '1.5' });
    expect(problems).toEqual(expect.arrayContaining([
      'PORT="eighty": expected a port number, 0 to 65535',
      'NODE_ENV="prod": expected production, development or test',
      'DATABASE_URL=(value not shown): expected a PostgreSQL connection string, postgres://user:password@host:port/database',
      'SHUTDOWN_TIMEOUT_MS="-1": expected milliseconds from 0 to 600000',
      'CLOCK_START="yesterday": expected an ISO 8601 instant such as 2026-03-02T12:00:00Z',
      expect.stringMatching(/^TRUST_PROXY="everyone": expected a number of hops/),
      'HASH_QUEUE="1.5": expected a number of waiting full-cost hashes from 0 to 10000',
    ]));
    expect(problems).toHaveLength(7);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('stops `npm start` before anything starts, with the message', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development', PORT: '99999', DATA_DIR: 'memory' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT="99999": expected a port number, 0 to 65535');
  }, 90_000);
});
