/**
 * The risk warning's acknowledgement (issue 39): where the site asks for it, the login answer says
 * `riskWarning: true`; the portal shows the warning and the player's acknowledgement is recorded on
 * the session at the server clock's instant (server/modules/members/riskWarning.ts). Game launches
 * and deposits of a session without it answer 403 'error.riskWarningPending'.
 */
import type { FastifyInstance } from 'fastify';
import { noQuerySchema, riskWarningValueSchema } from '../../schemas/api/session';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { ApiError } from '../http/errors';
import { acknowledgeRiskWarning, asksRiskWarning, requireMember } from '../modules/members/index';

export async function riskWarningRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  app.post('/wps/v2/member/riskWarning', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(riskWarningValueSchema) } },
  }, async (request) => {
    // A session restricted to a password change may acknowledge too (the order of the two is the player's).
    await requireMember(db, request, { restricted: 'allow' });
    if (!(await asksRiskWarning(db, request.tenant))) throw new ApiError(403, 'error.functionDisabled');
    const at = await acknowledgeRiskWarning(db, request, request.server.clock.now());
    return { success: true, value: { acknowledgedAt: at.toISOString() } };
  });
}
