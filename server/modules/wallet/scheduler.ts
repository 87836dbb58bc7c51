/**
 * Scheduled wallet work in the server process: in development, the demo approval of pending
 * deposits; everywhere, paid withdrawals whose confirmation time passed count as received. Each run
 * is keyed in the database (server/modules/wallet/deposits.ts), so two instances book a deposit once.
 */
import type { ServerMode } from '../../platform/serverMode';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../db/connect';
import { startPeriodicPass, type PeriodicPass } from '../../platform/periodicPass';
import type { TenantRegistry } from '../tenants/index';
import { approveDueDemoDeposits } from './deposits';
import { walletSettingsOf, type WalletSettings } from './settings';
import { expireConfirmations } from './withdrawals';
import type { WalletOutcomeTeller } from './outcomes';

/** The wallet's schedule: its passes (each returns how many deposits and withdrawals it settled), and how to stop it. */
export type WalletScheduler = PeriodicPass;

/**
 * Starts the passes every `intervalMs`. `DEMO_APPROVE_SECONDS` overrides each tenant's demo delay
 * (`off` turns the demo approval off); outside development the demo approval never runs. `tell`
 * tells the member of each approval (the messages module's teller).
 */
export function startWalletScheduler(db: Db, tenants: TenantRegistry, mode: ServerMode, clock: Clock, env: NodeJS.ProcessEnv = process.env, intervalMs = 2000, tell?: WalletOutcomeTeller): WalletScheduler {
  const override = env.DEMO_APPROVE_SECONDS;
  const demoSeconds = (settings: WalletSettings): number | null => {
    if (mode !== 'development' || override === 'off') return null;
    if (override !== undefined && /^[0-9]{1,6}$/.test(override)) return Number(override);
    return settings.demoApproveSeconds;
  };
  return startPeriodicPass('wallet scheduler', async (now) => {
    let done = 0;
    for (const tenant of tenants.all) {
      const settings = await walletSettingsOf(db, tenant);
      done += await approveDueDemoDeposits(db, { ...settings, demoApproveSeconds: demoSeconds(settings) }, now, tell);
      done += await expireConfirmations(db, settings, now);
    }
    return done;
  }, clock, intervalMs);
}
