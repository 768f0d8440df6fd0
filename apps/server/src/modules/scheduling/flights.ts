/**
 * Bookings under way in this process (decision 037). While one booking or move of a tutor's time is
 * being written, another at an overlapping time of that tutor waits for it here, in memory, instead
 * of taking a database connection. Each lands with the lesson it found holding the time: its own
 * once stored, or the booked lesson that refused it. A waiter whose time that lesson overlaps is
 * refused as the database would refuse it (never by the lesson it is moving); any other goes on.
 *
 * A request waits only for the flights it found when it came, then boards and goes on: when those
 * learnt nothing, the waiters go on together and the database decides among them as it did before
 * (the advisory locks of decision 033), so a crowd never queues one by one. Two processes meet at
 * those locks and at the exclusion constraints, which stay the rule.
 */
import type { AppContext } from '../../context.js';

/** Milliseconds since the epoch, start included, end excluded. */
export type Span = { startMs: number; endMs: number };

/** A lesson holding a tutor's time. */
export type Taken = Span & { lessonId: number };

type Flight = Span & {
  /** The lesson being moved, when it is a move. */
  movingLessonId?: number;
  /** The lesson found holding the time when the flight ended, or null when it learnt none. */
  taken: Promise<Taken | null>;
};

type Board = Map<number, Set<Flight>>;

/** One board per application (tests run several in one process, each on its own database). */
const boards = new WeakMap<AppContext, Board>();

const boardOf = (ctx: AppContext): Board => {
  let board = boards.get(ctx);
  if (!board) {
    board = new Map();
    boards.set(ctx, board);
  }
  return board;
};

const overlaps = (a: Span, b: Span) => a.startMs < b.endMs && b.startMs < a.endMs;

type Wanted = Span & { tutorId: number; movingLessonId?: number };

/** Whether the lesson found holding a time refuses the wanted one (a move is not refused by its own). */
const refuses = (taken: Taken | null, wanted: Wanted): boolean =>
  taken !== null && taken.lessonId !== wanted.movingLessonId && overlaps(taken, wanted);

/**
 * Waits for the flights under way at overlapping times of the tutor (other than moves of the same
 * lesson), and answers false as soon as one lands with a lesson that refuses the wanted time;
 * otherwise boards the wanted time and answers the function that lands it.
 */
export const board = async (
  ctx: AppContext,
  wanted: Wanted,
): Promise<((taken: Taken | null) => void) | false> => {
  const flights = boardOf(ctx);
  const ahead = [...(flights.get(wanted.tutorId) ?? [])].filter(
    (flight) =>
      overlaps(flight, wanted) &&
      (wanted.movingLessonId === undefined || flight.movingLessonId !== wanted.movingLessonId),
  );
  for (const flight of ahead) if (refuses(await flight.taken, wanted)) return false;
  let land!: (taken: Taken | null) => void;
  const flight: Flight = {
    startMs: wanted.startMs,
    endMs: wanted.endMs,
    movingLessonId: wanted.movingLessonId,
    taken: new Promise((resolve) => (land = resolve)),
  };
  let ofTutor = flights.get(wanted.tutorId);
  if (!ofTutor) {
    ofTutor = new Set();
    flights.set(wanted.tutorId, ofTutor);
  }
  const mine = ofTutor;
  mine.add(flight);
  return (taken) => {
    mine.delete(flight);
    if (mine.size === 0 && flights.get(wanted.tutorId) === mine) flights.delete(wanted.tutorId);
    land(taken);
  };
};
