/**
 * What each request carries beyond its work: caching headers, the multipart parser only where files
 * come, the access log.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Role, type Page, type TutorCard } from '@darsak/shared';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { startHarness, type Harness } from '../harness.js';
import { baseUrl, closeSockets, connectAs } from '../sockets.js';
import { createTutor } from '../tutor-fixtures.js';
import { createTestDatabase } from '../test-database.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = (await h.account({ role: Role.RegularAdmin })).token.value;
});
afterAll(() => h.close());

describe('public lists', () => {
  it('carry an ETag a browser revalidates with, and a shared cache may keep briefly', async () => {
    const first = await h.inject({ method: 'GET', url: api.listTopics.path });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
    );
    expect(first.headers.vary).toBe('authorization');

    const again = await h.inject({
      method: 'GET',
      url: api.listTopics.path,
      headers: { 'if-none-match': `W/${etag}, "other"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('answer anew once the list changed, and stay private to a signed-in browser', async () => {
    const before = await h.inject({ method: 'GET', url: api.listTopics.path });
    const created = await h.call(api.createTopic, {
      body: { nameAr: 'أعمال', nameEn: 'Business' },
      token: admin,
    });
    expect(created.status).toBe(200);
    const after = await h.inject({
      method: 'GET',
      url: api.listTopics.path,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toContainEqual(expect.objectContaining({ nameEn: 'Business' }));

    const signedIn = await h.inject({
      method: 'GET',
      url: api.listPlans.path,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, max-age=0');
  });

  it('send the tutors list as bytes written once, until the list or an online dot changes', async () => {
    const tutor = await createTutor(h);
    const url = `${api.onboardedTutors.path}?page=1&size=50`;
    const read = (etag?: string) =>
      h.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });
    const dotOf = (res: Awaited<ReturnType<typeof read>>) =>
      (res.json() as Page<TutorCard>).list.find((card) => card.id === tutor.id)?.online;
    const first = await read();
    expect(dotOf(first)).toBe(false);
    const etag = first.headers.etag as string;
    // The ETag is still the digest of the bytes sent.
    expect(etag).toBe(`"${createHash('sha1').update(first.rawPayload).digest('base64url')}"`);
    const second = await read();
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await read(etag)).statusCode).toBe(304);

    // The tutor comes online: the dot shows on the next request, with other bytes.
    await baseUrl(h);
    await connectAs(h, tutor.token);
    let online = await read(etag);
    for (let i = 0; i < 30 && online.statusCode === 304; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      online = await read(etag);
    }
    expect(online.statusCode).toBe(200);
    expect(dotOf(online)).toBe(true);
    expect(online.headers.etag).not.toBe(etag);
    closeSockets();
    let offline = await read();
    for (let i = 0; i < 30 && dotOf(offline); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      offline = await read();
    }
    // Offline again: the very bytes of before.
    expect(offline.headers.etag).toBe(etag);

    // The list changes (the tutor's bio): new bytes at once.
    const bio = 'مدرسة محادثة وقواعد للمبتدئين بخبرة عشر سنوات';
    await h.call(api.updateTutor, { params: { id: tutor.id }, body: { bio }, token: tutor.token });
    const changed = await read(etag);
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as Page<TutorCard>).list.find((c) => c.id === tutor.id)?.bio).toBe(bio);
  });

  it('carry an ETag of their bytes when worked out for one request (a search by day)', async () => {
    const url = `${api.onboardedTutors.path}?page=1&size=10&freeOn=2030-01-07`;
    const first = await h.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(
      `"${createHash('sha1').update(first.rawPayload).digest('base64url')}"`,
    );
    expect(first.headers['cache-control']).toMatch(/^public, /);
    const again = await h.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('are not cached for errors', async () => {
    const bad = await h.inject({ method: 'GET', url: `${api.onboardedTutors.path}?page=0` });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
  });
});

describe('the multipart parser', () => {
  /**
   * The hooks Fastify lists under a route of its route tree (`printRoutes`), each with how many
   * functions run: the route is found by the tree's fragments leading to it, in order.
   */
  const hooksOf = (...fragments: string[]): Record<string, number> => {
    const lines = h.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
    let at = -1;
    for (const fragment of fragments)
      at = lines.findIndex((line, i) => i > at && line.includes(fragment));
    expect(at).toBeGreaterThan(-1);
    const hooks: Record<string, number> = {};
    for (const line of lines.slice(at + 1)) {
      const hook = /• \((\w+)\) (\[.*\])/.exec(line);
      if (!hook) break;
      hooks[hook[1]!] = (JSON.parse(hook[2]!) as string[]).length;
    }
    return hooks;
  };

  it('runs only where files come', () => {
    // Every route: the security headers (onRequest) and who is asking (preValidation).
    expect(hooksOf('api/v1/health (GET)')).toEqual({ onRequest: 1, preValidation: 1 });
    // An upload (PUT /api/v1/user/asset) also gets the parser's own hooks.
    expect(hooksOf('asset (PUT)')).toEqual({ onRequest: 2, preValidation: 1, onResponse: 1 });
  });
});

describe('the access log', () => {
  it('writes one line per request when it is answered, health probes only at debug', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'darsak-access-'));
    const database = await createTestDatabase();
    const { app } = await buildApp(
      loadConfig({
        ENVIRONMENT: 'staging',
        DATA_DIR: dataDir,
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        LOG_LEVEL: 'info',
      }),
      { database, logStream: stream },
    );
    try {
      await app.ready();
      lines.length = 0;
      await app.inject({ method: 'GET', url: api.health.path });
      await app.inject({ method: 'GET', url: api.listTopics.path });
      await app.inject({
        method: 'GET',
        url: api.currentUser.path,
        headers: { authorization: 'Bearer a.secret.token' },
      });
      const requests = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(requests.map((r) => [r.msg, r.url, r.status])).toEqual([
        ['request', api.listTopics.path, 200],
        ['request', api.currentUser.path, 401],
      ]);
      // Nothing else: no warning of an answer sent twice.
      expect(requests.map((r) => r.level)).toEqual([30, 30]);
      expect(lines.join('\n')).not.toContain('a.secret.token');
      expect(typeof requests[0]!.ms).toBe('number');
      expect(typeof requests[0]!.reqId).toBe('string');

      // With debug lines kept, a probe is written too, at debug level.
      lines.length = 0;
      app.log.level = 'debug';
      await app.inject({ method: 'GET', url: `${api.health.path}?from=balancer` });
      const probes = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(probes.map((r) => [r.level, r.msg, r.status])).toEqual([[20, 'request', 200]]);
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
