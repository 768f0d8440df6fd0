/**
 * Who is online, as lists show it, from memory (issue 15): every listed tutor's online dot used to
 * cost a query per request. Each process keeps the set of users recorded online, read in one query
 * and kept for a short while; a change this process records is applied to it at once, one recorded
 * by another process shows when the set is next read (within ONLINE_SNAPSHOT_MS).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';

/** The longest a change recorded by another server process takes to show in lists. */
export const ONLINE_SNAPSHOT_MS = 2000;

type Snapshot = { ids: Set<number>; readAt: number };
type State = {
  snapshot?: Snapshot;
  reading?: Promise<Snapshot>;
  /** Changes recorded while a read is under way: the read may predate them, so they are replayed. */
  during: [userId: number, online: boolean][];
};

const states = new WeakMap<AppContext, State>();
const stateOf = (ctx: AppContext): State => {
  let state = states.get(ctx);
  if (!state) states.set(ctx, (state = { during: [] }));
  return state;
};

const apply = (ids: Set<number>, userId: number, online: boolean) => {
  if (online) ids.add(userId);
  else ids.delete(userId);
};

const read = (ctx: AppContext, state: State): Promise<Snapshot> => {
  if (!state.reading) state.during = [];
  state.reading ??= ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.online}`)
    .then((rows) => {
      const snapshot = { ids: new Set(rows.map((row) => row.id)), readAt: Date.now() };
      for (const [userId, online] of state.during) apply(snapshot.ids, userId, online);
      state.snapshot = snapshot;
      return snapshot;
    })
    .finally(() => {
      state.reading = undefined;
    });
  return state.reading;
};

/** Which of these users are online now. */
export const onlineNow = async (ctx: AppContext, ids: readonly number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const state = stateOf(ctx);
  const fresh = freshSnapshot(state) ?? (await read(ctx, state));
  return new Set(ids.filter((id) => fresh.ids.has(id)));
};

/** Whether a user is online, if the set read last is still fresh; undefined when it must be read. */
export const keptOnline = (ctx: AppContext, id: number): boolean | undefined =>
  freshSnapshot(stateOf(ctx))?.ids.has(id);

/** The set read last, while it is recent enough to answer from. */
const freshSnapshot = ({ snapshot }: State): Snapshot | undefined =>
  snapshot && Date.now() - snapshot.readAt < ONLINE_SNAPSHOT_MS ? snapshot : undefined;

/** A change this process just recorded: lists show it from the next request on. */
export const noteOnline = (ctx: AppContext, userId: number, online: boolean): void => {
  const state = stateOf(ctx);
  if (state.reading) state.during.push([userId, online]);
  if (state.snapshot) apply(state.snapshot.ids, userId, online);
};
