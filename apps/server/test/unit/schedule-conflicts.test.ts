import { describe, expect, it } from 'vitest';
import { scheduleConflicts, type Schedule } from '../../src/modules/scheduling/conflicts.js';

const CAIRO = 'Africa/Cairo';
// Monday 2026-01-12 in Cairo (UTC+2).
const lesson = (id: number, localHour: number, minutes = 30) => {
  const startsAt = new Date(Date.UTC(2026, 0, 12, localHour - 2));
  return { id, startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) };
};
const monday = (fromHour: number, toHour: number) => ({
  weekday: 1,
  startMinute: fromHour * 60,
  endMinute: toHour * 60,
});
const schedule = (slots: Schedule['slots'], changes: Schedule['changes'] = []): Schedule => ({
  slots,
  changes,
});

describe('lessons a schedule change would cancel', () => {
  const before = schedule([monday(9, 12), monday(18, 20)]);
  const lessons = [lesson(1, 9), lesson(2, 18)];

  it('finds none when the lessons stay inside the schedule', () => {
    const after = schedule([monday(8, 12), monday(18, 21)]);
    expect(scheduleConflicts(lessons, before, after, after, CAIRO)).toEqual({
      lessonIds: [],
      canConfirm: true,
    });
  });

  it('lets the tutor confirm conflicts that come from a deleted slot', () => {
    const after = schedule([monday(9, 12)]);
    const confirmable = schedule([monday(9, 12), monday(18, 20)]);
    expect(scheduleConflicts(lessons, before, after, confirmable, CAIRO)).toEqual({
      lessonIds: [2],
      canConfirm: true,
    });
  });

  it('lets the tutor confirm conflicts that come from a newly blocked date', () => {
    const blocked = {
      date: '2026-01-12',
      startMinute: 9 * 60,
      endMinute: 10 * 60,
      available: false,
    };
    const after = schedule(before.slots, [blocked]);
    expect(scheduleConflicts(lessons, before, after, before, CAIRO)).toEqual({
      lessonIds: [1],
      canConfirm: true,
    });
  });

  it('refuses confirmation when a slot was shortened or moved under a lesson', () => {
    const after = schedule([monday(10, 12), monday(18, 20)]);
    expect(scheduleConflicts(lessons, before, after, after, CAIRO)).toEqual({
      lessonIds: [1],
      canConfirm: false,
    });
  });

  it('refuses confirmation when any one conflict is not confirmable', () => {
    const after = schedule([monday(10, 12)]);
    const confirmable = schedule([monday(10, 12), monday(18, 20)]);
    expect(scheduleConflicts(lessons, before, after, confirmable, CAIRO)).toEqual({
      lessonIds: [1, 2],
      canConfirm: false,
    });
  });

  it('ignores lessons that were already outside the schedule before the change', () => {
    const outside = [lesson(3, 14)];
    const after = schedule([]);
    expect(scheduleConflicts(outside, before, after, after, CAIRO)).toEqual({
      lessonIds: [],
      canConfirm: true,
    });
  });

  it('counts a lesson across two touching slots as inside the schedule', () => {
    const split = schedule([monday(9, 10), monday(10, 12)]);
    const across = [
      lesson(4, 9, 30),
      {
        ...lesson(5, 9),
        startsAt: new Date(Date.UTC(2026, 0, 12, 7, 45)),
        endsAt: new Date(Date.UTC(2026, 0, 12, 8, 15)),
      },
    ];
    expect(scheduleConflicts(across, split, before, before, CAIRO)).toEqual({
      lessonIds: [],
      canConfirm: true,
    });
    const gap = schedule([monday(9, 10), monday(10.5, 12)]);
    expect(scheduleConflicts(across, split, gap, gap, CAIRO).lessonIds).toEqual([5]);
  });
});
