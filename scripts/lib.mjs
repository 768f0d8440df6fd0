// Helpers of the project's commands: run a step quietly (details in a log file), install what is
// missing, build only what changed, print one short line per stage.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const say = (text) => process.stdout.write(`\n▸ ${text}\n`);

export const fail = (text) => {
  process.stderr.write(`\n✗ ${text}\n`);
  process.exit(1);
};

/** Where the commands keep the full output of their steps (inside the data folder). */
export const logDir = () => path.resolve(root, process.env.DATA_DIR || 'data', 'logs');

const seconds = (ms) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
};

/**
 * One stage on one line: "… label" while it runs (with the elapsed time on a terminal), then
 * "✓ label (12 s)" or the note the stage answers, e.g. "up to date".
 */
export const stage = async (label, work) => {
  const started = Date.now();
  const tty = process.stdout.isTTY;
  let timer;
  if (tty) {
    const draw = () => process.stdout.write(`\r  … ${label} (${seconds(Date.now() - started)})`);
    draw();
    timer = setInterval(draw, 1000);
  } else process.stdout.write(`  … ${label}\n`);
  try {
    const note = await work();
    if (tty) process.stdout.write('\r\x1b[2K');
    process.stdout.write(
      `  ✓ ${label}${note ? `: ${note}` : ` (${seconds(Date.now() - started)})`}\n`,
    );
  } finally {
    clearInterval(timer);
  }
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

/** Runs a command with its output appended to a log file; answers its exit code and the file. */
const runIntoLog = async (logName, command, args, options = {}) => {
  mkdirSync(logDir(), { recursive: true });
  const file = path.join(logDir(), logName);
  const log = createWriteStream(file, { flags: 'a' });
  log.write(`\n--- ${new Date().toISOString()} ${command} ${args.join(' ')}\n`);
  const code = await new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...options.env },
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0)));
  });
  await new Promise((resolve) => log.end(resolve));
  return { code, file };
};

/**
 * Runs a command with its output appended to a log file instead of the screen; on failure the end
 * of the log is shown and the command stops.
 */
export const runLogged = async (label, logName, command, args, options = {}) => {
  const { code, file } = await runIntoLog(logName, command, args, options);
  if (code !== 0) {
    const tail = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
    fail(
      `${label} failed (exit code ${code}). The end of ${path.relative(root, file)}:\n\n${tail}`,
    );
  }
};

export const checkNode = () => {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19))
    fail(`Node.js 20.19 or newer is needed; this is ${process.versions.node}.`);
};

const dependenciesInstalled = () => {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  return existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
};

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export const ensureDependencies = async () => {
  if (dependenciesInstalled()) return;
  const log = path.relative(root, path.join(logDir(), 'install.log'));
  // npm install keeps the lockfile's versions; npm ci would refuse a lockfile that lacks another
  // platform's optional packages, which some registry mirrors do not serve.
  await stage(
    `Installing dependencies (the first time takes a few minutes; details in ${log})`,
    () =>
      runLogged('Installing dependencies', 'install.log', 'npm', [
        'install',
        '--no-audit',
        '--no-fund',
        '--loglevel=warn',
      ]),
  );
};

const commonInputs = ['package-lock.json', 'tsconfig.base.json', 'packages/shared/src'];
const appInputs = (app) => [
  ...commonInputs,
  'packages/ui/src',
  'packages/client/src',
  'scripts/vite-app.ts',
  `apps/${app}/src`,
  `apps/${app}/public`,
  `apps/${app}/index.html`,
  `apps/${app}/vite.config.ts`,
  `apps/${app}/package.json`,
];

