/**
 * Bookings under way in this process (decision 037). While one booking or move of a tutor's time is
 * being written, another at an overlapping time of that tutor waits for it here, in memory, instead
 * of taking a database connection. Each lands with the lesson it found holding the time (its own
 * once stored, or the booked lesson that refused it) or the quarter hours another process's booking
 * held. A waiter whose time those overlap is refused as the database would refuse it (never by the
 * lesson it is moving); any other goes on.
 *
 * A flight whose booking every rule let through under the database's locks (the advisory lock on
 * the tutor's quarter hours, the student's and the tutor's rows) says so before it writes, and a
 * waiter at an overlapping time is refused then: the lesson it would have found at the landing is
 * sure to be stored (decision 038). A flight refused by a rule never says so, and its waiters go on.
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

/** What a flight learnt of the tutor's time when it ended. */
type Outcome = {
  /** The lesson found holding the time, or null when it found none. */
  taken: Taken | null;
  /** The quarter hours another transaction (another process's booking) held at that moment. */
  held: readonly Span[];
};

type Flight = Span & {
  /** The lesson being moved, when it is a move. */
  movingLessonId?: number;
  outcome: Promise<Outcome>;
  /** Settles once the flight's booking passed every rule under its locks (never, if refused). */
  holding: Promise<void>;
};

/**
 * Lands a flight with what it learnt; `hold` says its booking passed every rule under the
 * database's locks and is about to be written, so that overlapping waiters are refused without
 * waiting for the writes and the commit.
 */
export type Land = ((taken: Taken | null, held?: readonly Span[]) => void) & { hold: () => void };

/** What a waiter saw of a flight ahead: its booking sure to be stored, before it landed. */
const HOLDING = Symbol('holding');

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

/**
 * Whether what a flight learnt refuses the wanted time: the lesson it found (a move is never refused
 * by its own), or a quarter hour another transaction held, whose lock the wanted time would need.
 */
const refuses = ({ taken, held }: Outcome, wanted: Wanted): boolean =>
  (taken !== null && taken.lessonId !== wanted.movingLessonId && overlaps(taken, wanted)) ||
  held.some((quarter) => overlaps(quarter, wanted));

/**
 * Waits for the flights under way at overlapping times of the tutor (other than moves of the same
 * lesson), and answers false as soon as one is sure to store its booking or lands with what
 * refuses the wanted time; otherwise boards the wanted time and answers the function that lands it.
 */
export const board = async (ctx: AppContext, wanted: Wanted): Promise<Land | false> => {
  const flights = boardOf(ctx);
  const ahead = [...(flights.get(wanted.tutorId) ?? [])].filter(
    (flight) =>
      overlaps(flight, wanted) &&
      (wanted.movingLessonId === undefined || flight.movingLessonId !== wanted.movingLessonId),
  );
  for (const flight of ahead) {
    // A landing already known wins over its holding: the lock went with the transaction.
    const seen = await Promise.race([
      flight.outcome,
      flight.holding.then((): typeof HOLDING => HOLDING),
    ]);
    if (seen === HOLDING || refuses(seen, wanted)) return false;
  }
  let land!: (outcome: Outcome) => void;
  let hold!: () => void;
  const flight: Flight = {
    startMs: wanted.startMs,
    endMs: wanted.endMs,
    movingLessonId: wanted.movingLessonId,
    outcome: new Promise((resolve) => (land = resolve)),
    holding: new Promise((resolve) => (hold = resolve)),
  };
  let ofTutor = flights.get(wanted.tutorId);
  if (!ofTutor) {
    ofTutor = new Set();
    flights.set(wanted.tutorId, ofTutor);
  }
  const mine = ofTutor;
  mine.add(flight);
  const landing = (taken: Taken | null, held: readonly Span[] = []) => {
    mine.delete(flight);
    if (mine.size === 0 && flights.get(wanted.tutorId) === mine) flights.delete(wanted.tutorId);
    land({ taken, held });
  };
  return Object.assign(landing, { hold });
};
