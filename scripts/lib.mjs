// Helpers of the project's commands: run a step, install what is missing, print clearly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const say = (text) => process.stdout.write(`\n▸ ${text}\n`);

export const fail = (text) => {
  process.stderr.write(`\n✗ ${text}\n`);
  process.exit(1);
};

/** Runs a command in the repository, streaming its output; answers its exit code. */
export const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

export const mustRun = async (label, command, args, options) => {
  const code = await run(command, args, options);
  if (code !== 0) fail(`${label} failed (exit code ${code})`);
};

export const checkNode = () => {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19))
    fail(`Node.js 20.19 or newer is needed; this is ${process.versions.node}.`);
};

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export const ensureDependencies = async () => {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // npm install keeps the lockfile's versions; npm ci would refuse a lockfile that lacks another
  // platform's optional packages, which some registry mirrors do not serve.
  say('Installing dependencies (npm install)');
  await mustRun('Installing dependencies', 'npm', ['install', '--no-audit', '--no-fund']);
};

export const build = async () => {
  say('Building the web app, the admin app and the server');
  await mustRun('Building the web app', 'npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps', 'web'),
  });
  await mustRun('Building the admin app', 'npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps', 'admin'),
  });
  await mustRun('Building the server', 'node', ['build.mjs'], {
    cwd: path.join(root, 'apps', 'server'),
  });
};

export const chromiumPath = '/usr/bin/chromium';

/** Debian's Chromium drives the browser tests; it is installed when missing and the user is root. */
export const ensureChromium = async () => {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    fail(
      `Chromium is needed for the browser tests and is not installed.\n  Install it with: sudo apt-get install -y chromium\n  then run npm test again.`,
    );
  }
  say('Installing Chromium from Debian packages (apt-get install chromium)');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env })) !== 0
  ) {
    await mustRun('apt-get update', 'apt-get', ['update'], { env });
    await mustRun(
      'Installing Chromium',
      'apt-get',
      ['install', '-y', '--no-install-recommends', 'chromium'],
      { env },
    );
  }
  if (!existsSync(chromiumPath)) fail(`Chromium was installed but ${chromiumPath} is missing.`);
};

export const commandExists = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
