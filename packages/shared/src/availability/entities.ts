/** Availability and free times. Dates travel as ISO 8601 strings. */
import { z } from 'zod/mini';
import { isoDateTime } from '../api/common.js';

/** A weekly range of free time, in Cairo local minutes from midnight. */
export const availabilitySlot = z.object({
  id: z.int(),
  weekday: z.int(),
  startMinute: z.int(),
  endMinute: z.int(),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlot>;

/** A one-off change on a date: extra free time, or a blocked range. */
export const availabilityException = z.object({
  id: z.int(),
  date: z.string(),
  startMinute: z.int(),
  endMinute: z.int(),
  available: z.boolean(),
});
export type AvailabilityException = z.infer<typeof availabilityException>;

/** A time a lesson can start, and the longest lesson that fits there. */
export const freeTime = z.object({ startsAt: isoDateTime, maxDuration: z.int() });
export type FreeTime = z.infer<typeof freeTime>;
