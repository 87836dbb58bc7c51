/**
 * Operator command: send a platform message (messageV2) to a member.
 *
 *   npm run server:message -- <tenant> <account> <title> <body>
 *
 * The body is HTML; the portal sanitises it before showing it (the notice modal's rules). The member
 * sees it unread, and an open page's badges count up at once: the message is announced on the
 * database's notification channel, which every server instance on a PostgreSQL database
 * (DATABASE_URL) hears. The embedded database (DATA_DIR, default .data) serves one process: stop
 * the server first (the development server's POST /dev/messages sends one while it runs). Trial
 * accounts get no messages, nor do members in a time-out or self-exclusion (responsible gaming).
 * Exit code 0 on success, 1 on a refused argument, 2 when the account is not found, 3 when the
 * member is paused.
 */
import { resolve } from 'node:path';
import { TRIAL_ACCOUNT_TYPE } from '../../schemas/domain';
import { memberByAccount, normalizeAccount } from '../modules/members/index';
import { BODY_MAX, TITLE_MAX, sendMessage } from '../modules/messages/index';
import { systemClock, type Clock } from '../platform/clock';
import { openServerDatabase, tenantNamed, type OpenServerDatabase } from './operatorCommand';

export async function sendMessageCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env, open: OpenServerDatabase = openServerDatabase, clock: Clock = systemClock): Promise<number> {
  const usage = 'usage: npm run server:message -- <tenant> <account> <title> <body>';
  const [tenantCode, accountText, title, body, ...rest] = args;
  if (!tenantCode || !accountText || !title?.trim() || !body?.trim() || rest.length > 0) {
    console.error(usage);
    return 1;
  }
  if (title.length > TITLE_MAX || body.length > BODY_MAX) {
    console.error(`the title takes at most ${TITLE_MAX} characters and the body ${BODY_MAX}`);
    return 1;
  }
  const tenant = tenantNamed(tenantCode);
  if (!tenant) return 1;
  const account = normalizeAccount(accountText);
  const database = await open(env);
  try {
    const member = await memberByAccount(database.db, tenant.code, account);
    if (member?.type === TRIAL_ACCOUNT_TYPE) {
      console.error(`${tenantCode}: ${account} is a trial account; trial accounts get no messages`);
      return 1;
    }
    const sent = member ? await sendMessage(database.db, tenant.code, account, title.trim(), body, clock.now()) : undefined;
    if (!sent) {
      console.error(`${tenantCode}: no account "${account}"`);
      return 2;
    }
    if (sent === 'paused') {
      console.error(`${tenantCode}: not sent: ${account} is in a time-out or self-exclusion (no marketing until it ends)`);
      return 3;
    }
    console.log(`${tenantCode}: message ${sent.id} sent to ${account}`);
    return 0;
  } finally {
    await database.close();
  }
}

// Run as a command (not when a test imports it).
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await sendMessageCommand(process.argv.slice(2));
}
