/**
 * Operator command: approve or reject a member's points redemption on the server's database.
 *
 *   npm run server:redeem -- <tenant> <id> approve|reject [remark]
 *
 * `<id>` is the reference number the member sees (P12) or its number. Approving spends the held
 * points; rejecting gives them back to the member's balance, with the remark shown in the redeem
 * history. A decision is taken once: deciding again changes nothing and says what the redemption
 * already is. The database is the server's (DATABASE_URL, else the embedded one under DATA_DIR,
 * default .data; stop the server first, PGlite serves one process). Exit code 0 on success, 1 on a
 * refused argument, 2 when it is not found.
 */
import { resolve } from 'node:path';
import { decideRedemption, redemptionNumber } from '../modules/points/index';
import { systemClock, type Clock } from '../platform/clock';
import { walletSettingsOf } from '../modules/wallet/index';
import { openServerDatabase, tenantNamed, type OpenServerDatabase } from './operatorCommand';

export async function redeemDecisionCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env, open: OpenServerDatabase = openServerDatabase, clock: Clock = systemClock): Promise<number> {
  const [tenantCode, idText, decision, ...remarkWords] = args;
  const id = idText === undefined ? undefined : redemptionNumber(idText);
  if (!tenantCode || id === undefined || (decision !== 'approve' && decision !== 'reject')) {
    console.error('usage: npm run server:redeem -- <tenant> <id> approve|reject [remark]');
    return 1;
  }
  const tenant = tenantNamed(tenantCode);
  if (!tenant) return 1;
  const database = await open(env);
  try {
    const result = await decideRedemption(database.db, await walletSettingsOf(database.db, tenant), id, decision, clock.now(), remarkWords.join(' '));
    if (!result) {
      console.error(`${tenantCode}: redemption P${id} not found`);
      return 2;
    }
    const r = result.record;
    console.log(`${tenantCode}: redemption ${r.id} of ${r.points} points is ${r.status}${result.changed ? '' : ' (already; nothing changed)'}`);
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await redeemDecisionCommand(process.argv.slice(2));
}
