/**
 * Prerendering at build time: every page that depends on nothing live becomes an HTML file. The
 * product's address is not known until the server starts, so the pages carry ORIGIN_TOKEN where
 * it goes and the server writes it in when it loads them.
 */
import { langs, livePages, pageIds, renderPage, type SiteAssets } from './render.js';

export { assetsFromManifest } from './assets.js';

export const ORIGIN_TOKEN = '__DARSAK_SITE_ORIGIN__';

/** Every page that is not live, in both languages: its file name under dist/pages and its HTML. */
export const prerenderStatic = (assets: SiteAssets): { file: string; html: string }[] =>
  pageIds
    .filter((id) => !livePages.has(id))
    .flatMap((id) =>
      langs.map((lang) => ({
        file: `${lang}/${id}.html`,
        html: renderPage(id, lang, {
          origin: ORIGIN_TOKEN,
          assets,
          plans: [],
          tutors: [],
          contact: { email: '', whatsapp: null },
        }),
      })),
    );
