/**
 * The live session of a room (docs/product/chat-and-calls.md#live-sessions): who may join and when,
 * the call's signalling relayed between its members, and attendance recorded as evidence. A room's
 * session is open to the members its owner names (kinds.ts), from a few minutes before the start to
 * the end; nobody else learns more than an acknowledgement code.
 */
import { SessionMemberEvent, sessionRoom, type LiveSession } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { RealtimeSocket } from '../../infra/realtime.js';
import { presentMilliseconds, presentMinutes } from './attendance.js';
import { roomKindOf, type RoomSubject } from './kinds.js';
import { presentMember } from './presenter.js';
import * as repo from './repository.js';

const ack = (code: 'invalid-session-id' | 'not-member' | 'unallowed', message: string) =>
  new AppError(
    code === 'not-member'
      ? 'not-room-member'
      : code === 'unallowed'
        ? 'forbidden'
        : 'session-not-found',
    message,
    {
      ack: code,
    },
  );

export type SessionAccess = { roomId: number; subject: RoomSubject; members: number[] };

/** The room and subject of a session, for one of its members. */
export const sessionOfMember = async (
  ctx: AppContext,
  sessionId: number,
  userId: number,
): Promise<SessionAccess> => {
  const room = await repo.findRoom(ctx.db, sessionId);
  const kind = room?.refId ? roomKindOf(room.type) : undefined;
  const subject = room?.refId && kind ? await kind.subject(ctx.db, room.refId) : null;
  if (!room || !subject) throw ack('invalid-session-id', 'No such session');
  if (!subject.members.includes(userId)) throw ack('not-member', 'Not a member of this session');
  return { roomId: room.id, subject, members: subject.members };
};

/** Members may join a while before the start, to check their devices and say hello. */
export const opensAt = (ctx: Pick<AppContext, 'config'>, subject: RoomSubject) =>
  new Date(subject.startsAt.getTime() - ctx.config.sessionOpensMinutesBefore * 60_000);

/** Whether a session takes members now. */
export const isOpen = (ctx: Pick<AppContext, 'config'>, subject: RoomSubject, now: Date) =>
  !subject.cancelled && now >= opensAt(ctx, subject) && now < subject.endsAt;

/** A member who may join now: the session exists, is theirs, and is open. */
export const joinableSession = async (ctx: AppContext, sessionId: number, userId: number) => {
  const access = await sessionOfMember(ctx, sessionId, userId);
  if (!isOpen(ctx, access.subject, new Date()))
    throw ack('unallowed', 'The session is not open now');
  return access;
};

/** The users with a socket in a session's call, on any server process. */
export const usersInCall = async (ctx: AppContext, sessionId: number): Promise<Set<number>> => {
  // While the process stops, only its own sockets can still be asked (realtime.ts).
  const scope = ctx.realtime.clustered ? ctx.realtime.io : ctx.realtime.io.local;
  const sockets = await scope.in(sessionRoom(sessionId)).fetchSockets();
  return new Set(sockets.map((socket) => socket.data.userId));
};

export const recordPresence = async (
  ctx: AppContext,
  sessionId: number,
  userId: number,
  event: 1 | 2,
) => {
  const last = await repo.lastSessionEvent(ctx.db, sessionId, userId);
  // Joined twice (two tabs) or left twice is one event.
  if ((last?.event ?? SessionMemberEvent.UserLeft) === event) return;
  await repo.recordSessionEvent(ctx.db, { roomId: sessionId, userId, event, at: new Date() });
  ctx.realtime.toRoom(sessionRoom(sessionId), 'UserJoinedSession', { sessionId, userId, event });
  ctx.realtime.toRoom(
    sessionRoom(sessionId),
    event === SessionMemberEvent.UserJoined ? 'MemberJoinedSession' : 'MemberLeftSession',
    { sessionId, userId },
  );
};

/** A socket leaves a call; the member has left when none of their sockets remain in it. */
export const leaveCall = async (ctx: AppContext, socket: RealtimeSocket, sessionId: number) => {
  await socket.leave(sessionRoom(sessionId));
  const still = await usersInCall(ctx, sessionId);
  if (!still.has(socket.data.userId)) {
    await recordPresence(ctx, sessionId, socket.data.userId, SessionMemberEvent.UserLeft);
  }
};

export const getSession = async (
  ctx: AppContext,
  userId: number,
  sessionId: number,
): Promise<LiveSession> => {
  let access: SessionAccess;
  try {
    access = await sessionOfMember(ctx, sessionId, userId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'session-not-found')
      throw new AppError('session-not-found');
    throw error;
  }
  const { subject } = access;
  const room = (await repo.findRoom(ctx.db, sessionId))!;
  const [members, events, inCall, data] = await Promise.all([
    repo.memberUsers(ctx.db, [sessionId]),
    repo.sessionEventsOf(ctx.db, sessionId),
    usersInCall(ctx, sessionId),
    repo.sessionDataOf(ctx.db, sessionId),
  ]);
  const minutes = presentMinutes(events, subject, new Date());
  return {
    id: room.id,
    type: room.type,
    refId: room.refId,
    startsAt: subject.startsAt.toISOString(),
    endsAt: subject.endsAt.toISOString(),
    opensAt: opensAt(ctx, subject).toISOString(),
    members: members
      .filter((row) => subject.members.includes(row.id))
      .map((row) => ({
        user: presentMember(row),
        inCall: inCall.has(row.id),
        minutes: minutes.get(row.id) ?? 0,
        dataBytes: data.get(row.id) ?? 0,
      })),
    attendance: events.map((event) => ({
      userId: event.userId,
      event: event.event,
      at: event.at.toISOString(),
    })),
  };
};

/**
 * A member's call reports the data it moved since its last report: kept for the lesson record
 * (docs/product/chat-and-calls.md#data-used). Only while the member is in the call.
 */
export const recordCallData = async (
  ctx: AppContext,
  sessionId: number,
  userId: number,
  bytes: number,
) => {
  await repo.addSessionData(ctx.db, sessionId, userId, bytes);
};

/** The attendance of the session of a subject, for its owner's pages and statistics. */
export const attendanceOf = async (ctx: Pick<AppContext, 'db'>, type: number, refId: number) => {
  const room = await repo.findSubjectRoom(ctx.db, type, refId);
  if (!room) return [];
  return repo.sessionEventsOf(ctx.db, room.id);
};

/**
 * Milliseconds one member was present in the sessions of some subjects of a room type, by subject:
 * for statistics counted from attendance (decision 028). Subjects without a stay are absent.
 */
export const presenceOfMember = async (
  ctx: Pick<AppContext, 'db'>,
  type: number,
  subjects: readonly { refId: number; startsAt: Date; endsAt: Date }[],
  userId: number,
  until: Date,
): Promise<Map<number, number>> => {
  const events = await repo.memberEventsInSubjects(
    ctx.db,
    type,
    subjects.map((s) => s.refId),
    userId,
  );
  const byRef = new Map<number, typeof events>();
  for (const event of events) {
    const list = byRef.get(event.refId) ?? [];
    list.push(event);
    byRef.set(event.refId, list);
  }
  const present = new Map<number, number>();
  for (const subject of subjects) {
    const list = byRef.get(subject.refId);
    if (!list) continue;
    const ms = presentMilliseconds(list, subject, until).get(userId) ?? 0;
    if (ms > 0) present.set(subject.refId, ms);
  }
  return present;
};
