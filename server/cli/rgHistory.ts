/**
 * Operator command: the history of a member's responsible-gaming changes (issue 38): limits,
 * time-outs, self-exclusions, reopen requests, reality-check intervals, with who, when, the old and
 * new value and the instant each takes effect, oldest first.
 *
 *   npm run server:rg-history -- <tenant> <account>
 *
 * Reads the server's database (DATABASE_URL, or the embedded one under DATA_DIR: stop the server
 * first). Exit code 0 with the history (or "no changes"), 1 on a refused argument, 2 when the account
 * is not found.
 */
import { resolve } from 'node:path';
import { memberByAccount, normalizeAccount } from '../modules/members/index';
import { rgHistoryOf } from '../modules/responsibleGaming/index';
import { openServerDatabase, tenantNamed, type OpenServerDatabase } from './operatorCommand';

const USAGE = 'usage: npm run server:rg-history -- <tenant> <account>';

export async function rgHistoryCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env, open: OpenServerDatabase = openServerDatabase): Promise<number> {
  const [tenantCode, accountText, ...rest] = args;
  if (!tenantCode || !accountText || rest.length > 0) {
    console.error(USAGE);
    return 1;
  }
  const tenant = tenantNamed(tenantCode);
  if (!tenant) return 1;
  const account = normalizeAccount(accountText);
  const database = await open(env);
  try {
    const member = await memberByAccount(database.db, tenant.code, account);
    if (!member) {
      console.error(`${tenantCode}: no account "${account}"`);
      return 2;
    }
    const history = await rgHistoryOf(database.db, { tenant: tenant.code, memberId: member.id });
    if (history.length === 0) {
      console.log(`${tenantCode}/${account}: no responsible-gaming changes`);
      return 0;
    }
    console.log(['when', 'who', 'what', 'old', 'new', 'effective'].join('\t'));
    for (const e of history) console.log([e.at.toISOString(), e.actor, e.what, e.old ?? '-', e.new, e.effectiveAt.toISOString()].join('\t'));
    return 0;
  } finally {
    await database.close();
  }
}

// Run as a command (not when a test imports it).
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await rgHistoryCommand(process.argv.slice(2));
}
