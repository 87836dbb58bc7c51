/**
 * The red envelopes' return schedule in the server process: every `intervalMs` (60 s), each tenant's
 * expired envelopes give their unclaimed shares back to the sender. Each return is keyed in the
 * database (envelopes.ts, returnEnvelope), so a re-run and several instances return an envelope once.
 */
import type { Clock } from '../../platform/clock';
import type { Db } from '../../db/connect';
import { startPeriodicPass, type PeriodicPass } from '../../platform/periodicPass';
import type { TenantRegistry } from '../tenants/index';
import { walletSettingsOf } from '../wallet/index';
import { returnExpired } from './envelopes';

/** The return schedule: its passes, and how to stop it. */
export type EnvelopeScheduler = PeriodicPass;

export function startEnvelopeScheduler(db: Db, tenants: TenantRegistry, clock: Clock, intervalMs = 60_000): EnvelopeScheduler {
  return startPeriodicPass('envelope scheduler', async (now) => {
    let returned = 0;
    for (const tenant of tenants.all) returned += await returnExpired(db, await walletSettingsOf(db, tenant), now);
    return returned;
  }, clock, intervalMs);
}
