/**
 * Sessions: issuing tokens, deciding whether a token still holds, and ending every token of an
 * account at once (a password change or reset, a deactivation, "sign out everywhere").
 */
import { SESSION_MAX_AGE_SECONDS, type Token } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { InternalGroup, type Cache } from '../../infra/cache.js';
import type { Actor } from '../../http/actor.js';
import type { Tokens } from '../../http/tokens.js';
import { bumpTokenVersion, findTokenHolder } from './repository.js';

/**
 * How long a token's account stays in the cache (its token version, role and deactivation). Every
 * product path that changes one of them drops the entry in every process (`forgetTokenHolder`), so
 * this life only bounds a change written behind the product's back, or a drop a process missed.
 */
const TOKEN_HOLDER_TTL_MS = 60_000;

/**
 * What a token's account says, cached per account (decision 034): every signed-in request and socket
 * would otherwise read it from the database. An account that does not exist is not cached.
 */
const tokenHolder = (db: Executor, cache: Cache, userId: number) =>
  cache.get(
    InternalGroup.TokenHolders,
    String(userId),
    (found) => (found ? TOKEN_HOLDER_TTL_MS : 0),
    () => findTokenHolder(db, userId),
  );

/**
 * The user a token speaks for, or null: the token must be valid and unexpired, its account must
 * exist and be active, and it must have been issued under the account's current token version.
 */
export const identify = async (db: Executor, cache: Cache, tokens: Tokens, value: string) => {
  const claims = await tokens.verify(value);
  if (!claims) return null;
  const holder = await tokenHolder(db, cache, claims.userId);
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
  const found = await identify(ctx.db, ctx.cache, ctx.tokens, value);
  if (!found) throw new AppError('unauthenticated');
  const age = Date.now() / 1000 - found.claims.sessionStart;
  if (age > SESSION_MAX_AGE_SECONDS)
    throw new AppError('unauthenticated', 'The session is too old; sign in again');
  return ctx.tokens.sign(found.actor.id, found.claims.version, found.claims.sessionStart);
};

/**
 * Ends every session of the user: their tokens stop working and their open sockets close. Inside a
 * transaction, the caller ends them after the commit (`disconnectUser`), which also drops the
 * account's cached token version everywhere.
 */
export const revokeSessions = async (db: Executor, userId: number): Promise<number> => {
  const version = await bumpTokenVersion(db, userId);
  if (version === undefined) throw new AppError('user-not-found');
  return version;
};

/**
 * Drops the cached copy of the account's token version, role and deactivation, in this process and in
 * every other one, and settles once they all have (or after the wait `invalidateEverywhere` allows).
 *
 * Called after the change is committed, never before or inside its transaction: a read racing the
 * change, here or in another process, sees the old row until the commit, so an entry dropped before
 * it could be loaded again from the old row and cached. After the commit, a read that began earlier
 * (and may hold the old row) is not stored, since the drop bumps the key's generation in the cache,
 * and every read that begins later sees the committed row. So one drop after the commit leaves no
 * stale entry; between the commit and the drop the old entry may still answer, which is why callers
 * answer their request only once this has settled.
 */
export const forgetTokenHolder = (ctx: AppContext, userId: number): Promise<void> =>
  ctx.cache.invalidateEverywhere(InternalGroup.TokenHolders, String(userId));

/**
 * After `revokeSessions` is committed: forgets the account's cached token version everywhere, then
 * closes the user's open sockets, whose tokens no longer hold.
 */
export const disconnectUser = async (ctx: AppContext, userId: number): Promise<void> => {
  await forgetTokenHolder(ctx, userId);
  ctx.realtime.disconnectUser(userId);
};
