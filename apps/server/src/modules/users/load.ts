/** A user's whole record, as they and admins see it, and what signing in answers. */
import type { Session, User } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { presentUser } from './presenter.js';
import { findStudent, findUserById, listTopicsOfUser } from './repository.js';
import { issueToken } from './sessions.js';

/** The whole record of a user, with learning profile and topics. */
export const loadUser = async (db: Executor, id: number): Promise<User> => {
  const row = await findUserById(db, id);
  if (!row) throw new AppError('user-not-found');
  const [student, topics] = await Promise.all([findStudent(db, id), listTopicsOfUser(db, id)]);
  return presentUser(row, student, topics);
};

/** What signing in answers: the user's record and a token for a new session. */
export const startSession = async (ctx: AppContext, userId: number): Promise<Session> => ({
  user: await loadUser(ctx.db, userId),
  token: await issueToken(ctx, userId),
});
