/**
 * Operator commands: decide a member's deposit or withdrawal on the server's database.
 *
 *   npm run server:deposit -- <tenant> <id> approve|reject
 *   npm run server:withdrawal -- <tenant> <id> pay|reject
 *
 * `<id>` is the reference the member sees (D12, W7) or its number. Approving a deposit credits the
 * member's main wallet; paying a withdrawal spends its hold (the member then confirms receipt);
 * rejecting a withdrawal releases the hold. A decision is taken once: deciding again changes nothing
 * and says what the deposit or withdrawal already is. A decision that changes something leaves the
 * member a platform message (credited, approved, rejected), whose push moves the header's balance
 * of the member's open pages (on PostgreSQL; PGlite's server is stopped meanwhile). The database is the server's: DATABASE_URL when
 * set, otherwise the embedded one under DATA_DIR (default .data; stop the server first, PGlite
 * serves one process). Exit code 0 on success, 1 on a refused argument, 2 when it is not found.
 */
import { resolve } from 'node:path';
import { systemClock, type Clock } from '../platform/clock';
import { operatorDeposit, operatorWithdrawal, referenceNumber } from '../modules/wallet/index';
import { walletOutcomeTeller } from '../modules/messages/index';
import { openServerDatabase, tenantNamed, type OpenServerDatabase } from './operatorCommand';

export async function walletDecisionCommand(kind: 'deposit' | 'withdrawal', args: readonly string[], env: NodeJS.ProcessEnv = process.env, open: OpenServerDatabase = openServerDatabase, clock: Clock = systemClock): Promise<number> {
  const decisions = kind === 'deposit' ? ['approve', 'reject'] : ['pay', 'reject'];
  const usage = `usage: npm run server:${kind} -- <tenant> <id> ${decisions.join('|')}`;
  const [tenantCode, idText, decision, ...rest] = args;
  const id = idText === undefined ? undefined : referenceNumber(idText, kind === 'deposit' ? 'D' : 'W');
  if (!tenantCode || id === undefined || !decision || !decisions.includes(decision) || rest.length > 0) {
    console.error(usage);
    return 1;
  }
  const tenant = tenantNamed(tenantCode);
  if (!tenant) return 1;
  const database = await open(env);
  try {
    const tell = walletOutcomeTeller([tenant]);
    const result = kind === 'deposit'
      ? await operatorDeposit(database.db, tenant, id, decision as 'approve' | 'reject', 'operator', clock.now(), tell)
      : await operatorWithdrawal(database.db, tenant, id, decision as 'pay' | 'reject', clock.now(), tell);
    if (!result) {
      console.error(`${tenantCode}: ${kind} ${kind === 'deposit' ? 'D' : 'W'}${id} not found`);
      return 2;
    }
    const r = result.record;
    console.log(`${tenantCode}: ${kind} ${r.id} of ${r.amount} is ${r.status}${result.changed ? '' : ' (already; nothing changed)'}`);
    return 0;
  } finally {
    await database.close();
  }
}

// Run as a command (not when a test imports it): the script name says which.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const [kind, ...args] = process.argv.slice(2);
  process.exitCode = kind === 'deposit' || kind === 'withdrawal' ? await walletDecisionCommand(kind, args) : 1;
}
