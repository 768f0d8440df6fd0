/** All SQL about ratings and the rating totals kept on each tutor. */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LessonOutcome, Role } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import { int, onPage, type PageRequest } from '../../db/sql-helpers.js';
import { lessons, ratings, tutors, users } from '../../db/schema.js';

export type RatingRow = typeof ratings.$inferSelect;
export type Rater = { id: number; name: string; image: string | null };
export type RatingWithRater = { rating: RatingRow; rater: Rater };

const rater = { id: users.id, name: users.name, image: users.image };

export const findRating = async (
  db: Executor,
  id: number,
): Promise<RatingWithRater | undefined> => {
  const [row] = await db
    .select({ rating: ratings, rater })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.raterId))
    .where(eq(ratings.id, id));
  return row;
};

/** Reads a rating and holds it until the transaction ends, so its old value stays true. */
export const lockRating = async (db: Executor, id: number): Promise<RatingRow | undefined> => {
  const [row] = await db.select().from(ratings).where(eq(ratings.id, id)).for('update');
  return row;
};

export const insertRating = async (
  db: Executor,
  values: { raterId: number; tutorId: number; value: number; text: string | null },
): Promise<RatingRow> => {
  const [row] = await db.insert(ratings).values(values).returning();
  return row!;
};

export const updateRatingRow = async (
  db: Executor,
  id: number,
  values: { value: number; text: string | null },
): Promise<void> => {
  await db
    .update(ratings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(ratings.id, id));
};

export const deleteRatingRow = async (db: Executor, id: number): Promise<void> => {
  await db.delete(ratings).where(eq(ratings.id, id));
};

/**
 * Moves a tutor's rating totals by a difference. Relative updates are applied under the row's
 * lock, so concurrent ratings of one tutor all count.
 */
export const adjustTutorRating = async (
  db: Executor,
  tutorId: number,
  change: { count: number; sum: number },
): Promise<void> => {
  await db
    .update(tutors)
    .set({
      ratingCount: sql`${tutors.ratingCount} + ${change.count}`,
      ratingSum: sql`${tutors.ratingSum} + ${change.sum}`,
    })
    .where(eq(tutors.userId, tutorId));
};

/** True when the user is a tutor who can be rated: a tutor, or a tutor manager who teaches. */
export const isRateableTutor = async (db: Executor, id: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(tutors, eq(tutors.userId, users.id))
    .where(and(eq(users.id, id), inArray(users.role, [Role.Tutor, Role.TutorManager])));
  return row !== undefined;
};

/**
 * True when the student had a lesson with the tutor that was held: both were present
 * (docs/product/tutors.md#who-may-rate, docs/product/lessons.md#outcomes).
 */
export const hadHeldLesson = async (
  db: Executor,
  studentId: number,
  tutorId: number,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(
      and(
        eq(lessons.studentId, studentId),
        eq(lessons.tutorId, tutorId),
        eq(lessons.outcome, LessonOutcome.Held),
      ),
    )
    .limit(1);
  return row !== undefined;
};

export type RatingFilter = { raterId: number } | { tutorId: number };

const filterOf = (filter: RatingFilter): SQL =>
  'raterId' in filter ? eq(ratings.raterId, filter.raterId) : eq(ratings.tutorId, filter.tutorId);

/** A page of ratings, newest first, with the count and sum of all that match. */
export const listRatings = async (
  db: Executor,
  filter: RatingFilter,
  page: PageRequest,
): Promise<{ rows: RatingWithRater[]; count: number; sum: number }> => {
  const where = filterOf(filter);
  const [rows, [totals]] = await Promise.all([
    onPage(
      db
        .select({ rating: ratings, rater })
        .from(ratings)
        .innerJoin(users, eq(users.id, ratings.raterId))
        .where(where)
        .orderBy(desc(ratings.createdAt), desc(ratings.id))
        .$dynamic(),
      page,
    ),
    db
      .select({ count: int(sql`count(*)`), sum: int(sql`coalesce(sum(${ratings.value}), 0)`) })
      .from(ratings)
      .where(where),
  ]);
  return { rows, count: totals?.count ?? 0, sum: totals?.sum ?? 0 };
};
