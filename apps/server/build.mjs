// Bundles the server into one ESM file; the workspace packages (TypeScript sources) are inlined,
// everything from node_modules stays external.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@darsak/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// The embedded database's thread is its own file, beside the bundle (db/embedded-thread.ts), with
// the module of kept statements it imports.
copyFileSync('src/db/embedded-worker.mjs', 'dist/embedded-worker.mjs');
