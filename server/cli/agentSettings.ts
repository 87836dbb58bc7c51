/**
 * Operator command: shows or changes a tenant's agent settings on the server's database, live for
 * every instance (settlement reads them on each run).
 *
 *   npm run server:agent-settings -- <tenant>                         shows them
 *   npm run server:agent-settings -- <tenant> carry-over <on|off>     negative carry-over of dividends
 *   npm run server:agent-settings -- <tenant> platform-fee <0-10000>  platform fee in basis points
 *
 * Negative carry-over: a dividend period whose base is negative (a loss for the house) is carried
 * into the next period's base; off, each period starts from 0. A change applies to the periods
 * settled after it (settled periods are never recomputed). The database is the server's:
 * DATABASE_URL when set, otherwise the embedded one under DATA_DIR (default .data). Exit code 0 on
 * success, 1 on a refused argument.
 */
import { resolve } from 'node:path';
import { agentSettingsOf, gmtLabel, writeAgentSettings, type AgentSettings, type AgentSettingsPatch } from '../modules/agents/index';
import { openServerDatabase, tenantNamed, type OpenServerDatabase } from './operatorCommand';

const USAGE = 'usage: npm run server:agent-settings -- <tenant> [carry-over <on|off> | platform-fee <0-10000>]';

function patchOf(args: readonly string[]): AgentSettingsPatch | undefined {
  if (args.length === 0) return {};
  const [name, value, ...rest] = args;
  if (rest.length > 0 || value === undefined) return undefined;
  if (name === 'carry-over' && (value === 'on' || value === 'off')) return { negativeCarryOver: value === 'on' };
  if (name === 'platform-fee' && /^\d{1,5}$/.test(value) && Number(value) <= 10_000) return { platformFeeBp: Number(value) };
  return undefined;
}

function describe(settings: AgentSettings): string {
  return `${settings.tenant}: negative carry-over ${settings.negativeCarryOver ? 'on' : 'off'}, platform fee ${settings.platformFeeBp} bp, clock ${gmtLabel(settings.gmtOffsetMinutes)}`;
}

export async function agentSettingsCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env, open: OpenServerDatabase = openServerDatabase): Promise<number> {
  const [code, ...rest] = args;
  const patch = patchOf(rest);
  if (!code || patch === undefined) {
    console.error(USAGE);
    return 1;
  }
  const tenant = tenantNamed(code);
  if (!tenant) return 1;
  const database = await open(env);
  try {
    const settings = Object.keys(patch).length === 0 ? await agentSettingsOf(database.db, tenant) : await writeAgentSettings(database.db, tenant, patch);
    console.log(`${describe(settings)} (on ${database.kind})`);
    return 0;
  } finally {
    await database.close();
  }
}

// Run as a command (not when a test imports it).
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await agentSettingsCommand(process.argv.slice(2));
}
