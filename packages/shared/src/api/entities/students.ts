/** Students’ figures. Dates travel as ISO 8601 strings. */
import { z } from 'zod/mini';
import { quota } from '../../plans/entities.js';

export const studentStats = z.object({
  lessonsAttended: z.int(),
  minutesAttended: z.int(),
  upcomingLessons: z.int(),
  quota,
});
export type StudentStats = z.infer<typeof studentStats>;
