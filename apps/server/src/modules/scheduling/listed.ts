/**
 * When students can find and book a tutor (docs/product/tutors.md#listing-rule): onboarded
 * (activated by an admin, or bypass-onboarding for a manually added tutor), email and phone
 * verified, bio and about written, and at least one topic. One definition for the tutors list, the
 * profile and booking. A tutor manager is tutor-like (docs/product/tutors.md#tutor-managers): one
 * whose profile meets the same rule teaches too.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { Role } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import type { TutorRow } from './schedule-repository.js';
import { tutors, users, userTopics } from '../../db/schema.js';

/**
 * The listing rule as a SQL condition over the `users` and `tutors` tables, which the query must
 * join by those names (not aliases), e.g. `from tutors join users on users.id = tutors.user_id`.
 */
export const listedTutorCondition: SQL = sql`(${tutors.activated} or ${tutors.bypassOnboarding})
  and ${users.role} in (${Role.Tutor}, ${Role.TutorManager})
  and ${users.verifiedEmail} and ${users.verifiedPhone}
  and coalesce(trim(${tutors.bio}), '') <> '' and coalesce(trim(${tutors.about}), '') <> ''
  and exists (select 1 from ${userTopics} where ${userTopics.userId} = ${tutors.userId})`;

/** Whether a tutor is listed now. */
export const isListedTutor = async (db: Executor, tutorId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: tutors.userId })
    .from(tutors)
    .innerJoin(users, eq(users.id, tutors.userId))
    .where(and(eq(tutors.userId, tutorId), listedTutorCondition));
  return row !== undefined;
};

/**
 * A booking's hold on the tutor's record (KEY SHARE: a schedule change waits for the booking, and
 * it for one under way) and whether the tutor is listed, in one statement: a round trip less while
 * a crowd at one time waits on the booking. Should the lock wait (for a schedule change), the
 * tutor's own columns are read as locked, the newest version, and the account and topics as of the
 * statement's start; a listing change takes no lock a booking waits for, so it raced a booking the
 * same way when the listing was read apart.
 */
export const lockTutorForBooking = async (
  db: Executor,
  tutorId: number,
): Promise<{ tutor: TutorRow; listed: boolean } | undefined> => {
  const [row] = await db
    .select({ tutor: tutors, listed: sql<boolean | null>`${listedTutorCondition}` })
    .from(tutors)
    .innerJoin(users, eq(users.id, tutors.userId))
    .where(eq(tutors.userId, tutorId))
    .for('key share', { of: tutors });
  return row ? { tutor: row.tutor, listed: row.listed === true } : undefined;
};
