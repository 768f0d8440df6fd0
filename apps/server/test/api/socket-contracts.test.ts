/**
 * Socket events follow their contracts as HTTP endpoints do (decision 011): payloads are validated
 * before any handler runs, errors become acknowledgement codes, each socket is rate-limited, and
 * rooms are joined only as their kind's owner allows.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, Role, socketSchemas } from '@darsak/shared';
import { book, listedTutor, startIn, student, weekFromYesterday } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { closeSockets, connectAs, next } from '../sockets.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
});
afterAll(() => h.close());
afterEach(closeSockets);

const malformed: unknown[] = [
  null,
  42,
  'text',
  [],
  {},
  { sessionId: 'x', on: 'yes' },
  { rooms: 'room:1' },
  { rooms: ['room:abc', 7] },
  { roomId: -1, text: 5 },
  { sessionId: 2 ** 40, on: true },
];

describe('every handled event', () => {
  it('answers bad-request to payloads that break its contract, and nothing reaches the handler', async () => {
    const { token } = await h.account();
    const socket = await connectAs(h, token.value);
    const events = h.ctx.realtime.handledEvents();
    expect(events).toEqual(expect.arrayContaining(['JoinRooms', 'ToggleMic', 'SendMessage']));
    for (const event of events) {
      for (const payload of malformed) {
        const answer = await (socket.emitWithAck as (e: string, p: unknown) => Promise<unknown>)(
          event,
          payload,
        );
        expect(answer).toMatchObject({ code: 'bad-request' });
      }
    }
    expect((await h.inject({ method: 'GET', url: api.health.path })).statusCode).toBe(200);
  });

  it('has a contract: every client event has a schema', () => {
    expect(Object.keys(socketSchemas().client).sort()).toEqual(
      [
        'AnnounceIncomingOffer',
        'DeleteMessage',
        'IceCandidate',
        'JoinRooms',
        'JoinSession',
        'LeaveSession',
        'MarkMessageAsRead',
        'PeerOpened',
        'PingSessionMember',
        'PongSessionMember',
        'PreJoinSession',
        'ReadyToReceiveOffer',
        'RegisterPeer',
        'ReportCallData',
        'ReportCallLink',
        'SendMessage',
        'SessionAnswer',
        'SessionOffer',
        'ToggleCamera',
        'ToggleMic',
        'UpdateMessage',
        'UserSharingScreen',
        'UserTyping',
      ].sort(),
    );
  });
});

describe('a handler’s answer', () => {
  it('is ok, or the acknowledgement code of the error it threw', async () => {
    const { token } = await h.account();
    const socket = await connectAs(h, token.value);
    const toggle = (sessionId: number) => socket.emitWithAck('ToggleMic', { sessionId, on: true });
    expect(await toggle(9)).toEqual({ code: 'not-member', reason: 'not-room-member' });
    expect(await socket.emitWithAck('JoinSession', { sessionId: 999_999 })).toEqual({
      code: 'invalid-session-id',
      reason: 'session-not-found',
    });
    expect((await socket.emitWithAck('SendMessage', { roomId: 999_999, text: 'hi' })).code).toBe(
      'room-not-found',
    );
  });

  it('names an empty message empty-text, and a too long one by its rule', async () => {
    const { token } = await h.account();
    const socket = await connectAs(h, token.value);
    expect(await socket.emitWithAck('SendMessage', { roomId: 1, text: '   ' })).toEqual({
      code: 'empty-text',
      reason: 'message-too-short',
    });
    expect(await socket.emitWithAck('SendMessage', { roomId: 1, text: '<b>hi</b>' })).toEqual({
      code: 'bad-request',
      reason: 'invalid-markup',
    });
  });

  it('is too-many-requests once a socket sends faster than the event allows', async () => {
    const { token } = await h.account();
    const socket = await connectAs(h, token.value);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        socket.emitWithAck('SendMessage', { roomId: 999_999, text: 'hi' }),
      ),
    );
    const refused = answers.filter((a) => a.code === 'too-many-requests').length;
    // A burst of 20, refilled at 2 a second while the answers come back.
    expect(refused).toBeGreaterThanOrEqual(8);
    expect(refused).toBeLessThanOrEqual(10);
    // Another socket has its own budget.
    const other = await connectAs(h, token.value);
    expect((await other.emitWithAck('SendMessage', { roomId: 999_999, text: 'hi' })).code).toBe(
      'room-not-found',
    );
  });
});

describe('a lesson’s room', () => {
  it('is joined by the lesson’s members and admins only, and hears the lesson change', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const stranger = await student(h);
    const admin = await h.account({ role: Role.RegularAdmin });
    const lesson = await book(h, s.token, tutor.id, startIn(5));
    const room = `lesson:${lesson.id}`;
    const join = async (token: string) => {
      const socket = await connectAs(h, token);
      return { socket, answer: await socket.emitWithAck('JoinRooms', { rooms: [room] }) };
    };
    expect((await join(s.token)).answer).toEqual({ code: 'ok', rooms: [room] });
    expect((await join(tutor.token)).answer).toEqual({ code: 'ok', rooms: [room] });
    expect((await join(stranger.token)).answer).toEqual({ code: 'not-member', rooms: [] });
    const watcher = await join(admin.token.value);
    expect(watcher.answer).toEqual({ code: 'ok', rooms: [room] });

    const heard = next(watcher.socket, 'LessonCanceled');
    await h.call(api.cancelLesson, { params: { id: lesson.id }, token: s.token });
    expect(await heard).toEqual({ lessonId: lesson.id, canceledBy: s.id });
  });
});
