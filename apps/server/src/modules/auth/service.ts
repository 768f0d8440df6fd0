/** Signing in: password, Google, token refresh (SPEC §7 "Users and auth"). */
import { Role } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import { verifyPassword } from '../../infra/passwords.js';
import { startFreeTrial } from '../subscriptions/service.js';
import * as users from '../users/repository.js';
import { loadUser } from '../users/service.js';
import { createGoogleVerifier, type GoogleIdentity } from './google.js';

/** What signing in answers: the user's record and a token for them. */
export const session = async (ctx: AppContext, userId: number) => ({
  user: await loadUser(ctx.db, userId),
  token: await ctx.tokens.sign(userId),
});

export const signInWithPassword = async (ctx: AppContext, email: string, password: string) => {
  const user = await users.findUserByEmail(ctx.db, email);
  if (!user) throw new AppError('wrong-password');
  if (!user.passwordHash) throw new AppError('no-password', 'This account signs in with Google');
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('wrong-password');
  return session(ctx, user.id);
};

const verifiers = new WeakMap<AppContext, (token: string) => Promise<GoogleIdentity | null>>();

const googleVerifier = (ctx: AppContext) => {
  const { googleClientId, googleJwksUrl } = ctx.config;
  if (!googleClientId)
    throw new AppError('service-unavailable', 'Google sign-in is not configured');
  let verify = verifiers.get(ctx);
  if (!verify) {
    verify = createGoogleVerifier(googleClientId, googleJwksUrl);
    verifiers.set(ctx, verify);
  }
  return verify;
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
  if (known) return session(ctx, known.id);
  const byEmail = await users.findUserByEmail(ctx.db, identity.email);
  if (byEmail) {
    if (!identity.emailVerified) throw new AppError('user-exists', 'Sign in with your password');
    await users.updateUserRow(ctx.db, byEmail.id, {
      googleSubject: identity.subject,
      verifiedEmail: true,
    });
    return session(ctx, byEmail.id);
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
    return session(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('user-exists');
    throw error;
  }
};

export const refreshToken = (ctx: AppContext, userId: number) => ctx.tokens.sign(userId);
