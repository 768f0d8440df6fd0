import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatus, isErrorCode, Role } from '@darsak/shared';
import { startHarness, type Harness } from '../harness.js';

let h: Harness;
let student: string;
let admin: string;
let studentEmail: string;
beforeAll(async () => {
  h = await startHarness();
  const s = await h.account({ role: Role.Student, verifiedEmail: false });
  student = s.token.value;
  studentEmail = s.user.email;
  admin = (await h.account({ role: Role.RegularAdmin })).token.value;
});
afterAll(() => h.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Fields an error body may carry beside code and message, by code. */
const documentedExtras: Record<string, string[]> = { 'too-many-requests': ['retryAfterSeconds'] };

/** Nothing internal: no stack frames, no SQL, no file paths, no driver messages. */
const leaks =
  /\bat .+:\d+|node_modules|\.ts\b|\bselect\b|\binsert into\b|\bupdate .+ set\b|\bfrom "?\w+"?\b.*\bwhere\b|postgres|pglite|drizzle|constraint|stack/i;

const expectCatalogueError = async (options: InjectOptions, code: string) => {
  const res = await h.inject(options);
  const label = `${options.method} ${String(options.url)}`;
  expect(res.headers['content-type'], label).toContain('application/json');
  const body = res.json() as Record<string, unknown>;
  expect(body.code, label).toBe(code);
  expect(isErrorCode(body.code), label).toBe(true);
  expect(res.statusCode, label).toBe(errorStatus[code as keyof typeof errorStatus]);
  expect(typeof body.message, label).toBe('string');
  expect(Object.keys(body).sort(), label).toEqual(
    ['code', 'message', ...(documentedExtras[code] ?? [])].sort(),
  );
  expect(res.body, label).not.toMatch(leaks);
  return body;
};

describe('error answers', () => {
  it.each<[string, InjectOptions, string]>([
    ['an unknown API route', { method: 'GET', url: '/api/v1/nothing-here' }, 'not-found'],
    ['an unknown method on a known path', { method: 'DELETE', url: '/api/v1/health' }, 'not-found'],
    // A browser's GET of an unknown page gets the site's 404 page (test/api/site.test.ts).
    ['a post outside the API', { method: 'POST', url: '/no/such/page' }, 'not-found'],
    [
      'malformed JSON',
      {
        method: 'POST',
        url: '/api/v1/auth/password',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@b.com", "password": ',
      },
      'bad-request',
    ],
    [
      'an empty JSON body',
      {
        method: 'POST',
        url: '/api/v1/auth/password',
        headers: { 'content-type': 'application/json' },
        payload: '',
      },
      'empty-request',
    ],
    [
      'a JSON array where an object is expected',
      { method: 'POST', url: '/api/v1/auth/password', payload: [1, 2] as never },
      'bad-request',
    ],
    [
      'an unsupported content type',
      {
        method: 'POST',
        url: '/api/v1/auth/password',
        headers: { 'content-type': 'text/plain' },
        payload: 'email=a@b.com',
      },
      'bad-request',
    ],
    [
      'a body over the size limit',
      {
        method: 'POST',
        url: '/api/v1/auth/password',
        payload: { email: 'a@b.com', password: 'x'.repeat(1024 * 1024 + 10) },
      },
      'large-file-size',
    ],
    [
      'a failed validation rule',
      { method: 'POST', url: '/api/v1/auth/password', payload: { email: 'nope', password: 'x' } },
      'invalid-email',
    ],
    ['no token', { method: 'GET', url: '/api/v1/user/current' }, 'unauthenticated'],
    [
      'a token that is not a bearer token',
      { method: 'GET', url: '/api/v1/user/current', headers: { authorization: 'Basic YTpi' } },
      'unauthenticated',
    ],
    [
      'wrong credentials',
      {
        method: 'POST',
        url: '/api/v1/auth/password',
        payload: { email: 'nobody@example.com', password: 'secret123' },
      },
      'wrong-password',
    ],
  ])('answers %s with the catalogue code and status', async (_label, options, code) => {
    await expectCatalogueError(options, code);
  });

  it('answers role, lookup and conflict errors the same way', async () => {
    await expectCatalogueError(
      { method: 'GET', url: '/api/v1/user/list', headers: bearer(student) },
      'forbidden',
    );
    await expectCatalogueError(
      { method: 'GET', url: '/api/v1/user/987654', headers: bearer(admin) },
      'user-not-found',
    );
    await expectCatalogueError(
      {
        method: 'POST',
        url: '/api/v1/user/',
        payload: { name: 'Sara Ahmed', email: studentEmail, password: 'secret123', role: 4 },
      },
      'user-exists',
    );
    await expectCatalogueError(
      {
        method: 'PUT',
        url: '/api/v1/topic/987654',
        headers: bearer(admin),
        payload: { nameAr: 'اسم', nameEn: 'Name' },
      },
      'topic-not-found',
    );
  });

  it('adds retryAfterSeconds, and only that, to too-many-requests', async () => {
    const send = {
      method: 'POST',
      url: '/api/v1/confirmation-code/email/send',
      headers: bearer(student),
    } as const;
    expect((await h.inject(send)).statusCode).toBe(200);
    const body = await expectCatalogueError(send, 'too-many-requests');
    expect(body.retryAfterSeconds).toEqual(expect.any(Number));
  });

  it('names validation problems without echoing internals', async () => {
    const body = await expectCatalogueError(
      {
        method: 'PUT',
        url: '/api/v1/user/abc',
        headers: bearer(student),
        payload: { job: 'x' },
      },
      'invalid-type',
    );
    expect(body.message).toMatch(/params/);
  });

  it('answers service-unavailable, and nothing of the failure, when the database fails', async () => {
    // A real failure of the database driver, replayed for the health check's query. A server
    // error of any other kind reads as `unexpected` with as little (hostile-input.test.ts).
    const failure = await h.ctx.db
      .execute(sql`select password_hash from no_such_table where id = 1`)
      .then(() => null)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    const db = h.ctx.db as unknown as { execute: (...args: unknown[]) => unknown };
    const execute = db.execute;
    db.execute = () => Promise.reject(failure);
    try {
      const body = await expectCatalogueError(
        { method: 'GET', url: '/api/v1/health' },
        'service-unavailable',
      );
      expect(body.message).toBe('The database does not answer');
      expect(JSON.stringify(body)).not.toMatch(/no_such_table|password_hash/);
    } finally {
      db.execute = execute;
    }
    expect((await h.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });
});
