/**
 * `npm start` as an operator meets it: a built checkout starts without building again, a
 * killed server comes back, a server that cannot start ends the command with a failure, SIGTERM
 * stops everything cleanly, and the server does not outlive the command.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/paths.js';
import { exited, freePort } from './support.js';

type Started = { command: ChildProcess; port: number; output: () => string; dataDir: string };
const running: Started[] = [];

const startCommand = async (env: Record<string, string> = {}): Promise<Started> => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'darsak-start-'));
  let output = '';
  const command = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      ENVIRONMENT: 'local',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  command.stdout!.on('data', (chunk) => (output += String(chunk)));
  command.stderr!.on('data', (chunk) => (output += String(chunk)));
  const started = { command, port, output: () => output, dataDir };
  running.push(started);
  return started;
};

const ready = async (port: number): Promise<boolean> => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`)).ok;
  } catch {
    return false;
  }
};

const waitFor = async (check: () => Promise<boolean> | boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
};

/** The server process the start command runs. */
const serverPid = (command: ChildProcess): number => {
  const out = execFileSync('pgrep', ['-P', String(command.pid), '-f', 'main.js'], {
    encoding: 'utf8',
  });
  return Number(out.trim().split('\n')[0]);
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterEach(async () => {
  for (const started of running.splice(0)) {
    if (started.command.exitCode === null && started.command.signalCode === null) {
      started.command.kill('SIGTERM');
      await exited(started.command);
    }
    rmSync(started.dataDir, { recursive: true, force: true });
  }
});

describe('npm start', () => {
  it('starts a built checkout without building, and brings a killed server back', async () => {
    const started = await startCommand();
    expect(await waitFor(() => ready(started.port), 90_000)).toBe(true);
    // A second start on the same checkout finds every part up to date.
    expect(started.output()).toContain('Darsak is running');
    // A newcomer reads one short line per stage and the banner: no colour codes, no JSON log lines.
    const lines = started.output().split('\n');
    expect(lines.filter((line) => line.includes(String.fromCharCode(27)))).toEqual([]);
    expect(lines.filter((line) => line.trim().startsWith('{'))).toEqual([]);
    expect(lines.some((line) => line.includes('Preparing the database'))).toBe(true);
    const again = await startCommand();
    expect(await waitFor(() => ready(again.port), 60_000)).toBe(true);
    // The web app, the admin, the public site and the server.
    expect(again.output().match(/up to date/g)).toHaveLength(4);

    const before = serverPid(started.command);
    process.kill(before, 'SIGKILL');
    expect(await waitFor(async () => !alive(before), 5_000)).toBe(true);
    expect(await waitFor(() => ready(started.port), 30_000)).toBe(true);
    expect(serverPid(started.command)).not.toBe(before);
    expect(started.output()).toContain('The server stopped unexpectedly (SIGKILL)');
    expect(started.command.exitCode).toBeNull();

    // SIGTERM stops the server cleanly and the command with success.
    const server = serverPid(started.command);
    started.command.kill('SIGTERM');
    expect(await exited(started.command)).toEqual({ code: 0, signal: null });
    expect(alive(server)).toBe(false);
    expect(await ready(started.port)).toBe(false);
  }, 180_000);

  it('ends with a failure when the server cannot start, without trying again and again', async () => {
    const started = await startCommand({ TRUST_PROXY: 'everyone' });
    const { code } = await exited(started.command);
    expect(code).not.toBe(0);
    expect(started.output()).toContain('TRUST_PROXY');
    expect(started.output()).toContain('The server could not start');
  }, 90_000);

  it('does not leave the server running when the command itself is killed', async () => {
    const started = await startCommand();
    expect(await waitFor(() => ready(started.port), 90_000)).toBe(true);
    const server = serverPid(started.command);
    started.command.kill('SIGKILL');
    expect(await waitFor(() => !alive(server), 30_000)).toBe(true);
  }, 120_000);
});
