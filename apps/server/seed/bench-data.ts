/**
 * The data `npm run bench` measures against on PostgreSQL: 200 listed tutors with schedules, topics
 * and ratings, and 2,000 lessons over the past three weeks and the days to come, one tutor much
 * busier than the rest; plus students with a plan and nothing booked, who book in the mixed load
 * and all at once at one time. Used only by the bench, on a fresh database, after the demo data:
 *
 *   npx tsx apps/server/seed/bench-data.ts <output.json>
 *
 * reads the same environment as the server (DATA_DIR, DATABASE_URL, JWT_SECRET) and writes the
 * tokens the bench calls with.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import {
  addLocalDays,
  addZonedMonths,
  Gender,
  instantAt,
  localDateOf,
  PlanPeriod,
  Role,
  RoomType,
  toPiasters,
} from '@darsak/shared';
import { loadConfig, type Config } from '../src/config.js';
import { createTokens } from '../src/http/tokens.js';
import { hashPassword } from '../src/infra/passwords.js';
import { openDatabase, type Db, type Tx } from '../src/db/client.js';
import {
  availabilitySlots,
  chatRoomMembers,
  chatRooms,
  lessons,
  plans,
  ratings,
  students,
  subscriptions,
  topics,
  tutors,
  users,
  userTopics,
} from '../src/db/schema.js';
import { seedDemoData } from './demo.js';

export const BENCH_TUTORS = 200;
export const BENCH_LESSONS = 2000;
/**
 * Students the lessons are spread over, and students with nothing booked who book in the bench: 200
 * race for one time, the rest book and cancel in the mixed load, the last ones chat.
 */
const LESSON_STUDENTS = 300;
export const BENCH_BOOKERS = 400;
/** Students of the mixed load who chat with a tutor over a socket, each pair in a General room. */
export const BENCH_CHAT_PAIRS = 20;
/** The password of every bench account, for the sign-ins of the mixed load. */
export const BENCH_PASSWORD = 'bench-password-1';
/** Lessons held at the same half hour, each with its own tutor and student. */
const PARALLEL_LESSONS = 10;
const LESSONS_PER_EVENING = 8;
const FIRST_LESSON_DAY = -20;

/** A small deterministic generator, so every run measures the same data. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const maleNames = ['أحمد', 'محمد', 'محمود', 'مصطفى', 'عمر', 'يوسف', 'كريم', 'طارق', 'حسن', 'خالد'];
const femaleNames = [
  'منى',
  'سارة',
  'نور',
  'هبة',
  'ياسمين',
  'مريم',
  'دينا',
  'رانيا',
  'إيمان',
  'هدى',
];
const familyNames = [
  'السيد',
  'عبد الله',
  'حسين',
  'إبراهيم',
  'الشريف',
  'فاروق',
  'منصور',
  'كامل',
  'رشدي',
  'النجار',
];
const reviewTexts = [
  'درس ممتاز ومنظم، استفدت كثيراً من التصحيح',
  'شرح واضح وأسلوب مريح، أنصح به',
  'تحسن نطقي بعد عدة دروس، شكراً جزيلاً',
  'الدرس مفيد لكن أتمنى تمارين أكثر',
];
const BIO = 'مدرس لغة إنجليزية بخبرة طويلة في المحادثة والقواعد';
const ABOUT =
  'أدرس اللغة الإنجليزية منذ سنوات للطلاب والموظفين، وأركز على المحادثة العملية والنطق والقواعد بأسلوب بسيط، مع تمارين قصيرة بعد كل درس لمتابعة التقدم خطوة بخطوة.';

type Person = { id: number };

const insertUsers = async (tx: Tx, rows: (typeof users.$inferInsert)[]): Promise<Person[]> => {
  const made: Person[] = [];
  for (let i = 0; i < rows.length; i += 500)
    made.push(
      ...(await tx
        .insert(users)
        .values(rows.slice(i, i + 500))
        .returning({ id: users.id })),
    );
  return made;
};

const insertInBatches = async <T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
};

export type BenchPeople = {
  busyTutor: number;
  bookers: number[];
  planId: number;
  topicId: number;
  /** Tutors (not the busy one) and the last bookers, each pair with a General room. */
  chatPairs: { roomId: number; tutorId: number; studentId: number }[];
};

