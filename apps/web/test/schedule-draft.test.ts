import { describe, expect, it } from 'vitest';
import {
  changesOf,
  countChanges,
  draftOf,
  newKey,
  overlaps,
  type Schedule,
} from '../src/features/schedule/components/draft.js';

const saved: Schedule = {
  slots: [
    { id: 1, weekday: 0, startMinute: 1080, endMinute: 1260 },
    { id: 2, weekday: 1, startMinute: 540, endMinute: 720 },
  ],
  exceptions: [{ id: 7, date: '2030-01-03', startMinute: 0, endMinute: 1440, available: false }],
};

describe('schedule draft', () => {
  it('an untouched draft has nothing to send', () => {
    const changes = changesOf(saved, draftOf(saved));
    expect(countChanges(changes)).toBe(0);
  });

  it('sends one batch of creates, updates, deletes and one-off changes', () => {
    const draft = draftOf(saved);
    draft.slots = [
      { ...draft.slots.find((s) => s.id === 1)!, endMinute: 1320 },
      { key: newKey(), id: null, weekday: 3, startMinute: 600, endMinute: 660 },
    ];
    draft.exceptions = [
      {
        key: newKey(),
        id: null,
        date: '2030-01-05',
        startMinute: 60,
        endMinute: 120,
        available: true,
      },
    ];
    expect(changesOf(saved, draft)).toEqual({
      creates: [{ weekday: 3, startMinute: 600, endMinute: 660 }],
      updates: [{ id: 1, weekday: 0, startMinute: 1080, endMinute: 1320 }],
      deletes: [2],
      exceptions: {
        creates: [{ date: '2030-01-05', available: true, startMinute: 60, endMinute: 120 }],
        deletes: [7],
      },
    });
  });

  it('ranges that only touch do not overlap', () => {
    expect(
      overlaps({ startMinute: 60, endMinute: 120 }, { startMinute: 120, endMinute: 180 }),
    ).toBe(false);
    expect(
      overlaps({ startMinute: 60, endMinute: 121 }, { startMinute: 120, endMinute: 180 }),
    ).toBe(true);
  });
});
