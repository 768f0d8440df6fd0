/**
 * Confirmation codes: 5 digits, stored hashed, 15 minutes, 5 tries, resend after a cooldown
 * (docs/product/accounts.md#confirmation-codes).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  NotificationMethod,
  type Role,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
  VerificationPurpose,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import { DeliveryError } from '../../infra/notifier/index.js';
import { hashPassword } from '../../infra/passwords.js';
import { textsFor } from '../../locales/notifications.js';
import * as users from '../users/index.js';
import { disconnectUser, revokeSessions } from '../users/index.js';
import * as repo from './repository.js';

/** A verified email or phone decides whether a tutor is listed. */
const accountChanged = (ctx: AppContext, userId: number, role: number) =>
  ctx.events.emit('account.changed', { userId, role: role as Role });

const TTL_SECONDS = VERIFICATION_CODE_TTL_MINUTES * 60;

const hashCode = (secret: string, userId: number, purpose: number, code: string): string =>
  createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');

const newCode = (): string =>
  String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');

export type ResendInfo = { resendAfterSeconds: number; expiresInSeconds: number };
const fresh: ResendInfo = {
  resendAfterSeconds: VERIFICATION_RESEND_COOLDOWN_SECONDS,
  expiresInSeconds: TTL_SECONDS,
};

/** Seconds left before another code of this purpose may be sent, or 0. */
const cooldownLeft = async (ctx: AppContext, userId: number, purpose: VerificationPurpose) => {
  const last = await repo.latestCode(ctx.db, userId, purpose);
  if (!last) return 0;
  const waited = (Date.now() - last.createdAt.getTime()) / 1000;
  return Math.max(0, VERIFICATION_RESEND_COOLDOWN_SECONDS - waited);
};

const inCooldown = async (ctx: AppContext, userId: number, purpose: VerificationPurpose) =>
  (await cooldownLeft(ctx, userId, purpose)) > 0;

/** Refuses a resend inside the cooldown, saying how long to wait. */
const checkCooldown = async (ctx: AppContext, userId: number, purpose: VerificationPurpose) => {
  const left = await cooldownLeft(ctx, userId, purpose);
  if (left > 0) {
    const retryAfterSeconds = Math.ceil(left);
    throw new AppError('too-many-requests', `Wait ${retryAfterSeconds} s before asking again`, {
      retryAfterSeconds,
    });
  }
};

const issue = async (
  ctx: AppContext,
  userId: number,
  purpose: VerificationPurpose,
  target: string,
  deliver: (code: string) => Promise<void>,
): Promise<ResendInfo> => {
  await checkCooldown(ctx, userId, purpose);
  const code = newCode();
  const id = await repo.replaceCode(ctx.db, {
    userId,
    purpose,
    target,
    codeHash: hashCode(ctx.config.jwtSecret, userId, purpose, code),
    expiresAt: new Date(Date.now() + TTL_SECONDS * 1000),
  });
  try {
    await deliver(code);
  } catch (error) {
    // An undelivered code starts no cooldown: the user may fix the address and ask again at once.
    await repo.deleteCode(ctx.db, id);
    if (error instanceof DeliveryError) {
      ctx.log.warn({ err: error, userId, purpose }, 'code delivery failed');
      throw new AppError(
        error.reason === 'recipient' ? 'unresolved-phone' : 'service-unavailable',
        error.message,
      );
    }
    throw error;
  }
  return fresh;
};

/**
 * Checks a code against the latest one of its purpose and uses it up. The try is counted before the
 * comparison, in one conditional update, so however many guesses arrive at once no more than the
 * allowed number are ever compared (decision 010).
 */
const redeem = async (
  ctx: AppContext,
  userId: number,
  purpose: VerificationPurpose,
  target: string,
  code: string,
): Promise<void> => {
  const row = await repo.latestCode(ctx.db, userId, purpose);
  if (!row) throw new AppError('invalid-verification-code', 'No code was sent');
  if (row.target !== target) throw new AppError('expired-verification-code', 'Ask for a new code');
  const codeHash = await repo.takeTry(ctx.db, row.id, new Date());
  if (codeHash === null) throw new AppError('expired-verification-code', 'Ask for a new code');
  const expected = Buffer.from(codeHash, 'hex');
  const given = Buffer.from(hashCode(ctx.config.jwtSecret, userId, purpose, code), 'hex');
  if (!timingSafeEqual(expected, given)) throw new AppError('invalid-verification-code');
  if (!(await repo.consumeCode(ctx.db, row.id))) throw new AppError('expired-verification-code');
};

const requireUser = async (ctx: AppContext, userId: number) => {
  const user = await users.findUserById(ctx.db, userId);
  if (!user) throw new AppError('user-not-found');
  return user;
};

/**
 * The account's email or phone changed between the code's check and its use: the code proved the
 * address it was sent to, which the account no longer has.
 */
