/**
 * Which booked lessons a schedule change would leave outside the tutor's availability, and whether
 * the tutor may confirm cancelling them (docs/product/lessons.md#schedule-changes). Pure functions.
 */
import { covers } from './intervals.js';
import { availabilityBetween, type DatedChange, type WeeklySlot } from './schedule.js';

export type Schedule = { slots: readonly WeeklySlot[]; changes: readonly DatedChange[] };
export type BookedLesson = { id: number; startsAt: Date; endsAt: Date };
export type Conflicts = { lessonIds: number[]; canConfirm: boolean };

/**
 * A conflict is a lesson inside the availability before the change and outside it after. The
 * tutor may confirm only when every conflict comes from deleting slots (weekly ones or one-off
 * free times) or from newly blocked dates: `confirmable` is the schedule after the change with
 * those deletions and blocks left out. A conflict that remains there comes from a slot moved or
 * shortened, which the tutor must change differently.
 */
export const scheduleConflicts = (
  lessons: readonly BookedLesson[],
  before: Schedule,
  after: Schedule,
  confirmable: Schedule,
  zone: string,
): Conflicts => {
  if (lessons.length === 0) return { lessonIds: [], canConfirm: true };
  const from = new Date(Math.min(...lessons.map((l) => l.startsAt.getTime())));
  const to = new Date(Math.max(...lessons.map((l) => l.endsAt.getTime())));
  const available = (s: Schedule) => availabilityBetween(s.slots, s.changes, from, to, zone);
  const [was, is, could] = [available(before), available(after), available(confirmable)];
  const range = (l: BookedLesson) => ({ start: l.startsAt.getTime(), end: l.endsAt.getTime() });
  const conflicts = lessons.filter((l) => covers(was, range(l)) && !covers(is, range(l)));
  return {
    lessonIds: conflicts.map((l) => l.id),
    canConfirm: conflicts.every((l) => covers(could, range(l))),
  };
};
