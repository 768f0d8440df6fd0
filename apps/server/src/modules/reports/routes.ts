import type { FastifyInstance } from 'fastify';
import { api, isIdText } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { authorize, resolveActor, route } from '../../http/route.js';
import * as service from './service.js';

export const reportsRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.createReport, async ({ actor, request }) => {
    const fields: Record<string, string> = {};
    let file: { bytes: Buffer; truncated: boolean } | null = null;
    if (request.isMultipart()) {
      for await (const part of request.parts({
        limits: { fileSize: service.REPORT_ASSET_MAX_BYTES },
      })) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer().catch(() => Buffer.alloc(0));
          if (part.fieldname === 'asset') file = { bytes, truncated: part.file.truncated };
        } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    }
    return service.createReport(ctx, actor, fields, file);
  });
  route(app, ctx, api.listReports, ({ query }) => service.listReports(ctx, query));
  route(app, ctx, api.resolveReport, ({ actor, body }) => service.resolveReport(ctx, actor, body));
  // Attachments are private: admins read them through the API with their token.
  app.get<{ Params: { id: string } }>(
    api.reportAsset.path,
    {
      schema: {
        summary: api.reportAsset.summary,
        tags: [api.reportAsset.tag],
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      authorize(await resolveActor(ctx, request.headers.authorization), api.reportAsset.access);
      if (!isIdText(request.params.id)) throw new AppError('report-not-found');
      const asset = await service.reportAsset(ctx, Number(request.params.id));
      return reply
        .header('content-type', asset.contentType)
        .header(
          'content-disposition',
          `attachment; filename="report-${request.params.id}.${asset.extension}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(asset.bytes);
    },
  );
};
