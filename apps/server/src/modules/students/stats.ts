/** A student's lessons and weekly quota, for their dashboard and for admins (issue "Screens": /s/dashboard). */
import { isAdminRole, Role, type StudentStats } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { attendedTotals, quotaFor } from '../scheduling/index.js';
import { findUserRole } from '../users/index.js';
import * as repo from './repository.js';

/** GET /user/student/stats/:id (the student or admins) and /personalized. */
export const studentStats = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<StudentStats> => {
  // Refused before any lookup, so others cannot learn which ids exist.
  if (actor.id !== id && !isAdminRole(actor.role))
    throw new AppError('forbidden', 'Only the student or admins');
  const role = await findUserRole(ctx.db, id);
  if (role === null) throw new AppError('user-not-found');
  if (role !== Role.Student) throw new AppError('student-not-found');
  const now = new Date();
  // Attended means present in the lesson's call (decision 028), as GET /lesson/attended/stats counts.
  const [attended, upcomingLessons, quota] = await Promise.all([
    attendedTotals(ctx, id, now),
    repo.upcomingLessonCount(ctx.db, id, now),
    quotaFor(ctx, id, now),
  ]);
  return {
    lessonsAttended: attended.lessons,
    minutesAttended: attended.minutes,
    upcomingLessons,
    quota,
  };
};
