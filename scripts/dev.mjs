// npm run dev: the same product on one port, reloading the server on change and the apps by Vite's HMR.
import { spawn } from 'node:child_process';
import { checkNode, ensureDependencies, root, say } from './lib.mjs';

checkNode();
await ensureDependencies();
say('Starting Darsak in development mode');
const server = spawn(
  'npx',
  [
    'tsx',
    'watch',
    '--clear-screen=false',
    '--exclude',
    './apps/web/**',
    '--exclude',
    './apps/admin/**',
    'apps/server/src/dev.ts',
  ],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
