/**
 * Checks a batch of schedule edits and works out the schedule it leaves
 * (docs/product/lessons.md#schedule).
 */
import type { SetSlotsBody } from '@darsak/shared';
import { AppError } from '../../http/app-error.js';
import type { ExceptionRow, SlotRow } from './schedule-repository.js';
import type { DatedChange, WeeklySlot } from './schedule.js';

type NewSlot = WeeklySlot & { id?: number; createdAt?: Date };

export type SlotChange = {
  /** Weekly slots after the change: kept, updated and created. */
  slots: WeeklySlot[];
  /** The slots after the change with the deleted ones back: what a confirmation can keep. */
  confirmable: WeeklySlot[];
  /** Rows removed: deleted slots, and the old versions of updated ones. */
  removedSlotIds: number[];
  /** Rows added: updated slots under their own ids, and created ones. */
  inserts: NewSlot[];
};

/** Weekly slots may touch but not overlap, on any weekday. */
const assertNoOverlap = (slots: readonly WeeklySlot[]): void => {
  const sorted = [...slots].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1]!;
    const next = sorted[i]!;
    if (previous.weekday === next.weekday && next.startMinute < previous.endMinute)
      throw new AppError('conflicting-schedule', 'Weekly slots overlap');
  }
};

/** Applies the weekly part of a batch to the tutor's current slots, refusing unknown ids and overlaps. */
export const planSlotChange = (current: readonly SlotRow[], body: SetSlotsBody): SlotChange => {
  const byId = new Map(current.map((slot) => [slot.id, slot]));
  const touched = [...body.deletes, ...body.updates.map((u) => u.id)];
  if (new Set(touched).size !== touched.length)
    throw new AppError('bad-request', 'A slot is changed twice in one batch');
  if (touched.some((id) => !byId.has(id))) throw new AppError('slot-not-found');
  const removed = new Set(touched);
  const inserts: NewSlot[] = [
    ...body.updates.map((u) => ({ ...u, createdAt: byId.get(u.id)!.createdAt })),
    ...body.creates,
  ];
  const slots = [...current.filter((slot) => !removed.has(slot.id)), ...inserts];
  assertNoOverlap(slots);
  return {
    slots,
    confirmable: [...slots, ...body.deletes.map((id) => byId.get(id)!)],
    removedSlotIds: touched,
    inserts,
  };
};

export type ExceptionChange = {
  /** One-off changes after the batch. */
  changes: DatedChange[];
  /**
   * The changes after the batch with deleted free times back and new blocks left out: what a
   * confirmation can keep.
   */
  confirmable: DatedChange[];
};

/** Applies the one-off part of a batch; refuses others' ids and dates in the past. */
export const planExceptionChange = (
  tutorId: number,
  upcoming: readonly ExceptionRow[],
  toDelete: readonly ExceptionRow[],
  body: SetSlotsBody,
  today: string,
): ExceptionChange => {
  const ids = body.exceptions.deletes;
  if (new Set(ids).size !== ids.length)
    throw new AppError('bad-request', 'A one-off change is deleted twice in one batch');
  if (toDelete.length !== ids.length || toDelete.some((row) => row.tutorId !== tutorId))
    throw new AppError('slot-not-found');
  if (body.exceptions.creates.some((c) => c.date < today))
    throw new AppError('invalid-value', 'A one-off change cannot be in the past');
  const gone = new Set(ids);
  const created = body.exceptions.creates;
  return {
    changes: [...upcoming.filter((row) => !gone.has(row.id)), ...created],
    confirmable: [
      ...upcoming.filter((row) => row.available || !gone.has(row.id)),
      ...created.filter((c) => c.available),
    ],
  };
};
