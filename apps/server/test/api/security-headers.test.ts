/**
 * Security headers on every kind of answer (decision 010): API data, the apps' pages, uploads, and
 * the local outbox kept to this machine.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { startHarness, type Harness } from '../harness.js';
import { images, multipart } from '../support.js';
import { createTestDatabase } from '../test-database.js';

const bootScript = "document.documentElement.dir = 'rtl';";

/** Two built apps with a boot script inline, as Vite writes them. */
const fakeDist = (root: string, name: string) => {
  const dist = path.join(root, name);
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script>${bootScript}</script><script type="module" src="/${name}/assets/app.js"></script></head><body></body></html>`,
  );
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  return dist;
};

let h: Harness;
let built: App;
let root: string;
let database: Database;
beforeAll(async () => {
  h = await startHarness();
  root = mkdtempSync(path.join(tmpdir(), 'darsak-headers-'));
  const config = loadConfig({
    ENVIRONMENT: 'local',
    DATA_DIR: root,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
  });
  database = await createTestDatabase();
  built = await buildApp(config, {
    database,
    logger: false,
    webApps: [
      { prefix: '/app', dist: fakeDist(root, 'app') },
      { prefix: '/admin', dist: fakeDist(root, 'admin') },
    ],
  });
});
afterAll(async () => {
  await h.close();
  await built.app.close();
  // The server leaves a database it was given open: its owner closes (and drops) it.
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

const header = (res: { headers: Record<string, unknown> }, name: string) =>
  String(res.headers[name] ?? '');

describe('every answer', () => {
  it('forbids sniffing and framing of the API’s data, which never runs anything', async () => {
    const res = await h.inject({ method: 'GET', url: api.health.path });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(header(res, 'content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    // Policies for what a page does (decision 010): a JSON answer is never one.
    expect(res.headers['referrer-policy']).toBeUndefined();
    expect(res.headers['permissions-policy']).toBeUndefined();
    // Not production: no HTTPS pinning on a laptop.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const missing = await h.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(header(missing, 'content-security-policy')).toContain("default-src 'none'");
  });

  it('gives the API’s answers their headers however they end: refused before the handler, malformed, asked by HEAD', async () => {
    // The headers come before anything else runs: these answers end before the handler, or have no
    // body.
    const answers = [
      await h.inject({ method: 'GET', url: api.currentUser.path }),
      await h.inject({
        method: 'POST',
        url: api.signIn.path,
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      }),
      await h.inject({ method: 'POST', url: api.signIn.path, payload: { email: 'not an email' } }),
      await h.inject({ method: 'HEAD', url: api.health.path }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([401, 400, 400, 200]);
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(header(res, 'content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('gives the site’s missing page and the API reference their own headers, not the data’s', async () => {
    const missing = await built.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-frame-options']).toBe('DENY');
    expect(header(missing, 'content-security-policy')).toContain("style-src 'self'");
    const reference = await built.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reference.statusCode).toBe(200);
    expect(reference.headers['x-content-type-options']).toBe('nosniff');
    expect(header(reference, 'content-security-policy')).not.toContain("default-src 'none'");
  });

  it('gives every page a quiet referrer, no framing, its own window, and camera and microphone closed', async () => {
    for (const url of ['/admin/users', '/']) {
      const page = await built.app.inject({ method: 'GET', url });
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(header(page, 'permissions-policy')).toContain('camera=()');
      expect(header(page, 'permissions-policy')).toContain('microphone=()');
    }
  });
});

describe('the apps’ pages', () => {
  it('allow only their own scripts and the boot script by its hash, and no framing', async () => {
    const page = await built.app.inject({ method: 'GET', url: '/app/tutors' });
    expect(page.statusCode).toBe(200);
    const policy = header(page, 'content-security-policy');
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self'");
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(bootScript).digest('base64');
    expect(policy).toContain(`'sha256-${hash}'`);
  });

  it('let the web app use camera, microphone and screen sharing for the live lesson; not the admin', async () => {
    const web = await built.app.inject({ method: 'GET', url: '/app/session' });
    expect(header(web, 'permissions-policy')).toContain('camera=(self)');
    expect(header(web, 'permissions-policy')).toContain('microphone=(self)');
    expect(header(web, 'permissions-policy')).toContain('display-capture=(self)');
    const admin = await built.app.inject({ method: 'GET', url: '/admin/users' });
    expect(header(admin, 'permissions-policy')).toContain('camera=()');
    expect(header(admin, 'content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('uploads', () => {
  it('are served as their checked type, never sniffed, never run as a page', async () => {
    const me = await h.account();
    const form = multipart([
      { name: 'image', data: images.png(), filename: 'x.html', contentType: 'text/html' },
    ]);
    const uploaded = await h.inject({
      method: 'PUT',
      url: '/api/v1/user/asset',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${me.token.value}` },
    });
    const served = await h.inject({ method: 'GET', url: uploaded.json().image });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(header(served, 'content-security-policy')).toContain('sandbox');
    expect(header(served, 'content-security-policy')).toContain("default-src 'none'");
  });
});

describe('production', () => {
  it('asks browsers to use HTTPS only', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'darsak-prod-'));
    const database = await createTestDatabase();
    const { app } = await buildApp(
      loadConfig({
        ENVIRONMENT: 'production',
        DATA_DIR: dataDir,
        JWT_SECRET: 'a-production-secret-that-is-long-enough-123',
        DATABASE_URL: 'postgres://unused',
        PUBLIC_URL: 'https://darsak.example',
        SMTP_HOST: 'smtp.example',
        WHATSAPP_TOKEN: 't',
        WHATSAPP_PHONE_NUMBER_ID: '1',
        FAWRY_BASE_URL: 'https://atfawry.com',
        FAWRY_MERCHANT_CODE: 'merchant',
        FAWRY_SECURE_KEY: 'secure-key',
      }),
      { database, logger: false },
    );
    try {
      const res = await app.inject({ method: 'GET', url: api.health.path });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // No outbox outside the local environment.
      expect((await app.inject({ method: 'GET', url: api.outbox.path })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the local outbox', () => {
  it('answers this machine only, whatever a forwarded header claims', async () => {
    const local = await h.inject({ method: 'GET', url: api.outbox.path });
    expect(local.statusCode).toBe(200);
    const remote = await h.inject({
      method: 'GET',
      url: api.outbox.path,
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.statusCode).toBe(404);
  });
});
