/**
 * A PostgreSQL cluster in a temporary folder, with the system's binaries on a free loopback port: the
 * run's shared cluster (globalSetup.ts), a test's own that it stops and starts (the database restart
 * test), and the ledger bench's (fsync on). Stop and start keep the data and the port, as a restart
 * of the database server does. As root, the cluster runs as the `postgres` system user, because
 * PostgreSQL refuses to run as root.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binDir } from './binaries';

export interface Cluster {
  /** The server's URL (the `postgres` database). */
  readonly url: string;
  /** A fast stop: sessions are ended, as in a restart or a fail-over. */
  stop(): void;
  start(): void;
  /** Stops it at once if it runs and removes its folder. */
  remove(): void;
}

export interface ClusterOptions {
  /** The temporary folder's prefix, to tell the clusters apart. */
  readonly prefix: string;
  readonly maxConnections: number;
  /** Off for tests (nothing to keep after a crash); on where a figure must include the disk's cost. */
  readonly fsync: boolean;
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

/** Creates and starts a cluster. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), options.prefix));
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
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', ...(options.fsync ? [] : ['--no-sync']), '-E', 'UTF8']);
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${options.fsync ? '' : ' -c fsync=off'} -c max_connections=${options.maxConnections}`;
  let running = false;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      run('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', settings, 'start']);
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
