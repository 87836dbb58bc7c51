/**
 * Promotion applications (schemas/api/applications.ts): thin handlers over server/modules/applications/. A
 * real member's session is needed (trial accounts 403). The application is `multipart/form-data`,
 * parsed by @fastify/multipart in this group's own scope (no other route takes multipart) with limits
 * that refuse early: a body announced larger than 3 images and the fields is a 413 before a byte is
 * read, a file past 5 MB stops the upload with a 413, a fourth file or an unknown part with a 4xx.
 * Each image is judged by its first bytes (PNG or JPEG), never by its name or declared type.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  APPLICATION_FORM_FIELDS, APPLICATION_LIMITS, applicationSchema, applicationsValueSchema, devApplicationBodySchema, imageParamsSchema,
  type DevApplicationBody, type ImageParams,
} from '../../schemas/api/applications';
import { noQuerySchema } from '../../schemas/api/session';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { findUnstorableText } from '../http/storableText';
import { CONTENT_TYPES, applicationImage, applicationNumber, applyForPromotion, decideApplication, listApplications, sniffImage, type ImageKind } from '../modules/applications/index';
import { ApiError, failureBody, type ApiStatus } from '../http/errors';
import { walletSettingsOf } from '../modules/wallet/index';
import { memberContext, refuseWhilePaused } from '../http/memberContext';

/** The largest application body: 3 images at their limit and room for the fields and part headers. */
export const APPLICATION_BODY_LIMIT = APPLICATION_LIMITS.maxImages * APPLICATION_LIMITS.maxImageBytes + 64 * 1024;

const PROMOTION_ID = /^[1-9][0-9]{0,8}$/;

function refuse(status: ApiStatus, code: 'error.invalidRequest' | 'error.invalidImage' | 'error.imageTooLarge', reason: string, value?: Record<string, unknown>): never {
  throw new ApiError(status, code, { reason, ...(value === undefined ? {} : value) });
}

interface ParsedApplication {
  promotionId: number;
  comment: string;
  images: { kind: ImageKind; bytes: Buffer }[];
}

/** Reads the form: its two fields once each and up to 3 files named `images`, each sniffed. */
async function readApplication(request: FastifyRequest): Promise<ParsedApplication> {
  if (!request.isMultipart()) refuse(400, 'error.invalidRequest', 'invalid request: the application is sent as multipart/form-data');
  const fields = new Map<string, string>();
  const images: ParsedApplication['images'] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== APPLICATION_FORM_FIELDS.images) refuse(400, 'error.invalidRequest', `invalid request: unknown file field "${part.fieldname.slice(0, 40)}"`);
        if (images.length >= APPLICATION_LIMITS.maxImages) refuse(400, 'error.invalidRequest', `invalid request: at most ${APPLICATION_LIMITS.maxImages} images`);
        const bytes = await part.toBuffer();
        const kind = sniffImage(bytes);
        // The name and the declared type are the sender's to choose; the content decides.
        if (!kind) refuse(400, 'error.invalidImage', `invalid request: image ${images.length + 1} is not a PNG or JPEG image`, { image: images.length + 1 });
        images.push({ kind, bytes });
      } else {
        const name = part.fieldname;
        if ((name !== APPLICATION_FORM_FIELDS.promotionId && name !== APPLICATION_FORM_FIELDS.comment) || fields.has(name)) {
          refuse(400, 'error.invalidRequest', `invalid request: unexpected field "${name.slice(0, 40)}"`);
        }
        fields.set(name, typeof part.value === 'string' ? part.value : String(part.value));
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') refuse(413, 'error.imageTooLarge', `invalid request: image ${images.length + 1} is larger than 5 MB`, { image: images.length + 1 });
    if (code === 'FST_FILES_LIMIT') refuse(413, 'error.invalidRequest', `invalid request: at most ${APPLICATION_LIMITS.maxImages} images`);
    const status = (error as { statusCode?: number }).statusCode;
    // The parts limit and the like keep their 4xx; anything else the parser meets is a malformed body.
    refuse(status === 413 ? 413 : 400, 'error.invalidRequest', `invalid request: malformed multipart body (${error instanceof Error ? error.message.slice(0, 80) : 'unreadable'})`);
  }
  const promotionId = fields.get(APPLICATION_FORM_FIELDS.promotionId) ?? '';
  if (!PROMOTION_ID.test(promotionId)) refuse(400, 'error.invalidRequest', 'invalid request: promotionId must be a promotion number');
  const comment = fields.get(APPLICATION_FORM_FIELDS.comment) ?? '';
  const unstorable = findUnstorableText(comment, 'comment');
  if (unstorable) refuse(400, 'error.invalidRequest', `invalid request: ${unstorable}`);
  if ([...comment].length > APPLICATION_LIMITS.commentMaxLength) refuse(400, 'error.invalidRequest', `invalid request: the comment has more than ${APPLICATION_LIMITS.commentMaxLength} characters`);
  return { promotionId: Number(promotionId), comment, images };
}

