/**
 * Sessions: issuing tokens, deciding whether a token still holds, and ending every token of an
 * account at once (a password change or reset, a deactivation, "sign out everywhere").
 */
import { SESSION_MAX_AGE_SECONDS, type Token } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import type { Tokens } from '../../http/tokens.js';
import { bumpTokenVersion, findTokenHolder } from './repository.js';

/**
 * The user a token speaks for, or null: the token must be valid and unexpired, its account must
 * exist and be active, and it must have been issued under the account's current token version.
 */
export const identify = async (db: Executor, tokens: Tokens, value: string) => {
  const claims = await tokens.verify(value);
  if (!claims) return null;
  const holder = await findTokenHolder(db, claims.userId);
  if (!holder || holder.deactivatedAt !== null || holder.tokenVersion !== claims.version)
    return null;
  return { actor: { id: claims.userId, role: holder.role } satisfies Actor, claims };
};

/** A token for a new session of the user. */
export const issueToken = async (ctx: AppContext, userId: number): Promise<Token> => {
  const holder = await findTokenHolder(ctx.db, userId);
  if (!holder) throw new AppError('user-not-found');
  return ctx.tokens.sign(userId, holder.tokenVersion);
};

/**
 * A new token for the same session, refused once the session is older than the longest a session
 * may be kept alive by refreshing.
 */
export const refreshSession = async (ctx: AppContext, value: string): Promise<Token> => {
  const found = await identify(ctx.db, ctx.tokens, value);
  if (!found) throw new AppError('unauthenticated');
  const age = Date.now() / 1000 - found.claims.sessionStart;
  if (age > SESSION_MAX_AGE_SECONDS)
    throw new AppError('unauthenticated', 'The session is too old; sign in again');
  return ctx.tokens.sign(found.actor.id, found.claims.version, found.claims.sessionStart);
};

/**
 * Ends every session of the user: their tokens stop working and their open sockets close. Inside a
 * transaction, the sockets are closed by the caller after the commit (`disconnectUser`).
 */
export const revokeSessions = async (db: Executor, userId: number): Promise<number> => {
  const version = await bumpTokenVersion(db, userId);
  if (version === undefined) throw new AppError('user-not-found');
  return version;
};

/** Closes a user's open sockets, whose tokens no longer hold. */
export const disconnectUser = (ctx: AppContext, userId: number): void => {
  ctx.realtime.disconnectUser(userId);
};
