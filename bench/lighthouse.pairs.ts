/**
 * Lighthouse before and after, paired: two builds served side by side (one server, one seeded
 * database) and run alternately, A B, B A, ..., so that each pair meets the same moment of the host.
 * On a shared 2-core host, TBT follows the host's moment more than a small change: sets of five runs
 * of the same build, a few minutes apart, gave medians from 98 to 276 ms. Paired differences see
 * through that. A is a git revision (checked out into a scratch worktree) or a source folder; B is
 * this working tree unless a second one is given. Prints every pair with Lighthouse's
 * benchmarkIndex, the medians, and the paired differences (B - A) with how many pairs B was lower in.
 *   npx tsx bench/lighthouse.pairs.ts <revision or folder> [<revision or folder>]
 *   BENCH_PAIRS (8), BENCH_PAIRS_PATH (/), BENCH_PAIRS_HOST (lusa)
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { audit, type Run } from './lighthouse.bench';
import { median, servePortals } from './portal';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 8);
const PATH = process.env.BENCH_PAIRS_PATH ?? '/';
const HOST = process.env.BENCH_PAIRS_HOST ?? 'lusa';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const here = resolve(import.meta.dirname, '..');

/** A source tree for `spec`: the folder itself, or a scratch worktree of the revision (with this tree's installed packages and generated validators). */
function sourceTree(spec: string, scratch: string[]): string {
  if (existsSync(spec)) return resolve(spec);
  const folder = mkdtempSync(join(tmpdir(), 'bench-pairs-tree-'));
  execFileSync('git', ['worktree', 'add', '--detach', '--force', folder, spec], { cwd: here, stdio: 'ignore' });
  scratch.push(folder);
  symlinkSync(join(here, 'node_modules'), join(folder, 'node_modules'));
  cpSync(join(here, 'engine/generated'), join(folder, 'engine/generated'), { recursive: true });
  return folder;
}

export async function runLighthousePairs(specA: string, specB: string): Promise<void> {
  const scratch: string[] = [];
  try {
    const roots = [sourceTree(specA, scratch), sourceTree(specB, scratch)];
    const served = await servePortals(roots, 'bench-pairs-');
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
    try {
      const url = (i: number) => `http://${HOST}.localhost:${served.ports[i] ?? 0}${PATH}`;
      console.log(`\nLighthouse paired, ${PAIRS} pairs on ${HOST} ${PATH}: A = ${specA}, B = ${specB === here ? 'this working tree' : specB}`);
      console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} at start`);
      // One run of each first: the server's caches and Chromium's own warm up.
      for (const i of [0, 1]) await audit(url(i), chrome.port);
      const runs: Run[][] = [[], []];
      const differences: number[] = [];
      for (let pair = 0; pair < PAIRS; pair++) {
        const order = pair % 2 === 0 ? [0, 1] : [1, 0];
        const results: Run[] = [];
        for (const i of order) {
          const run = await audit(url(i), chrome.port);
          results[i] = run;
          runs[i]?.push(run);
        }
        const [a, b] = results;
        if (a === undefined || b === undefined) continue;
        const complete = !Number.isNaN(a.tbt) && !Number.isNaN(b.tbt);
        if (complete) differences.push(b.tbt - a.tbt);
        console.log(`pair ${pair + 1}: A TBT ${a.tbt.toFixed(0)} ms (benchmarkIndex ${a.benchmarkIndex.toFixed(0)}), B TBT ${b.tbt.toFixed(0)} ms (${b.benchmarkIndex.toFixed(0)})${complete ? '' : ' (a run failed: left out)'}; load ${loadavg()[0]?.toFixed(2) ?? '?'}`);
      }
      for (const [i, name] of ['A', 'B'].entries()) {
        const done = (runs[i] ?? []).filter((r) => !Number.isNaN(r.tbt));
        console.log(`${name}: TBT median ${median(done.map((r) => r.tbt)).toFixed(0)} ms, score median ${median(done.map((r) => r.score)).toFixed(0)}, benchmarkIndex median ${median(done.map((r) => r.benchmarkIndex)).toFixed(0)}`);
      }
      console.log(`paired B − A: ${differences.map((d) => d.toFixed(0)).join(', ')} ms; median ${median(differences).toFixed(0)} ms; B lower in ${differences.filter((d) => d < 0).length} of ${differences.length} pairs`);
    } finally {
      chrome.kill();
      await served.close();
    }
  } finally {
    for (const folder of scratch) {
      execFileSync('git', ['worktree', 'remove', '--force', folder], { cwd: here, stdio: 'ignore' });
      rmSync(folder, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const [specA, specB = here] = process.argv.slice(2);
  if (specA === undefined) {
    console.error('usage: npx tsx bench/lighthouse.pairs.ts <revision or folder> [<revision or folder>]');
    process.exit(2);
  }
  await runLighthousePairs(specA, specB);
}
