import type { FastifyInstance } from 'fastify';
import { api, isIdText } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { authorize, resolveActor, route } from '../../http/route.js';
import { iceServersFor } from './ice.js';
import * as media from './media.js';
import * as service from './service.js';
import { getSession } from './sessions.js';

export const chatRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.newChat, ({ actor, body }) => service.newChat(ctx, actor, body));
  route(app, ctx, api.roomByMembers, ({ actor, query }) =>
    service.roomByMembers(ctx, actor, query.members),
  );
  route(app, ctx, api.roomFor, ({ actor, body }) =>
    service.roomFor(ctx, actor, body.type, body.refId),
  );
  route(app, ctx, api.getRoom, ({ actor, params }) => service.getRoom(ctx, actor, params.roomId));
  route(app, ctx, api.roomMembers, ({ actor, params }) =>
    service.roomMembers(ctx, actor, params.roomId),
  );
  route(app, ctx, api.listRooms, ({ actor, params, query }) =>
    service.listRooms(ctx, actor, params.userId, query),
  );
  route(app, ctx, api.listMessages, ({ actor, params, query }) =>
    service.listMessages(ctx, actor, params.roomId, query),
  );
  // Each picture or voice note is stored: a session sends a burst, not a flood
  // (docs/product/chat-and-calls.md#pictures-and-voice-notes).
  const mediaLimit = {
    rateLimit: {
      max: ctx.config.rateLimit.chatMediaPerMinute,
      timeWindow: 60_000,
      per: 'session' as const,
    },
  };
  route(
    app,
    ctx,
    api.sendChatMedia,
    async ({ actor, params, request }) => {
      const fields: Record<string, string> = {};
      let file: media.UploadedFile | null = null;
      if (request.isMultipart()) {
        // A file over the limit is kept as truncated (the plugin reads this option per call, its
        // types only at registration), so the refusal can name its kind's limit.
        const options = {
          limits: { fileSize: media.CHAT_MEDIA_UPLOAD_MAX_BYTES },
          throwFileSizeLimit: false,
        };
        for await (const part of request.parts(options)) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer().catch(() => Buffer.alloc(0));
            if (part.fieldname === 'file' && !file)
              file = { bytes, truncated: part.file.truncated };
          } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        }
      }
      return media.sendMedia(ctx, actor, params.roomId, fields, file);
    },
    mediaLimit,
  );
  // Pictures and voice notes are private: members read them through the API with their token,
  // each read checked; the ETag lets a member's browser keep one and ask again cheaply.
  app.get<{ Params: { messageId: string } }>(
    api.chatMedia.path,
    {
      schema: {
        summary: api.chatMedia.summary,
        tags: [api.chatMedia.tag],
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const actor = await resolveActor(ctx, request.headers.authorization);
      authorize(actor, api.chatMedia.access);
      if (!isIdText(request.params.messageId)) throw new AppError('media-not-found');
      const file = await media.readMedia(ctx, actor!, Number(request.params.messageId));
      reply
        .header('cache-control', 'private, no-cache')
        .header('etag', file.etag)
        .header('vary', 'authorization');
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      const bytes = await file.read();
      return reply.header('content-type', file.contentType).send(bytes);
    },
  );
  route(app, ctx, api.updateRoom, ({ actor, params, body }) =>
    service.updateRoom(ctx, actor, params.roomId, body),
  );
  route(app, ctx, api.sessionToken, async ({ actor }) =>
    iceServersFor(ctx.config.ice, actor.id, new Date()),
  );
  route(app, ctx, api.getSession, ({ actor, params }) => getSession(ctx, actor.id, params.id));
};
