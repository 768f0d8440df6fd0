/**
 * The site's pages as the server answers them (decision 016): the pages prerendered at build time
 * are read once; the live ones (home: featured tutors; pricing: plans; contact: the support
 * addresses) are rendered when their data differs from what was last rendered, so /pricing always
 * shows what checkout charges. Each page is kept with brotli and gzip copies and an ETag.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  assetsFromManifest,
  renderNotFound,
  renderPage,
  type FeaturedTutor,
  type Lang,
  type PageId,
  type SiteData,
} from '@darsak/site/render';
import type { Plan } from '@darsak/shared';

export type Encoded = { html: string; br: Buffer; gzip: Buffer; etag: string };

export const encode = (html: string): Encoded => ({
  html,
  br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: gzipSync(html, { level: 9 }),
  etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
});

/** Must match apps/site/src/prerender.ts. */
const ORIGIN_TOKEN = '__DARSAK_SITE_ORIGIN__';

export type LiveData = {
  plans: () => Promise<Plan[]>;
  tutors: () => Promise<FeaturedTutor[]>;
};

export type PageStore = {
  page: (id: PageId, lang: Lang) => Promise<Encoded>;
  notFound: (lang: Lang) => Encoded;
};

export const createPageStore = (options: {
  dist: string;
  origin: string;
  contact: SiteData['contact'];
  live: LiveData;
}): PageStore => {
  const assets = assetsFromManifest(path.join(options.dist, 'client'));
  const base: SiteData = {
    origin: options.origin,
    assets,
    plans: [],
    tutors: [],
    contact: options.contact,
  };
  const rendered = new Map<string, { key: string; page: Encoded }>();
  /** Renders once per distinct data; the key is the data the page shows. */
  const memo = (name: string, key: string, render: () => string): Encoded => {
    const held = rendered.get(name);
    if (held && held.key === key) return held.page;
    const page = encode(render());
    rendered.set(name, { key, page });
    return page;
  };
  const prerendered = (id: PageId, lang: Lang): Encoded =>
    memo(`${lang}/${id}`, 'static', () => {
      const file = path.join(options.dist, 'pages', lang, `${id}.html`);
      // Not built (tests, a fresh checkout): the same renderer, run here instead of at build time.
      return existsSync(file)
        ? readFileSync(file, 'utf8').replaceAll(ORIGIN_TOKEN, options.origin)
        : renderPage(id, lang, base);
    });
  return {
    page: async (id, lang) => {
      if (id === 'pricing') {
        const plans = await options.live.plans();
        return memo(`${lang}/${id}`, JSON.stringify(plans), () =>
          renderPage(id, lang, { ...base, plans }),
        );
      }
      if (id === 'home') {
        const tutors = await options.live.tutors();
        return memo(`${lang}/${id}`, JSON.stringify(tutors), () =>
          renderPage(id, lang, { ...base, tutors }),
        );
      }
      if (id === 'contact')
        return memo(`${lang}/${id}`, 'config', () => renderPage(id, lang, base));
      return prerendered(id, lang);
    },
    notFound: (lang) => memo(`${lang}/404`, 'static', () => renderNotFound(lang, base)),
  };
};
