/**
 * Operator command: decide a member's promotion application on the server's database, or show it.
 *
 *   npm run server:application -- <tenant> <id> issue|reject [remark]
 *   npm run server:application -- <tenant> <id> show
 *
 * `<id>` is the reference number the member sees (A12) or its number. Issuing books the promotion's
 * bonus to the member's main wallet through the ledger; rejecting books nothing; the remark is shown
 * to the member. A decision is taken once: deciding again changes nothing and says what the
 * application already is. `show` prints the application and where its images are stored (the upload
 * folder, UPLOAD_DIR or DATA_DIR/uploads). The database is the server's (DATABASE_URL, else the
 * embedded one under DATA_DIR, default .data; stop the server first, PGlite serves one process).
 * Exit code 0 on success, 1 on a refused argument, 2 when it is not found.
 */
import { resolve } from 'node:path';
import { ImageStore, applicationForOperator, applicationNumber, decideApplication, uploadDirOf } from '../modules/applications/index';
import { systemClock, type Clock } from '../platform/clock';
import { walletSettingsOf } from '../modules/wallet/index';
import { openServerDatabase, tenantNamed, type OpenServerDatabase } from './operatorCommand';

export async function applicationCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env, open: OpenServerDatabase = openServerDatabase, clock: Clock = systemClock): Promise<number> {
  const [tenantCode, idText, action, ...remarkWords] = args;
  const id = idText === undefined ? undefined : applicationNumber(idText);
  if (!tenantCode || id === undefined || (action !== 'issue' && action !== 'reject' && action !== 'show')) {
    console.error('usage: npm run server:application -- <tenant> <id> issue|reject [remark]\n       npm run server:application -- <tenant> <id> show');
    return 1;
  }
  const tenant = tenantNamed(tenantCode);
  if (!tenant) return 1;
  const database = await open(env);
  try {
    if (action === 'show') {
      const found = await applicationForOperator(database.db, tenant.code, id);
      if (!found) {
        console.error(`${tenantCode}: application A${id} not found`);
        return 2;
      }
      const store = new ImageStore(resolve(uploadDirOf(env)));
      const a = found.view;
      console.log(`${tenantCode}: application ${a.id} by member ${found.memberId} for promotion ${a.promotionId}: ${a.status}, bonus ${a.bonus}`);
      console.log(`comment: ${JSON.stringify(a.comment)}`);
      for (const image of found.images) console.log(`image (${image.kind}, ${image.bytes} bytes): ${store.locate(tenant.code, image)}`);
      return 0;
    }
    const result = await decideApplication(database.db, await walletSettingsOf(database.db, tenant), id, action, clock.now(), remarkWords.join(' '));
    if (!result) {
      console.error(`${tenantCode}: application A${id} not found`);
      return 2;
    }
    const r = result.record;
    console.log(`${tenantCode}: application ${r.id} (bonus ${r.bonus}) is ${r.status}${result.changed ? '' : ' (already; nothing changed)'}`);
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await applicationCommand(process.argv.slice(2));
}
