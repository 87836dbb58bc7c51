/**
 * `npm run test:dates`: the date-sensitive tests at several instants, to show that the calendar no
 * longer matters. Each instant starts the test servers' clocks, the seeded history, the e2e
 * server's CLOCK_START and the browsers' clocks there (server/testing/testInstant.ts). The default
 * `npm test` runs at TEST_INSTANT only.
 *
 *   npm run test:dates                 every instant below, server tests and e2e specs
 *   npm run test:dates -- --server     server tests only (no browser)
 *   npm run test:dates -- 2028-02-29T12:00:00-03:00   one instant of your choice
 */
import { spawnSync } from 'node:child_process';

/** The instants, in the tenants' zone (UTC-3) where a boundary of theirs matters. */
export const INSTANTS: readonly { name: string; at: string }[] = [
  { name: 'a Monday 00:05 (a week, a day just began)', at: '2026-11-30T00:05:00.000-03:00' },
  { name: 'a Sunday 23:55 (a week about to end)', at: '2026-11-29T23:55:00.000-03:00' },
  { name: 'the first day of a month', at: '2026-12-01T09:00:00.000-03:00' },
  { name: 'the last day of a month', at: '2026-11-30T22:00:00.000-03:00' },
  { name: '1 January', at: '2027-01-01T00:30:00.000-03:00' },
  { name: '29 February 2028', at: '2028-02-29T12:00:00.000-03:00' },
  { name: 'the hour a whole run failed on before the clock (visual-income: two income rows, not three)', at: '2026-11-27T15:22:00.000Z' },
  { name: 'the real now', at: new Date().toISOString() },
];

/** Server tests whose answers depend on the day: periods, settlements, records, points, rewards, envelopes, draws. */
export const SERVER_TESTS = [
  'server/modules/agents/',
  'server/modules/envelopes/',
  'server/seed/seedAll.test.ts',
  'server/routes/agent.test.ts',
  'server/routes/agentIncome.test.ts',
  'server/routes/agentRecords.test.ts',
  'server/routes/envelopes.test.ts',
  'server/routes/lottery.test.ts',
  'server/routes/points.test.ts',
  'server/routes/realBets.test.ts',
  'server/routes/rebate.test.ts',
  'server/routes/rewards.test.ts',
  'server/routes/wallet.test.ts',
];

/** The e2e and visual specs of records, income and agent money. */
export const E2E_SPECS = [
  'tests/e2e/agent-records.spec.ts',
  'tests/e2e/agent-income.spec.ts',
  'tests/e2e/agent-money.spec.ts',
  'tests/e2e/visual-income.spec.ts',
  'tests/e2e/lottery-draws.spec.ts',
];

function run(command: string, args: string[], instant: string): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, TEST_INSTANT: instant, CLOCK_START: instant } });
  return result.status === 0;
}

const args = process.argv.slice(2);
const serverOnly = args.includes('--server');
const chosen = args.filter((a) => !a.startsWith('--'));
const instants = chosen.length > 0 ? chosen.map((at) => ({ name: 'chosen', at })) : INSTANTS;
const failed: string[] = [];
const started = performance.now();
for (const { name, at } of instants) {
  console.log(`\n=== ${at} (${name}) ===`);
  const ok = run('npx', ['vitest', 'run', '--project', 'postgres', ...SERVER_TESTS], at)
    && (serverOnly || run('npx', ['playwright', 'test', ...E2E_SPECS], at));
  if (!ok) failed.push(`${at} (${name})`);
}
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
if (failed.length > 0) {
  console.error(`\nfailed at ${failed.length} of ${instants.length} instants (${minutes} min):\n  ${failed.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nevery instant passed (${instants.length}, ${minutes} min)`);
