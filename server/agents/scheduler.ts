/**
 * The agents' settlement schedule in the server process: every `intervalMs` (30 s), each tenant's
 * due periods are settled, so real-time salary settles within that time of each 5-minute boundary
 * and the other contracts at their period's end. The clock is injected (tests and the development
 * route pass their own time); each period is keyed in the database, so instances may all run it.
 */
import type { Db } from '../db/connect';
import type { TenantRegistry } from '../tenants';
import { walletSettingsOf } from '../wallet/settings';
import { settleDue } from './settlement';
import { agentSettingsOf } from './settings';

export interface AgentScheduler {
  /** One pass at `now` (the injected clock's time when omitted); returns the periods settled. */
  runOnce(now?: Date): Promise<number>;
  stop(): void;
}

export function startAgentScheduler(db: Db, tenants: TenantRegistry, clock: () => Date = () => new Date(), intervalMs = 30_000): AgentScheduler {
  let running: Promise<number> | undefined;
  const pass = async (now: Date) => {
    let settled = 0;
    for (const tenant of tenants.all) settled += await settleDue(db, await walletSettingsOf(db, tenant), await agentSettingsOf(db, tenant), now);
    return settled;
  };
  const runOnce = async (now = clock()) => {
    // One pass at a time in this process; a second call waits for it and then runs its own.
    while (running) await running.catch(() => 0);
    running = pass(now);
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };
  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => console.error('agent scheduler:', error));
  }, intervalMs);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
