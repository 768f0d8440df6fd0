/**
 * What lets a message be delivered before it is stored, on the embedded database (decision 035):
 * one process alone writes its messages, so it can number them itself, from ids it takes from the
 * table's sequence ahead of time, and know from memory who is in a room and may write there.
 *
 * The knowledge only ever speeds a message up; the statement that stores it still decides. A room
 * whose members grew since it was learnt is corrected by the members the statement answers (the
 * newcomers are told then); a right lost meanwhile makes the statement refuse, and the members are
 * told the message is gone (`RoomMessageDeleted`).
 */
import type { Db } from '../../db/client.js';
import * as repo from './repository.js';

/** Ids taken from the sequence at a time; more are taken when fewer than a quarter are left. */
const ID_BLOCK = 256;
/** Rooms kept in memory; the oldest learnt is forgotten first. */
const MAX_ROOMS = 50_000;
/**
 * Rooms learnt of a user when they connect: those with the latest messages. Others are learnt from
 * their first message stored the careful way.
 */
const ROOMS_PER_USER = 200;
/** Recent sends kept by client id, so a retry goes the careful way and is not delivered twice. */
const MAX_SENDS = 50_000;

type KnownRoom = { members: number[]; writers: Set<number> };

export type Early = {
  /** The next message id: ids handed out one after the other only grow. */
  nextId: () => number | Promise<number>;
  /** The members of the room when the sender is known to be one who may write there. */
  membersFor: (roomId: number, senderId: number) => number[] | undefined;
  /** What a stored message showed: the room's members, the sender among those who may write. */
  learnRoom: (roomId: number, members: number[], writer: number) => void;
  /** Loads the rooms a user may write in (when their socket connects). */
  learnUser: (userId: number) => Promise<void>;
  forgetRoom: (roomId: number) => void;
  /** Whether this send was seen before (a retry of it), remembering it otherwise. */
  seen: (senderId: number, clientId: string | null) => boolean;
  /** Until the message with this id, delivered early, is stored (or refused). */
  settled: (messageId: number) => Promise<void>;
  /** Until every message delivered early so far is stored (or refused). */
  allSettled: () => Promise<void>;
  /** Marks a message delivered early as being stored until `done` settles. */
  storing: (messageId: number, done: Promise<unknown>) => void;
};

const bounded = <K, V>(map: Map<K, V>, max: number) => {
  while (map.size > max) map.delete(map.keys().next().value as K);
};

export const createEarly = (db: Db): Early => {
  const ids: number[] = [];
  let refill: Promise<void> | null = null;
  const fill = () =>
    (refill ??= repo
      .reserveMessageIds(db, ID_BLOCK)
      .then((more) => {
        ids.push(...more);
      })
      .finally(() => {
        refill = null;
      }));
  const takeId = async (): Promise<number> => {
    while (ids.length === 0) await fill();
    return ids.shift()!;
  };

  const rooms = new Map<number, KnownRoom>();
  const sends = new Map<string, true>();
  const inFlight = new Map<number, Promise<void>>();

  const learn = (roomId: number, members: number[], writer: number) => {
    const known = rooms.get(roomId);
    if (known && sameMembers(known.members, members)) known.writers.add(writer);
    else rooms.set(roomId, { members, writers: new Set([writer]) });
    bounded(rooms, MAX_ROOMS);
  };

  return {
    nextId: () => {
      // Taken ahead; a failure here is met again, and answered, by the caller that needs the ids.
      if (ids.length < ID_BLOCK / 4) fill().catch(() => undefined);
      return ids.length > 0 ? ids.shift()! : takeId();
    },
    membersFor: (roomId, senderId) => {
      const known = rooms.get(roomId);
      return known?.writers.has(senderId) ? known.members : undefined;
    },
    learnRoom: learn,
    learnUser: async (userId) => {
      for (const { roomId, members } of await repo.writableRoomsOf(db, userId, ROOMS_PER_USER))
        learn(roomId, members, userId);
    },
    forgetRoom: (roomId) => {
      rooms.delete(roomId);
    },
    seen: (senderId, clientId) => {
      if (clientId === null) return false;
      const key = `${senderId}:${clientId}`;
      if (sends.has(key)) return true;
      sends.set(key, true);
      bounded(sends, MAX_SENDS);
      return false;
    },
    settled: (messageId) => inFlight.get(messageId) ?? Promise.resolve(),
    allSettled: async () => {
      if (inFlight.size > 0) await Promise.all(inFlight.values());
    },
    storing: (messageId, done) => {
      const settled = done.then(
        () => undefined,
        () => undefined,
      );
      inFlight.set(messageId, settled);
      void settled.then(() => inFlight.delete(messageId));
    },
  };
};

const sameMembers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);
