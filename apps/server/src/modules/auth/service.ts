/** Signing in: password, Google, token refresh (docs/product/accounts.md#sign-in). */
import { randomBytes } from 'node:crypto';
import { Role } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword, verifyPassword } from '../../infra/passwords.js';
import { dateTimeText, textsFor } from '../../locales/notifications.js';
import { startFreeTrial } from '../plans/index.js';
import * as users from '../users/index.js';
import { recordAudit } from '../audit/index.js';
import { disconnectUser, refreshSession, revokeSessions, startSession } from '../users/index.js';
import { clearFailures, LOCK_FAILURES, LOCK_SECONDS, reserveAttempt } from './throttle.js';

/**
 * A hash of a random password, checked when the email is unknown: a wrong email then costs the same
 * hashing time as a wrong password, so timing does not tell which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(18).toString('base64url')));

const refuseDeactivated = (user: users.UserRow) => {
  if (user.deactivatedAt !== null)
    throw new AppError('account-deactivated', 'This account was deactivated by an admin');
};

/** Tells the owner of an email that its sign-in is locked for a while, and until when. */
const tellLocked = async (ctx: AppContext, user: users.UserRow, until: Date, failures: number) => {
  const texts = textsFor(user.language);
  const when = dateTimeText(until, user.language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: ctx.config.timeZone,
  });
  await ctx.notifier
    .email({
      to: user.email,
      subject: texts.signInLockedSubject,
      text: texts.signInLockedText(user.name, failures, when),
    })
    .catch((error: unknown) =>
      ctx.log.warn({ err: error, userId: user.id }, 'sign-in lock notice not delivered'),
    );
};

export const signInWithPassword = async (ctx: AppContext, email: string, password: string) => {
  const now = new Date();
  const reservation = await reserveAttempt(ctx.db, email, now);
  if (!reservation.allowed) {
    throw new AppError('too-many-requests', 'Too many failed sign-ins with this email', {
      retryAfterSeconds: reservation.retryAfterSeconds,
    });
  }
  const user = await users.findUserByEmail(ctx.db, email);
  const matches = await verifyPassword(user?.passwordHash ?? (await decoy()), password);
  if (user && !user.passwordHash)
    throw new AppError('no-password', 'This account signs in with Google');
  if (!user || !matches) {
    if (user && reservation.failures === LOCK_FAILURES)
      await tellLocked(ctx, user, new Date(now.getTime() + LOCK_SECONDS * 1000), LOCK_FAILURES);
    throw new AppError('wrong-password');
  }
  refuseDeactivated(user);
  await clearFailures(ctx.db, email);
  return startSession(ctx, user.id);
};

const googleVerifier = (ctx: AppContext) => {
  if (!ctx.googleVerifier)
    throw new AppError('service-unavailable', 'Google sign-in is not configured');
  return ctx.googleVerifier;
};

/** Signs in a Google account: by its subject, else by its verified email, else as a new user. */
export const signInWithGoogle = async (
  ctx: AppContext,
  idToken: string,
  role: Role | undefined,
) => {
  const identity = await googleVerifier(ctx)(idToken);
  if (!identity) throw new AppError('invalid-id-token', 'The Google token is not valid');
  const known = await users.findUserByGoogleSubject(ctx.db, identity.subject);
  if (known) {
    refuseDeactivated(known);
    return startSession(ctx, known.id);
  }
  const byEmail = await users.findUserByEmail(ctx.db, identity.email);
  if (byEmail) {
    if (!identity.emailVerified) throw new AppError('user-exists', 'Sign in with your password');
    refuseDeactivated(byEmail);
    // Linked only while the account still has the email Google vouched for.
    const linked = await users.updateUserRow(
      ctx.db,
      byEmail.id,
      { googleSubject: identity.subject, verifiedEmail: true },
      { email: byEmail.email },
    );
    if (!linked) throw new AppError('user-not-found', 'The account changed its email meanwhile');
    return startSession(ctx, byEmail.id);
  }
  const newRole = role ?? Role.Student;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const row = await users.insertUser(tx, {
        name: identity.name?.trim() || identity.email.split('@')[0]!,
        email: identity.email,
        googleSubject: identity.subject,
        verifiedEmail: identity.emailVerified,
        role: newRole,
      });
      if (newRole === Role.Student) {
        await users.upsertStudent(tx, row.id, {});
        await startFreeTrial(tx, ctx.config, row.id);
      } else await users.insertTutor(tx, row.id);
      return row.id;
    });
    return startSession(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('user-exists');
    throw error;
  }
};

export const refreshToken = (ctx: AppContext, token: string) => refreshSession(ctx, token);

/** Ends every session of the user, this one included, on every device. */
export const signOutEverywhere = async (ctx: AppContext, userId: number): Promise<void> => {
  // Ending every session changes the account (its token version): kept in the audit log (decision 027).
  await ctx.db.transaction(async (tx) => {
    await revokeSessions(tx, userId);
    await recordAudit(tx, {
      actorId: userId,
      action: 'user.sign-out-everywhere',
      subjectType: 'user',
      subjectId: userId,
      before: null,
      after: null,
    });
  });
  await disconnectUser(ctx, userId);
};
