import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@darsak/shared';
import { startHarness, type Harness } from '../harness.js';
import { usePostgres } from '../test-database.js';
import { expectError } from '../support.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('GET /api/v1/health', () => {
  it('answers ok and the kind of database in use', async () => {
    const res = await h.call(api.health);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: usePostgres() ? 'postgres' : 'embedded' });
  });

  it('asks the database at most once a second, and does not keep a failure', async () => {
    const execute = vi.spyOn(h.ctx.db, 'execute');
    const clock = vi.spyOn(Date, 'now');
    const at = Date.now() + 60_000;
    try {
      // A second later than any probe before: the first asks, the next within the second do not.
      clock.mockReturnValue(at);
      for (let i = 0; i < 5; i += 1) expect((await h.call(api.health)).status).toBe(200);
      expect(execute).toHaveBeenCalledTimes(1);

      // The database stops answering: the probes after the second say so, with 503, and the one
      // failed query is logged once, however many probes waited for it.
      clock.mockReturnValue(at + 1_500);
      execute.mockRejectedValueOnce(new Error('connection refused'));
      const warn = vi.spyOn(h.ctx.log, 'warn');
      const refusals = await Promise.all([1, 2, 3].map(() => h.call(api.health)));
      expect(warn).toHaveBeenCalledTimes(1);
      warn.mockRestore();
      for (const refused of refusals) {
        expectError(refused, 'service-unavailable');
        // What failed is the server's to log, not the caller's to read.
        expect(JSON.stringify(refused.body)).not.toMatch(/connection refused/);
      }
      // The failure is not kept: the probe right after asks again, and the database is back.
      expect((await h.call(api.health)).status).toBe(200);
      expect(execute).toHaveBeenCalledTimes(3);
    } finally {
      clock.mockRestore();
      execute.mockRestore();
    }
  });
});

describe('GET /api/v1/config', () => {
  it('answers the environment, the Google client id and the server clock', async () => {
    const before = Date.now();
    const res = await h.call(api.config);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      environment: 'local',
      googleClientId: null,
      support: { email: expect.stringContaining('@'), whatsapp: null },
      serverTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const serverTime = Date.parse(res.body.serverTime);
    expect(serverTime).toBeGreaterThanOrEqual(before);
    expect(serverTime).toBeLessThanOrEqual(Date.now());
  });
});

describe('GET /api/v1/config with a support WhatsApp number', () => {
  it('tells the apps the number, so their help offers it', async () => {
    const other = await startHarness({ SUPPORT_WHATSAPP: '+201001234567' });
    try {
      expect((await other.call(api.config)).body.support.whatsapp).toBe('+201001234567');
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/v1/dev/outbox', () => {
  it('lists the messages sent, newest first, filtered by recipient', async () => {
    const student = await h.account({ verifiedEmail: false, phone: '+201012340000' });
    await h.call(api.sendEmailCode, { token: student.token.value });
    await h.call(api.sendPhoneCode, { body: {}, token: student.token.value });
    await h.call(api.sendPasswordCode, { body: { email: student.user.email } });

    const byEmail = await h.call(api.outbox, { query: { to: student.user.email.toUpperCase() } });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toHaveLength(2);
    const [reset, verify] = byEmail.body;
    expect(reset).toEqual({
      channel: 'email',
      to: student.user.email,
      subject: 'رمز إعادة تعيين كلمة المرور في درسك',
      text: expect.stringMatching(/\b\d{5}\b/),
      createdAt: expect.any(String),
    });
    expect(verify!.subject).toBe('رمز تأكيد بريدك الإلكتروني في درسك');
    expect(Date.parse(reset!.createdAt)).toBeGreaterThanOrEqual(Date.parse(verify!.createdAt));

    const byPhone = await h.call(api.outbox, { query: { to: '0101 234 0000' } });
    expect(byPhone.body).toEqual([
      {
        channel: 'whatsapp',
        to: '+201012340000',
        subject: null,
        text: expect.stringMatching(/\b\d{5}\b/),
        createdAt: expect.any(String),
      },
    ]);

    const all = await h.call(api.outbox);
    expect(all.body.length).toBeGreaterThanOrEqual(3);
    expect(all.body.slice(0, 3).map((m) => m.channel)).toEqual(['email', 'whatsapp', 'email']);
    expect((await h.call(api.outbox, { query: { to: 'nobody@example.com' } })).body).toEqual([]);
  });
});

describe('outside the local environment', () => {
  it('has no outbox route, but health and config answer', async () => {
    const staging = await startHarness({ ENVIRONMENT: 'staging' });
    try {
      expectError(await staging.call(api.outbox), 'not-found');
      expectError(await staging.call(api.outbox, { query: { to: 'a@example.com' } }), 'not-found');
      expect((await staging.call(api.health)).status).toBe(200);
      expect((await staging.call(api.config)).body.environment).toBe('staging');
      const doc = (await staging.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
      expect(Object.keys(doc.paths)).not.toContain(api.outbox.path);
    } finally {
      await staging.close();
    }
  });
});

describe('API documentation', () => {
  const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

  it('serves an OpenAPI 3 document listing every endpoint', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Darsak API');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [name, endpoint] of Object.entries(api)) {
      const path = openApiPath(endpoint.path);
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${name}: ${endpoint.method} ${path}`).toBeDefined();
      expect(operation.summary).toBe(endpoint.summary);
      if (endpoint.access === 'public') expect(operation.security).toBeUndefined();
      else expect(operation.security).toEqual([{ bearer: [] }]);
    }
    // Internal routes stay out of the reference.
    expect(Object.keys(doc.paths)).not.toContain('/api/docs/openapi.json');
  });

  it('documents request bodies and path parameters from the shared schemas', async () => {
    const doc = (await h.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const create = doc.paths['/api/v1/user/'].post;
    const schema = create.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'email', 'password', 'role']));
    const get = doc.paths['/api/v1/user/{id}'].get;
    expect(get.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
  });

  it('serves a browsable reference at /api/docs', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html');
  });
});

describe('public routes', () => {
  it('answer with a forged or stale token too', async () => {
    expect((await h.call(api.health, { token: 'a.b.c' })).status).toBe(200);
    expect((await h.call(api.listTopics, { token: 'not-even-a-jwt' })).status).toBe(200);
  });
});
