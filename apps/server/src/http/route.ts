/** Registers an endpoint from its shared definition: schemas, OpenAPI, access by role, thin handler. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Endpoint, EndpointParsed, EndpointResult } from '@darsak/shared';
import { AppError } from './app-error.js';
import { bearerToken } from './tokens.js';
import type { AppContext } from '../context.js';

import type { Actor } from './actor.js';

export type { Actor };

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export type Handler<E extends Endpoint> = (
  input: EndpointParsed<E> & {
    actor: E['access'] extends 'public' ? Actor | null : Actor;
    request: FastifyRequest;
    reply: FastifyReply;
  },
) => Promise<EndpointResult<E>>;

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

export const route = <E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: Handler<E>,
  options: { rateLimit?: { max: number; timeWindow: number } } = {},
): void => {
  const secured = endpoint.access !== 'public';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(secured ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: endpoint.response
        ? { 200: endpoint.response }
        : { 204: z.null().register(z.globalRegistry, { description: 'No content' }) },
    },
    // Who is asking is settled before the body is validated: a stranger learns nothing from 400s.
    preValidation: async (request) => {
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
      if (endpoint.response === null) return reply.code(204).send();
      return result;
    },
  });
};
