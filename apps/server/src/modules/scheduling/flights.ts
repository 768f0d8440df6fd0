/**
 * Bookings under way in this process (decision 037). While one booking or move of a tutor's time is
 * being written, another at an overlapping time of that tutor waits for it here, in memory, instead
 * of taking a database connection. Each lands with the time it found taken: its own once its lesson
 * is stored, or the booked lesson that refused it. A waiter whose time overlaps that is refused as
 * the database would refuse it; any other goes on as if alone.
 *
 * This only spares the database work whose answer is already known: two processes still meet at the
 * advisory locks and the exclusion constraints, which stay the rule.
 */
import type { AppContext } from '../../context.js';

/** Milliseconds since the epoch, start included, end excluded. */
export type Span = { startMs: number; endMs: number };

type Flight = Span & {
  /** The lesson being moved, when it is a move. */
  movingLessonId?: number;
  /** The time this flight found taken by a stored lesson, or null when it learnt none. */
  taken: Promise<Span | null>;
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

/** The first flight under way at a time overlapping the wanted one, other than a move of its lesson. */
const ahead = (board: Board, wanted: Wanted): Flight | undefined => {
  for (const flight of board.get(wanted.tutorId) ?? []) {
    if (!overlaps(flight, wanted)) continue;
    if (wanted.movingLessonId !== undefined && flight.movingLessonId === wanted.movingLessonId)
      continue;
    return flight;
  }
  return undefined;
};

/**
 * Waits for the flights at overlapping times of the tutor, and answers false as soon as one of them
 * lands with a taken time overlapping the wanted one; otherwise boards the wanted time
 * (synchronously after the last wait, so waiters woken together board one at a time) and answers
 * the function that lands it with the time it found taken.
 */
export const board = async (
  ctx: AppContext,
  wanted: Wanted,
): Promise<((taken: Span | null) => void) | false> => {
  const flights = boardOf(ctx);
  for (let first = ahead(flights, wanted); first; first = ahead(flights, wanted)) {
    const taken = await first.taken;
    if (taken && overlaps(taken, wanted)) return false;
  }
  let land!: (taken: Span | null) => void;
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
