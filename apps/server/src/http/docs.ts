/** The OpenAPI 3 document at /api/docs/openapi.json and a browsable reference at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const registerDocs = async (app: FastifyInstance): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Darsak API',
        description:
          'Live one-to-one English lessons. Every non-2xx answer is `{ "code", "message" }` with a code from the error catalogue.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: true,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
    // The reference page gets a content policy of its own, allowing only its own scripts.
    staticCSP: true,
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
