import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Role } from '@darsak/shared';
import { listedTutor, student } from '../booking-fixtures.js';
import { png, sendMedia } from '../chat-media-fixtures.js';
import { startHarness, TEST_PASSWORD, type Harness } from '../harness.js';

/** Requests are injected from 127.0.0.1: the proxy in front of the server, as configured here. */
const limits = {
  RATE_LIMIT_AUTH_PER_MINUTE: '2',
  RATE_LIMIT_CODES_PER_MINUTE: '2',
  RATE_LIMIT_CHAT_MEDIA_PER_MINUTE: '2',
  TRUST_PROXY: '127.0.0.1',
};

/** Calls from one client address, as the trusted proxy reports it. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

let h: Harness;
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;
beforeAll(async () => {
  h = await startHarness(limits);
});
afterAll(() => h.close());

const signIn = (harness: Harness, ip: string, email: string, password = TEST_PASSWORD) =>
  harness.inject({
    method: 'POST',
    url: api.signIn.path,
    headers: from(ip),
    payload: { email, password },
  });

const expectLimited = (res: Awaited<ReturnType<Harness['inject']>>) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    code: 'too-many-requests',
    message: expect.any(String),
    retryAfterSeconds: expect.any(Number),
  });
  const wait = (res.json() as { retryAfterSeconds: number }).retryAfterSeconds;
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

describe('rate limiting', () => {
  it('answers the third sign-in in a minute with too-many-requests, right or wrong', async () => {
    const { user } = await h.account();
    const ip = nextIp();
    expect((await signIn(h, ip, user.email)).statusCode).toBe(200);
    expect((await signIn(h, ip, user.email, 'wrong1234')).statusCode).toBe(400);
    expectLimited(await signIn(h, ip, user.email));
    // Another client keeps its own budget.
    expect((await signIn(h, nextIp(), user.email)).statusCode).toBe(200);
  });

  it('limits registration and Google sign-in by the same setting', async () => {
    const ip = nextIp();
    const register = (n: number) =>
      h.inject({
        method: 'POST',
        url: api.createUser.path,
        headers: from(ip),
        payload: {
          name: 'Rate Limited',
          email: `limited-${n}-${Date.now()}@example.com`,
          password: 'secret123',
          role: Role.Student,
        },
      });
    expect((await register(1)).statusCode).toBe(200);
    expect((await register(2)).statusCode).toBe(200);
    expectLimited(await register(3));

    const google = () =>
      h.inject({
        method: 'POST',
        url: api.signInWithGoogle.path,
        headers: from(ip),
        payload: { idToken: 'x.y.z' },
      });
    // Not configured in this harness: the limit still applies before the answer.
    expect((await google()).statusCode).toBe(503);
    expect((await google()).statusCode).toBe(503);
    expectLimited(await google());
  });

  it('limits the confirmation-code endpoints by their own setting', async () => {
    const ip = nextIp();
    const reset = () =>
      h.inject({
        method: 'POST',
        url: api.sendPasswordCode.path,
        headers: from(ip),
        payload: { email: 'someone@example.com' },
      });
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(200);
    expectLimited(await reset());

    const me = await h.account({ verifiedEmail: false });
    const confirm = () =>
      h.inject({
        method: 'POST',
        url: api.confirmEmail.path,
        headers: { ...from(ip), authorization: `Bearer ${me.token.value}` },
        payload: { code: '12345' },
      });
    for (let i = 0; i < 2; i += 1) {
      const res = await confirm();
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid-verification-code');
    }
    expectLimited(await confirm());
  });

  it('limits pictures and voice notes per session, not per address', async () => {
    const tutor = await listedTutor(h);
    const [first, second] = [await student(h), await student(h)];
    const roomOf = async (token: string) => {
      const opened = await h.call(api.newChat, {
        body: { userId: tutor.id, message: 'مساء الخير' },
        token,
      });
      return opened.body.room.id;
    };
    const room = await roomOf(first.token);
    const picture = () => ({ kind: 'picture', bytes: png() });
    // Both students are behind one address, as on a mobile network.
    expect((await sendMedia(h, room, first.token, picture())).statusCode).toBe(200);
    expect((await sendMedia(h, room, first.token, picture())).statusCode).toBe(200);
    expectLimited(await sendMedia(h, room, first.token, picture()));
    // The other student keeps their own budget.
    const otherRoom = await roomOf(second.token);
    expect((await sendMedia(h, otherRoom, second.token, picture())).statusCode).toBe(200);
  });

  it('leaves other endpoints unlimited', async () => {
    const ip = nextIp();
    for (let i = 0; i < 6; i += 1) {
      const res = await h.inject({ method: 'GET', url: api.health.path, headers: from(ip) });
      expect(res.statusCode).toBe(200);
    }
  });
});

// With Redis, the budget is shared by every server: the third sign-in fails on whichever node.
if (process.env.REDIS_URL) {
  describe('rate limiting across servers (Redis)', () => {
    const redisUrl = process.env.REDIS_URL!;
    const prefix = `darsak-test-${process.pid}-${Date.now()}:`;
    let a: Harness;
    let b: Harness;
    beforeAll(async () => {
      const env = { ...limits, REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
      a = await startHarness(env);
      b = await startHarness(env);
    });
    afterAll(async () => {
      await a.close();
      await b.close();
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    it('counts requests to both servers together', async () => {
      const ip = nextIp();
      const email = 'nobody@example.com';
      expect((await signIn(a, ip, email)).statusCode).toBe(400);
      expect((await signIn(b, ip, email)).statusCode).toBe(400);
      expectLimited(await signIn(a, ip, email));
      expectLimited(await signIn(b, ip, email));
      const redis = new Redis(redisUrl);
      try {
        expect((await redis.keys(`${prefix}rate:*`)).length).toBeGreaterThan(0);
      } finally {
        await redis.quit();
      }
    });
  });
}
