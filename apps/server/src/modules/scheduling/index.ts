/**
 * Scheduling (docs/product/lessons.md, docs/product/tutors.md): tutors' weekly availability and one-off changes, free times,
 * booking and moving lessons under the database's exclusion constraints, reading and cancelling
 * them, reminders, and the weekly quota a subscription grants.
 */
import type { ServerModule } from '../../module.js';
import { startLiveLessons } from './live.js';
import { disputeNotice } from './dispute-notice.js';
import { bookingNotice, cancellationNotice } from './notify.js';
import { lessonOutcomeJob } from './outcomes.js';
import { moveRequestNotice } from './move-request-notify.js';
import { lessonReminder } from './reminders.js';
import { seriesMissedNotice, seriesWeekJob } from './series.js';
import { schedulingRoutes } from './routes.js';

export { isListedTutor, listedTutorCondition } from './listed.js';
export {
  freeWithin,
  nextFreeAt,
  openRangesBetween,
  openRangesOfTutors,
  type FreeTimes,
} from './free-times.js';
export { firstFreeStart, fitsIn, freeStarts } from './schedule.js';
export { freeTimesFromSchedule } from './schedule-service.js';
export { covers, subtract, type Interval } from './intervals.js';
export { computeQuota, quotaFor } from './quota.js';
export {
  announceHeldLesson,
  bookHeldLesson,
  holdLesson,
  releaseHeldLesson,
  type HoldRequest,
} from './lesson-holds.js';
export { attendedTotals } from './lesson-service.js';
export { followFreedLessons, isFreedBoughtLesson } from './freed-lessons.js';
export {
  bookedLessonsOfTutors,
  findLesson,
  fulfilledLesson,
  paidLesson,
  upcomingLesson,
  type LessonRow,
} from './lesson-repository.js';

export const schedulingModule: ServerModule = {
  name: 'scheduling',
  routes: schedulingRoutes,
  jobs: [
    lessonReminder,
    bookingNotice,
    cancellationNotice,
    moveRequestNotice,
    lessonOutcomeJob,
    disputeNotice,
    seriesWeekJob,
    seriesMissedNotice,
  ],
  start: startLiveLessons,
};
