/** All SQL about tutors: their records, the listed set, the admin list and lesson totals. */
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { lessonTutorRoles } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import { instantParam, int, onPage, type PageRequest } from '../../db/sql-helpers.js';
import { lessons, topics, tutors, users, userTopics } from '../../db/schema.js';
import { fulfilledLesson, paidLesson, upcomingLesson } from '../scheduling/index.js';
import { userSearchCondition, type TopicRow, type UserRow } from '../users/index.js';
import { listedTutorCondition } from '../scheduling/index.js';

/** Whether students can find the tutor now, as a column (the rule is defined once, in availability). */
const listedTutor = sql<boolean>`(${listedTutorCondition})`;

export type TutorRow = typeof tutors.$inferSelect;
/** A tutor with their account, and whether students can find them now. */
export type TutorRecord = { user: UserRow; tutor: TutorRow; listed: boolean };

export const findTutor = async (db: Executor, id: number): Promise<TutorRecord | undefined> => {
  const [row] = await db
    .select({ user: users, tutor: tutors, listed: listedTutor })
    .from(users)
    .innerJoin(tutors, eq(tutors.userId, users.id))
    .where(eq(users.id, id));
  return row;
};

/** Every listed tutor, for the list students search; or those of `ids` who are listed. */
export const findListedTutors = (db: Executor, ids?: readonly number[]): Promise<TutorRecord[]> =>
  db
    .select({ user: users, tutor: tutors, listed: listedTutor })
    .from(users)
    .innerJoin(tutors, eq(tutors.userId, users.id))
    .where(ids ? and(listedTutor, inArray(users.id, [...ids])) : listedTutor);

/** Each tutor's topics, in the order the tutor chose them. */
export const topicsOfTutors = async (
  db: Executor,
  ids: number[],
): Promise<Map<number, TopicRow[]>> => {
  const found = new Map<number, TopicRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return found;
  const rows = await db
    .select({ userId: userTopics.userId, topic: topics })
    .from(userTopics)
    .innerJoin(topics, eq(topics.id, userTopics.topicId))
    .where(inArray(userTopics.userId, ids))
    .orderBy(asc(userTopics.createdAt), asc(topics.id));
  for (const row of rows) found.get(row.userId)?.push(row.topic);
  return found;
};

/** How many lessons each tutor has taught. */
export const lessonsTaughtBy = async (
  db: Executor,
  ids: number[],
  now: Date,
): Promise<Map<number, number>> => {
  const found = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return found;
  const rows = await db
    .select({ tutorId: lessons.tutorId, taught: int(sql`count(*)`) })
    .from(lessons)
    .where(and(inArray(lessons.tutorId, ids), fulfilledLesson(now)))
    .groupBy(lessons.tutorId);
  for (const row of rows) found.set(row.tutorId, row.taught);
  return found;
};

export type AdminTutorFilter = { q?: string; listed?: boolean };

const adminConditions = (filter: AdminTutorFilter): SQL | undefined => {
  const conditions: SQL[] = [inArray(users.role, [...lessonTutorRoles])];
  if (filter.listed !== undefined)
    conditions.push(filter.listed ? listedTutor : sql`not ${listedTutor}`);
  if (filter.q) conditions.push(userSearchCondition(filter.q));
  return and(...conditions);
};

/** Tutors for admins, newest first, with how many topics they chose. */
export const listTutorsForAdmin = async (
  db: Executor,
  filter: AdminTutorFilter,
  page: PageRequest,
): Promise<{ rows: (TutorRecord & { topicCount: number })[]; total: number }> => {
  const where = adminConditions(filter);
  const topicCount = int(
    sql`(select count(*) from ${userTopics} where ${userTopics.userId} = ${users.id})`,
  );
  const [rows, [totals]] = await Promise.all([
    onPage(
      db
        .select({ user: users, tutor: tutors, listed: listedTutor, topicCount })
        .from(users)
        .innerJoin(tutors, eq(tutors.userId, users.id))
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .$dynamic(),
      page,
    ),
    db
      .select({ total: int(sql`count(*)`) })
      .from(users)
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const countTopicsOf = async (db: Executor, userId: number): Promise<number> => {
  const [row] = await db
    .select({ total: int(sql`count(*)`) })
    .from(userTopics)
    .where(eq(userTopics.userId, userId));
  return row?.total ?? 0;
};

/** A tutor's row, locked until the caller's transaction ends: what a change replaces. */
export const lockTutorRow = async (db: Executor, userId: number): Promise<TutorRow | undefined> =>
  (await db.select().from(tutors).where(eq(tutors.userId, userId)).for('update'))[0];

export const updateTutorRow = async (
  db: Executor,
  userId: number,
  values: Partial<Omit<TutorRow, 'userId' | 'createdAt'>>,
): Promise<void> => {
  await db.update(tutors).set(values).where(eq(tutors.userId, userId));
};

export type TutorLessonTotals = {
  lessonsFulfilled: number;
  minutesTaught: number;
  earnings: number;
  minutesThisWeek: number;
  earningsThisMonth: number;
  minutesThisMonth: number;
  upcomingLessons: number;
  cancelledByTutor: number;
};

/** A tutor's lessons summed up; "this week" and "this month" count lessons that started since then. */
export const tutorLessonTotals = async (
  db: Executor,
  tutorId: number,
  bounds: { now: Date; weekStart: Date; monthStart: Date },
): Promise<TutorLessonTotals> => {
  const done = fulfilledLesson(bounds.now);
  const sinceWeek = sql`${done} and ${lessons.startsAt} >= ${instantParam(bounds.weekStart)}`;
  const sinceMonth = sql`${done} and ${lessons.startsAt} >= ${instantParam(bounds.monthStart)}`;
  const paid = paidLesson(bounds.now);
  const paidSinceMonth = sql`${paid} and ${lessons.startsAt} >= ${instantParam(bounds.monthStart)}`;
  const [row] = await db
    .select({
      lessonsFulfilled: int(sql`count(*) filter (where ${done})`),
      minutesTaught: int(sql`coalesce(sum(${lessons.duration}) filter (where ${done}), 0)`),
      earnings: int(sql`coalesce(sum(${lessons.price}) filter (where ${paid}), 0)`),
      minutesThisWeek: int(sql`coalesce(sum(${lessons.duration}) filter (where ${sinceWeek}), 0)`),
      earningsThisMonth: int(
        sql`coalesce(sum(${lessons.price}) filter (where ${paidSinceMonth}), 0)`,
      ),
      minutesThisMonth: int(
        sql`coalesce(sum(${lessons.duration}) filter (where ${sinceMonth}), 0)`,
      ),
      upcomingLessons: int(sql`count(*) filter (where ${upcomingLesson(bounds.now)})`),
      cancelledByTutor: int(sql`count(*) filter (where ${lessons.cancelledBy} = ${tutorId})`),
    })
    .from(lessons)
    .where(eq(lessons.tutorId, tutorId));
  return row!;
};

/** Lessons a tutor cancelled, newest cancellation first (they lower the activity score). */
export const cancellationsBy = (db: Executor, tutorId: number, limit: number) =>
  db
    .select({ lessonId: lessons.id, startsAt: lessons.startsAt, cancelledAt: lessons.cancelledAt })
    .from(lessons)
    .where(
      and(
        eq(lessons.tutorId, tutorId),
        eq(lessons.cancelledBy, tutorId),
        isNotNull(lessons.cancelledAt),
      ),
    )
    .orderBy(desc(lessons.cancelledAt), desc(lessons.id))
    .limit(limit);
