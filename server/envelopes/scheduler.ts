/**
 * The red envelopes' return schedule in the server process: every `intervalMs` (60 s), each tenant's
 * expired envelopes give their unclaimed shares back to the sender. Each return is keyed in the
 * database (envelopes.ts, returnEnvelope), so a re-run and several instances return an envelope once.
 */
import type { Db } from '../db/connect';
import type { TenantRegistry } from '../tenants';
import { walletSettingsOf } from '../wallet/settings';
import { returnExpired } from './envelopes';

export interface EnvelopeScheduler {
  /** One pass at `now` (the injected clock's time when omitted); returns the envelopes returned. */
  runOnce(now?: Date): Promise<number>;
  stop(): void;
}

export function startEnvelopeScheduler(db: Db, tenants: TenantRegistry, clock: () => Date = () => new Date(), intervalMs = 60_000): EnvelopeScheduler {
  let running: Promise<number> | undefined;
  const pass = async (now: Date) => {
    let returned = 0;
    for (const tenant of tenants.all) returned += await returnExpired(db, await walletSettingsOf(db, tenant), now);
    return returned;
  };
  const runOnce = async (now = clock()) => {
    while (running) await running.catch(() => 0);
    running = pass(now);
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };
  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => console.error('envelope scheduler:', error));
  }, intervalMs);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
