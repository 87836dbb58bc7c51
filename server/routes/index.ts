import type { FastifyInstance } from 'fastify';

/**
 * Every route group of the reference API. Each group is a function that registers its routes with
 * JSON Schemas for body, query and response (unknown keys rejected).
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  const groups: ((app: FastifyInstance) => Promise<void>)[] = [];
  for (const group of groups) await group(app);
}
