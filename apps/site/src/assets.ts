/** The hashed names of the site's browser assets, read from the Vite manifest of the client build. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteAssets } from './layout.js';

type ManifestEntry = { file: string; assets?: string[] };

/** Assets of the client build in `clientDist`; none when the site is not built. */
export const assetsFromManifest = (clientDist: string): SiteAssets => {
  const file = path.join(clientDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return { css: [], fonts: [], scripts: {} };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>;
  const css = manifest['src/client/site.css'];
  const contact = manifest['src/client/contact.ts'];
  const menu = manifest['src/client/menu.ts'];
  return {
    css: css ? [`/site/${css.file}`] : [],
    // The Arabic subset of the font is on every page: fetched with the stylesheet, not after it.
    fonts: (css?.assets ?? [])
      .filter((asset) => /cairo-arabic.*\.woff2$/.test(asset))
      .map((asset) => `/site/${asset}`),
    scripts: {
      ...(contact ? { contact: `/site/${contact.file}` } : {}),
      ...(menu ? { menu: `/site/${menu.file}` } : {}),
    },
  };
};
