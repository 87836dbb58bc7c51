/**
 * Test support for the agent routes' tests: a GET as a token (the answer read loosely), and the
 * date range that covers the seeded network's whole history.
 */
import type { FastifyInstance } from 'fastify';
import { call, json } from './apiClient';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read loosely
export type LooseBody = { success: boolean; code?: string; value?: any };

export const DAY_MS = 86_400_000;

/** GET `url` on `tenant` as `token` (none: a guest): the status and the parsed body. */
export async function getAs(app: FastifyInstance, token: string | undefined, url: string, tenant: string): Promise<{ status: number; body: LooseBody }> {
  const r = await call(app, 'GET', url, { tenant, ...(token ? { token } : {}) });
  return { status: r.statusCode, body: json<LooseBody>(r) };
}

/** `from` and `to` for the last `days` days before `now` (the server's clock) (90: the seeded 60 days of play and the opening balances), to a minute ahead. */
export function recentRange(now: Date, days = 90): string {
  return `from=${encodeURIComponent(new Date(now.getTime() - days * DAY_MS).toISOString())}&to=${encodeURIComponent(new Date(now.getTime() + 60_000).toISOString())}`;
}
