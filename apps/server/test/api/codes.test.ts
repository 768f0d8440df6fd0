import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  decodeToken,
  NotificationMethod,
  Role,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
} from '@darsak/shared';
import { confirmationCodes, users } from '../../src/db/schema.js';
import { startHarness, TEST_PASSWORD, type Harness } from '../harness.js';
import { expectError, latestCode, otherCode, outbox } from '../support.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const resendInfo = {
  resendAfterSeconds: VERIFICATION_RESEND_COOLDOWN_SECONDS,
  expiresInSeconds: VERIFICATION_CODE_TTL_MINUTES * 60,
};

/** Moves the user's codes back in time, as if the cooldown had passed. */
const afterCooldown = (userId: number) =>
  h.ctx.db
    .update(confirmationCodes)
    .set({ createdAt: sql`${confirmationCodes.createdAt} - interval '61 seconds'` })
    .where(eq(confirmationCodes.userId, userId));

/** Makes the user's codes expire, as if 15 minutes had passed. */
const expireCodes = (userId: number) =>
  h.ctx.db
    .update(confirmationCodes)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(confirmationCodes.userId, userId));

const userRow = async (id: number) =>
  (await h.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

const toArabicDigits = (code: string) =>
  code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

describe('email confirmation', () => {
  const unverified = () => h.account({ verifiedEmail: false });
  const send = (token: string) => h.call(api.sendEmailCode, { token });
  const confirm = (token: string, code: string) =>
    h.call(api.confirmEmail, { body: { code }, token });

  it('sends a 5-digit code to the email and confirms it', async () => {
    const me = await unverified();
    const res = await send(me.token.value);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(resendInfo);
    const [message] = await outbox(h, me.user.email);
    expect(message).toMatchObject({
      channel: 'email',
      to: me.user.email,
      subject: expect.any(String),
    });
    const code = await latestCode(h, me.user.email);
    expect(code).toMatch(/^\d{5}$/);
    // Codes are stored hashed.
    const [row] = await h.ctx.db
      .select()
      .from(confirmationCodes)
      .where(eq(confirmationCodes.userId, me.user.id));
    expect(row!.codeHash).not.toContain(code);

    const confirmed = await confirm(me.token.value, code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: me.user.id, verifiedEmail: true });
    expect((await userRow(me.user.id)).verifiedEmail).toBe(true);
  });

  it('accepts the code typed with Arabic-Indic digits', async () => {
    const me = await unverified();
    await send(me.token.value);
    const code = await latestCode(h, me.user.email);
    const res = await confirm(me.token.value, toArabicDigits(code));
    expect(res.body.verifiedEmail).toBe(true);
  });

  it('answers email-already-verified once the email is verified', async () => {
    const me = await h.account({ verifiedEmail: true });
    expectError(await send(me.token.value), 'email-already-verified');
    expectError(await confirm(me.token.value, '12345'), 'email-already-verified');
    expect(await outbox(h, me.user.email)).toEqual([]);
  });

  it('answers invalid-verification-code for a wrong code or when none was sent', async () => {
    const me = await unverified();
    expectError(await confirm(me.token.value, '12345'), 'invalid-verification-code');
    await send(me.token.value);
    const code = await latestCode(h, me.user.email);
    expectError(await confirm(me.token.value, otherCode(code)), 'invalid-verification-code');
    // A wrong try does not spend the code.
    expect((await confirm(me.token.value, code)).status).toBe(200);
  });

  it.each([
    ['1234', 'invalid-confirmation-code'],
    ['123456', 'invalid-confirmation-code'],
    ['12a45', 'invalid-confirmation-code'],
    ['', 'required'],
  ])('validates the code %j', async (code, expected) => {
    const me = await unverified();
    expectError(await confirm(me.token.value, code), expected as 'required');
  });

  it('answers expired-verification-code after 15 minutes', async () => {
    const me = await unverified();
    await send(me.token.value);
    const code = await latestCode(h, me.user.email);
    await expireCodes(me.user.id);
    expectError(await confirm(me.token.value, code), 'expired-verification-code');
    expect((await userRow(me.user.id)).verifiedEmail).toBe(false);
  });

  it('allows 5 wrong tries, then answers expired-verification-code even for the right code', async () => {
    const me = await unverified();
    await send(me.token.value);
    const code = await latestCode(h, me.user.email);
    for (let i = 0; i < 5; i += 1) {
      expectError(await confirm(me.token.value, otherCode(code)), 'invalid-verification-code');
    }
    expectError(await confirm(me.token.value, code), 'expired-verification-code');
    expect((await userRow(me.user.id)).verifiedEmail).toBe(false);
    // A new code after the cooldown works again.
    await afterCooldown(me.user.id);
    await send(me.token.value);
    const fresh = await latestCode(h, me.user.email);
    expect((await confirm(me.token.value, fresh)).body.verifiedEmail).toBe(true);
  });

  it('allows a resend only after the cooldown, and the new code replaces the old one', async () => {
    const me = await unverified();
    await send(me.token.value);
    const first = await latestCode(h, me.user.email);
    const again = await send(me.token.value);
    expectError(again, 'too-many-requests', { retryAfterSeconds: expect.any(Number) });
    const wait = (again.body as unknown as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(VERIFICATION_RESEND_COOLDOWN_SECONDS);
    expect(await outbox(h, me.user.email)).toHaveLength(1);

    await afterCooldown(me.user.id);
    expect((await send(me.token.value)).status).toBe(200);
    expect(await outbox(h, me.user.email)).toHaveLength(2);
    const second = await latestCode(h, me.user.email);
    if (second !== first) {
      expectError(await confirm(me.token.value, first), 'invalid-verification-code');
    }
    expect((await confirm(me.token.value, second)).status).toBe(200);
  });

  it('counts the code sent at registration towards the cooldown', async () => {
    const email = `registered-${Date.now()}@example.com`;
    const created = await h.call(api.createUser, {
      body: { name: 'Hala Samir', email, password: 'secret123', role: Role.Student },
    });
    const token = created.body.token!.value;
    expectError(await send(token), 'too-many-requests', { retryAfterSeconds: expect.any(Number) });
    const code = await latestCode(h, email);
    expect((await confirm(token, code)).body.verifiedEmail).toBe(true);
  });

  it('does not confirm an email the code was not sent to', async () => {
    const me = await unverified();
    await send(me.token.value);
    const code = await latestCode(h, me.user.email);
    await h.call(api.updateUser, {
      params: { id: me.user.id },
      body: { email: `changed-${me.user.id}@example.com`, currentPassword: TEST_PASSWORD },
      token: me.token.value,
    });
    expectError(await confirm(me.token.value, code), 'expired-verification-code');
  });

  it('needs a signed-in user', async () => {
    expectError(await h.call(api.sendEmailCode), 'unauthenticated');
    expectError(await h.call(api.confirmEmail, { body: { code: '12345' } }), 'unauthenticated');
  });
});

describe('phone verification', () => {
  const send = (token: string, phone?: string) =>
    h.call(api.sendPhoneCode, { body: phone === undefined ? {} : { phone }, token });
  const verify = (token: string, code: string) =>
    h.call(api.verifyPhone, { body: { code }, token });

  it('sends the code by WhatsApp to the saved phone and verifies it', async () => {
    const me = await h.account({ phone: '+201011112222' });
    const res = await send(me.token.value);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(resendInfo);
    const messages = await outbox(h, '01011112222');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'whatsapp', to: '+201011112222', subject: null });
    const code = await latestCode(h, '+201011112222');
    const verified = await verify(me.token.value, code);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      phone: '+201011112222',
      verifiedPhone: true,
      // A verified phone becomes the reminder channel.
      notificationMethod: NotificationMethod.WhatsApp,
    });
  });

  it('replaces the saved phone with one given in the body', async () => {
    const me = await h.account({ phone: '+201011113333' });
    await h.ctx.db.update(users).set({ verifiedPhone: true }).where(eq(users.id, me.user.id));
    const res = await send(me.token.value, '0122 333 4444');
    expect(res.status).toBe(200);
    expect(await userRow(me.user.id)).toMatchObject({
      phone: '+201223334444',
      verifiedPhone: false,
    });
    expect(await outbox(h, '+201011113333')).toEqual([]);
    const code = await latestCode(h, '+201223334444');
    expect((await verify(me.token.value, code)).body).toMatchObject({
      phone: '+201223334444',
      verifiedPhone: true,
    });
  });

  it('answers phone-required when the user has no phone and gives none', async () => {
    const me = await h.account();
    expectError(await send(me.token.value), 'phone-required');
    expectError(await verify(me.token.value, '12345'), 'phone-required');
  });

  it('answers phone-already-verified for a verified phone', async () => {
    const me = await h.account({ phone: '+201011114444' });
    await h.ctx.db.update(users).set({ verifiedPhone: true }).where(eq(users.id, me.user.id));
    expectError(await send(me.token.value), 'phone-already-verified');
    expectError(await send(me.token.value, '01011114444'), 'phone-already-verified');
    expectError(await verify(me.token.value, '12345'), 'phone-already-verified');
  });

  it('answers phone-already-verified when another account verified the phone first', async () => {
    const first = await h.account({ phone: '+201011115555' });
    const second = await h.account({ phone: '+201011115555' });
    await send(first.token.value);
    const firstCode = await latestCode(h, '+201011115555');
    await send(second.token.value);
    const secondCode = await latestCode(h, '+201011115555');
    expect((await verify(first.token.value, firstCode)).body.verifiedPhone).toBe(true);
    expectError(await verify(second.token.value, secondCode), 'phone-already-verified');
    expect((await userRow(second.user.id)).verifiedPhone).toBe(false);
  });

  it('applies the expiry, the tries and the cooldown to phone codes too', async () => {
    const me = await h.account({ phone: '+201011116666' });
    await send(me.token.value);
    expectError(await send(me.token.value), 'too-many-requests', {
      retryAfterSeconds: expect.any(Number),
    });
    const code = await latestCode(h, '+201011116666');
    for (let i = 0; i < 5; i += 1) {
      expectError(await verify(me.token.value, otherCode(code)), 'invalid-verification-code');
    }
    expectError(await verify(me.token.value, code), 'expired-verification-code');
    await afterCooldown(me.user.id);
    await send(me.token.value);
    const next = await latestCode(h, '+201011116666');
    await expireCodes(me.user.id);
    expectError(await verify(me.token.value, next), 'expired-verification-code');
  });

  it('validates the phone and the code', async () => {
    const me = await h.account();
    expectError(await send(me.token.value, '12345'), 'invalid-phone');
    expectError(await verify(me.token.value, '12'), 'invalid-confirmation-code');
    expectError(await h.call(api.sendPhoneCode, { body: {} }), 'unauthenticated');
    expectError(await h.call(api.verifyPhone, { body: { code: '12345' } }), 'unauthenticated');
  });
});

