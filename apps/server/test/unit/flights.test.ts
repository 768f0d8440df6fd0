import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/context.js';
import { board, type Land, type Taken } from '../../src/modules/scheduling/flights.js';

const MIN = 60_000;
/** Boards only key their memory by the application: any object stands for one here. */
const app = () => ({}) as AppContext;
const at = (fromMinute: number, minutes = 30) => ({
  tutorId: 7,
  startMs: fromMinute * MIN,
  endMs: (fromMinute + minutes) * MIN,
});
/** The lesson `lessonId` holding the time from `fromMinute`. */
const lesson = (lessonId: number, fromMinute: number, minutes = 30): Taken => ({
  startMs: fromMinute * MIN,
  endMs: (fromMinute + minutes) * MIN,
  lessonId,
});
/** Whether the promise has settled by the time queued callbacks ran. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};
const boarded = async (promise: Promise<Land | false>): Promise<Land> => {
  const land = await promise;
  if (!land) throw new Error('Refused where it should have boarded');
  return land;
};

describe('bookings under way in one process', () => {
  it('refuse the times overlapping a booking once it is stored, and only those', async () => {
    const ctx = app();
    const land = await boarded(board(ctx, at(0)));
    const same = board(ctx, at(0));
    const overlapping = board(ctx, at(15));
    expect(await settled(same)).toBe(false);
    expect(await settled(overlapping)).toBe(false);
    // Another time of the tutor, or the same time of another tutor, does not wait.
    expect(await board(ctx, at(30))).toBeTypeOf('function');
    expect(await board(ctx, { ...at(0), tutorId: 8 })).toBeTypeOf('function');
    land(lesson(1, 0));
    expect(await same).toBe(false);
    expect(await overlapping).toBe(false);
  });

  it('let the waiters go on together when the booking ahead learnt nothing, and later ones wait for them', async () => {
    const ctx = app();
    const first = await boarded(board(ctx, at(0)));
    const second = board(ctx, at(0));
    const third = board(ctx, at(0));
    first(null);
    const [two, three] = [await boarded(second), await boarded(third)];
    // Both go on to the database, which lets one through; a newcomer waits for both.
    const later = board(ctx, at(0));
    two(null);
    expect(await settled(later)).toBe(false);
    three(lesson(3, 0));
    expect(await later).toBe(false);
  });

  it('refuse a waiter only where the lesson found overlaps its own time', async () => {
    const ctx = app();
    const first = await boarded(board(ctx, at(0, 60)));
    const early = board(ctx, at(0));
    const late = board(ctx, at(30));
    // Refused by a lesson booked in the second half hour (found by its read of the tutor's lessons).
    first(lesson(9, 30));
    expect(await late).toBe(false);
    expect(await early).toBeTypeOf('function');
  });

  it('refuse the waiters needing a quarter hour another process held, and only those', async () => {
    const ctx = app();
    const first = await boarded(board(ctx, at(0, 60)));
    const needsHeld = board(ctx, at(15));
    const elsewhere = board(ctx, at(30));
    // Its lock on the second quarter hour was held by another process's booking.
    first(null, [{ startMs: 15 * MIN, endMs: 30 * MIN }]);
    expect(await needsHeld).toBe(false);
    expect(await elsewhere).toBeTypeOf('function');
  });

  it('never refuse a move by the lesson it moves', async () => {
    const ctx = app();
    // Moves of one lesson do not wait for each other.
    await boarded(board(ctx, { ...at(0), movingLessonId: 5 }));
    expect(await board(ctx, { ...at(0), movingLessonId: 5 })).toBeTypeOf('function');
    expect(await settled(board(ctx, { ...at(0), movingLessonId: 6 }))).toBe(false);

    // A booking's read finds lesson 5 at 10:00; lesson 5's own move to 10:15 waits, then goes on.
    const other = app();
    const booking = await boarded(board(other, at(15)));
    const move = board(other, { ...at(15), movingLessonId: 5 });
    const stranger = board(other, at(15));
    booking(lesson(5, 0));
    expect(await move).toBeTypeOf('function');
    expect(await stranger).toBe(false);
  });

  it('refuse the waiters at once when the booking ahead holds the time, as the lock would', async () => {
    const ctx = app();
    const first = await boarded(board(ctx, at(0)));
    const waiting = board(ctx, at(15));
    const elsewhere = board(ctx, at(30));
    expect(await settled(waiting)).toBe(false);
    // Its transaction took the advisory lock on its quarter hours: no need to wait for the landing.
    first.hold();
    expect(await waiting).toBe(false);
    // A newcomer meeting it is refused without waiting too; another time goes on.
    expect(await board(ctx, at(0))).toBe(false);
    expect(await elsewhere).toBeTypeOf('function');
    // Once landed (stored or refused), the lock went with the transaction: a newcomer goes on.
    first(null);
    expect(await board(ctx, at(0))).toBeTypeOf('function');
  });

  it('keep each application’s bookings apart', async () => {
    const [one, two] = [app(), app()];
    expect(await board(one, at(0))).toBeTypeOf('function');
    expect(await board(two, at(0))).toBeTypeOf('function');
  });
});
