/**
 * Each tenant's catalogue version as this instance last read it from the database. Triggers bump the
 * version on every write to the tenant's games, vendors, content or state (migration
 * 'catalogue_cache_search'); an instance reads it again when its reading is older than `checkMs`, so
 * instances sharing a database agree within `checkMs` (plus one request's time) of a commit.
 */
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { catalogueVersions } from './schema';

/** How old a reading of a tenant's version may be before it is read again. */
export const VERSION_CHECK_MS = 1000;

interface Reading {
  version: number;
  readAt: number;
  pending: Promise<number> | undefined;
  /** Bumped by expire(): a read that started before it does not count as fresh. */
  generation: number;
}

export class TenantVersions {
  private readonly readings = new Map<string, Reading>();
  private readonly statement;

  constructor(db: Db, public checkMs: number = VERSION_CHECK_MS) {
    this.statement = db
      .select({ version: catalogueVersions.version })
      .from(catalogueVersions)
      .where(eq(catalogueVersions.tenant, sql.placeholder('tenant')))
      .prepare('catalogue_version');
  }

  /** The tenant's version, read from the database when this instance's reading is older than checkMs. */
  current(tenant: string): number | Promise<number> {
    const reading = this.readings.get(tenant);
    if (reading !== undefined && performance.now() - reading.readAt < this.checkMs) return reading.version;
    // One read per tenant at a time: concurrent requests wait for the same answer.
    if (reading?.pending !== undefined) return reading.pending;
    const startedAt = performance.now();
    const entry: Reading = reading ?? { version: -1, readAt: 0, pending: undefined, generation: 0 };
    const generation = entry.generation;
    const pending = this.statement.execute({ tenant }).then(
      (rows) => {
        const version = rows[0]?.version ?? 0;
        if (entry.generation === generation) {
          entry.version = version;
          entry.readAt = startedAt;
        }
        if (entry.pending === pending) entry.pending = undefined;
        return version;
      },
      (error: unknown) => {
        if (entry.pending === pending) entry.pending = undefined;
        throw error;
      },
    );
    entry.pending = pending;
    this.readings.set(tenant, entry);
    return pending;
  }

  /** Makes the next request read the tenant's version again (after a write through this instance). */
  expire(tenant: string): void {
    const reading = this.readings.get(tenant);
    if (reading === undefined) return;
    reading.readAt = 0;
    reading.pending = undefined;
    reading.generation += 1;
  }
}
