/**
 * The agents' settlement schedule in the server process: every `intervalMs` (30 s), each tenant's
 * due periods are settled, so real-time salary settles within that time of each 5-minute boundary
 * and the other contracts at their period's end. The clock is injected (tests and the development
 * route pass their own time); each period is keyed in the database, so instances may all run it.
 */
import type { Clock } from '../../platform/clock';
import type { Db } from '../../db/connect';
import { startPeriodicPass, type PeriodicPass } from '../../platform/periodicPass';
import type { TenantRegistry } from '../tenants/index';
import { walletSettingsOf } from '../wallet/index';
import { settleDue } from './settlement';
import { agentSettingsOf } from './settings';

/** The settlement schedule: its passes, and how to stop it. */
export type AgentScheduler = PeriodicPass;

export function startAgentScheduler(db: Db, tenants: TenantRegistry, clock: Clock, intervalMs = 30_000): AgentScheduler {
  return startPeriodicPass('agent scheduler', async (now) => {
    let settled = 0;
    for (const tenant of tenants.all) settled += await settleDue(db, await walletSettingsOf(db, tenant), await agentSettingsOf(db, tenant), now);
    return settled;
  }, clock, intervalMs);
}
