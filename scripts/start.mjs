// npm start: install if needed, build, then run everything on one port (PORT, default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, checkNode, ensureDependencies, root, say } from './lib.mjs';

checkNode();
await ensureDependencies();
await build();
say('Starting Darsak (the embedded database lives in ./data; demo data is added on first run)');
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps', 'server', 'dist', 'main.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
