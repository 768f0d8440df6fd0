/** All SQL of tutor onboarding: intro videos, interviews and demo sessions, photo sessions. */
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import { Role } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import { interviews, introVideos, tutorOnboarding, tutors, users } from '../../db/schema.js';
import { onPage, type PageRequest } from '../../db/sql-helpers.js';

export type IntroVideoRow = typeof introVideos.$inferSelect;
export type InterviewRow = typeof interviews.$inferSelect;
export type OnboardingRow = typeof tutorOnboarding.$inferSelect;
export type MemberRow = { id: number; name: string; image: string | null; gender: number | null };

/** A person as the onboarding screens show them, with the gender for wording that agrees. */
const member = (table: typeof users) => ({
  id: table.id,
  name: table.name,
  image: table.image,
  gender: table.gender,
});

// ---- intro videos

export const insertIntroVideo = async (
  db: Executor,
  values: typeof introVideos.$inferInsert,
): Promise<IntroVideoRow> => (await db.insert(introVideos).values(values).returning())[0]!;

export const findIntroVideo = async (db: Executor, id: number, lock = false) => {
  const query = db.select().from(introVideos).where(eq(introVideos.id, id));
  return (await (lock ? query.for('update') : query))[0];
};

/** The tutor's latest intro video, whatever its status. */
export const latestIntroVideo = async (db: Executor, tutorId: number) =>
  (
    await db
      .select()
      .from(introVideos)
      .where(eq(introVideos.tutorId, tutorId))
      .orderBy(desc(introVideos.createdAt), desc(introVideos.id))
      .limit(1)
  )[0];

export const updateIntroVideo = async (
  db: Executor,
  id: number,
  values: Partial<typeof introVideos.$inferInsert>,
): Promise<IntroVideoRow> =>
  (await db.update(introVideos).set(values).where(eq(introVideos.id, id)).returning())[0]!;

export const listIntroVideos = async (
  db: Executor,
  filter: { tutorId?: number; status?: number },
  page: PageRequest,
): Promise<{ rows: { video: IntroVideoRow; tutor: MemberRow }[]; total: number }> => {
  const where = and(
    filter.tutorId === undefined ? undefined : eq(introVideos.tutorId, filter.tutorId),
    filter.status === undefined ? undefined : eq(introVideos.status, filter.status),
  );
  const rows = await onPage(
    db
      .select({ video: introVideos, tutor: member(users) })
      .from(introVideos)
      .innerJoin(users, eq(users.id, introVideos.tutorId))
      .where(where)
      .orderBy(desc(introVideos.createdAt), desc(introVideos.id))
      .$dynamic(),
    page,
  );
  const [total] = await db.select({ n: count() }).from(introVideos).where(where);
  return { rows, total: total?.n ?? 0 };
};

// ---- interviews and demo sessions

const managers = aliasedTable(users, 'managers');
const sessionColumns = { session: interviews, tutor: member(users), manager: member(managers) };
export type SessionWithMembers = { session: InterviewRow; tutor: MemberRow; manager: MemberRow };

const withMembers = (db: Executor) =>
  db
    .select(sessionColumns)
    .from(interviews)
    .innerJoin(users, eq(users.id, interviews.tutorId))
    .innerJoin(managers, eq(managers.id, interviews.managerId));

export const findSession = async (
  db: Executor,
  kind: number,
  id: number,
): Promise<SessionWithMembers | undefined> =>
  (await withMembers(db).where(and(eq(interviews.id, id), eq(interviews.kind, kind))))[0];

export const findSessionRow = async (db: Executor, kind: number, id: number) =>
  (
    await db
      .select()
      .from(interviews)
      .where(and(eq(interviews.id, id), eq(interviews.kind, kind)))
  )[0];

/** Interviews or demo sessions (`kind`) by id, for the rooms of a chat list. */
export const sessionRows = async (db: Executor, kind: number, ids: number[]) =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(interviews)
        .where(and(inArray(interviews.id, ids), eq(interviews.kind, kind)));

export const lockSession = async (db: Executor, kind: number, id: number) =>
  (
    await db
      .select()
      .from(interviews)
      .where(and(eq(interviews.id, id), eq(interviews.kind, kind)))
      .for('update')
  )[0];

