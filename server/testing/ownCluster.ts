/**
 * A PostgreSQL cluster of a test's own (initdb in a temporary folder, the system's binaries, a free
 * loopback port), for a test that stops and starts the database server itself: the run's shared
 * cluster (tests/pg/globalSetup.ts) serves the other test files meanwhile. Stop and start keep the
 * data and the port, as a restart of the database server does. As root, the cluster runs as the
 * `postgres` system user, because PostgreSQL refuses to run as root.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binDir } from '../../tests/pg/binaries';

export interface OwnCluster {
  /** The server's URL (the `postgres` database). */
  readonly url: string;
  /** A fast stop: sessions are ended, as in a restart or a fail-over. */
  stop(): void;
  start(): void;
  /** Stops it if it runs and removes its folder. */
  remove(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export async function startOwnCluster(): Promise<OwnCluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'wl-pg-own-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  let running = false;
  const cluster: OwnCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      run('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`, 'start']);
      running = true;
    },
    stop() {
      run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
      running = false;
    },
    remove() {
      try {
        if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  cluster.start();
  return cluster;
}
