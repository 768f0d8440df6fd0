/** Every non-2xx answer is { code, message } with the catalogue's status; nothing internal leaks. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorStatus, isErrorCode, type ErrorCode } from '@darsak/shared';
import { clientFaultCode } from '../db/errors.js';
import { isAppError } from './app-error.js';

const send = (reply: FastifyReply, code: ErrorCode, message: string, details?: Details) => {
  // A refusal that says how long to wait says it the standard way too.
  const wait = details?.retryAfterSeconds;
  if (typeof wait === 'number' && !reply.hasHeader('retry-after'))
    reply.header('retry-after', String(wait));
  return reply.code(errorStatus[code]).send({ ...details, code, message });
};
type Details = Record<string, unknown>;

/** Fastify's own errors, by their code, mapped onto the catalogue. */
const frameworkCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'large-file-size',
  FST_REQ_FILE_TOO_LARGE: 'large-file-size',
  FST_PARTS_LIMIT: 'large-file-size',
  FST_FILES_LIMIT: 'large-file-size',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty-request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad-request',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'bad-request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad-request',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'bad-request',
};

type NotFoundPage = (request: FastifyRequest, reply: FastifyReply) => unknown;
const notFoundPages = new WeakMap<FastifyInstance, NotFoundPage>();

/** A page to answer (with status 404) a browser's GET of an address nobody serves: the site's. */
export const setNotFoundPage = (app: FastifyInstance, page: NotFoundPage): void => {
  notFoundPages.set(app, page);
};

export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) return send(reply, error.code, error.message, error.details);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const candidate = issue?.message;
      const code: ErrorCode = isErrorCode(candidate) ? candidate : 'bad-request';
      const where = [error.validationContext, issue?.instancePath].filter(Boolean).join('');
      return send(reply, code, `Invalid request ${where}`.trim());
    }
    const mapped = error.code ? frameworkCodes[error.code] : undefined;
    if (mapped) return send(reply, mapped, error.message);
    if (error.statusCode === 429) return send(reply, 'too-many-requests', 'Too many requests');
    if (error.statusCode === 404) return send(reply, 'not-found', 'Not found');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, 'bad-request', 'Bad request');
    }
    const fault = clientFaultCode(error);
    if (fault) {
      // Never shown: the answer names no table, constraint or value.
      request.log.warn({ err: error }, 'the database refused a value');
      return send(reply, fault, 'The request holds a value that cannot be stored');
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 'unexpected', 'Unexpected error');
  });

  app.setNotFoundHandler((request, reply) => {
    const page = notFoundPages.get(app);
    const pathname = request.url.split('?')[0] ?? '';
    if (
      page &&
      ['GET', 'HEAD'].includes(request.method) &&
      !/^\/(api|assets|socket\.io)\//.test(pathname)
    )
      return page(request, reply);
    return send(reply, 'not-found', `No route ${request.method} ${pathname}`);
  });
};
