/** A user's whole record, as they and admins see it, and what signing in answers. */
import type { Session, User } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { presentUser } from './presenter.js';
import { findUserWithProfile } from './repository.js';
import { issueToken } from './sessions.js';

/** The whole record of a user, with learning profile and topics. */
export const loadUser = async (db: Executor, id: number): Promise<User> => {
  const found = await findUserWithProfile(db, id);
  if (!found) throw new AppError('user-not-found');
  return presentUser(found.row, found.student, found.topics);
};

/** What signing in answers: the user's record and a token for a new session. */
export const startSession = async (ctx: AppContext, userId: number): Promise<Session> => ({
  user: await loadUser(ctx.db, userId),
  token: await issueToken(ctx, userId),
});
