/**
 * The marketplace part of the demo data: plans, a subscription for every demo student, weekly
 * schedules for the demo tutors, and past lessons with reviews so tutor cards show ratings; both
 * members of each held lesson joined its call at the start and left at the end (its attendance).
 */
import {
  addLocalDays,
  addZonedMonths,
  DEFAULT_TIME_ZONE,
  lessonPrice,
  LessonOutcome,
  localDateOf,
  PlanPeriod,
  RoomType,
  SessionMemberEvent,
  toPiasters,
  zonedInstant,
} from '@darsak/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../src/db/client.js';
import {
  availabilitySlots,
  chatRoomMembers,
  chatRooms,
  lessons,
  plans,
  ratings,
  sessionEvents,
  subscriptions,
  tutors,
} from '../src/db/schema.js';

const hour = (h: number, m = 0) => h * 60 + m;
const everyDay = [0, 1, 2, 3, 4, 5, 6];
const sundayToThursday = [0, 1, 2, 3, 4];
const FRIDAY = 5;
const SATURDAY = 6;

type Range = [start: number, end: number];
type Week = { days: number[]; ranges: Range[] }[];

/**
 * Weekly schedules in Cairo time, in the order of the demo tutors. Between them some tutor is free
 * at almost any moment of a quota week, including Friday night and early Saturday when it ends.
 */
const schedules: { week: Week; noticePeriod?: number }[] = [
  // Evenings after work, Saturday morning and evening; Friday off.
  {
    week: [
      { days: sundayToThursday, ranges: [[hour(18), hour(22)]] },
      {
        days: [SATURDAY],
        ranges: [
          [hour(10), hour(13)],
          [hour(18), hour(21)],
        ],
      },
    ],
  },
  // Every evening, and Friday and Saturday afternoons for exam crammers.
  {
    week: [
      { days: everyDay, ranges: [[hour(19), hour(23)]] },
      { days: [FRIDAY], ranges: [[hour(14), hour(17)]] },
      { days: [SATURDAY], ranges: [[hour(12), hour(15)]] },
    ],
  },
  // Early mornings and late evenings on working days, Saturday late morning; Friday off.
  {
    week: [
      {
        days: sundayToThursday,
        ranges: [
          [hour(7), hour(9)],
          [hour(20), hour(22)],
        ],
      },
      { days: [SATURDAY], ranges: [[hour(11), hour(14)]] },
    ],
  },
  // Before work and after it, every day: the early bird students book before the office.
  {
    week: [
      {
        days: everyDay,
        ranges: [
          [hour(5), hour(8)],
          [hour(16), hour(20)],
        ],
      },
    ],
    noticePeriod: 15,
  },
  // Children's lessons at the weekend and two weekday afternoons.
  {
    week: [
      { days: [FRIDAY, SATURDAY], ranges: [[hour(10), hour(17)]] },
      { days: [1, 3], ranges: [[hour(17), hour(20)]] },
    ],
  },
  // After hospital shifts: late nights, every day.
  {
    week: [
      {
        days: everyDay,
        ranges: [
          [hour(0), hour(2)],
          [hour(21), hour(24)],
        ],
      },
    ],
    noticePeriod: 60,
  },
];

/**
 * Demo plans (docs/product/plans-and-payments.md#plan-fields): weekly minutes with a monthly price
 * in EGP, cheaper for longer.
 */
const demoPlans = [
  { weeklyMinutes: 60, monthPrice: toPiasters(900), discountQuarter: 10, discountYear: 20 },
  { weeklyMinutes: 120, monthPrice: toPiasters(1700), discountQuarter: 10, discountYear: 20 },
  { weeklyMinutes: 230, monthPrice: toPiasters(3100), discountQuarter: 15, discountYear: 25 },
];

type PastLesson = {
  student: number;
  tutor: number;
  daysAgo: number;
  at: [hour: number, minute: number];
  duration: 15 | 30;
  /** Set when the student cancelled it. */
  cancelled?: true;
  review?: { value: number; text: string };
};

/** All at least eight days ago: before the current quota week, so this week's quota stays whole. */
const pastLessons: PastLesson[] = [
  {
    student: 0,
    tutor: 0,
    daysAgo: 10,
    at: [19, 0],
    duration: 30,
    review: {
      value: 5,
      text: 'أستاذة رائعة، خلتني أتكلم من أول دقيقة ونسيت إني متوتر. الدرس عدى بسرعة جداً.',
    },
  },
  {
    student: 0,
    tutor: 2,
    daysAgo: 17,
    at: [20, 0],
    duration: 30,
    review: {
      value: 5,
      text: 'تدربنا على مقابلة عمل حقيقية وأعطتني ملاحظات مفيدة جداً عن إجاباتي.',
    },
  },
  {
    student: 0,
    tutor: 3,
    daysAgo: 24,
    at: [17, 0],
    duration: 30,
    review: { value: 4, text: 'شرح القواعد بسيط وواضح، كنت أتمنى وقتاً أطول للمحادثة.' },
  },
  {
    student: 1,
    tutor: 1,
    daysAgo: 9,
    at: [20, 0],
    duration: 30,
    review: {
      value: 5,
      text: 'أفضل مدرب للتحضير لامتحان IELTS، صحح لي مقالين بالتفصيل وشرح لي طريقة التقييم.',
    },
  },
  { student: 1, tutor: 1, daysAgo: 16, at: [21, 0], duration: 30 },
  {
    student: 1,
    tutor: 0,
    daysAgo: 23,
    at: [18, 30],
    duration: 30,
    review: { value: 4, text: 'درس لطيف ومنظم، والأستاذة صبورة جداً مع أخطائي في النطق.' },
  },
  {
    student: 2,
    tutor: 2,
    daysAgo: 11,
    at: [21, 0],
    duration: 30,
    review: {
      value: 5,
      text: 'تعلمت كيف أكتب بريداً إلكترونياً رسمياً لمديري، درس عملي جداً.',
    },
  },
  {
    student: 2,
    tutor: 0,
    daysAgo: 18,
    at: [19, 30],
    duration: 30,
    review: { value: 5, text: 'من أحسن الدروس اللي أخدتها، أسلوبها مشجع جداً للمبتدئين.' },
  },
  {
    student: 2,
    tutor: 5,
    daysAgo: 12,
    at: [22, 0],
    duration: 30,
    review: { value: 4, text: 'مفيد جداً في المصطلحات الطبية، والشرح منظم.' },
  },
  { student: 2, tutor: 1, daysAgo: 15, at: [19, 0], duration: 30, cancelled: true },
  {
    student: 3,
    tutor: 3,
    daysAgo: 13,
    at: [6, 0],
    duration: 30,
    review: {
      value: 5,
      text: 'درس الصبح بدري قبل الجامعة كان فكرة ممتازة، والنطق تحسن كثيراً.',
    },
  },
  {
    student: 3,
    tutor: 1,
    daysAgo: 19,
    at: [21, 0],
    duration: 30,
    review: { value: 3, text: 'المحتوى جيد لكن الدرس كان سريعاً بالنسبة لي.' },
  },
  {
    student: 3,
    tutor: 5,
    daysAgo: 26,
    at: [23, 0],
    duration: 15,
    review: { value: 5, text: 'درس قصير لكنه مركز ومفيد، أنصح به.' },
  },
];

