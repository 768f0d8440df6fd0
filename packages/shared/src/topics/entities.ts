/** Topics tutors teach and students choose. */
import { z } from 'zod/mini';

export const topic = z.object({ id: z.int(), nameAr: z.string(), nameEn: z.string() });
export type Topic = z.infer<typeof topic>;
