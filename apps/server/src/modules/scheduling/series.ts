/**
 * Weekly lessons (docs/product/lessons.md#weekly-lessons): a student keeps one time with a tutor
 * every week while booking ahead is on. Each week's lesson is booked by the booking path itself
 * (the same locks and rules as a one-off booking), so a race with a one-off booking of that time
 * leaves one lesson. A durable job at each quota week's end books the week that has just opened;
 * a week that cannot be booked is told to the student.
 */
import {
  addLocalDays,
  instantAt,
  localDateOf,
  localParts,
  weekdayOf,
  type LessonSeries,
  type MissedSeriesWeek,
  type StartLessonSeriesBody,
  type Week,
} from '@darsak/shared';
import { z } from 'zod/mini';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { defineJob } from '../../jobs.js';
import { textsFor } from '../../locales/notifications.js';
import { findUserById, messageUser } from '../users/index.js';
import { overlapError, present, writeBooking } from './booking.js';
import { bookingHorizon, bookingWeeksAhead, weekHolding } from './horizon.js';
import { lessonRef } from './lesson-presenter.js';
import { lessonTimeText } from './notify.js';
import * as repo from './series-repository.js';

export const presentSeries = (row: repo.SeriesWithTutor): LessonSeries => ({
  id: row.id,
  tutor: row.tutor,
  studentId: row.studentId,
  weekday: row.weekday,
  startMinute: row.startMinute,
  duration: row.duration,
  startedAt: row.createdAt.toISOString(),
  stoppedAt: row.stoppedAt?.toISOString() ?? null,
});

/** The series' start in a quota week: its weekday and local time there, if the week has it. */
export const seriesStartIn = (
  series: Pick<repo.SeriesRow, 'weekday' | 'startMinute'>,
  week: Week,
  zone: string,
): Date | undefined => {
  const first = localDateOf(week.start, zone);
  for (let day = 0; day <= 7; day += 1) {
    const date = addLocalDays(first, day);
    if (weekdayOf(date) !== series.weekday) continue;
    const at = instantAt(date, series.startMinute, zone);
    if (at >= week.start && at < week.end) return at;
  }
  return undefined;
};

/**
 * Books the series' lesson at `startsAt` in a transaction of its own; the refusal's code when the
 * booking rules refuse it. A week booked once (even cancelled since) is not booked again.
 */
const bookWeek = async (
  ctx: AppContext,
  series: repo.SeriesRow,
  startsAt: Date,
  now: Date,
  weeksAhead: number,
): Promise<{ lessonId: number } | { code: string } | null> => {
  if (await repo.seriesHasLessonAt(ctx.db, series.id, startsAt)) return null;
  const request = {
    studentId: series.studentId,
    tutorId: series.tutorId,
    startsAt,
    duration: series.duration,
    now,
    weeksAhead,
    seriesId: series.id,
  };
  try {
    const row = await ctx.db.transaction((tx) => writeBooking(ctx, tx, request));
    await ctx.events.emit('lesson.booked', lessonRef(row));
    return { lessonId: row.id };
  } catch (caught) {
    const error = overlapError(caught);
    if (error instanceof AppError) return { code: error.code };
    throw error;
  }
};

/** The job that books the weeks opened since `from`, at the end of each quota week. */
const scheduleNextWeeks = (ctx: AppContext, seriesId: number, from: Date, runAt: Date) =>
  seriesWeekJob.schedule(ctx.db, [
    {
      key: `${seriesId}:${runAt.toISOString()}`,
      runAt,
      payload: { seriesId, from: from.toISOString() },
    },
  ]);

/**
 * Books the series' lesson in every open week starting at or after `from`, tells the student of
 * each week it could not book, and schedules itself for the end of this quota week, when another
 * week opens. Weeks are tried once each: the next run starts after the last open week.
 */