export const insertSession = async (
  db: Executor,
  values: typeof interviews.$inferInsert,
): Promise<InterviewRow> => (await db.insert(interviews).values(values).returning())[0]!;

export const updateSession = async (
  db: Executor,
  id: number,
  values: Partial<typeof interviews.$inferInsert>,
): Promise<InterviewRow> =>
  (
    await db
      .update(interviews)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(interviews.id, id))
      .returning()
  )[0]!;

/** A candidate's sessions of a kind, the latest booked first. */
export const sessionsOfTutor = (db: Executor, tutorId: number, kind: number) =>
  db
    .select()
    .from(interviews)
    .where(and(eq(interviews.tutorId, tutorId), eq(interviews.kind, kind)))
    .orderBy(desc(interviews.id));

/** The latest session of a kind with its members, or undefined. */
export const latestSession = async (db: Executor, tutorId: number, kind: number) =>
  (
    await withMembers(db)
      .where(and(eq(interviews.tutorId, tutorId), eq(interviews.kind, kind)))
      .orderBy(desc(interviews.id))
      .limit(1)
  )[0];

export type SessionFilter = {
  kind: number;
  tutorId?: number;
  managerId?: number;
  status?: number;
  when?: 'future' | 'past';
  now: Date;
};

export const listSessions = async (
  db: Executor,
  filter: SessionFilter,
  page: PageRequest,
): Promise<{ rows: SessionWithMembers[]; total: number }> => {
  const conditions: (SQL | undefined)[] = [
    eq(interviews.kind, filter.kind),
    filter.tutorId === undefined ? undefined : eq(interviews.tutorId, filter.tutorId),
    filter.managerId === undefined ? undefined : eq(interviews.managerId, filter.managerId),
    filter.status === undefined ? undefined : eq(interviews.status, filter.status),
    filter.when === 'future' ? gt(interviews.endsAt, filter.now) : undefined,
    filter.when === 'past' ? lt(interviews.endsAt, filter.now) : undefined,
  ];
  const where = and(...conditions);
  const order =
    filter.when === 'future'
      ? [asc(interviews.startsAt), asc(interviews.id)]
      : [desc(interviews.startsAt), desc(interviews.id)];
  const rows = await onPage(
    withMembers(db)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    page,
  );
  const [total] = await db.select({ n: count() }).from(interviews).where(where);
  return { rows, total: total?.n ?? 0 };
};

/** Sessions (not cancelled) of these managers overlapping a range, to take out of their free time. */
export const heldSessionsOfManagers = (db: Executor, managerIds: number[], from: Date, to: Date) =>
  managerIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          managerId: interviews.managerId,
          startsAt: interviews.startsAt,
          endsAt: interviews.endsAt,
        })
        .from(interviews)
        .where(
          and(
            inArray(interviews.managerId, managerIds),
            inArray(interviews.status, [1, 2, 3]),
            lt(interviews.startsAt, to),
            gt(interviews.endsAt, from),
          ),
        );

// ---- people

/** Tutor managers whose accounts are active. */
export const activeManagers = (db: Executor): Promise<MemberRow[]> =>
  db
    .select(member(users))
    .from(users)
    .where(and(eq(users.role, Role.TutorManager), isNull(users.deactivatedAt)))
    .orderBy(asc(users.name), asc(users.id));

export const studios = (db: Executor): Promise<MemberRow[]> =>
  db
    .select(member(users))
    .from(users)
    .where(and(eq(users.role, Role.Studio), isNull(users.deactivatedAt)))
    .orderBy(asc(users.name), asc(users.id));

export const findMember = async (db: Executor, id: number) =>
  (
    await db
      .select({ ...member(users), role: users.role, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, id))
  )[0];

/**
 * Holds the manager's sessions for this transaction: a concurrent booking with the same manager
 * waits here until this one ends, then meets its session at the exclusion constraint. Two
 * transactions inserting overlapping sessions at once each wait for the other inside the
 * constraint's check, which PostgreSQL ends by failing one with a deadlock (seen in CI as a 500).
 * One bigint key, apart from every other advisory lock, which takes two integers (decision 055).
 */
