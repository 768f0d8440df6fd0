/**
 * Where a live session stands at a moment, for the call's timer: before its start (members may
 * join a few minutes early, decision 013), on with the time left, or over. The last minutes are
 * warned about; at the end the call closes for both members (decision 045).
 */

/** The time left from which the call warns that it is about to end. */
export const WARN_LAST_MS = 5 * 60_000;

export type SessionPhase =
  /** Not started: whole minutes until the start, rounded up. */
  | { phase: 'before'; minutes: number }
  /** On: whole minutes left, rounded up, and whether these are the last ones. */
  | { phase: 'on'; minutes: number; warn: boolean }
  | { phase: 'over' };

const minutesUp = (ms: number) => Math.ceil(ms / 60_000);

export const sessionPhase = (now: number, startsAt: string, endsAt: string): SessionPhase => {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (now >= end) return { phase: 'over' };
  if (now < start) return { phase: 'before', minutes: minutesUp(start - now) };
  return { phase: 'on', minutes: minutesUp(end - now), warn: end - now <= WARN_LAST_MS };
};

/** A start this many minutes away or more is said by its time rather than counted down. */
export const COUNT_DOWN_UNDER_MINUTES = 60;
