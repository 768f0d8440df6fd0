/** Registers an endpoint from its shared definition: schemas, OpenAPI, access by role, thin handler. */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { Endpoint, EndpointParsed, EndpointResult } from '@darsak/shared';
import { AppError } from './app-error.js';
import { bearerToken } from './tokens.js';
import { compileResponse } from './serializer.js';
import { sendCached, type SharedCaching } from './caching.js';
import type { AppContext } from '../context.js';

import type { Actor } from './actor.js';

export type { Actor };

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    actor: Actor | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Every answer is also checked against its zod schema (the tests); see serializer.ts. */
    responseChecks: boolean;
    /** Where routes that take files are registered: the scope with the multipart parser (app.ts). */
    uploads: FastifyInstance;
  }
}

export type Handler<E extends Endpoint> = (
  input: EndpointParsed<E> & {
    actor: E['access'] extends 'public' ? Actor | null : Actor;
    request: FastifyRequest;
    reply: FastifyReply;
  },
) => Promise<EndpointResult<E>>;

export type RouteOptions = {
  /**
   * Requests a client may make in the window: counted per address, or per signed-in session where
   * many people share one address (mobile networks put whole towns behind a few).
   */
  rateLimit?: { max: number; timeWindow: number; per?: 'address' | 'session' };
  /** A public read browsers revalidate by ETag and a shared cache (CDN) may keep for a while. */
  cache?: SharedCaching;
};

/** A session is counted by a digest of its token, so no token is kept in the limiter's store. */
const sessionKey = (request: FastifyRequest): string => {
  const header = request.headers.authorization;
  return header
    ? `session:${createHash('sha256').update(header).digest('base64url').slice(0, 22)}`
    : request.ip;
};

const rateLimitOf = ({ per, ...limit }: NonNullable<RouteOptions['rateLimit']>) =>
  per === 'session' ? { ...limit, keyGenerator: sessionKey } : limit;

/** Resolves the bearer token of a request to its user, or null when absent or invalid. */
export const resolveActor = async (
  ctx: AppContext,
  header: string | string[] | undefined,
): Promise<Actor | null> => {
  const value = bearerToken(header);
  return value ? ctx.identify(value) : null;
};

export const authorize = (actor: Actor | null, access: Endpoint['access']): void => {
  if (access === 'public') return;
  if (!actor) throw new AppError('unauthenticated', 'Sign in first');
  if (access !== 'user' && !access.includes(actor.role)) {
    throw new AppError('forbidden', 'This role may not do that');
  }
};

/** What the public lists (tutors, topics, plans) say to caches: a CDN may answer for 10 s. */
export const publicList: SharedCaching = { sharedSeconds: 10 };

const noContent = z.null().register(z.globalRegistry, { description: 'No content' });

export const route = <E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions = {},
): void => {
  const secured = endpoint.access !== 'public';
  const where = `${endpoint.method} ${endpoint.path}`;
  const checks = app.hasDecorator('responseChecks') && app.responseChecks;
  const scope = endpoint.multipart && app.hasDecorator('uploads') ? app.uploads : app;
  const cached = options.cache ? sendCached(options.cache) : null;
  scope.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: options.rateLimit ? { rateLimit: rateLimitOf(options.rateLimit) } : {},
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(secured ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: endpoint.response ? { 200: endpoint.response } : { 204: noContent },
    },
    // The zod schemas stay the contract (validation of what comes in, the API reference); answers
    // are written by code compiled from their JSON Schema.
    serializerCompiler: ({ schema }) =>
      compileResponse(schema as unknown as $ZodType, where, checks),
    // Who is asking is settled before the body is validated: a stranger learns nothing from 400s.
    // A public route sees who asks when a token comes (some answer a signed-in user differently).
    preValidation: async (request: FastifyRequest) => {
      request.actor = await resolveActor(ctx, request.headers.authorization);
      authorize(request.actor, endpoint.access);
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        actor: request.actor as Actor,
        request,
        reply,
      } as Parameters<Handler<E>>[0]);
      // A handler that answered itself (a redirect) leaves nothing to send; otherwise nothing
      // (204), a public read with its caching headers, or a value for the serializer.
      if (reply.sent || reply.raw.headersSent) return reply;
      if (endpoint.response === null) return reply.code(204).send();
      if (cached) cached(request, reply, result);
      else reply.send(result);
      return reply;
    },
  });
};