const bookOpenWeeks = async (
  ctx: AppContext,
  series: repo.SeriesRow,
  from: Date,
  now: Date,
): Promise<{ lessonIds: number[]; missed: MissedSeriesWeek[] }> => {
  const weeksAhead = await bookingWeeksAhead(ctx);
  const weeks = bookingHorizon(ctx.config, weeksAhead, now);
  const lessonIds: number[] = [];
  const missed: MissedSeriesWeek[] = [];
  // Lowered to 0 meanwhile, booking ahead books nothing; the series waits for it to open again.
  for (const week of weeksAhead > 0 ? weeks.filter((w) => w.start >= from) : []) {
    const startsAt = seriesStartIn(series, week, ctx.config.timeZone);
    if (!startsAt || startsAt < now) continue;
    const result = await bookWeek(ctx, series, startsAt, now, weeksAhead);
    if (result === null) continue;
    if ('lessonId' in result) lessonIds.push(result.lessonId);
    else missed.push({ startsAt: startsAt.toISOString(), code: result.code });
  }
  await seriesMissedNotice.schedule(
    ctx.db,
    missed.map((week) => ({
      key: `${series.id}:${week.startsAt}`,
      runAt: now,
      payload: { seriesId: series.id, ...week },
    })),
  );
  const last = weeks[weeks.length - 1]!;
  const next = weeksAhead > 0 && last.end > from ? last.end : from;
  await scheduleNextWeeks(ctx, series.id, next, weeks[0]!.end);
  return { lessonIds, missed };
};

export const seriesWeekJob = defineJob({
  name: 'lesson-series-week',
  schema: z.object({ seriesId: z.int(), from: z.string() }),
  run: async (ctx, payload) => {
    const series = await repo.findSeries(ctx.db, payload.seriesId);
    if (!series || series.stoppedAt !== null) return;
    await bookOpenWeeks(ctx, series, new Date(payload.from), new Date());
  },
});

/** Tells the student which week of their series could not be booked, and why. */
export const seriesMissedNotice = defineJob({
  name: 'lesson-series-missed-notice',
  schema: z.object({ seriesId: z.int(), startsAt: z.string(), code: z.string() }),
  run: async (ctx, payload) => {
    const series = await repo.findSeries(ctx.db, payload.seriesId);
    if (!series) return;
    const user = await findUserById(ctx.db, series.studentId);
    if (!user) return;
    const texts = textsFor(user.language);
    const when = lessonTimeText(new Date(payload.startsAt), user.language, ctx.config.timeZone);
    await messageUser(ctx, user, {
      subject: texts.seriesMissedSubject(series.tutor.name),
      text: texts.seriesMissedText(user.name, series.tutor.name, when, payload.code),
    });
  },
});

/**
 * POST /lesson-series: the first lesson is booked with the series in one transaction (its refusal
 * answers, and no series is left behind); then the same time in each later open week, as it fits.
 */
export const startSeries = async (ctx: AppContext, actor: Actor, body: StartLessonSeriesBody) => {
  const now = new Date();
  const weeksAhead = await bookingWeeksAhead(ctx);
  if (weeksAhead === 0) throw new AppError('booking-ahead-off');
  const zone = ctx.config.timeZone;
  const local = localParts(body.startsAt, zone);
  let first: { series: repo.SeriesRow; lessonId: number };
  try {
    first = await ctx.db.transaction(async (tx) => {
      const series = await repo.insertSeries(tx, {
        studentId: actor.id,
        tutorId: body.tutorId,
        weekday: local.weekday,
        startMinute: local.hour * 60 + local.minute,
        duration: body.duration,
      });
      const row = await writeBooking(ctx, tx, {
        ...body,
        studentId: actor.id,
        now,
        weeksAhead,
        seriesId: series.id,
      });
      return { series, lessonId: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'lesson_series_one_active'))
      throw new AppError('lesson-series-exists');
    throw overlapError(error);
  }
  const lesson = await present(ctx, first.lessonId);
  await ctx.events.emit('lesson.booked', {
    lessonId: first.lessonId,
    tutorId: body.tutorId,
    studentId: actor.id,
  });
  const weeks = bookingHorizon(ctx.config, weeksAhead, now);
  const after = weekHolding(weeks, body.startsAt)!.end;
  const rest = await bookOpenWeeks(ctx, first.series, after, now);
  const found = await repo.findSeries(ctx.db, first.series.id);
  return {
    series: presentSeries(found!),
    booked: [lesson, ...(await Promise.all(rest.lessonIds.map((id) => present(ctx, id))))],
    missed: rest.missed,
  };
};

/** GET /lesson-series: the student's weekly lessons still running. */
export const listSeries = async (ctx: AppContext, actor: Actor): Promise<LessonSeries[]> =>
  (await repo.runningSeriesOf(ctx.db, actor.id)).map(presentSeries);

/** DELETE /lesson-series/:id: no further week is booked; booked lessons stay. */
export const stopSeries = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<LessonSeries> => {
  const found = await repo.findSeries(ctx.db, id);
  if (!found || found.studentId !== actor.id) throw new AppError('lesson-series-not-found');
  await repo.stopSeries(ctx.db, id, new Date());
  return presentSeries((await repo.findSeries(ctx.db, id))!);
};
