/**
 * Sign-in under attack (decision 010): forged forwarded addresses, guesses at one account from many
 * addresses, many guesses at once, and the timing of unknown emails.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@darsak/shared';
import {
  FREE_FAILURES,
  LOCK_FAILURES,
  LOCK_SECONDS,
  waitAfter,
} from '../../src/modules/auth/throttle.js';
import type * as Passwords from '../../src/infra/passwords.js';
import { startHarness, TEST_PASSWORD, type Harness } from '../harness.js';
import { outbox } from '../support.js';

/** Counts password checks, so a test can tell an unknown email costs the same hashing work. */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/infra/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: (hash: string, password: string) => {
      checks.count += 1;
      return original.verifyPassword(hash, password);
    },
  };
});

const signIn = (h: Harness, email: string, password: string, forwardedFor?: string) =>
  h.inject({
    method: 'POST',
    url: api.signIn.path,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email, password },
  });

let address = 0;
const newAddress = () => `198.51.100.${(address = (address % 250) + 1)}`;

describe('the per-address limit without a configured proxy', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
  });
  afterAll(() => h.close());

  it('ignores a made-up X-Forwarded-For: the fourth sign-in in a minute is refused', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(
        (await signIn(h, `nobody${i}@example.com`, 'wrong1234', newAddress())).statusCode,
      );
    expect(answers).toEqual([400, 400, 400, 429, 429, 429]);
  });
});

describe('failed sign-ins for one email, from any address', () => {
  let h: Harness;
  beforeAll(async () => {
    // Every request claims a new address through a trusted proxy: only the per-email rule is left.
    h = await startHarness({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
  });
  afterAll(() => h.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks the first guesses, then makes each wait, refusing even the right password meanwhile', async () => {
    const { user } = await h.account();
    const codes: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const res = await signIn(h, user.email, `wrong${i}abc`, newAddress());
      codes.push(res.json().code);
    }
    expect(codes.filter((c) => c === 'wrong-password')).toHaveLength(FREE_FAILURES + 1);
    expect(codes.slice(FREE_FAILURES + 1).every((c) => c === 'too-many-requests')).toBe(true);

    const right = await signIn(h, user.email, TEST_PASSWORD, newAddress());
    expect(right.statusCode).toBe(429);
    const refusal = right.json() as { code: string; retryAfterSeconds: number };
    expect(refusal.code).toBe('too-many-requests');
    expect(refusal.retryAfterSeconds).toBeGreaterThan(0);
    expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(waitAfter(FREE_FAILURES + 1));
    expect(right.headers['retry-after']).toBe(String(refusal.retryAfterSeconds));
  });

  it('answers an unknown email exactly as a known one, with the same hashing work', async () => {
    const { user } = await h.account();
    const run = async (email: string) => {
      const before = checks.count;
      const codes: string[] = [];
      for (let i = 0; i < 8; i += 1)
        codes.push((await signIn(h, email, `wrong${i}abc`, newAddress())).json().code);
      return { codes, checked: checks.count - before };
    };
    const known = await run(user.email);
    const unknown = await run(`no-such-person-${Date.now()}@example.com`);
    expect(unknown).toEqual(known);
    expect(known.checked).toBe(FREE_FAILURES + 1);
  });

  it('locks the email after repeated waits, tells its owner, and lets the right password in after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date();
    vi.setSystemTime(start);
    const { user } = await h.account();
    let failures = 0;
    while (failures < LOCK_FAILURES) {
      const res = await signIn(h, user.email, 'wrong1234', newAddress());
      expect(res.json().code).toBe('wrong-password');
      failures += 1;
      vi.setSystemTime(new Date(Date.now() + waitAfter(failures) * 1000));
    }
    // Locked: the wait after the tenth failure is the lock itself.
    expect(waitAfter(LOCK_FAILURES)).toBe(LOCK_SECONDS);
    const [notice] = await outbox(h, user.email);
    expect(notice?.subject).toBe('أوقفنا تسجيل الدخول إلى حسابك مؤقتاً');
    expect(notice?.text).toContain(`${LOCK_FAILURES}`);

    // Just before the lock ends the right password is still refused; once it ends it signs in.
    vi.setSystemTime(new Date(Date.now() - 2000));
    expect((await signIn(h, user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(429);
    vi.setSystemTime(new Date(Date.now() + 2000));
    expect((await signIn(h, user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200);
    // A right password starts afresh: the next mistakes are free again.
    for (let i = 0; i < FREE_FAILURES; i += 1)
      expect((await signIn(h, user.email, 'wrong1234', newAddress())).json().code).toBe(
        'wrong-password',
      );
  });

  it('lets a password reset lift the lock', async () => {
    const { user } = await h.account();
    for (let i = 0; i < FREE_FAILURES + 3; i += 1) await signIn(h, user.email, 'wrong1234');
    expect((await signIn(h, user.email, TEST_PASSWORD)).statusCode).toBe(429);
    await h.call(api.sendPasswordCode, { body: { email: user.email } });
    const [message] = await outbox(h, user.email);
    const code = message!.text.match(/\b\d{5}\b/)![0];
    const reset = await h.call(api.resetPassword, {
      body: { email: user.email, code, password: 'brandnew99' },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(h, user.email, 'brandnew99')).statusCode).toBe(200);
  });

  it('checks no more than the free guesses when many arrive at once', async () => {
    const { user } = await h.account();
    const before = checks.count;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(h, user.email, `wrong${i}abc`, newAddress())),
    );
    const codes = answers.map((res) => res.json().code as string);
    expect(codes.filter((c) => c === 'wrong-password').length).toBeLessThanOrEqual(
      FREE_FAILURES + 1,
    );
    expect(
      codes.filter((c) => c !== 'wrong-password').every((c) => c === 'too-many-requests'),
    ).toBe(true);
    expect(checks.count - before).toBeLessThanOrEqual(FREE_FAILURES + 1);
  });
});
