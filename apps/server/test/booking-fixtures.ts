/** Listed tutors, students and lesson times for the availability, plans and lessons tests. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  LessonOutcome,
  addLocalDays,
  api,
  DEFAULT_TIME_ZONE,
  instantAt,
  localDateOf,
  localParts,
  quotaWeek,
  Role,
  type Lesson,
} from '@darsak/shared';
import { availabilitySlots, lessons, topics, tutors, users, userTopics } from '../src/db/schema.js';
import type { Harness } from './harness.js';

const QUARTER_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;

/**
 * A quota week that began yesterday at local midnight, so a test always has five days or more of
 * the week ahead, whatever the day it runs on.
 */
export const weekFromYesterday = (): Record<string, string> => ({
  QUOTA_WEEK_START_DAY: String((localParts(new Date(), DEFAULT_TIME_ZONE).weekday + 6) % 7),
  QUOTA_WEEK_START_HOUR: '0',
});

/** The quota week the server uses now. */
export const currentQuotaWeek = (h: Harness) =>
  quotaWeek(new Date(), h.config.quotaWeekStart, h.config.timeZone);

/** A quarter hour at least `hours` from now. */
export const startIn = (hours: number): Date =>
  new Date(Math.ceil((Date.now() + hours * HOUR_MS) / QUARTER_MS) * QUARTER_MS);

let sequence = 0;

export type TutorSetup = {
  noticePeriod?: number;
  hourlyRate?: number | null;
  /** Weekly slots; by default free all day every day. */
  slots?: { weekday: number; startMinute: number; endMinute: number }[];
  listed?: boolean;
  notificationMethod?: number;
  /** A tutor manager who teaches is listed the same way; a tutor by default. */
  role?: Role;
};

/** A tutor students can find and book (unless `listed` is false), with a schedule. */
export const listedTutor = async (h: Harness, setup: TutorSetup = {}) => {
  const n = (sequence += 1);
  const session = await h.account({ role: setup.role ?? Role.Tutor, name: 'منى السيد' });
  const id = session.user.id;
  const [topic] = await h.ctx.db
    .insert(topics)
    .values({ nameAr: `موضوع حجز ${n}`, nameEn: `Booking topic ${n}` })
    .returning();
  await h.ctx.db.insert(userTopics).values({ userId: id, topicId: topic!.id });
  await h.ctx.db
    .update(users)
    .set({
      phone: `+2011${String(n).padStart(8, '0')}`,
      verifiedPhone: true,
      notificationMethod: setup.notificationMethod ?? 0,
    })
    .where(eq(users.id, id));
  // A manager's tutor record is made when they first save a teaching profile.
  await h.ctx.db.insert(tutors).values({ userId: id }).onConflictDoNothing();
  await h.ctx.db
    .update(tutors)
    .set({
      bio: 'مدرسة لغة إنجليزية بخبرة طويلة في تعليم المحادثة',
      about: 'أحب تعليم المحادثة العملية للكبار وبناء الثقة في الكلام.',
      activated: setup.listed ?? true,
      noticePeriod: setup.noticePeriod ?? 0,
      hourlyRate: setup.hourlyRate ?? null,
    })
    .where(eq(tutors.userId, id));
  const slots =
    setup.slots ??
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 }));
  if (slots.length > 0)
    await h.ctx.db.insert(availabilitySlots).values(slots.map((s) => ({ ...s, tutorId: id })));
  // Written here rather than through the API: told as the product tells an activation.
  await h.ctx.events.emit('tutor.changed', { tutorId: id });
  return { id, token: session.token.value, user: session.user };
};

/** A student with a verified email and the free trial, unless told otherwise. */
export const student = async (
  h: Harness,
  options: { verifiedEmail?: boolean; freeTrial?: boolean; phone?: string } = {},
) => {
  const session = await h.account({ role: Role.Student, ...options });
  return { id: session.user.id, token: session.token.value, user: session.user };
};

/** Books a lesson that must succeed. */
export const book = async (
  h: Harness,
  token: string,
  tutorId: number,
  startsAt: Date,
  duration: 15 | 30 = 30,
): Promise<Lesson> => {
  const res = await h.call(api.bookLesson, {
    body: { tutorId, startsAt: startsAt.toISOString(), duration },
    token,
  });
  expect(res.body).toMatchObject({ tutor: { id: tutorId } });
  expect(res.status).toBe(200);
  return res.body;
};

/** Writes a lesson straight to the database, e.g. one in the past that booking would refuse. */
export const insertLesson = async (
  h: Harness,
  values: {
    tutorId: number;
    studentId: number;
    startsAt: Date;
    duration?: 15 | 30;
    cancelledBy?: number;
    /** Else held when it has ended booked, as its outcome job would say of both present. */
    outcome?: LessonOutcome | null;
  },
) => {
  const duration = values.duration ?? 30;
  const endsAt = new Date(values.startsAt.getTime() + duration * 60_000);
  const [row] = await h.ctx.db
    .insert(lessons)
    .values({
      tutorId: values.tutorId,
      studentId: values.studentId,
      startsAt: values.startsAt,
      endsAt,
      duration,
      price: 5_000,
      cancelledBy: values.cancelledBy ?? null,
      cancelledAt: values.cancelledBy ? new Date() : null,
      outcome:
        values.outcome !== undefined
          ? values.outcome
          : !values.cancelledBy && endsAt <= new Date()
            ? LessonOutcome.Held
            : null,
    })
    .returning();
  return row!;
};

/** A quarter hour at least `hours` ago (negative `startIn`). */
export const startedAgo = (hours: number): Date =>
  new Date(Math.floor((Date.now() - hours * HOUR_MS) / QUARTER_MS) * QUARTER_MS);

/** Tomorrow at a local minute of the day, in the server's zone: inside the quota week. */
export const tomorrowAt = (h: Harness, minute: number): Date => {
  const zone = h.config.timeZone;
  return instantAt(addLocalDays(localDateOf(new Date(), zone), 1), minute, zone);
};

/**
 * Waits past the next quarter hour when it is near: the tutor listing is built again at each one
 * (docs/decisions/059-tutor-listing-read-model.md), so a test showing that a write no event told of
 * stays unseen must not run across one.
 */
export const clearOfQuarterHour = async (): Promise<void> => {
  const left = QUARTER_MS - (Date.now() % QUARTER_MS);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
};
