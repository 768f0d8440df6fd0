/**
 * Values a hostile client sends (decision 010): control characters and numbers beyond what a column
 * holds answer a validation code, never 500; a database error that still escapes answers 4xx
 * without detail; and no log line carries a secret.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Role } from '@darsak/shared';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { hashPassword } from '../../src/infra/passwords.js';
import { serializeError } from '../../src/infra/logging.js';
import { startHarness, type Harness } from '../harness.js';
import { expectError } from '../support.js';
import { createTestDatabase } from '../test-database.js';

const NUL = '\u0000';
const INT4_OVERFLOW = 2 ** 31;

let h: Harness;
let student: { token: string; id: number };
let tutor: { token: string; id: number };
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  const s = await h.account();
  const t = await h.account({ role: Role.Tutor });
  student = { token: s.token.value, id: s.user.id };
  tutor = { token: t.token.value, id: t.user.id };
  admin = (await h.account({ role: Role.SuperAdmin })).token.value;
});
afterAll(() => h.close());

describe('control characters in text', () => {
  it('answers invalid-characters for a NUL byte in every kind of text field', async () => {
    const cases = [
      h.call(api.updateUser, {
        token: student.token,
        params: { id: student.id },
        body: { job: `مهندس${NUL}` },
      }),
      h.call(api.updateStudent, {
        token: student.token,
        params: { id: student.id },
        body: { goal: `أتكلم بطلاقة${NUL}` },
      }),
      h.call(api.updateTutor, {
        token: tutor.token,
        params: { id: tutor.id },
        body: { bio: `مدرسة لغة إنجليزية خبرة عشر سنوات${NUL}` },
      }),
      h.call(api.updateTutor, {
        token: tutor.token,
        params: { id: tutor.id },
        body: { about: `${'أحب تدريس اللغة الإنجليزية للطلاب. '.repeat(5)}${NUL}` },
      }),
      h.call(api.createRating, {
        token: student.token,
        body: { tutorId: tutor.id, value: 5, text: `درس ممتاز${NUL}` },
      }),
      h.call(api.createTopic, { token: admin, body: { nameAr: `سفر${NUL}`, nameEn: 'Travel' } }),
      h.call(api.updateUser, {
        token: student.token,
        params: { id: student.id },
        body: { name: `Sara${NUL} Ahmed` },
      }),
    ];
    for (const res of await Promise.all(cases)) expectError(res, 'invalid-characters');
  });

  it('keeps new lines and tabs in multi-line text', async () => {
    const res = await h.call(api.updateStudent, {
      token: student.token,
      params: { id: student.id },
      body: { goal: 'أتكلم بطلاقة\nفي العمل\tوالسفر' },
    });
    expect(res.status).toBe(200);
  });

  it('drops control characters from a search instead of failing it', async () => {
    const tutors = await h.call(api.onboardedTutors, { query: { q: `أحمد${NUL}\u0007` } });
    expect(tutors.status).toBe(200);
    const people = await h.call(api.listUsers, { token: admin, query: { q: `a${NUL}b` } });
    expect(people.status).toBe(200);
  });
});

describe('numbers beyond a column', () => {
  it('refuses an hourly rate or a price above the integer range with a validation code', async () => {
    expectError(
      await h.call(api.updateTutor, {
        token: admin,
        params: { id: tutor.id },
        body: { hourlyRate: INT4_OVERFLOW },
      }),
      'invalid-value',
    );
    expectError(
      await h.call(api.createPlan, {
        token: admin,
        body: { weeklyMinutes: 60, monthPrice: INT4_OVERFLOW },
      }),
      'invalid-price',
    );
  });
});

/** Log lines written while a test runs. */
const captureLog = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
};

describe('database errors that escape', () => {
  it('answer 4xx with no detail, and the log keeps no query parameter', async () => {
    const secret = await hashPassword('secret-of-someone-else1');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'darsak-hostile-'));
    const log = captureLog();
    const config = loadConfig({
      ENVIRONMENT: 'staging',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'info',
    });
    const database = await createTestDatabase();
    const { app } = await buildApp(config, {
      database,
      logStream: log.stream,
      beforeRoutes: async (scope) => {
        // A query no schema guards: its parameter is a password hash, which must not be logged.
        scope.post('/test/failing-query', async () => {
          await database.db.execute(sql`select ${secret}::int`);
          return { ok: true };
        });
        scope.post('/test/server-fault', async () => {
          await database.db.execute(sql`select * from no_such_table where x = ${secret}`);
          return { ok: true };
        });
      },
    });
    try {
      const clientFault = await app.inject({
        method: 'POST',
        url: '/test/failing-query',
        headers: { authorization: 'Bearer abc.def.ghi' },
      });
      expect(clientFault.statusCode).toBe(400);
      expect(clientFault.json()).toEqual({ code: 'bad-request', message: expect.any(String) });
      expect(clientFault.body).not.toContain('int');

      const serverFault = await app.inject({ method: 'POST', url: '/test/server-fault' });
      expect(serverFault.statusCode).toBe(500);
      expect(serverFault.json()).toEqual({ code: 'unexpected', message: 'Unexpected error' });

      const text = log.lines.join('');
      expect(text).toContain('the database refused a value');
      expect(text).toContain('unexpected error');
      expect(text).not.toContain(secret);
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain('abc.def.ghi');
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('serialises an error without its parameters, its detail or values in its stack', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "s3cret"'), {
      code: '22P02',
      detail: 'Key (email)=(someone@example.com) already exists.',
    });
    const error = Object.assign(
      new Error('Failed query: select $1::int\nparams: $argon2id$v=19$m=19456$s3cret'),
      { params: ['$argon2id$v=19$m=19456$s3cret'], cause },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('$argon2id');
    expect(logged).not.toContain('someone@example.com');
    expect(logged).toContain('Failed query: select $1::int');
    expect(logged).toContain('22P02');
  });
});
