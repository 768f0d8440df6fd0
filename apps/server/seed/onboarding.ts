/**
 * Demo data of tutor onboarding: the tutor manager's weekly hours for interviews and demo sessions,
 * and the demo tutors marked as added by hand (they skip onboarding). A newcomer registers as a
 * tutor and walks the steps with the demo manager, studio and admin accounts.
 */
import { eq, inArray } from 'drizzle-orm';
import { Role } from '@darsak/shared';
import type { Tx } from '../src/db/client.js';
import { availabilitySlots, tutors, users } from '../src/db/schema.js';

/** Sunday to Thursday, 10:00 to 20:00 Cairo time, and Saturday mornings. */
const managerHours = [
  ...[0, 1, 2, 3, 4].map((weekday) => ({ weekday, startMinute: 10 * 60, endMinute: 20 * 60 })),
  { weekday: 6, startMinute: 9 * 60, endMinute: 13 * 60 },
];

export const seedOnboarding = async (tx: Tx, tutorIds: number[]): Promise<void> => {
  const managers = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, Role.TutorManager));
  for (const manager of managers)
    await tx
      .insert(availabilitySlots)
      .values(managerHours.map((h) => ({ tutorId: manager.id, ...h })));
  if (tutorIds.length > 0)
    await tx.update(tutors).set({ bypassOnboarding: true }).where(inArray(tutors.userId, tutorIds));
};
