/** The Vite setup both apps share: React, Tailwind, and brotli + gzip copies of every text asset. */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = /\.(js|mjs|css|html|svg|json|txt|woff2?)$/;

const walk = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
};

/** Writes .br and .gz next to each text asset so the server sends them without compressing per request. */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'darsak-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const files = (await walk(outDir)).filter(
        (file) => compressible.test(file) && !file.endsWith('.woff2'),
      );
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < 512) return;
          const bytes = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gz(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
};

/**
 * Runs before the app in both index pages: the stored language sets the page direction at once, and
 * a browser missing what the app needs gets a clear message instead of a blank page. A `?lang=` in
 * the address (the public site's links say the language it was read in) is the visitor's choice:
 * it is kept, and left out of the address.
 */
const bootScript = `(function () {
  var lang = 'ar';
  try {
    var url = new URL(location.href);
    var asked = url.searchParams.get('lang');
    if (asked === 'ar' || asked === 'en') {
      localStorage.setItem('darsak.language', asked);
      url.searchParams.delete('lang');
      history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    }
    lang = localStorage.getItem('darsak.language') === 'en' ? 'en' : 'ar';
  } catch (e) {}
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  var ok = 'noModule' in HTMLScriptElement.prototype && window.Intl && Intl.PluralRules &&
    Intl.RelativeTimeFormat && window.fetch && Array.prototype.at && Object.hasOwn &&
    window.structuredClone && window.CSS && CSS.supports && CSS.supports('inset-inline-start: 0');
  if (!ok) {
    window.__darsakUnsupported = true;
    document.addEventListener('DOMContentLoaded', function () {
      document.getElementById('unsupported').hidden = false;
    });
  }
})();`;

const unsupportedNotice = `<div id="unsupported" hidden style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 1.5rem; line-height: 1.7">
  <h1 style="font-size: 1.4rem">متصفحك لا يدعم درسك</h1>
  <p>حدّث المتصفح إلى أحدث إصدار، أو استخدم Chrome أو Edge أو Firefox أو Safari الحديث.</p>
  <hr />
  <h2 dir="ltr" style="font-size: 1.2rem; text-align: left">Your browser is not supported</h2>
  <p dir="ltr" style="text-align: left">Update your browser, or use a recent Chrome, Edge, Firefox or Safari.</p>
</div>`;

const boot = (): Plugin => ({
  name: 'darsak-boot',
  transformIndexHtml: () => [
    { tag: 'script', children: bootScript, injectTo: 'head-prepend' },
    {
      tag: 'div',
      attrs: { id: 'boot-unsupported' },
      children: unsupportedNotice,
      injectTo: 'body',
    },
  ],
});

export const appConfig = (base: '/app/' | '/admin/'): UserConfig => ({
  base,
  plugins: [react(), tailwindcss(), precompress(), boot()],
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Few, cacheable chunks: React; the signed-in app's libraries, which guest screens never
        // download; the product's shared packages. Screens, the socket client and the catalogues
        // stay separate and load when needed; so do the unsaved-changes guard and the scroll to the
        // top, which need the router, and the pause panel, which reads the API through the query
        // hooks (in the core chunk they would make every guest screen download the member chunk).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            {
              name: 'member',
              test: /node_modules[\\/](react-router|@tanstack|cookie)[\\/]/,
              priority: 2,
            },
            {
              name: 'core',
              test: (id: string) =>
                (/packages[\\/](shared|client|ui)[\\/]src[\\/]/.test(id) &&
                  !/realtime|react[\\/](session|queries|paged|cache)|leave-guard|scroll-top|pause-plan|\.json$/.test(
                    id,
                  )) ||
                /node_modules[\\/]zod[\\/]/.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { strictPort: true },
});