/** Adds the bench's tutors, students, lessons and ratings to a database seeded with the demo data. */
export const seedBenchData = async (db: Db, config: Config, now: Date): Promise<BenchPeople> => {
  const next = random(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const zone = config.timeZone;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  return db.transaction(async (tx) => {
    const topicIds = (await tx.select({ id: topics.id }).from(topics)).map((t) => t.id);
    const [existingTutors] = await tx.select({ total: count() }).from(tutors);
    const [existingLessons] = await tx.select({ total: count() }).from(lessons);

    const tutorCount = BENCH_TUTORS - (existingTutors?.total ?? 0);
    const tutorRows = await insertUsers(
      tx,
      Array.from({ length: tutorCount }, (_, i) => {
        const gender = i % 2 === 0 ? Gender.Male : Gender.Female;
        const first = pick(gender === Gender.Male ? maleNames : femaleNames);
        return {
          name: `${first} ${pick(familyNames)}`,
          email: `bench.tutor${i}@darsak.test`,
          passwordHash,
          role: Role.Tutor,
          gender,
          city: 1 + (i % 27),
          phone: `+2011${String(i).padStart(8, '0')}`,
          verifiedEmail: true,
          verifiedPhone: true,
        };
      }),
    );
    await tx.insert(tutors).values(
      tutorRows.map(({ id }, i) => ({
        userId: id,
        bio: BIO,
        about: ABOUT,
        activated: true,
        noticePeriod: [0, 15, 30, 60][i % 4]!,
      })),
    );
    await tx
      .insert(userTopics)
      .values(
        tutorRows.flatMap(({ id }, i) =>
          [...new Set([topicIds[i % topicIds.length]!, pick(topicIds), pick(topicIds)])].map(
            (topicId) => ({ userId: id, topicId }),
          ),
        ),
      );
    // Evenings on six days, starting at different hours; a third of the tutors mornings too.
    await insertInBatches(
      tutorRows.flatMap(({ id }, i) =>
        [0, 1, 2, 3, 4, 5, 6]
          .filter((weekday) => (weekday + i) % 7 !== 0)
          .flatMap((weekday) => [
            {
              tutorId: id,
              weekday,
              startMinute: (16 + (i % 5)) * 60,
              endMinute: (20 + (i % 5)) * 60,
            },
            ...(i % 3 === 0
              ? [{ tutorId: id, weekday, startMinute: 8 * 60, endMinute: 11 * 60 }]
              : []),
          ]),
      ),
      (batch) => tx.insert(availabilitySlots).values(batch),
    );

    const [plan] = await tx
      .insert(plans)
      .values({ weeklyMinutes: 230, monthPrice: toPiasters(3100), discountQuarter: 15 })
      .returning();
    const studentRows = await insertUsers(
      tx,
      Array.from({ length: LESSON_STUDENTS + BENCH_BOOKERS }, (_, i) => ({
        name: `${pick([...maleNames, ...femaleNames])} ${pick(familyNames)}`,
        email: `bench.student${i}@darsak.test`,
        passwordHash,
        role: Role.Student,
        verifiedEmail: true,
      })),
    );
    await insertInBatches(studentRows, (batch) =>
      tx.insert(students).values(batch.map(({ id }) => ({ userId: id }))),
    );
    await insertInBatches(studentRows, (batch) =>
      tx.insert(subscriptions).values(
        batch.map(({ id }) => ({
          userId: id,
          planId: plan!.id,
          period: PlanPeriod.Month,
          weeklyMinutes: plan!.weeklyMinutes,
          startsAt: new Date(now.getTime() - 24 * 3_600_000),
          endsAt: addZonedMonths(now, 1, zone),
        })),
      ),
    );

    // Lessons at half hours from 17:00 on evenings from three weeks ago to a few days ahead. At each
    // half hour the busy tutor teaches one, and nine other tutors and ten students are all distinct.
    const busyTutor = tutorRows[0]!.id;
    const others = tutorRows.slice(1);
    const learners = studentRows.slice(0, LESSON_STUDENTS);
    const today = localDateOf(now, zone);
    const toMake = Math.max(0, BENCH_LESSONS - (existingLessons?.total ?? 0));
    const lessonRows = Array.from({ length: toMake }, (_, n) => {
      const slot = Math.floor(n / PARALLEL_LESSONS);
      const seat = n % PARALLEL_LESSONS;
      const date = addLocalDays(today, FIRST_LESSON_DAY + Math.floor(slot / LESSONS_PER_EVENING));
      const startsAt = instantAt(date, 17 * 60 + (slot % LESSONS_PER_EVENING) * 30, zone);
      const tutorId = seat === 0 ? busyTutor : others[(slot * 9 + seat - 1) % others.length]!.id;
      const studentId = learners[(slot * PARALLEL_LESSONS + seat) % learners.length]!.id;
      const bookedAt = new Date(startsAt.getTime() - 2 * 24 * 3_600_000);
      return {
        tutorId,
        studentId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        duration: 30,
        price: Math.round(config.tutorHourlyRate / 2),
        createdAt: bookedAt,
        // About one in eleven cancelled, by the student or the tutor.
        ...(n % 11 === 0
          ? { cancelledAt: bookedAt, cancelledBy: n % 2 === 0 ? studentId : tutorId }
          : {}),
      };
    });
    await insertInBatches(lessonRows, (batch) => tx.insert(lessons).values(batch));

    // Half the students rate the tutors they had a lesson with; the totals follow.
    const rated = new Set<string>();
    const ratingRows = lessonRows
      .filter((l) => !l.cancelledAt && l.endsAt <= now)
      .filter((l) => {
        const pair = `${l.studentId}:${l.tutorId}`;
        if (rated.has(pair) || next() < 0.5) return false;
        rated.add(pair);
        return true;
      })
      .map((l) => ({
        raterId: l.studentId,
        tutorId: l.tutorId,
        value: pick([3, 4, 4, 5, 5, 5]),
        text: pick(reviewTexts),
        createdAt: l.endsAt,
        updatedAt: l.endsAt,
      }));
    await insertInBatches(ratingRows, (batch) => tx.insert(ratings).values(batch));
    await tx.execute(sql`update ${tutors} set rating_count = r.total, rating_sum = r.points
      from (select ${ratings.tutorId} as tutor_id, count(*)::int as total, sum(${ratings.value})::int as points
            from ${ratings} group by ${ratings.tutorId}) r
      where ${tutors.userId} = r.tutor_id`);

    const bookers = studentRows.slice(LESSON_STUDENTS).map((s) => s.id);
    const chatPairs = [];
    for (let i = 0; i < BENCH_CHAT_PAIRS; i += 1) {
      const [tutorId, studentId] = [others[i]!.id, bookers[bookers.length - 1 - i]!];
      const [room] = await tx
        .insert(chatRooms)
        .values({
          type: RoomType.General,
          pairKey: `${Math.min(tutorId, studentId)}:${Math.max(tutorId, studentId)}`,
        })
        .returning({ id: chatRooms.id });
      await tx.insert(chatRoomMembers).values([
        { roomId: room!.id, userId: tutorId },
        { roomId: room!.id, userId: studentId },
      ]);
      chatPairs.push({ roomId: room!.id, tutorId, studentId });
    }
    return {
      busyTutor,
      bookers,
      planId: plan!.id,
      topicId: topicIds[0]!,
      chatPairs,
    };
  });
};

/** Run by the bench: seeds the configured database and writes the tokens to call with. */
const main = async (output: string) => {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dir: config.databaseUrl ? undefined : `${config.dataDir}/db`,
  });
  try {
    const now = new Date();
    await seedDemoData(database.db, {
      now,
      hourlyRate: config.tutorHourlyRate,
      timeZone: config.timeZone,
    });
    const people = await seedBenchData(database.db, config, now);
    const tokens = createTokens(config.jwtSecret);
    const sign = async (id: number) => (await tokens.sign(id, 0)).value;
    const [admin] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@darsak.test'));
    writeFileSync(
      output,
      JSON.stringify({
        admin: await sign(admin!.id),
        busyTutor: { id: people.busyTutor, token: await sign(people.busyTutor) },
        bookers: await Promise.all(people.bookers.map(sign)),
        planId: people.planId,
        // The bookers' emails in the same order, for sign-ins.
        bookerEmails: people.bookers.map(
          (_, i) => `bench.student${LESSON_STUDENTS + i}@darsak.test`,
        ),
        password: BENCH_PASSWORD,
        topicId: people.topicId,
        chatPairs: await Promise.all(
          people.chatPairs.map(async (p) => ({
            roomId: p.roomId,
            tutor: { id: p.tutorId, token: await sign(p.tutorId) },
            student: { id: p.studentId, token: await sign(p.studentId) },
          })),
        ),
      }),
    );
  } finally {
    await database.close();
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const output = process.argv[2];
  if (!output) throw new Error('Usage: bench-data.ts <output.json>');
  await main(output);
}
