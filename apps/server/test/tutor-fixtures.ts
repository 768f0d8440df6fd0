/** Tutors, schedules and lessons written straight to a test database, for the tutor and rating tests. */
import { eq } from 'drizzle-orm';
import { CacheGroup, DEFAULT_TIME_ZONE, LessonOutcome, localParts, Role } from '@darsak/shared';
import { availabilitySlots, lessons, topics, tutors, users, userTopics } from '../src/db/schema.js';
import type { Harness } from './harness.js';

export const ARABIC_BIO = 'مدرسة لغة إنجليزية بخبرة طويلة في تعليم المحادثة';
export const ARABIC_ABOUT =
  'تخرجت في كلية الألسن وعملت في تدريس اللغة الإنجليزية للكبار سنوات طويلة، وأركز في دروسي على المحادثة العملية وبناء الثقة في الكلام مع تصحيح النطق خطوة بخطوة.';

/**
 * A quota week that began yesterday at midnight in Cairo, so every test runs with five or more
 * days of the week ahead and free times never run out at the week's end.
 */
export const weekStartedYesterday = (): Record<string, string> => ({
  QUOTA_WEEK_START_DAY: String((localParts(new Date(), DEFAULT_TIME_ZONE).weekday + 6) % 7),
  QUOTA_WEEK_START_HOUR: '0',
});

let sequence = 0;

export const createTopicRow = async (h: Harness, nameEn?: string) => {
  const n = (sequence += 1);
  const [row] = await h.ctx.db
    .insert(topics)
    .values({ nameAr: `موضوع ${n}`, nameEn: nameEn ?? `Topic ${n}` })
    .returning();
  return row!;
};

export type TutorOptions = {
  name?: string;
  verifiedEmail?: boolean;
  verifiedPhone?: boolean;
  activated?: boolean;
  bypassOnboarding?: boolean;
  bio?: string | null;
  about?: string | null;
  topicIds?: number[];
  gender?: 1 | 2;
  noticePeriod?: number;
  /** Free every minute of every day (the default); false leaves the schedule empty. */
  allDay?: boolean;
  rating?: { count: number; sum: number };
};

/** A tutor students can find, unless the options take something away. */
export const createTutor = async (h: Harness, options: TutorOptions = {}) => {
  // Taken before any await: tutors are created concurrently and each needs a phone of its own.
  const phone = `+2010${String((sequence += 1)).padStart(8, '0')}`;
  const topicIds = options.topicIds ?? [(await createTopicRow(h)).id];
  const session = await h.account({
    role: Role.Tutor,
    name: options.name ?? 'منى السيد',
    verifiedEmail: options.verifiedEmail ?? true,
  });
  const id = session.user.id;
  await h.ctx.db
    .update(users)
    .set({
      phone,
      verifiedPhone: options.verifiedPhone ?? true,
      gender: options.gender ?? null,
    })
    .where(eq(users.id, id));
  await h.ctx.db
    .update(tutors)
    .set({
      bio: options.bio === undefined ? ARABIC_BIO : options.bio,
      about: options.about === undefined ? ARABIC_ABOUT : options.about,
      activated: options.activated ?? true,
      bypassOnboarding: options.bypassOnboarding ?? false,
      noticePeriod: options.noticePeriod ?? 0,
      ratingCount: options.rating?.count ?? 0,
      ratingSum: options.rating?.sum ?? 0,
    })
    .where(eq(tutors.userId, id));
  if (topicIds.length > 0)
    await h.ctx.db.insert(userTopics).values(topicIds.map((topicId) => ({ userId: id, topicId })));
  if (options.allDay ?? true)
    await h.ctx.db.insert(availabilitySlots).values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        tutorId: id,
        weekday,
        startMinute: 0,
        endMinute: 1440,
      })),
    );
  // Written straight to the tables: the cached list of tutors must hear of it.
  h.ctx.cache.invalidate(CacheGroup.TutorsCache);
  return { id, token: session.token.value };
};

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/**
 * A lesson as the booking would have written it; one ended and not cancelled is held (as its
 * outcome job says when both were present), unless an outcome is given.
 */
export const insertLesson = async (
  h: Harness,
  lesson: {
    tutorId: number;
    studentId: number;
    startsAt: Date;
    duration?: 15 | 30;
    price?: number;
    cancelledBy?: number;
    outcome?: LessonOutcome | null;
  },
) => {
  const duration = lesson.duration ?? 30;
  const endsAt = new Date(lesson.startsAt.getTime() + duration * MINUTE);
  const [row] = await h.ctx.db
    .insert(lessons)
    .values({
      tutorId: lesson.tutorId,
      studentId: lesson.studentId,
      startsAt: lesson.startsAt,
      endsAt,
      duration,
      price: lesson.price ?? 7500,
      ...(lesson.cancelledBy !== undefined
        ? { cancelledBy: lesson.cancelledBy, cancelledAt: new Date() }
        : {}),
      outcome:
        lesson.outcome !== undefined
          ? lesson.outcome
          : lesson.cancelledBy === undefined && endsAt <= new Date()
            ? LessonOutcome.Held
            : null,
    })
    .returning();
  h.ctx.cache.invalidate(CacheGroup.TutorsCache);
  return row!;
};

/** A quarter hour some hours before or after now. */
export const quarterHour = (fromNowMs: number): Date => {
  const step = 15 * MINUTE;
  return new Date(Math.floor((Date.now() + fromNowMs) / step) * step);
};
