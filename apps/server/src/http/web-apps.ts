/** Serves the built web and admin apps: hashed assets cached for a year, precompressed, SPA fallback. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export type WebApp = { prefix: '/app' | '/admin'; dist: string };

const setCacheHeaders = (res: { setHeader: (k: string, v: string) => void }, file: string) => {
  const hashed = file.includes(`${path.sep}assets${path.sep}`);
  res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
};

export const isBuilt = (dist: string): boolean => existsSync(path.join(dist, 'index.html'));

/**
 * The CSP hashes of the inline scripts in an app's page (the boot script that sets the direction
 * before anything paints), so the content policy allows exactly those and no other inline script.
 */
export const inlineScriptHashes = (dist: string): string[] => {
  if (!isBuilt(dist)) return [];
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
};

export const serveWebApps = async (app: FastifyInstance, apps: WebApp[]): Promise<void> => {
  for (const webApp of apps) {
    if (!isBuilt(webApp.dist)) {
      app.log.warn({ dist: webApp.dist }, `${webApp.prefix}/ is not built; run npm run build`);
      continue;
    }
    await app.register(
      async (scope) => {
        await scope.register(fastifyStatic, {
          root: webApp.dist,
          preCompressed: true,
          index: false,
          // Headers come from setHeaders: a year for hashed assets, revalidation for the rest.
          cacheControl: false,
          setHeaders: setCacheHeaders,
        });
        // Sent, not returned: a returned reply is awaited as a promise, adding a listener each time.
        const shell = (reply: FastifyReply): void => {
          void reply.header('cache-control', 'no-cache').sendFile('index.html', webApp.dist);
        };
        scope.get('/', (_request, reply) => shell(reply));
        // Client-side routes: an unknown path under the prefix that is not a file gets the app shell.
        scope.setNotFoundHandler((request, reply) => {
          const pathname = request.url.split('?')[0] ?? '';
          if (!['GET', 'HEAD'].includes(request.method) || path.extname(pathname) !== '') {
            return reply.code(404).send({ code: 'not-found', message: 'Not found' });
          }
          shell(reply);
        });
      },
      { prefix: webApp.prefix },
    );
  }
};
