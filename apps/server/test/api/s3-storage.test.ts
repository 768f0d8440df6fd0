/**
 * Uploads in an S3-compatible store (decision 029): the adapter against a local S3 server
 * (s3rver: it parses the SigV4 Authorization header and checks the access key, though it does not
 * recompute V4 signatures), and the server configured for it: an upload through
 * the API served back from /assets/uploads, and a video answering Range requests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@darsak/shared';
import { loadConfig } from '../../src/config.js';
import { createS3Storage, type S3Settings, type Storage } from '../../src/infra/storage.js';
import { startHarness, type Harness } from '../harness.js';
import { createCandidate, uploadVideo, webm } from '../onboarding-fixtures.js';
import { images, multipart } from '../support.js';

const BUCKET = 'darsak-test';
let server: S3rver;
let directory: string;
let settings: S3Settings;
let env: Record<string, string>;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'darsak-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  // s3rver's own credentials; it refuses other access keys.
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  env = {
    S3_ENDPOINT: settings.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('createS3Storage', () => {
  let storage: Storage;
  beforeAll(() => {
    storage = createS3Storage(settings);
  });

  it.each(['public', 'private'] as const)('puts, reads and removes a %s file', async (kind) => {
    const bytes = images.png(300);
    const name = await storage.put(kind, bytes, 'png');
    expect(name).toMatch(/^[a-f0-9-]{36}\.png$/);
    expect((await storage.read(kind, name))?.equals(bytes)).toBe(true);
    // Public and private files are kept apart.
    expect(await storage.read(kind === 'public' ? 'private' : 'public', name)).toBeNull();
    await storage.remove(kind, name);
    expect(await storage.read(kind, name)).toBeNull();
    await expect(storage.remove(kind, name)).resolves.toBeUndefined();
  });

  it('refuses names it did not make, without asking the store', async () => {
    expect(await storage.read('private', '../uploads/x.png')).toBeNull();
    expect(await storage.openPublic!('../receipts/x.png')).toBeNull();
  });

  it('fails loudly when the store refuses the credentials', async () => {
    const wrong = createS3Storage({ ...settings, accessKeyId: 'NOT-A-KEY' });
    await expect(wrong.put('public', images.png(), 'png')).rejects.toThrow(/S3 put: 403/);
  });
});

describe('the server storing uploads in S3', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(env);
  });
  afterAll(() => h.close());

  it('stores a profile image in the bucket and serves it with long cache headers', async () => {
    expect(h.ctx.storage.publicDir).toBeUndefined();
    const me = await h.account();
    const bytes = images.jpg(2048);
    const form = multipart([
      { name: 'image', data: bytes, filename: 'me.jpg', contentType: 'image/jpeg' },
    ]);
    const res = await h.inject({
      method: 'PUT',
      url: '/api/v1/user/asset',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${me.token.value}` },
    });
    expect(res.statusCode).toBe(200);
    const image = (res.json() as User).image!;
    expect(image).toMatch(/^\/assets\/uploads\/[a-f0-9-]{36}\.jpg$/);

    const name = image.split('/').pop()!;
    expect((await createS3Storage(settings).read('public', name))?.equals(bytes)).toBe(true);
    const served = await h.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers not-found for a file that is not there', async () => {
    const res = await h.inject({
      method: 'GET',
      url: '/assets/uploads/00000000-0000-0000-0000-000000000000.png',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not-found', message: expect.any(String) });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('answers Range requests on an uploaded intro video so it seeks in the browser', async () => {
    const tutor = await createCandidate(h);
    const video = webm(60);
    const uploaded = await uploadVideo(h, tutor.token, video);
    expect(uploaded.status).toBe(200);
    const url = (uploaded.body as { url: string }).url;
    expect(url).toMatch(/^\/assets\/uploads\/[a-f0-9-]{36}\.webm$/);
    const size = video.length;

    const whole = await h.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.rawPayload.equals(video)).toBe(true);

    const part = await h.inject({ method: 'GET', url, headers: { range: 'bytes=10-29' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-29/${size}`);
    expect(part.headers['content-length']).toBe('20');
    expect(part.rawPayload.equals(video.subarray(10, 30))).toBe(true);

    // As a browser seeks: from a byte to the end. (s3rver reads suffix ranges, `bytes=-n`, wrongly.)
    const tail = await h.inject({ method: 'GET', url, headers: { range: `bytes=${size - 8}-` } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 8}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(video.subarray(size - 8))).toBe(true);

    const head = await h.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect(head.rawPayload.length).toBe(0);

    const beyond = await h.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${size + 10}-${size + 20}` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  });
});

describe('S3 settings', () => {
  it('are all or nothing', () => {
    const base = { ENVIRONMENT: 'local', DATA_DIR: directory, JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).s3).toBeUndefined();
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b' })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...base, ...env, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(loadConfig({ ...base, ...env, S3_REGION: 'auto' }).s3).toMatchObject({
      bucket: BUCKET,
      region: 'auto',
    });
  });
});
