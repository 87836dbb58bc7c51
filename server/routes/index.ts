import type { FastifyInstance } from 'fastify';
import { assetRoutes } from './assets';
import { gameRoutes } from './games';
import { homeRoutes } from './home';
import { systemRoutes } from './system';
import { accountRoutes } from './account';
import { devRoutes } from './dev';
import { lineRoutes } from './lines';
import { chatRoutes } from './chat';
import { registrationRoutes } from './registration';
import { sessionRoutes } from './session';

/**
 * Every route group of the reference API. Each group is a function that registers its routes with
 * JSON Schemas for body, query and response (unknown keys rejected).
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  const groups: ((app: FastifyInstance) => Promise<void>)[] = [systemRoutes, gameRoutes, homeRoutes, assetRoutes, sessionRoutes, registrationRoutes, accountRoutes, devRoutes, lineRoutes, chatRoutes];
  for (const group of groups) await group(app);
}
