/** Turns schedule rows into the shapes of packages/shared. */
import type { AvailabilityException, AvailabilitySlot } from '@darsak/shared';
import type { ExceptionRow, SlotRow } from './schedule-repository.js';

export const presentSlot = (row: SlotRow): AvailabilitySlot => ({
  id: row.id,
  weekday: row.weekday,
  startMinute: row.startMinute,
  endMinute: row.endMinute,
});

export const presentException = (row: ExceptionRow): AvailabilityException => ({
  id: row.id,
  date: row.date,
  startMinute: row.startMinute,
  endMinute: row.endMinute,
  available: row.available,
});
