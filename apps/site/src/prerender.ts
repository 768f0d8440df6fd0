/**
 * Prerendering at build time: every page that depends on nothing live becomes an HTML file. The
 * product's address is not known until the server starts, so the pages carry ORIGIN_TOKEN where
 * it goes and the server writes it in when it loads them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { langs, livePages, pageIds, renderPage, type SiteAssets } from './render.js';

export const ORIGIN_TOKEN = '__DARSAK_SITE_ORIGIN__';

type ManifestEntry = { file: string; css?: string[]; isEntry?: boolean };

/** The hashed names of the stylesheet and the scripts, from the Vite manifest of the client build. */
export const assetsFromManifest = (clientDist: string): SiteAssets => {
  const manifest = JSON.parse(
    readFileSync(path.join(clientDist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestEntry>;
  const entry = (source: string) => manifest[source];
  const css = entry('src/client/site.css');
  const contact = entry('src/client/contact.ts');
  return {
    css: css ? [`/site/${css.file}`] : [],
    scripts: contact ? { contact: `/site/${contact.file}` } : {},
  };
};

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
