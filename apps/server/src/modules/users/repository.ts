/** All SQL about users, students and tutors. */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { normalisePhone, toAsciiDigits, type Role } from '@darsak/shared';
import { builtOnce } from '../../db/built-once.js';
import type { Executor } from '../../db/client.js';
import { onPage, type PageRequest } from '../../db/sql-helpers.js';
import { students, topics, tutors, users, userTopics } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type StudentRow = typeof students.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;

export const findUserRole = async (db: Executor, id: number): Promise<Role | null> => {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row ? (row.role as Role) : null;
};

/** What deciding whether a token still holds needs to know of its user. */
export const findTokenHolder = async (db: Executor, id: number) => {
  const [row] = await db
    .select({
      role: users.role,
      tokenVersion: users.tokenVersion,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ? { ...row, role: row.role as Role } : undefined;
};

/** Ends every token issued so far; answers the new version, or undefined for no such user. */
export const bumpTokenVersion = async (db: Executor, id: number): Promise<number | undefined> => {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion;
};

export const findUserById = async (db: Executor, id: number): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
};

/** A topic as a user's record shows it. */
export type UserTopic = Pick<TopicRow, 'id' | 'nameAr' | 'nameEn'>;

/**
 * A user's row with their learning profile and topics (in the order chosen), in one statement: the
 * record every app load and every signed-in page asks for, which three round trips made the
 * costliest of the cheap signed-in reads (decision 037).
 */
const userWithProfile = builtOnce('user_with_profile', (db) =>
  db
    .select({
      user: users,
      student: students,
      topics: sql<UserTopic[]>`coalesce((
        select json_agg(json_build_object('id', ${topics.id}, 'nameAr', ${topics.nameAr},
                                          'nameEn', ${topics.nameEn})
                        order by ${userTopics.createdAt}, ${topics.id})
          from ${userTopics} join ${topics} on ${topics.id} = ${userTopics.topicId}
         where ${userTopics.userId} = ${users.id}), '[]'::json)`,
    })
    .from(users)
    .leftJoin(students, eq(students.userId, users.id))
    .where(eq(users.id, sql.placeholder('id'))),
);

export const findUserWithProfile = async (
  db: Executor,
  id: number,
): Promise<{ row: UserRow; student: StudentRow | undefined; topics: UserTopic[] } | undefined> => {
  const [found] = await userWithProfile(db, { id });
  if (!found) return undefined;
  return { row: found.user, student: found.student ?? undefined, topics: found.topics };
};

export const findUserByEmail = async (
  db: Executor,
  email: string,
): Promise<UserRow | undefined> => {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
};

export const findUserByGoogleSubject = async (db: Executor, subject: string) => {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
  return row;
};

export const insertUser = async (db: Executor, values: NewUser): Promise<UserRow> => {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
};

/**
 * Updates the user; undefined when there is none. With `onlyAt`, only while their email or phone is
 * still that address: what a code sent to an address proves holds for that address, not for one
 * the account changed to meanwhile.
 */
export const updateUserRow = async (
  db: Executor,
  id: number,
  values: Partial<NewUser>,
  onlyAt?: { email: string } | { phone: string },
): Promise<UserRow | undefined> => {
  const still =
    onlyAt === undefined
      ? undefined
      : 'email' in onlyAt
        ? eq(users.email, onlyAt.email)
        : eq(users.phone, onlyAt.phone);
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, id), still))
    .returning();
  return row;
};

/** Records a user's online state; answers their role, or null when the user no longer exists. */
export const setPresence = async (
  db: Executor,
  id: number,
  online: boolean,
  at: Date,
): Promise<Role | null> => {
  const [row] = await db
    .update(users)
    .set({ online, lastSeenAt: at })
    .where(eq(users.id, id))
    .returning({ role: users.role });
  return row ? (row.role as Role) : null;
};

/** Marks everyone still recorded online as gone since `at`. */
export const clearPresence = async (db: Executor, at: Date): Promise<void> => {
  await db.update(users).set({ online: false, lastSeenAt: at }).where(eq(users.online, true));
};

/** Which of these users are online now. */
export const onlineAmong = async (db: Executor, ids: number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.online, true)));
  return new Set(rows.map((row) => row.id));
};

/** `role`: users of any of these roles (a tutor manager teaches too, so the lessons filter asks two). */
export type UserFilter = { role?: readonly Role[]; verified?: boolean; q?: string };

/** Users whose name, email or phone contains the text (the admin search box). */
export const userSearchCondition = (q: string): SQL => {
  const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // The back office shows numbers in the page's digits (decision 008): a part typed as it reads
  // there («٠١٠٩٩») is the same part in Western digits, which emails and phones are kept in.
  const digits = like(toAsciiDigits(q));
  // Phones are stored as +20...; an admin typing the local form (010...) still finds the user.
  const phone = normalisePhone(q);
  return or(
    ilike(users.name, like(q)),
    ilike(users.email, digits),
    ilike(users.phone, digits),
    ...(phone ? [eq(users.phone, phone)] : []),
  )!;
};

const filterConditions = (filter: UserFilter): SQL | undefined => {
  const conditions: SQL[] = [];
  if (filter.role?.length === 1) conditions.push(eq(users.role, filter.role[0]!));
  else if (filter.role) conditions.push(inArray(users.role, [...filter.role]));
  if (filter.verified !== undefined) conditions.push(eq(users.verifiedEmail, filter.verified));
  if (filter.q) conditions.push(userSearchCondition(filter.q));
  return conditions.length > 0 ? and(...conditions) : undefined;
};

export const listUsers = async (
  db: Executor,
  filter: UserFilter,
  page: PageRequest,
): Promise<{ rows: UserRow[]; total: number }> => {
  const where = filterConditions(filter);
  const [rows, [totals]] = await Promise.all([
    onPage(
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .$dynamic(),
      page,
    ),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const upsertStudent = async (
  db: Executor,
  userId: number,
  values: { englishLevel?: number | null; goal?: string | null; tourDoneAt?: Date | null },
): Promise<void> => {
  const insert = db.insert(students).values({ userId, ...values });
  await (Object.keys(values).length > 0
    ? insert.onConflictDoUpdate({ target: students.userId, set: values })
    : insert.onConflictDoNothing());
};

export const insertTutor = async (db: Executor, userId: number): Promise<void> => {
  await db.insert(tutors).values({ userId }).onConflictDoNothing();
};

export const listTopicsOfUser = async (db: Executor, userId: number): Promise<TopicRow[]> =>
  db
    .select({
      id: topics.id,
      nameAr: topics.nameAr,
      nameEn: topics.nameEn,
      createdAt: topics.createdAt,
    })
    .from(userTopics)
    .innerJoin(topics, eq(topics.id, userTopics.topicId))
    .where(eq(userTopics.userId, userId))
    .orderBy(asc(userTopics.createdAt), asc(topics.id));
