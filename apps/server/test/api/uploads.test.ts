import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, errorStatus, Role, type User } from '@darsak/shared';
import { auditEntries, users } from '../../src/db/schema.js';
import { startHarness, type Harness } from '../harness.js';
import { expectError, images, multipart, type Part } from '../support.js';

const LIMIT = 1024;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ UPLOAD_MAX_BYTES: String(LIMIT) });
});
afterAll(() => h.close());

const upload = async (
  token: string | undefined,
  parts: Part[],
  forUser?: number,
): Promise<{ status: number; body: User & { code?: string; message?: string } }> => {
  const form = multipart(parts);
  const res = await h.inject({
    method: 'PUT',
    url: '/api/v1/user/asset',
    query: forUser === undefined ? undefined : { forUser: String(forUser) },
    payload: form.payload,
    headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
};
const image = (data: Buffer, filename = 'photo.png', contentType = 'image/png'): Part => ({
  name: 'image',
  data,
  filename,
  contentType,
});

describe('PUT /api/v1/user/asset', () => {
  it.each([
    ['png', images.png(), 'image/png'],
    ['jpg', images.jpg(), 'image/jpeg'],
    ['gif', images.gif(), 'image/gif'],
  ] as const)(
    'stores a %s image and serves it from /assets/uploads with long cache headers',
    async (ext, bytes, mime) => {
      const me = await h.account();
      // The type comes from the bytes, not from the name the browser gave.
      const res = await upload(me.token.value, [
        image(bytes, 'upload.bin', 'application/octet-stream'),
      ]);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(me.user.id);
      expect(res.body.image).toMatch(new RegExp(`^/assets/uploads/[a-f0-9-]{36}\\.${ext}$`));

      const served = await h.inject({ method: 'GET', url: res.body.image! });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers['content-type']).toContain(mime);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it('accepts an image of exactly the size limit and shows it to other users', async () => {
    const me = await h.account({ role: Role.Tutor });
    const res = await upload(me.token.value, [image(images.png(LIMIT))]);
    expect(res.status).toBe(200);
    const other = await h.account();
    const seen = await h.call(api.getUser, {
      params: { id: me.user.id },
      token: other.token.value,
    });
    expect(seen.body.image).toBe(res.body.image);
  });

  it('replaces the previous image and removes its file', async () => {
    const me = await h.account();
    const first = await upload(me.token.value, [image(images.png())]);
    const second = await upload(me.token.value, [image(images.gif(), 'b.gif', 'image/gif')]);
    expect(second.body.image).not.toBe(first.body.image);
    const old = await h.inject({ method: 'GET', url: first.body.image! });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ code: 'not-found', message: expect.any(String) });
    expect((await h.inject({ method: 'GET', url: second.body.image! })).statusCode).toBe(200);
  });

  it.each([
    ['text', Buffer.from('just some text, not an image')],
    ['pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['webp', Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1')],
    ['empty', Buffer.alloc(0)],
  ])('answers invalid-file-type for %s bytes, even named .png', async (_label, bytes) => {
    const me = await h.account();
    expectError(await upload(me.token.value, [image(bytes)]), 'invalid-file-type');
    const [row] = await h.ctx.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.image).toBeNull();
  });

  it('answers large-file-size over the limit and keeps the image it had', async () => {
    const me = await h.account();
    const kept = await upload(me.token.value, [image(images.png())]);
    const res = await upload(me.token.value, [image(images.png(LIMIT + 1))]);
    expect(res.status).toBe(errorStatus['large-file-size']);
    expect(res.body).toEqual({ code: 'large-file-size', message: expect.any(String) });
    const current = await h.call(api.currentUser, { token: me.token.value });
    expect(current.body.image).toBe(kept.body.image);
  });

  it('answers required without a file in the field "image"', async () => {
    const me = await h.account();
    expectError(
      await upload(me.token.value, [{ ...image(images.png()), name: 'photo' }]),
      'required',
    );
    expectError(await upload(me.token.value, [{ name: 'note', data: 'hello' }]), 'required');
  });

  it('answers bad-request for a body that is not multipart', async () => {
    const me = await h.account();
    const res = await h.inject({
      method: 'PUT',
      url: '/api/v1/user/asset',
      payload: { image: 'x' },
      headers: { authorization: `Bearer ${me.token.value}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'bad-request', message: expect.any(String) });
  });

  it('answers unauthenticated without a token', async () => {
    expectError(await upload(undefined, [image(images.png())]), 'unauthenticated');
  });

  describe('forUser', () => {
    it('lets admins set a non-admin’s image', async () => {
      const student = await h.account();
      const admin = await h.account({ role: Role.RegularAdmin });
      const res = await upload(admin.token.value, [image(images.jpg())], student.user.id);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(student.user.id);
      expect(res.body.image).toMatch(/\.jpg$/);
      const adminNow = await h.call(api.currentUser, { token: admin.token.value });
      expect(adminNow.body.image).toBeNull();
      // Staff changing someone's photo is in the audit log; one's own photo is not (decision 027).
      const entries = await h.ctx.db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.subjectId, student.user.id));
      expect(entries).toMatchObject([
        {
          actorId: admin.user.id,
          action: 'user.image',
          before: { image: null },
          after: { image: res.body.image!.split('/').pop() },
        },
      ]);
      await upload(student.token.value, [image(images.png())]);
      const after = await h.ctx.db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.subjectId, student.user.id));
      expect(after).toHaveLength(1);
    });

    it('lets a regular admin not touch admins, and a super admin do so', async () => {
      const regular = await h.account({ role: Role.RegularAdmin });
      const superAdmin = await h.account({ role: Role.SuperAdmin });
      const otherSuper = await h.account({ role: Role.SuperAdmin });
      expectError(
        await upload(regular.token.value, [image(images.png())], otherSuper.user.id),
        'forbidden',
      );
      const res = await upload(superAdmin.token.value, [image(images.png())], regular.user.id);
      expect(res.body).toMatchObject({ id: regular.user.id, image: expect.any(String) });
    });

    it('answers forbidden to non-admins, whether or not the user exists', async () => {
      const me = await h.account();
      const other = await h.account();
      expectError(await upload(me.token.value, [image(images.png())], other.user.id), 'forbidden');
      expectError(await upload(me.token.value, [image(images.png())], 987654), 'forbidden');
      // Naming oneself is fine.
      expect((await upload(me.token.value, [image(images.png())], me.user.id)).status).toBe(200);
    });

    it('answers user-not-found to an admin naming an unknown user, and validates the id', async () => {
      const admin = await h.account({ role: Role.SuperAdmin });
      expectError(await upload(admin.token.value, [image(images.png())], 987654), 'user-not-found');
      expectError(await upload(admin.token.value, [image(images.png())], 0), 'invalid-value');
    });
  });
});

describe('GET /assets/uploads/{name}', () => {
  it('answers not-found for an unknown file or a path outside the folder', async () => {
    // A file beside the uploads folder, which must stay out of reach.
    writeFileSync(path.join(h.config.dataDir, 'private.txt'), 'private');
    for (const url of [
      '/assets/uploads/00000000-0000-0000-0000-000000000000.png',
      '/assets/uploads/../private.txt',
      '/assets/uploads/%2e%2e/private.txt',
      '/assets/uploads/..%2fprivate.txt',
    ]) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'not-found', message: expect.any(String) });
    }
  });
});
