/** Loading a tutor's record for the endpoints that name a tutor by id. */
import {
  ACTIVITY_SCORE_START,
  isTutorLikeRole,
  NOTICE_PERIOD_DEFAULT_MINUTES,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { findUserById } from '../users/index.js';
import * as repo from './repository.js';

/**
 * A tutor manager may have no tutor record until they first save one; they read as a new tutor.
 * Users of other roles are not tutors.
 */
export const loadTutorRecord = async (ctx: AppContext, id: number): Promise<repo.TutorRecord> => {
  const record = await repo.findTutor(ctx.db, id);
  if (record && isTutorLikeRole(record.user.role)) return record;
  const user = record?.user ?? (await findUserById(ctx.db, id));
  if (!user) throw new AppError('user-not-found');
  if (!isTutorLikeRole(user.role)) throw new AppError('tutor-not-found');
  return {
    user,
    listed: false,
    tutor: {
      userId: id,
      bio: null,
      about: null,
      video: null,
      thumbnail: null,
      activated: false,
      bypassOnboarding: false,
      noticePeriod: NOTICE_PERIOD_DEFAULT_MINUTES,
      hourlyRate: null,
      activityScore: ACTIVITY_SCORE_START,
      ratingCount: 0,
      ratingSum: 0,
      createdAt: user.createdAt,
    },
  };
};
