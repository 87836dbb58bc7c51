/**
 * Every quota and limit of the account and session surface, with its default (docs/reference-server.md
 * lists them). A tenant may override any of them in `security_settings.limits` (by name; the number
 * is in the unit the name says). Counters live in the `attempts` table, so every API instance on one
 * database shares them.
 *
 * Per-IP quotas have a second, larger default outside production: development and test runs make all
 * their calls from one address. Per-account limits (the lock-out, the SMS resend countdown) are the
 * same in every mode.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { securitySettings } from './schema';
import type { ServerMode } from '../../platform/serverMode';

export interface Limit {
  production: number;
  /** The default outside production (development and tests); the production one when absent. */
  other?: number;
  /** What it bounds, for the reference docs. */
  about: string;
}

export const LIMITS = {
  sessionIdleMinutes: { production: 30, about: 'A session ends after this many minutes without a call made with its token.' },
  loginFailuresPerIp: { production: 20, other: 500, about: 'Failed logins (any accounts) from one IP in 15 minutes before that IP is refused for 15 minutes.' },
  registrationsPerIpPerHour: { production: 10, other: 1000, about: 'Registrations (username or mobile) from one IP per hour.' },
  smsPerIpPerHour: { production: 10, other: 1000, about: 'SMS codes (registration, login, reset) one IP may ask for per hour, for each purpose.' },
  registrationSmsPerTenantPerHour: { production: 500, other: 10_000, about: 'Registration SMS codes the whole tenant sends per hour (a cap on the gateway bill).' },
  emailResetsPerIpPerHour: { production: 10, other: 1000, about: 'Forgot-password e-mails one IP may ask for per hour.' },
  feedbackPerIpPerHour: { production: 10, other: 1000, about: 'Feedback posts (guests and members) from one IP per hour.' },
  emailResetsPerUsernamePerHour: { production: 5, about: 'Forgot-password e-mails per username per hour (and at most one a minute).' },
  pushConnectionsPerIpPerMinute: { production: 30, other: 1000, about: 'Push sockets (the unread count) one IP may open per minute; more are refused with 429 before the upgrade.' },
  temporaryPasswordMinutes: { production: 30, about: 'How long the temporary password of a reset by e-mail can be used to log in.' },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;
export type Limits = Record<LimitName, number>;

/** The defaults of a mode. */
export function defaultLimits(mode: ServerMode): Limits {
  return Object.fromEntries(
    Object.entries(LIMITS).map(([name, limit]: [string, Limit]) => [name, mode === 'production' ? limit.production : (limit.other ?? limit.production)]),
  ) as Limits;
}

/** The tenant's limits: its overrides over the mode's defaults (a non-positive or non-integer override is ignored). */
export async function limitsOf(db: Db, tenant: string, mode: ServerMode): Promise<Limits> {
  const limits = defaultLimits(mode);
  const rows = await db.select({ limits: securitySettings.limits }).from(securitySettings).where(eq(securitySettings.tenant, tenant)).limit(1);
  for (const [name, value] of Object.entries(rows[0]?.limits ?? {})) {
    if (Object.hasOwn(LIMITS, name) && Number.isSafeInteger(value) && value > 0) limits[name as LimitName] = value;
  }
  return limits;
}

/**
 * How long an instance keeps a tenant's idle time-out before reading it again. Every call with a
 * token needs it, so it is not read per call: an operator's change reaches this instance at once and
 * the other instances within this time (as the catalogue's version does).
 */
export const IDLE_LIMIT_CHECK_MS = 1000;

const idleCache = new WeakMap<object, Map<string, { minutes: number; readAt: number }>>();

/**
 * The tenant's session idle time-out in minutes (the session lookup's limit), re-read at most every
 * IDLE_LIMIT_CHECK_MS. `siteMinutes` is the site's own idle time (its manifest's `session.idleMinutes`,
 * which a jurisdiction may cap: 30 under BR): then the stored setting may shorten it, never lengthen it,
 * and the mode's default does not count. Without it, the stored setting or the default, as before.
 */
export async function sessionIdleMinutesOf(db: Db, tenant: string, mode: ServerMode, now: number, siteMinutes?: number): Promise<number> {
  let cache = idleCache.get(db);
  if (!cache) {
    cache = new Map();
    idleCache.set(db, cache);
  }
  const key = `${mode}\u0000${tenant}\u0000${siteMinutes ?? ''}`;
  const kept = cache.get(key);
  if (kept && now - kept.readAt < IDLE_LIMIT_CHECK_MS) return kept.minutes;
  const limits = await limitsOf(db, tenant, mode);
  const minutes = siteMinutes === undefined
    ? limits.sessionIdleMinutes
    : Math.min(siteMinutes, (await storedLimitOf(db, tenant, 'sessionIdleMinutes')) ?? siteMinutes);
  cache.set(key, { minutes, readAt: now });
  return minutes;
}

/** A tenant's own setting of one limit (undefined: none, or not a positive integer). */
async function storedLimitOf(db: Db, tenant: string, name: LimitName): Promise<number | undefined> {
  const rows = await db.select({ limits: securitySettings.limits }).from(securitySettings).where(eq(securitySettings.tenant, tenant)).limit(1);
  const value: unknown = rows[0]?.limits?.[name];
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** Sets some limits of a tenant (the others keep their overrides or defaults); returns the stored overrides. */
export async function writeLimits(db: Db, tenant: string, changes: Partial<Limits>): Promise<Partial<Limits>> {
  idleCache.get(db)?.clear();
  const rows = await db.select({ limits: securitySettings.limits }).from(securitySettings).where(eq(securitySettings.tenant, tenant)).limit(1);
  const limits = { ...(rows[0]?.limits ?? {}), ...changes };
  await db
    .insert(securitySettings)
    .values({ tenant, limits })
    .onConflictDoUpdate({ target: securitySettings.tenant, set: { limits, updatedAt: sql`default` } });
  return limits as Partial<Limits>;
}