const addressChanged = () =>
  new AppError('invalid-verification-code', 'The address changed since the code was sent');

export const sendEmailCode = async (ctx: AppContext, userId: number): Promise<ResendInfo> => {
  const user = await requireUser(ctx, userId);
  if (user.verifiedEmail) throw new AppError('email-already-verified');
  const texts = textsFor(user.language);
  return issue(ctx, user.id, VerificationPurpose.VerifyEmail, user.email, (code) =>
    ctx.notifier.email({
      to: user.email,
      subject: texts.verifyEmailSubject,
      text: texts.verifyEmailText(user.name, code),
    }),
  );
};

export const confirmEmail = async (
  ctx: AppContext,
  userId: number,
  code: string,
): Promise<void> => {
  const user = await requireUser(ctx, userId);
  if (user.verifiedEmail) throw new AppError('email-already-verified');
  await redeem(ctx, user.id, VerificationPurpose.VerifyEmail, user.email, code);
  const verified = await users.updateUserRow(
    ctx.db,
    user.id,
    { verifiedEmail: true },
    { email: user.email },
  );
  if (!verified) throw addressChanged();
  await accountChanged(ctx, user.id, user.role);
};

export const sendPhoneCode = async (
  ctx: AppContext,
  userId: number,
  phone: string | undefined,
): Promise<ResendInfo> => {
  let user = await requireUser(ctx, userId);
  if (phone !== undefined && phone !== user.phone) {
    user = (await users.updateUserRow(ctx.db, user.id, { phone, verifiedPhone: false }))!;
    await accountChanged(ctx, user.id, user.role);
  }
  if (!user.phone) throw new AppError('phone-required');
  if (user.verifiedPhone) throw new AppError('phone-already-verified');
  const to = user.phone;
  const language = user.language === 'en' ? 'en' : 'ar';
  return issue(ctx, user.id, VerificationPurpose.VerifyPhone, to, (code) =>
    ctx.notifier.whatsapp({ to, text: textsFor(language).verifyPhoneText(code), code, language }),
  );
};

export const verifyPhone = async (ctx: AppContext, userId: number, code: string): Promise<void> => {
  const user = await requireUser(ctx, userId);
  if (!user.phone) throw new AppError('phone-required');
  if (user.verifiedPhone) throw new AppError('phone-already-verified');
  await redeem(ctx, user.id, VerificationPurpose.VerifyPhone, user.phone, code);
  try {
    const verified = await users.updateUserRow(
      ctx.db,
      user.id,
      {
        verifiedPhone: true,
        // A verified phone can carry reminders; WhatsApp becomes the channel unless the user chose otherwise.
        notificationMethod: user.notificationMethod || NotificationMethod.WhatsApp,
      },
      { phone: user.phone },
    );
    if (!verified) throw addressChanged();
  } catch (error) {
    if (isUniqueViolation(error, 'users_verified_phone_unique')) {
      throw new AppError('phone-already-verified', 'Another account has verified this phone');
    }
    throw error;
  }
  await accountChanged(ctx, user.id, user.role);
};

/**
 * Sends a reset code; an unknown email gets the same answer, so accounts cannot be discovered.
 * For the same reason a known email asking again inside the cooldown is not told to wait (an
 * unknown one never is): no new code goes out, and the answer is the usual one.
 */
export const sendPasswordCode = async (ctx: AppContext, email: string): Promise<ResendInfo> => {
  const user = await users.findUserByEmail(ctx.db, email);
  if (!user) return fresh;
  if (await inCooldown(ctx, user.id, VerificationPurpose.ResetPassword)) return fresh;
  const texts = textsFor(user.language);
  return issue(ctx, user.id, VerificationPurpose.ResetPassword, user.email, (code) =>
    ctx.notifier.email({
      to: user.email,
      subject: texts.resetPasswordSubject,
      text: texts.resetPasswordText(user.name, code),
    }),
  );
};

/** Sets a new password; the code also proves the email, so it becomes verified. */
export const resetPassword = async (
  ctx: AppContext,
  email: string,
  code: string,
  password: string,
): Promise<number> => {
  const user = await users.findUserByEmail(ctx.db, email);
  if (!user) throw new AppError('invalid-verification-code');
  await redeem(ctx, user.id, VerificationPurpose.ResetPassword, user.email, code);
  const passwordHash = await hashPassword(password);
  // The new password ends every earlier session; the reset proves the owner, so a sign-in lock goes.
  await ctx.db.transaction(async (tx) => {
    const reset = await users.updateUserRow(
      tx,
      user.id,
      { passwordHash, verifiedEmail: true },
      { email: user.email },
    );
    if (!reset) throw addressChanged();
    await revokeSessions(tx, user.id);
  });
  await disconnectUser(ctx, user.id);
  await ctx.events.emit('password.reset', { userId: user.id, email: user.email });
  await accountChanged(ctx, user.id, user.role);
  return user.id;
};
