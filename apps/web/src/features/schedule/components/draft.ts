/**
 * The schedule being edited: weekly ranges and one-off changes, compared with what is saved to build
 * the one batch the server takes (docs/product/lessons.md#schedule-changes). Ranges are Cairo local
 * minutes from midnight.
 */
import type {
  AvailabilityException,
  AvailabilitySlot,
  SetSlotsBody,
  Weekday,
} from '@darsak/shared';

export type Range = { startMinute: number; endMinute: number };
export type DraftSlot = Range & { key: string; id: number | null; weekday: Weekday };
export type DraftException = Range & {
  key: string;
  id: number | null;
  date: string;
  available: boolean;
};
export type Draft = { slots: DraftSlot[]; exceptions: DraftException[] };
export type Schedule = { slots: AvailabilitySlot[]; exceptions: AvailabilityException[] };
export type Changes = Omit<SetSlotsBody, 'cancelBookedLessons'>;

let counter = 0;
/** A key for something added in this edit; saved rows are keyed by their id. */
export const newKey = () => `new-${(counter += 1)}`;

const byTime = (a: Range, b: Range) => a.startMinute - b.startMinute || a.endMinute - b.endMinute;

export const draftOf = (schedule: Schedule): Draft => ({
  slots: schedule.slots
    .map((slot) => ({ ...slot, weekday: slot.weekday as Weekday, key: `slot-${slot.id}` }))
    .sort(byTime),
  exceptions: schedule.exceptions
    .map((exception) => ({ ...exception, key: `exception-${exception.id}` }))
    .sort((a, b) => a.date.localeCompare(b.date) || byTime(a, b)),
});

const sameRange = (a: Range, b: Range) =>
  a.startMinute === b.startMinute && a.endMinute === b.endMinute;

/** What to send so the saved schedule becomes the draft. */
export const changesOf = (saved: Schedule, draft: Draft): Changes => {
  const kept = new Map(draft.slots.filter((s) => s.id !== null).map((s) => [s.id, s]));
  const keptExceptions = new Set(draft.exceptions.map((e) => e.id).filter((id) => id !== null));
  const range = (r: Range & { weekday: Weekday }) => ({
    weekday: r.weekday,
    startMinute: r.startMinute,
    endMinute: r.endMinute,
  });
  return {
    creates: draft.slots.filter((s) => s.id === null).map(range),
    updates: saved.slots.flatMap((slot) => {
      const now = kept.get(slot.id);
      return now && (now.weekday !== slot.weekday || !sameRange(now, slot))
        ? [{ id: slot.id, ...range(now) }]
        : [];
    }),
    deletes: saved.slots.filter((slot) => !kept.has(slot.id)).map((slot) => slot.id),
    exceptions: {
      creates: draft.exceptions
        .filter((e) => e.id === null)
        .map(({ date, available, startMinute, endMinute }) => ({
          date,
          available,
          startMinute,
          endMinute,
        })),
      deletes: saved.exceptions.filter((e) => !keptExceptions.has(e.id)).map((e) => e.id),
    },
  };
};

/** How many separate changes the batch holds. */
export const countChanges = (changes: Changes): number =>
  changes.creates.length +
  changes.updates.length +
  changes.deletes.length +
  changes.exceptions.creates.length +
  changes.exceptions.deletes.length;

/** Whether two ranges share time; ranges that only touch do not. */
export const overlaps = (a: Range, b: Range) =>
  a.startMinute < b.endMinute && b.startMinute < a.endMinute;

/** Total minutes of some ranges. */
export const minutesOf = (ranges: readonly Range[]) =>
  ranges.reduce((sum, r) => sum + r.endMinute - r.startMinute, 0);
