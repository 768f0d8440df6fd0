/**
 * The public site at the root of the product's address (docs/product/site.md#pages): its pages
 * in Arabic and under /en in English, its assets under /site/, sitemap.xml, robots.txt, short links,
 * and the 404 page for any address nobody answers.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  langs,
  matchPage,
  pageIds,
  pagePath,
  renderRobots,
  renderSitemap,
} from '@darsak/site/render';
import type { AppContext } from '../../context.js';
import { setNotFoundPage } from '../../http/error-handler.js';
import { siteDist } from '../../paths.js';
import { listPlans } from '../plans/index.js';
import { featuredTutors } from './featured.js';
import { createPageStore, type Encoded } from './pages.js';
import { inviteCodeOf, inviteCookie, sourceCookie, sourceOfLink, targetOf } from './short-links.js';

const send = (request: FastifyRequest, reply: FastifyReply, page: Encoded, status = 200) => {
  void reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (status === 200) {
    void reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  }
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
};

export const siteRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  const origin = (ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`).replace(
    /\/+$/,
    '',
  );
  const store = createPageStore({
    dist: siteDist,
    origin,
    contact: ctx.config.support,
    live: {
      plans: async () => listPlans(ctx, null, false),
      tutors: () => featuredTutors(ctx),
    },
  });

  // Each page with and without a trailing slash.
  const paths = langs.flatMap((lang) =>
    pageIds.flatMap((id) => {
      const url = pagePath(id, lang);
      return url === '/' ? [url] : [url, `${url}/`];
    }),
  );
  for (const url of paths) {
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      const match = matchPage(url)!;
      return send(request, reply, await store.page(match.id, match.lang));
    });
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(renderSitemap(origin)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(renderRobots(origin)),
  );

  app.get<{ Params: { name: string }; Querystring: { to?: string; invite?: string } }>(
    '/url/:name',
    { schema: { hide: true } },
    (request, reply) => {
      const source = sourceOfLink(request.params.name);
      if (!source) return send(request, reply, store.notFound('ar'), 404);
      const secure = ctx.config.environment === 'production';
      const invite = inviteCodeOf(request.query.invite);
      // An invite link remembers its invite too; registration checks it still exists (decision 027).
      void reply.header(
        'set-cookie',
        invite
          ? [sourceCookie(source, secure), inviteCookie(invite, secure)]
          : sourceCookie(source, secure),
      );
      void reply.header('cache-control', 'no-store');
      return reply.redirect(targetOf(request.query.to), 302);
    },
  );

  void app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: path.join(siteDist, 'client'),
        preCompressed: true,
        index: false,
        cacheControl: false,
        setHeaders: (res, file) => {
          const hashed = file.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
          );
        },
      });
    },
    { prefix: '/site/' },
  );

  setNotFoundPage(app, (request, reply) => {
    const lang = request.url.startsWith('/en/') || request.url === '/en' ? 'en' : 'ar';
    return send(request, reply, store.notFound(lang), 404);
  });
};