export const lockManagerSessions = async (db: Executor, managerId: number): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(${managerId}::bigint)`);
};

// ---- the tutor's own onboarding record

export const findOnboarding = async (db: Executor, tutorId: number) =>
  (await db.select().from(tutorOnboarding).where(eq(tutorOnboarding.tutorId, tutorId)))[0];

/** Locks (creating when missing) the tutor's onboarding record, so step changes run one at a time. */
export const lockOnboarding = async (db: Executor, tutorId: number): Promise<OnboardingRow> => {
  await db.insert(tutorOnboarding).values({ tutorId }).onConflictDoNothing();
  return (
    await db
      .select()
      .from(tutorOnboarding)
      .where(eq(tutorOnboarding.tutorId, tutorId))
      .for('update')
  )[0]!;
};

export const updateOnboarding = async (
  db: Executor,
  tutorId: number,
  values: Partial<typeof tutorOnboarding.$inferInsert>,
): Promise<void> => {
  await db
    .update(tutorOnboarding)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tutorOnboarding.tutorId, tutorId));
};

export const tutorRow = async (db: Executor, tutorId: number) =>
  (await db.select().from(tutors).where(eq(tutors.userId, tutorId)))[0];

/** Writes what onboarding decides of the tutor record: media from the studio, activation. */
export const updateTutorRecord = async (
  db: Executor,
  tutorId: number,
  values: Partial<Pick<typeof tutors.$inferInsert, 'video' | 'thumbnail' | 'activated'>>,
): Promise<void> => {
  await db.update(tutors).set(values).where(eq(tutors.userId, tutorId));
};

export const setUserImage = async (db: Executor, userId: number, image: string): Promise<void> => {
  await db.update(users).set({ image, updatedAt: new Date() }).where(eq(users.id, userId));
};

const demoPassed = sql<Date | null>`(select max(${interviews.decidedAt}) from ${interviews} where ${interviews.tutorId} = ${users.id} and ${interviews.kind} = 4 and ${interviews.status} = 2)`;

export type StudioTutorRow = {
  tutor: MemberRow;
  email: string;
  phone: string | null;
  bio: string | null;
  video: string | null;
  thumbnail: string | null;
  onboarding: OnboardingRow | null;
  demoPassedAt: Date | null;
};

const studioColumns = {
  tutor: member(users),
  email: users.email,
  phone: users.phone,
  bio: tutors.bio,
  video: tutors.video,
  thumbnail: tutors.thumbnail,
  onboarding: tutorOnboarding,
  demoPassedAt: demoPassed,
};

/** Tutors whose demo session passed (admins also see any one tutor), with their photo session. */
export const studioTutors = async (
  db: Executor,
  filter: { done?: boolean; tutorId?: number; studioId?: number },
  page: PageRequest,
): Promise<{ rows: StudioTutorRow[]; total: number }> => {
  const where = and(
    eq(users.role, Role.Tutor),
    filter.tutorId === undefined ? sql`${demoPassed} is not null` : eq(users.id, filter.tutorId),
    filter.done === undefined
      ? undefined
      : filter.done
        ? sql`${tutorOnboarding.photoDoneAt} is not null`
        : sql`${tutorOnboarding.photoDoneAt} is null`,
    filter.studioId === undefined
      ? undefined
      : sql`(${tutorOnboarding.studioId} is null or ${tutorOnboarding.studioId} = ${filter.studioId})`,
  );
  const base = () =>
    db
      .select(studioColumns)
      .from(users)
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .leftJoin(tutorOnboarding, eq(tutorOnboarding.tutorId, users.id));
  const rows = await onPage(
    base()
      .where(where)
      .orderBy(sql`${tutorOnboarding.photoScheduledAt} asc nulls last`, asc(users.id))
      .$dynamic(),
    page,
  );
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(tutors, eq(tutors.userId, users.id))
    .leftJoin(tutorOnboarding, eq(tutorOnboarding.tutorId, users.id))
    .where(where);
  return {
    rows: rows.map((row) => ({
      ...row,
      demoPassedAt: row.demoPassedAt ? new Date(row.demoPassedAt) : null,
    })),
    total: total?.n ?? 0,
  };
};