async function sendImage(reply: FastifyReply, name: string, image: { kind: ImageKind; bytes: Buffer }) {
  return reply
    .header('content-type', CONTENT_TYPES[image.kind])
    .header('x-content-type-options', 'nosniff')
    // A name of our own making (no sender's text), shown inline as an image and nothing else.
    .header('content-disposition', `inline; filename="${name}.${image.kind === 'png' ? 'png' : 'jpg'}"`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .send(image.bytes);
}

export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const store = app.applicationImages;

  app.get('/wps/v2/promotions/applications', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(applicationsValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    return { success: true, value: { list: await listApplications(db, ctx) } };
  });

  // An image back to the member who sent it; any other member or tenant finds nothing (404).
  app.get<{ Params: ImageParams }>('/wps/v2/promotions/applications/:id/images/:n', {
    schema: { params: imageParamsSchema, querystring: noQuerySchema },
  }, async (request, reply) => {
    const { ctx } = await memberContext(db, request);
    const id = applicationNumber(request.params.id);
    const image = id === undefined ? undefined : await applicationImage(db, store, ctx.settings.tenant, ctx.memberId, id, request.params.n);
    if (!image) throw new ApiError(404, 'error.notFound');
    return sendImage(reply, `A${id}-${request.params.n}`, image);
  });

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: APPLICATION_LIMITS.maxImageBytes, files: APPLICATION_LIMITS.maxImages, fields: 2, fieldSize: 1024, parts: 6, headerPairs: 20, fieldNameSize: 40 },
    });
    scope.post('/wps/v2/promotions/apply', {
      // Before the body is read: a body announced too large is refused at once.
      onRequest: async (request, reply) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > APPLICATION_BODY_LIMIT) {
          await (reply as FastifyReply).code(413).header('connection', 'close').send({ ...failureBody('error.imageTooLarge'), value: { reason: `request too large: at most ${APPLICATION_LIMITS.maxImages} images of 5 MB each` } });
        }
      },
      schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(applicationSchema) } },
    }, async (request: FastifyRequest) => {
      // The session first: nothing of an anonymous or trial upload is read.
      const { ctx } = await memberContext(db, request);
      await refuseWhilePaused(db, ctx);
      const form = await readApplication(request);
      return { success: true, value: await applyForPromotion(db, store, ctx, form) };
    });
  });

  // Development only: the operator command's twin for a running server (npm run server:application).
  if (app.mode === 'production') return;
  app.post<{ Body: DevApplicationBody }>('/dev/promotions/application', { schema: { querystring: noQuerySchema, body: devApplicationBodySchema } }, async (request) => {
    const id = applicationNumber(request.body.id);
    if (id === undefined) throw new ApiError(400, 'error.invalidRequest');
    const result = await decideApplication(db, await walletSettingsOf(db, request.tenant), id, request.body.decision, request.server.clock.now(), request.body.remark ?? '');
    if (!result) throw new ApiError(404, 'error.notFound');
    return { success: true, value: { ...result.record, changed: result.changed } };
  });
  // The operator's view of an image (development; production operators use the command, which names the files).
  app.get<{ Params: ImageParams }>('/dev/promotions/applications/:id/images/:n', { schema: { params: imageParamsSchema, querystring: noQuerySchema } }, async (request, reply) => {
    const id = applicationNumber(request.params.id);
    const image = id === undefined ? undefined : await applicationImage(db, store, request.tenant.code, undefined, id, request.params.n);
    if (!image) throw new ApiError(404, 'error.notFound');
    return sendImage(reply, `A${id}-${request.params.n}`, image);
  });
}
