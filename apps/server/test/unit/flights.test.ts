import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/context.js';
import { board } from '../../src/modules/scheduling/flights.js';

const MIN = 60_000;
/** Boards only key their memory by the application: any object stands for one here. */
const app = () => ({}) as AppContext;
const at = (fromMinute: number, minutes = 30) => ({
  tutorId: 7,
  startMs: fromMinute * MIN,
  endMs: (fromMinute + minutes) * MIN,
});
/** Whether the promise has settled by the time queued callbacks ran. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('bookings under way in one process', () => {
  it('refuse the times overlapping a booking once it is stored, and only those', async () => {
    const ctx = app();
    const land = await board(ctx, at(0));
    expect(land).toBeTypeOf('function');
    const same = board(ctx, at(0));
    const overlapping = board(ctx, at(15));
    expect(await settled(same)).toBe(false);
    expect(await settled(overlapping)).toBe(false);
    // Another time of the tutor, or the same time of another tutor, does not wait.
    expect(await board(ctx, at(30))).toBeTypeOf('function');
    expect(await board(ctx, { ...at(0), tutorId: 8 })).toBeTypeOf('function');
    (land as (taken: { startMs: number; endMs: number } | null) => void)(at(0));
    expect(await same).toBe(false);
    expect(await overlapping).toBe(false);
  });

  it('let the next in line go on, one at a time, when the booking ahead is refused', async () => {
    const ctx = app();
    const first = await board(ctx, at(0));
    const second = board(ctx, at(0));
    const third = board(ctx, at(0));
    if (!first) throw new Error('The first booking waits for nothing');
    first(null);
    const next = await second;
    expect(next).toBeTypeOf('function');
    expect(await settled(third)).toBe(false);
    if (!next) throw new Error('unreachable');
    next(null);
    expect(await third).toBeTypeOf('function');
  });

  it('refuse a waiter only where the time found taken overlaps its own', async () => {
    const ctx = app();
    const first = await board(ctx, at(0, 60));
    const early = board(ctx, at(0));
    const late = board(ctx, at(30));
    if (!first) throw new Error('The first booking waits for nothing');
    // Refused by a lesson booked in the second half hour (found by its read of the tutor's lessons).
    first(at(30));
    expect(await late).toBe(false);
    expect(await early).toBeTypeOf('function');
  });

  it('let a move of one lesson not wait for another move of the same lesson', async () => {
    const ctx = app();
    const moving = await board(ctx, { ...at(0), movingLessonId: 5 });
    expect(moving).toBeTypeOf('function');
    expect(await board(ctx, { ...at(0), movingLessonId: 5 })).toBeTypeOf('function');
    expect(await settled(board(ctx, { ...at(0), movingLessonId: 6 }))).toBe(false);
  });

  it('keep each application’s bookings apart', async () => {
    const [one, two] = [app(), app()];
    expect(await board(one, at(0))).toBeTypeOf('function');
    expect(await board(two, at(0))).toBeTypeOf('function');
  });
});
