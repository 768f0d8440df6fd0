/** Development: the same server, with the web and admin apps served by Vite with hot reload. */
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createServer } from 'vite';
import { repoRoot } from './paths.js';
import { start } from './start.js';

const mountVite = async (app: FastifyInstance, prefix: '/app' | '/admin', folder: string) => {
  const vite = await createServer({
    configFile: path.join(repoRoot, 'apps', folder, 'vite.config.ts'),
    root: path.join(repoRoot, 'apps', folder),
    appType: 'spa',
    server: { middlewareMode: true, ws: { server: app.server, path: `${prefix}/__hmr` } },
  });
  const handle = (request: { raw: IncomingMessage }, reply: FastifyReply) => {
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end();
    });
  };
  app.get(prefix, (_request, reply) => reply.redirect(`${prefix}/`));
  app.get(`${prefix}/*`, handle);
  app.addHook('onClose', async () => vite.close());
};

await start({
  beforeRoutes: async (app) => {
    await mountVite(app, '/app', 'web');
    await mountVite(app, '/admin', 'admin');
    app.get('/', (_request, reply) => reply.redirect('/app/'));
  },
});