export type SeedPeople = { tutorIds: number[]; studentIds: number[] };

export const seedMarketplace = async (
  tx: Tx,
  people: SeedPeople,
  options: { now: Date; hourlyRate: number; timeZone?: string },
): Promise<void> => {
  const { now, hourlyRate } = options;
  const zone = options.timeZone ?? DEFAULT_TIME_ZONE;

  const planRows = await tx.insert(plans).values(demoPlans).returning();
  const monthly = planRows.find((p) => p.weeklyMinutes === 120)!;
  await tx.insert(subscriptions).values(
    people.studentIds.map((userId) => ({
      userId,
      planId: monthly.id,
      period: PlanPeriod.Month,
      weeklyMinutes: monthly.weeklyMinutes,
      startsAt: now,
      endsAt: addZonedMonths(now, 1, zone),
    })),
  );

  for (const [index, schedule] of schedules.entries()) {
    const tutorId = people.tutorIds[index];
    if (tutorId === undefined) continue;
    await tx.insert(availabilitySlots).values(
      schedule.week.flatMap(({ days, ranges }) =>
        days.flatMap((weekday) =>
          ranges.map(([startMinute, endMinute]) => ({
            tutorId,
            weekday,
            startMinute,
            endMinute,
          })),
        ),
      ),
    );
    if (schedule.noticePeriod !== undefined)
      await tx
        .update(tutors)
        .set({ noticePeriod: schedule.noticePeriod })
        .where(eq(tutors.userId, tutorId));
  }

  const today = localDateOf(now, zone);
  for (const lesson of pastLessons) {
    const tutorId = people.tutorIds[lesson.tutor]!;
    const studentId = people.studentIds[lesson.student]!;
    const startsAt = zonedInstant(
      { ...addLocalDays(today, -lesson.daysAgo), hour: lesson.at[0], minute: lesson.at[1] },
      zone,
    );
    const endsAt = new Date(startsAt.getTime() + lesson.duration * 60_000);
    const bookedAt = new Date(startsAt.getTime() - 2 * 24 * 60 * 60_000);
    const [held] = await tx
      .insert(lessons)
      .values({
        tutorId,
        studentId,
        startsAt,
        endsAt,
        duration: lesson.duration,
        price: lessonPrice(hourlyRate, lesson.duration),
        createdAt: bookedAt,
        updatedAt: lesson.cancelled ? new Date(bookedAt.getTime() + 3_600_000) : bookedAt,
        ...(lesson.cancelled
          ? { cancelledAt: new Date(bookedAt.getTime() + 3_600_000), cancelledBy: studentId }
          : // Both joined its call (below): held.
            { outcome: LessonOutcome.Held }),
      })
      .returning({ id: lessons.id });
    if (!lesson.cancelled) {
      const [room] = await tx
        .insert(chatRooms)
        .values({ type: RoomType.Lesson, refId: held!.id, createdAt: bookedAt })
        .returning({ id: chatRooms.id });
      await tx
        .insert(chatRoomMembers)
        .values(
          [tutorId, studentId].map((userId) => ({ roomId: room!.id, userId, createdAt: bookedAt })),
        );
      await tx.insert(sessionEvents).values(
        [tutorId, studentId].flatMap((userId) => [
          { roomId: room!.id, userId, event: SessionMemberEvent.UserJoined, at: startsAt },
          { roomId: room!.id, userId, event: SessionMemberEvent.UserLeft, at: endsAt },
        ]),
      );
    }
    if (!lesson.review) continue;
    const reviewedAt = new Date(endsAt.getTime() + 3_600_000);
    await tx.insert(ratings).values({
      raterId: studentId,
      tutorId,
      value: lesson.review.value,
      text: lesson.review.text,
      createdAt: reviewedAt,
      updatedAt: reviewedAt,
    });
    await tx
      .update(tutors)
      .set({
        ratingCount: sql`${tutors.ratingCount} + 1`,
        ratingSum: sql`${tutors.ratingSum} + ${lesson.review.value}`,
      })
      .where(eq(tutors.userId, tutorId));
  }
};
