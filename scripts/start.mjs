// npm start: install if needed, build what changed, then run everything on one port (PORT, default
// 3000). The server is kept running: if it dies (a crash, kill -9) it is started again; if it keeps
// dying, or cannot start at all, this command ends with a failure status for a supervisor to see.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, checkNode, ensureDependencies, logDir, root } from './lib.mjs';

/** More restarts than this within the window means something is wrong that restarting won't fix. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
const RESTART_DELAY_MS = 500;

checkNode();
process.stdout.write('\nDarsak · درسك\n');
await ensureDependencies();
await build();
process.stdout.write(
  `  … Preparing the database and starting (server log details: LOG_LEVEL; build and install logs in ${path.relative(root, logDir())})\n`,
);

let server;
let stopping = false;
const restarts = [];

const startServer = () => {
  let ready = false;
  server = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'apps', 'server', 'dist', 'main.js')],
    // The IPC channel tells this command when the server is ready, and the server when this
    // command is gone (it then shuts down instead of running on alone).
    { cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] },
  );
  server.on('message', (message) => {
    if (message?.type === 'ready') ready = true;
  });
  server.on('exit', (code, signal) => {
    if (stopping) process.exit(code ?? (signal ? 1 : 0));
    if (!ready) {
      // It never started (a bad setting, a port in use): starting it again would fail the same way.
      process.stderr.write(`\n✗ The server could not start (${signal ?? `exit code ${code}`}).\n`);
      process.exit(code || 1);
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && restarts[0] < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS) {
      process.stderr.write(
        `\n✗ The server stopped ${restarts.length} times in a minute; not restarting it again.\n`,
      );
      process.exit(1);
    }
    process.stderr.write(
      `\n✗ The server stopped unexpectedly (${signal ?? `exit code ${code}`}); starting it again.\n`,
    );
    setTimeout(startServer, RESTART_DELAY_MS);
  });
};

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (server && server.exitCode === null && server.signalCode === null) server.kill(signal);
    else process.exit(0);
  });
}
startServer();
