/**
 * When tutor managers can take a 30-minute interview or demo session
 * (docs/product/onboarding.md#booking-a-session): their weekly availability and one-off changes,
 * less their booked lessons and sessions, from an hour from now over the next 14 days, in 15-minute
 * steps.
 */
import {
  DEMO_SESSION_MINUTES,
  INTERVIEW_BOOKING_DAYS,
  INTERVIEW_MINUTES,
  SLOT_STEP_MINUTES,
  type InterviewTime,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { covers, openRangesBetween, subtract, type Interval } from '../scheduling/index.js';
import * as repo from './repository.js';

/** No session is booked closer than this to its start: the manager needs time to see it. */
const LEAD_MS = 60 * 60_000;
const STEP_MS = SLOT_STEP_MINUTES * 60_000;
export const SESSION_MS = Math.max(INTERVIEW_MINUTES, DEMO_SESSION_MINUTES) * 60_000;

/** The bookable window: from an hour from now, 14 days on. */
export const bookingWindow = (now: Date): { from: Date; to: Date } => ({
  from: new Date(now.getTime() + LEAD_MS),
  to: new Date(now.getTime() + INTERVIEW_BOOKING_DAYS * 24 * 60 * 60_000),
});

/** Each manager's free ranges in the window. */
export const managersFree = async (
  db: Executor,
  ctx: AppContext,
  managerIds: number[],
  now: Date,
): Promise<Map<number, Interval[]>> => {
  const { from, to } = bookingWindow(now);
  const open = await openRangesBetween(db, ctx.config, managerIds, from, to);
  const sessions = await repo.heldSessionsOfManagers(db, managerIds, from, to);
  const free = new Map<number, Interval[]>();
  for (const id of managerIds) {
    const taken = sessions
      .filter((s) => s.managerId === id)
      .map((s) => ({ start: s.startsAt.getTime(), end: s.endsAt.getTime() }));
    taken.push({ start: -Infinity, end: from.getTime() }, { start: to.getTime(), end: Infinity });
    free.set(id, subtract(open.get(id) ?? [], taken));
  }
  return free;
};

/** Whether the manager is free for a whole session starting then. */
export const managerFreeAt = (free: Interval[] | undefined, startsAt: Date): boolean =>
  covers(free ?? [], { start: startsAt.getTime(), end: startsAt.getTime() + SESSION_MS });

/** Start times in the window, each with the managers free then, soonest first. */
export const interviewTimes = (free: Map<number, Interval[]>): InterviewTime[] => {
  const byStart = new Map<number, number[]>();
  for (const [managerId, ranges] of free) {
    for (const range of ranges) {
      for (
        let t = Math.ceil(range.start / STEP_MS) * STEP_MS;
        t + SESSION_MS <= range.end;
        t += STEP_MS
      ) {
        const list = byStart.get(t) ?? [];
        list.push(managerId);
        byStart.set(t, list);
      }
    }
  }
  return [...byStart]
    .sort(([a], [b]) => a - b)
    .map(([t, managerIds]) => ({
      startsAt: new Date(t).toISOString(),
      managerIds: managerIds.sort((a, b) => a - b),
    }));
};
