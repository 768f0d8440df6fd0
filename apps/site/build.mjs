// Builds the public site: the browser assets (stylesheet, the contact form's script, images) with
// Vite, then every page that depends on nothing live prerendered to dist/pages (decision 016).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
rmSync(dist, { recursive: true, force: true });
await build({ root: here, configFile: path.join(here, 'vite.config.ts'), logLevel: 'warn' });
// The renderer for Node, used once here: React renders the pages to HTML.
await build({
  root: here,
  configFile: false,
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic' } },
  ssr: { noExternal: [/^@darsak\//] },
  build: {
    ssr: 'src/prerender.ts',
    outDir: path.join(dist, 'prerender'),
    target: 'node20',
    reportCompressedSize: false,
  },
});

const { assetsFromManifest, prerenderStatic } = await import(
  pathToFileURL(path.join(dist, 'prerender', 'prerender.js')).href
);
const pages = prerenderStatic(assetsFromManifest(path.join(dist, 'client')));
for (const page of pages) {
  const file = path.join(dist, 'pages', page.file);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page.html);
}
rmSync(path.join(dist, 'prerender'), { recursive: true, force: true });
process.stdout.write(`prerendered ${pages.length} pages\n`);
