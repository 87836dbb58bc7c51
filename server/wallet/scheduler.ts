/**
 * Scheduled wallet work in the server process: in development, the demo approval of pending
 * deposits; everywhere, paid withdrawals whose confirmation time passed count as received. Each run
 * is keyed in the database (server/wallet/deposits.ts), so two instances book a deposit once.
 */
import type { ServerMode } from '../serverMode';
import type { Db } from '../db/connect';
import type { TenantRegistry } from '../tenants';
import { approveDueDemoDeposits } from './deposits';
import { walletSettingsOf, type WalletSettings } from './settings';
import { expireConfirmations } from './withdrawals';

export interface WalletScheduler {
  /** One pass now (tests call it). */
  runOnce(now?: Date): Promise<void>;
  stop(): void;
}

/**
 * Starts the passes every `intervalMs`. `DEMO_APPROVE_SECONDS` overrides each tenant's demo delay
 * (`off` turns the demo approval off); outside development the demo approval never runs.
 */
export function startWalletScheduler(db: Db, tenants: TenantRegistry, mode: ServerMode, env: NodeJS.ProcessEnv = process.env, intervalMs = 2000): WalletScheduler {
  const override = env.DEMO_APPROVE_SECONDS;
  const demoSeconds = (settings: WalletSettings): number | null => {
    if (mode !== 'development' || override === 'off') return null;
    if (override !== undefined && /^[0-9]{1,6}$/.test(override)) return Number(override);
    return settings.demoApproveSeconds;
  };
  let running = false;
  const runOnce = async (now = new Date()) => {
    if (running) return;
    running = true;
    try {
      for (const tenant of tenants.all) {
        const settings = await walletSettingsOf(db, tenant);
        await approveDueDemoDeposits(db, { ...settings, demoApproveSeconds: demoSeconds(settings) }, now);
        await expireConfirmations(db, settings, now);
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => console.error('wallet scheduler:', error));
  }, intervalMs);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
