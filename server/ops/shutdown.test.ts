import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** The server process (server/ops/testing/sigtermServer.ts), its output, and its exit. */
function startServer(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/ops/testing/sigtermServer.ts'], { cwd: ROOT, env: { ...process.env, NODE_ENV: 'test', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { out: '', err: '' };
  child.stdout.on('data', (chunk: Buffer) => {
    output.out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output.err += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const listening = async () => {
    await vi.waitFor(() => expect(output.out).toMatch(/listening \d+/), { timeout: 60_000, interval: 100 });
    return `http://127.0.0.1:${/listening (\d+)/.exec(output.out)![1]}`;
  };
  return { child, output, exited, listening };
}

describe('SIGTERM to a server process', () => {
  it('finishes the request under way, refuses new connections and exits 0', async () => {
    const { child, output, exited, listening } = startServer();
    try {
      const base = await listening();
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const inFlight = fetch(`${base}/wps/slow`, { headers: { 'x-forwarded-host': 'lusa.localhost' } });
      await vi.waitFor(() => expect(output.out).toContain('in flight'), { timeout: 10_000, interval: 20 });
      child.kill('SIGTERM');
      const answer = await inFlight;
      expect([answer.status, await answer.json()]).toEqual([200, { success: true }]);
      expect(await exited, output.err).toBe(0);
      expect(output.out).toMatch(/shut down \{"drained":true/);
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);

  it('exits 0 within its bound when a request would outlast it', async () => {
    const { child, output, exited, listening } = startServer({ SHUTDOWN_TIMEOUT_MS: '300' });
    try {
      const base = await listening();
      const inFlight = fetch(`${base}/wps/slow?hashes=40`, { headers: { 'x-forwarded-host': 'lusa.localhost' } }).then((r) => r.status, () => 'cut');
      await vi.waitFor(() => expect(output.out).toContain('in flight'), { timeout: 10_000, interval: 20 });
      const signalled = performance.now();
      child.kill('SIGTERM');
      expect(await exited, output.err).toBe(0);
      // The bound, a second for the cut connections, the hash under way; 40 hashes would take far longer.
      expect(performance.now() - signalled).toBeLessThan(8000);
      expect(output.out).toMatch(/shut down \{"drained":false/);
      expect(await inFlight).toBe('cut');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
