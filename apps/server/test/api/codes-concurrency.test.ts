/**
 * Guesses at a confirmation code racing each other (decision 010): a code is compared at most five
 * times, however many guesses arrive at once, so the right one sent last never gets through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, VERIFICATION_CODE_MAX_ATTEMPTS } from '@darsak/shared';
import { startHarness, TEST_PASSWORD, type Harness } from '../harness.js';
import { latestCode, otherCode } from '../support.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const GUESSES = 30;

/** 29 wrong codes and the right one last, all sent at once; answers the outcome codes. */
const race = async (
  send: (code: string) => Promise<{ status: number; body: { code?: string } }>,
  right: string,
) => {
  const wrong = Array.from({ length: GUESSES - 1 }, (_, i) =>
    otherCode(String((Number(right) + i) % 100000).padStart(5, '0')),
  );
  const answers = await Promise.all([...wrong, right].map(send));
  return answers.map((res) => (res.status === 200 ? 'ok' : (res.body.code ?? String(res.status))));
};

describe('concurrent guesses at one code', () => {
  it('never resets the password with the right code sent after the first five', async () => {
    const { user } = await h.account();
    await h.call(api.sendPasswordCode, { body: { email: user.email } });
    const right = await latestCode(h, user.email);
    const outcomes = await race(
      (code) =>
        h.call(api.resetPassword, { body: { email: user.email, code, password: 'hijacked99' } }),
      right,
    );
    const compared = outcomes.filter((o) => o === 'invalid-verification-code' || o === 'ok');
    expect(compared.length).toBeLessThanOrEqual(VERIFICATION_CODE_MAX_ATTEMPTS);
    expect(outcomes.filter((o) => o === 'expired-verification-code')).toHaveLength(
      GUESSES - compared.length,
    );
    // Whether the right code was among the five compared decides the outcome, never a sixth try.
    const signIn = await h.call(api.signIn, {
      body: { email: user.email, password: 'hijacked99' },
    });
    const old = await h.call(api.signIn, { body: { email: user.email, password: TEST_PASSWORD } });
    if (outcomes.at(-1) === 'ok') expect(signIn.status).toBe(200);
    else {
      expect(signIn.status).toBe(400);
      expect(old.status).toBe(200);
    }
  });

  it('compares at most five guesses at an email code', async () => {
    const me = await h.account({ verifiedEmail: false });
    await h.call(api.sendEmailCode, { token: me.token.value });
    const right = await latestCode(h, me.user.email);
    const outcomes = await race(
      (code) => h.call(api.confirmEmail, { body: { code }, token: me.token.value }),
      right,
    );
    const compared = outcomes.filter((o) => o === 'invalid-verification-code' || o === 'ok');
    expect(compared.length).toBeLessThanOrEqual(VERIFICATION_CODE_MAX_ATTEMPTS);
    const after = await h.call(api.currentUser, { token: me.token.value });
    expect(after.body.verifiedEmail).toBe(outcomes.includes('ok'));
    expect(outcomes.filter((o) => o === 'ok').length).toBeLessThanOrEqual(1);
  });
});
