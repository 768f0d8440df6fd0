/**
 * The production proxy (decision 022): deploy/nginx.conf, as compose.yaml runs it, in front of two
 * built server processes sharing one PostgreSQL database and Redis. Only the upstream addresses
 * and the listening port are changed for this machine. One address answers the API from either
 * server and goes on when one stops; a realtime socket connects through it by WebSocket and by
 * long polling (whose requests must all reach the server holding its session).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  socketAuthorization,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@darsak/shared';
import { repoRoot } from '../../src/paths.js';
import { adminQuery, TEST_DATABASE_PREFIX } from '../test-database.js';
import { exited, freePort } from './support.js';

const NGINX = '/usr/sbin/nginx';

const waitFor = async (check: () => Promise<boolean>, what: string, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
};

const unique = `${Date.now()}_${process.pid}`;
const databaseName = `${TEST_DATABASE_PREFIX}proxy_${unique}`;
const redisPrefix = `darsak-test-proxy-${unique}:`;
const work = mkdtempSync(path.join(tmpdir(), 'darsak-proxy-'));
const databaseUrl = (() => {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

type Server = { child: ChildProcess; port: number; output: () => string };
const servers: Server[] = [];
let nginx: ChildProcess | undefined;
let base = '';

/** A built server process on the shared database and Redis; the first seeds the demo data. */
const startServer = async (seed: boolean): Promise<Server> => {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ENVIRONMENT: 'local',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(work, 'data-')),
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: redisPrefix,
      JWT_SECRET: 'a-shared-secret-of-both-servers-long-enough-for-hs256',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      SEED: seed ? 'true' : 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const server = { child, port, output: () => output };
  servers.push(server);
  await waitFor(
    async () => (await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`)).ok,
    `the server on ${port} (${output})`,
  );
  return server;
};

/** deploy/nginx.conf with this machine's upstream addresses and port, every other line as shipped. */
const proxyConfig = (listen: number, ports: number[]): string => {
  let config = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const swap = (from: string, to: string) => {
    expect(config).toContain(from);
    config = config.replace(from, to);
  };
  swap(
    'server app:3000 max_fails=2 fail_timeout=5s;',
    ports.map((p) => `server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`).join('\n    '),
  );
  swap('server app:3000;', ports.map((p) => `server 127.0.0.1:${p};`).join('\n    '));
  swap('listen 80;', `listen 127.0.0.1:${listen};`);
  return config;
};

const startProxy = async (ports: number[]) => {
  const listen = await freePort();
  writeFileSync(path.join(work, 'site.conf'), proxyConfig(listen, ports));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  writeFileSync(
    path.join(work, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${work}/nginx.pid;`,
      `error_log ${work}/error.log warn;`,
      // As root, nginx's workers would otherwise run as nobody, who cannot use this folder.
      isRoot ? 'user root;' : '',
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${work}/${kind};`,
      ),
      `  include ${work}/site.conf;`,
      '}',
    ].join('\n'),
  );
  nginx = spawn(NGINX, ['-p', work, '-e', `${work}/error.log`, '-c', `${work}/nginx.conf`], {
    stdio: 'ignore',
  });
  base = `http://127.0.0.1:${listen}`;
  await waitFor(async () => (await fetch(`${base}/api/v1/health`)).ok, 'the proxy');
};

beforeAll(async () => {
  await adminQuery(`create database "${databaseName}"`);
  const first = await startServer(true);
  const second = await startServer(false);
  await startProxy([first.port, second.port]);
}, 180_000);

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  for (const { child } of servers) child.kill('SIGTERM');
  await Promise.all([...(nginx ? [nginx] : []), ...servers.map((s) => s.child)].map(exited));
  await adminQuery(`drop database if exists "${databaseName}" with (force)`);
  const redis = new Redis(process.env.REDIS_URL!);
  try {
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
  rmSync(work, { recursive: true, force: true });
}, 60_000);

const signIn = async (): Promise<string> => {
  const res = await fetch(`${base}/api/v1/auth/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@darsak.test', password: 'darsak2026' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: { value: string } }).token.value;
};

const currentUser = (token: string) =>
  fetch(`${base}/api/v1/user/current`, { headers: { authorization: `Bearer ${token}` } });

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A signed-in socket through the proxy. */
const socketThrough = async (token: string, transport: 'websocket' | 'polling') => {
  const socket: Client = connect(base, {
    path: '/socket.io',
    transports: [transport],
    reconnection: false,
    timeout: 5000,
    forceNew: true,
    extraHeaders: { authorization: socketAuthorization(token) },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
};

/** A request on the socket and its answer: joining no rooms, acknowledged by the server. */
const roundTrip = (socket: Client) =>
  new Promise<unknown>((resolve) => socket.emit('JoinRooms', { rooms: [] }, resolve));

describe('the production proxy in front of two servers', () => {
  it('connects a realtime socket by WebSocket and by long polling, each kept on one server', async () => {
    const token = await signIn();
    for (const transport of ['websocket', 'polling'] as const) {
      const socket = await socketThrough(token, transport);
      try {
        expect(await roundTrip(socket)).toEqual({ code: 'ok', rooms: [] });
        // Long polling sends a request at a time: each must reach the server holding the session.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(socket.connected).toBe(true);
        expect(await roundTrip(socket)).toEqual({ code: 'ok', rooms: [] });
      } finally {
        socket.disconnect();
      }
    }
  });

  it('answers from either server at one address, and goes on when one stops', async () => {
    const health = await fetch(`${base}/api/v1/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'postgres' });
    // The API's answers keep their security headers through the proxy.
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    const token = await signIn();
    for (let i = 0; i < 6; i += 1) expect((await currentUser(token)).status).toBe(200);
    // One server stops (a deploy, a crash): the other answers every request, the token included.
    const [stopping] = servers;
    stopping!.child.kill('SIGTERM');
    await exited(stopping!.child);
    for (let i = 0; i < 6; i += 1) {
      const res = await currentUser(token);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { email: string }).email).toBe('student@darsak.test');
    }
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
  });
});
