/**
 * Minutes each member was present in a session, from their joined and left events
 * (docs/product/chat-and-calls.md#attendance), counted only within the session's own time. A join
 * never followed by a leave (the member is still there, or a server stopped) counts until `until`.
 */
import { SessionMemberEvent } from '@darsak/shared';

export type AttendanceEntry = { userId: number; event: number; at: Date };

export const presentMilliseconds = (
  events: readonly AttendanceEntry[],
  window: { startsAt: Date; endsAt: Date },
  until: Date,
): Map<number, number> => {
  const from = window.startsAt.getTime();
  const to = Math.min(window.endsAt.getTime(), until.getTime());
  const overlap = (a: number, b: number) => Math.max(0, Math.min(b, to) - Math.max(a, from));
  const joinedAt = new Map<number, number>();
  const totals = new Map<number, number>();
  const add = (userId: number, ms: number) => totals.set(userId, (totals.get(userId) ?? 0) + ms);
  const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const entry of sorted) {
    if (!totals.has(entry.userId)) totals.set(entry.userId, 0);
    const open = joinedAt.get(entry.userId);
    if (entry.event === SessionMemberEvent.UserJoined) {
      if (open === undefined) joinedAt.set(entry.userId, entry.at.getTime());
    } else if (open !== undefined) {
      add(entry.userId, overlap(open, entry.at.getTime()));
      joinedAt.delete(entry.userId);
    }
  }
  for (const [userId, open] of joinedAt) add(userId, overlap(open, until.getTime()));
  return totals;
};

/** Whole minutes, rounded to the nearest. */
export const presentMinutes = (
  events: readonly AttendanceEntry[],
  window: { startsAt: Date; endsAt: Date },
  until: Date,
): Map<number, number> =>
  new Map(
    [...presentMilliseconds(events, window, until)].map(([userId, ms]) => [
      userId,
      Math.round(ms / 60_000),
    ]),
  );
