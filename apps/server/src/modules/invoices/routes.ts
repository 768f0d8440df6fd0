import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { api, invoiceRules } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { resolveActor, route } from '../../http/route.js';
import * as service from './service.js';

/** A private file name as storage makes them: a random UUID and an extension, nothing else. */
const receiptName = /^[a-f0-9-]{36}\.(jpg|png|pdf)$/;
const contentTypes = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' } as const;

/** The text fields and the receipt file of an invoice update (multipart form data). */
const readUpdate = async (request: FastifyRequest) => {
  const fields: Record<string, string> = {};
  let file: service.ReceiptFile = null;
  if (request.isMultipart()) {
    for await (const part of request.parts({ limits: { fileSize: service.RECEIPT_MAX_BYTES } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer().catch(() => Buffer.alloc(0));
        if (part.fieldname === 'receipt') file = { bytes, truncated: part.file.truncated };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(fields, request.body);
  }
  let details: unknown;
  if (fields.details !== undefined) {
    try {
      details = JSON.parse(fields.details);
    } catch {
      throw new AppError('bad-request', 'details is not JSON');
    }
  }
  const parsed = z.safeParse(invoiceRules.invoiceUpdate(), { ...fields, details });
  if (!parsed.success) {
    const code = parsed.error.issues[0]?.message ?? 'bad-request';
    throw new AppError(code as 'bad-request', `Invalid ${parsed.error.issues[0]?.path.join('.')}`);
  }
  return { fields: parsed.data as service.UpdateFields, file };
};

export const invoicesRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.createInvoice, ({ actor, body }) =>
    service.createInvoice(ctx, actor, body as service.InvoiceRequest),
  );
  route(app, ctx, api.listInvoices, ({ actor, query }) => service.listInvoices(ctx, actor, query));
  route(app, ctx, api.invoiceStats, ({ actor, params }) =>
    service.invoiceStats(ctx, actor, params.id),
  );
  route(app, ctx, api.updateInvoice, async ({ actor, params, request }) => {
    const { fields, file } = await readUpdate(request);
    return service.updateInvoice(ctx, actor, params.id, fields, file);
  });

  // Receipts are private: only the invoice's tutor and admins read one; a name that storage could
  // not have made (a path, a guess of another form) names nothing.
  app.get<{ Params: { name: string } }>(
    '/assets/receipts/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const actor = await resolveActor(ctx, request.headers.authorization);
      if (!actor) throw new AppError('forbidden', 'Receipts are private');
      const name = request.params.name;
      const match = receiptName.exec(name);
      if (!match) throw new AppError('asset-not-found', 'No such receipt');
      const access = await service.receiptAccess(ctx, actor, name);
      if (access === 'not-found') throw new AppError('asset-not-found', 'No such receipt');
      if (access === 'forbidden') throw new AppError('forbidden', 'Not your receipt');
      const bytes = await ctx.storage.read('private', name);
      if (!bytes) throw new AppError('asset-not-found', 'No such receipt');
      const extension = match[1] as keyof typeof contentTypes;
      return reply
        .header('content-type', contentTypes[extension])
        .header('content-disposition', `attachment; filename="receipt.${extension}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
