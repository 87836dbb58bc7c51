import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { catalogueOf } from '../modules/catalogue/index';
import { assetRoutes } from './assets';
import { gameRoutes } from './games';
import { homeRoutes } from './home';
import { systemRoutes } from './system';
import { accountRoutes } from './account';
import { devRoutes } from './dev';
import { lineRoutes } from './lines';
import { chatRoutes } from './chat';
import { lotteryRoutes } from './lottery';
import { registrationRoutes } from './registration';
import { sessionRoutes } from './session';
import { securityCenterRoutes } from './securityCenter';
import { walletRoutes } from './wallet';
import { messageRoutes } from './messages';
import { pointRoutes } from './points';
import { rebateRoutes } from './rebate';
import { agentRoutes } from './agent';
import { envelopeRoutes } from './envelopes';
import { applicationRoutes } from './applications';
import { privacyRoutes } from './privacy';
import { referralRoutes } from './referral';
import { rewardRoutes } from './rewards';
import { responsibleGamingRoutes } from './responsibleGaming';
import { riskWarningRoutes } from './riskWarning';

/**
 * Every route group of the reference API. Each group is a function that registers its routes with
 * JSON Schemas for body, query and response (unknown keys rejected).
 */
/** The largest WebSocket frame either socket accepts (the chat room's; the push reads only small ones). */
export const WEBSOCKET_MAX_FRAME_BYTES = 8 * 1024;

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  // First, so that its hook (a write makes the tenant's catalogue version be read again) covers every route.
  catalogueOf(app);
  // One WebSocket server for the chat room and the unread push (a second registration is refused).
  // Frames up to the chat's 8 KB; each route checks its own messages' sizes.
  await app.register(fastifyWebsocket, { options: { maxPayload: WEBSOCKET_MAX_FRAME_BYTES } });
  const groups: ((app: FastifyInstance) => Promise<void>)[] = [systemRoutes, gameRoutes, homeRoutes, assetRoutes, sessionRoutes, registrationRoutes, accountRoutes, walletRoutes, securityCenterRoutes, messageRoutes, pointRoutes, rebateRoutes, rewardRoutes, devRoutes, lineRoutes, chatRoutes, lotteryRoutes, agentRoutes, applicationRoutes, referralRoutes, envelopeRoutes, responsibleGamingRoutes, privacyRoutes, riskWarningRoutes];
  for (const group of groups) await group(app);
}