/** What is built, from which files; a target whose files did not change is not built again. */
export const buildTargets = [
  {
    name: 'web app',
    dist: 'apps/web/dist',
    inputs: appInputs('web'),
    command: ['npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/web') }],
  },
  {
    name: 'admin',
    dist: 'apps/admin/dist',
    inputs: appInputs('admin'),
    command: [
      'npx',
      ['vite', 'build', '--logLevel', 'warn'],
      { cwd: path.join(root, 'apps/admin') },
    ],
  },
  {
    name: 'site',
    dist: 'apps/site/dist',
    inputs: [
      ...commonInputs,
      'packages/ui/src',
      'scripts/vite-app.ts',
      'apps/site/src',
      'apps/site/public',
      'apps/site/build.mjs',
      'apps/site/vite.config.ts',
      'apps/site/package.json',
    ],
    command: ['node', ['build.mjs'], { cwd: path.join(root, 'apps/site') }],
  },
  {
    name: 'server',
    dist: 'apps/server/dist',
    inputs: [
      ...commonInputs,
      'apps/server/src',
      'apps/server/seed',
      'apps/site/src',
      'packages/ui/src/components/logo.tsx',
      'apps/server/build.mjs',
      'apps/server/package.json',
    ],
    command: ['node', ['build.mjs'], { cwd: path.join(root, 'apps/server') }],
  },
];

const files = (entry) => {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) =>
    child.name === 'node_modules' || child.name === 'dist'
      ? []
      : files(path.join(entry, child.name)),
  );
};

/** A fingerprint of a target's input files: their paths and contents. */
export const inputsHash = (inputs) => {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files).sort()) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
};

const stampOf = (target) => path.join(root, target.dist, '.inputs-sha256');

/** Builds the apps and the server; with `force` false, only those whose inputs changed. */
export const build = async ({ force = false } = {}) => {
  for (const target of buildTargets) {
    const hash = inputsHash(target.inputs);
    const stamp = stampOf(target);
    const upToDate = !force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
    await stage(`Building the ${target.name}`, async () => {
      if (upToDate) return 'up to date';
      const [command, args, options] = target.command;
      await runLogged(`Building the ${target.name}`, 'build.log', command, args, options);
      writeFileSync(stamp, hash);
      return undefined;
    });
  }
};

export const chromiumPath = '/usr/bin/chromium';

/** Debian's Chromium drives the browser tests; it is installed when missing and the user is root. */
/** Installs a Debian package the tests need when `file` is missing (root only; says how otherwise). */
const ensureDebianPackage = async ({ name, pkg, file, why }) => {
  if (existsSync(file)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    fail(
      `${name} is needed for ${why} and is not installed.\n  Install it with: sudo apt-get install -y ${pkg}\n  then run npm test again.`,
    );
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const log = `${pkg}.log`;
  await stage(`Installing ${name} from Debian packages (details in data/logs/${log})`, async () => {
    const install = ['install', '-y', '--no-install-recommends', pkg];
    const attempt = await runIntoLog(log, 'apt-get', install, { env });
    if (attempt.code !== 0) {
      await runLogged('apt-get update', log, 'apt-get', ['update'], { env });
      await runLogged(`Installing ${name}`, log, 'apt-get', install, { env });
    }
  });
  if (!existsSync(file)) fail(`${name} was installed but ${file} is missing.`);
};

/** coturn, for the test of a call through a TURN relay (scripts/network/). */
export const ensureCoturn = () =>
  ensureDebianPackage({
    name: 'coturn',
    pkg: 'coturn',
    file: '/usr/bin/turnserver',
    why: 'the test of a call through a TURN relay',
  });

export const ensureChromium = () =>
  ensureDebianPackage({
    name: 'Chromium',
    pkg: 'chromium',
    file: chromiumPath,
    why: 'the browser tests',
  });

export const nginxPath = '/usr/sbin/nginx';

/** nginx, for the test of the production proxy's configuration in front of two servers. */
export const ensureNginx = () =>
  ensureDebianPackage({
    name: 'nginx',
    pkg: 'nginx',
    file: nginxPath,
    why: 'the test of the production proxy in front of two server processes',
  });

export const commandExists = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
