/**
 * The kinds of room other modules own (docs/product/chat-and-calls.md#subject-rooms): a lesson's
 * room is the scheduling module's, an interview's or demo session's the onboarding module's. The
 * owner says who the members of one of its rooms are and when its live session runs; chat keeps the
 * messages and runs the call. A General room belongs to chat itself.
 */
import type { RoomType } from '@darsak/shared';
import type { Executor } from '../../db/client.js';

/** What the owner of a room's subject tells of it; null when there is no such subject. */
export type RoomSubject = {
  members: number[];
  /** The live session's time; a subject without one (none yet) has no call. */
  startsAt: Date;
  endsAt: Date;
  /** A cancelled subject keeps its room's history but holds no session. */
  cancelled: boolean;
};

export type RoomKind = {
  subject: (db: Executor, refId: number) => Promise<RoomSubject | null>;
  /**
   * The subjects of several rooms at once (a page of someone's room list), by id, in one read; an
   * id with no subject is left out.
   */
  subjects: (db: Executor, refIds: number[]) => Promise<Map<number, RoomSubject>>;
};

const kinds = new Map<number, RoomKind>();

/** Registers the owner of a room type; called from the owner's module `start`. */
export const registerRoomKind = (type: RoomType, kind: RoomKind): void => {
  kinds.set(type, kind);
};

export const roomKindOf = (type: number): RoomKind | undefined => kinds.get(type);