describe('password reset', () => {
  const send = (email: string) => h.call(api.sendPasswordCode, { body: { email } });
  const reset = (email: string, code: string, password = 'brandnew123') =>
    h.call(api.resetPassword, { body: { email, code, password } });

  it('answers an unknown email exactly as a known one, sending nothing', async () => {
    const me = await h.account();
    const known = await send(me.user.email);
    const unknown = await send('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual(resendInfo);
    expect(await outbox(h, 'nobody-here@example.com')).toEqual([]);
    expect(await outbox(h, me.user.email)).toHaveLength(1);
    // Asking again at once: still the same answer for both, and no second message.
    const knownAgain = await send(me.user.email);
    const unknownAgain = await send('nobody-here@example.com');
    expect({ status: knownAgain.status, body: knownAgain.body }).toEqual({
      status: unknownAgain.status,
      body: unknownAgain.body,
    });
    expect(await outbox(h, me.user.email)).toHaveLength(1);
    await afterCooldown(me.user.id);
    await send(me.user.email);
    expect(await outbox(h, me.user.email)).toHaveLength(2);
  });

  it('resets the password with the code, signs the user in and verifies the email', async () => {
    const me = await h.account({ verifiedEmail: false });
    await send(me.user.email.toUpperCase());
    const code = await latestCode(h, me.user.email);
    const res = await reset(me.user.email, code);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: me.user.id, verifiedEmail: true });
    expect(res.body.token.type).toBe('bearer');
    expect(decodeToken(res.body.token.value)?.id).toBe(me.user.id);
    const signIn = (password: string) =>
      h.call(api.signIn, { body: { email: me.user.email, password } });
    expect((await signIn('brandnew123')).status).toBe(200);
    expectError(await signIn(TEST_PASSWORD), 'wrong-password');
    // A code works once.
    expectError(await reset(me.user.email, code, 'another123'), 'expired-verification-code');
  });

  it('gives a Google-only account a password', async () => {
    const me = await h.account();
    await h.ctx.db
      .update(users)
      .set({ passwordHash: null, googleSubject: `google-${me.user.id}` })
      .where(eq(users.id, me.user.id));
    await send(me.user.email);
    const res = await reset(me.user.email, await latestCode(h, me.user.email));
    expect(res.body.user.hasPassword).toBe(true);
  });

  it('answers invalid-verification-code for a wrong code or an unknown email', async () => {
    const me = await h.account();
    expectError(await reset(me.user.email, '12345'), 'invalid-verification-code');
    await send(me.user.email);
    const code = await latestCode(h, me.user.email);
    expectError(await reset(me.user.email, otherCode(code)), 'invalid-verification-code');
    expectError(await reset('nobody-here@example.com', code), 'invalid-verification-code');
    expect((await reset(me.user.email, code)).status).toBe(200);
  });

  it('applies the expiry and the tries to reset codes', async () => {
    const me = await h.account();
    await send(me.user.email);
    const code = await latestCode(h, me.user.email);
    for (let i = 0; i < 5; i += 1) {
      expectError(await reset(me.user.email, otherCode(code)), 'invalid-verification-code');
    }
    expectError(await reset(me.user.email, code), 'expired-verification-code');
    await afterCooldown(me.user.id);
    await send(me.user.email);
    const next = await latestCode(h, me.user.email);
    await expireCodes(me.user.id);
    expectError(await reset(me.user.email, next), 'expired-verification-code');
  });

  it('validates the email, the code and the new password', async () => {
    expectError(await send('not-an-email'), 'invalid-email');
    expectError(await reset('someone@example.com', '1234'), 'invalid-confirmation-code');
    expectError(await reset('someone@example.com', '12345', 'short1'), 'password-too-short');
    expectError(await reset('someone@example.com', '12345', 'onlyletters'), 'password-needs-digit');
  });
});
