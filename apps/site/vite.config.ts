/**
 * The site's browser assets: the stylesheet (the design system's Tailwind and Arabic font, plus the
 * classes the site's pages use) and the small scripts of interactive pages. The pages themselves are
 * HTML rendered by React on the server side (src/render.tsx), not by a browser bundle.
 */
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-app.js';

export default defineConfig({
  base: '/site/',
  publicDir: 'public',
  plugins: [tailwindcss(), precompress()],
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        site: 'src/client/site.css',
        contact: 'src/client/contact.ts',
        menu: 'src/client/menu.ts',
      },
    },
  },
});
