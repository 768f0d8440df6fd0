/**
 * The live session (docs/product/chat-and-calls.md#live-sessions): who may join a room's call and
 * when, the signalling relayed between its members with the spec's acknowledgement codes,
 * attendance recorded from joins and leaves, and the ICE servers with coturn's time-limited
 * credentials.
 */
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, SessionMemberEvent } from '@darsak/shared';
import {
  insertLesson,
  listedTutor,
  startedAgo,
  startIn,
  student,
  weekFromYesterday,
} from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { closeSockets, connectAs, next } from '../sockets.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    ...weekFromYesterday(),
    STUN_URLS: 'stun:turn.darsak.test:3478',
    TURN_URLS: 'turn:turn.darsak.test:3478?transport=udp,turns:turn.darsak.test:5349',
    TURN_SECRET: 'coturn-shared-secret',
    TURN_TTL_SECONDS: '3600',
  });
});
afterAll(() => h.close());
afterEach(closeSockets);

/** A lesson under way now (started a few minutes ago), and its room's session id. */
const lessonNow = async (startsAt = new Date(Date.now() - 5 * 60_000)) => {
  const tutor = await listedTutor(h);
  const s = await student(h);
  const lesson = await insertLesson(h, { tutorId: tutor.id, studentId: s.id, startsAt });
  const room = await h.call(api.roomFor, { body: { type: 2, refId: lesson.id }, token: s.token });
  return { tutor, student: s, lesson, sessionId: room.body.id };
};

describe('joining', () => {
  it('lets the members in while the lesson runs, and tells each about the other', async () => {
    const { tutor, student: s, sessionId } = await lessonNow();
    const tutorSocket = await connectAs(h, tutor.token);
    const studentSocket = await connectAs(h, s.token);
    expect(await tutorSocket.emitWithAck('PreJoinSession', { sessionId })).toEqual({
      code: 'ok',
      members: [],
    });
    expect(await tutorSocket.emitWithAck('JoinSession', { sessionId })).toEqual({
      code: 'ok',
      members: [],
    });
    const joined = next(tutorSocket, 'MemberJoinedSession');
    expect(await studentSocket.emitWithAck('JoinSession', { sessionId })).toEqual({
      code: 'ok',
      members: [tutor.id],
    });
    expect(await joined).toEqual({ sessionId, userId: s.id });

    const info = await h.call(api.getSession, { params: { id: sessionId }, token: s.token });
    expect(info.body.members.map((m) => [m.user.id, m.inCall]).sort()).toEqual(
      [
        [tutor.id, true],
        [s.id, true],
      ].sort(),
    );
    expect(info.body.attendance.map((a) => a.event)).toEqual([
      SessionMemberEvent.UserJoined,
      SessionMemberEvent.UserJoined,
    ]);
  });

  it('refuses strangers, unknown sessions, and members outside the lesson’s time', async () => {
    const { sessionId } = await lessonNow();
    const stranger = await student(h);
    const socket = await connectAs(h, stranger.token);
    expect((await socket.emitWithAck('JoinSession', { sessionId })).code).toBe('not-member');
    expect((await socket.emitWithAck('JoinSession', { sessionId: 99_999_999 })).code).toBe(
      'invalid-session-id',
    );
    const info = await h.call(api.getSession, { params: { id: sessionId }, token: stranger.token });
    expect(info.status).toBe(403);

    const later = await lessonNow(startIn(5));
    const early = await connectAs(h, later.student.token);
    expect(await early.emitWithAck('PreJoinSession', { sessionId: later.sessionId })).toMatchObject(
      { code: 'unallowed' },
    );
    const past = await lessonNow(startedAgo(3));
    const late = await connectAs(h, past.tutor.token);
    expect((await late.emitWithAck('JoinSession', { sessionId: past.sessionId })).code).toBe(
      'unallowed',
    );
    // Ten minutes before the start, the door is open.
    const soon = await lessonNow(new Date(Date.now() + 8 * 60_000));
    const ready = await connectAs(h, soon.tutor.token);
    expect((await ready.emitWithAck('JoinSession', { sessionId: soon.sessionId })).code).toBe('ok');
  });
});

describe('signalling', () => {
  it('relays offers, answers, candidates, pings and toggles to the other member only', async () => {
    const { tutor, student: s, sessionId } = await lessonNow();
    const tutorSocket = await connectAs(h, tutor.token);
    const studentSocket = await connectAs(h, s.token);
    const notJoined = await studentSocket.emitWithAck('SessionOffer', {
      sessionId,
      to: tutor.id,
      sdp: 'v=0',
    });
    expect(notJoined.code).toBe('not-member');
    await tutorSocket.emitWithAck('JoinSession', { sessionId });
    await studentSocket.emitWithAck('JoinSession', { sessionId });

    const announce = next(tutorSocket, 'AnnounceIncomingOffer');
    await studentSocket.emitWithAck('AnnounceIncomingOffer', { sessionId, to: tutor.id });
    expect(await announce).toEqual({ sessionId, from: s.id });
    const ready = next(studentSocket, 'ReadyToReceiveOffer');
    await tutorSocket.emitWithAck('ReadyToReceiveOffer', { sessionId, to: s.id });
    expect(await ready).toEqual({ sessionId, from: tutor.id });

    const offer = next(tutorSocket, 'SessionOffer');
    expect(
      await studentSocket.emitWithAck('SessionOffer', {
        sessionId,
        to: tutor.id,
        sdp: 'v=0 offer',
      }),
    ).toEqual({ code: 'ok' });
    expect(await offer).toEqual({ sessionId, from: s.id, sdp: 'v=0 offer' });
    const answer = next(studentSocket, 'SessionAnswer');
    await tutorSocket.emitWithAck('SessionAnswer', { sessionId, to: s.id, sdp: 'v=0 answer' });
    expect(await answer).toEqual({ sessionId, from: tutor.id, sdp: 'v=0 answer' });
    const candidate = next(tutorSocket, 'IceCandidate');
    await studentSocket.emitWithAck('IceCandidate', {
      sessionId,
      to: tutor.id,
      candidate: '{"candidate":"candidate:1 1 udp 1 127.0.0.1 5000 typ host"}',
    });
    expect((await candidate).from).toBe(s.id);
    const ping = next(tutorSocket, 'PingSessionMember');
    await studentSocket.emitWithAck('PingSessionMember', { sessionId, to: tutor.id });
    expect(await ping).toEqual({ sessionId, from: s.id });
    const pong = next(studentSocket, 'PongSessionMember');
    await tutorSocket.emitWithAck('PongSessionMember', { sessionId, to: s.id });
    expect(await pong).toEqual({ sessionId, from: tutor.id });

    const mic = next(tutorSocket, 'MicToggled');
    await studentSocket.emitWithAck('ToggleMic', { sessionId, on: false });
    expect(await mic).toEqual({ sessionId, from: s.id, on: false });
    const camera = next(studentSocket, 'CameraToggled');
    await tutorSocket.emitWithAck('ToggleCamera', { sessionId, on: false });
    expect(await camera).toEqual({ sessionId, from: tutor.id, on: false });
    const screen = next(tutorSocket, 'UserSharedScreen');
    await studentSocket.emitWithAck('UserSharingScreen', { sessionId, sharing: true });
    expect(await screen).toEqual({ sessionId, from: s.id, sharing: true });

    const stranger = await student(h);
    expect(
      (await studentSocket.emitWithAck('SessionOffer', { sessionId, to: stranger.id, sdp: 'x' }))
        .code,
    ).toBe('unreachable');
    expect(
      (await studentSocket.emitWithAck('SessionOffer', { sessionId, to: tutor.id, sdp: '' })).code,
    ).toBe('bad-request');
  });
});

describe('attendance', () => {
  it('records leaving, by the event or by a dropped connection, and counts minutes present', async () => {
    const { tutor, student: s, sessionId } = await lessonNow();
    const tutorSocket = await connectAs(h, tutor.token);
    const studentSocket = await connectAs(h, s.token);
    await tutorSocket.emitWithAck('JoinSession', { sessionId });
    await studentSocket.emitWithAck('JoinSession', { sessionId });
    const left = next(tutorSocket, 'MemberLeftSession');
    expect(await studentSocket.emitWithAck('LeaveSession', { sessionId })).toEqual({ code: 'ok' });
    expect(await left).toEqual({ sessionId, userId: s.id });
    expect((await studentSocket.emitWithAck('LeaveSession', { sessionId })).code).toBe(
      'not-member',
    );

    const observer = await connectAs(h, s.token);
    await observer.emitWithAck('JoinSession', { sessionId });
    const dropped = next(observer, 'MemberLeftSession');
    tutorSocket.disconnect();
    expect(await dropped).toEqual({ sessionId, userId: tutor.id });

    const info = await h.call(api.getSession, { params: { id: sessionId }, token: tutor.token });
    expect(info.body.attendance.map((a) => [a.userId, a.event])).toEqual([
      [tutor.id, 1],
      [s.id, 1],
      [s.id, 2],
      [s.id, 1],
      [tutor.id, 2],
    ]);
    expect(info.body.members.find((m) => m.user.id === s.id)?.inCall).toBe(true);
    expect(info.body.members.find((m) => m.user.id === tutor.id)?.inCall).toBe(false);
  });
});

describe('the link and the data used', () => {
  it('tells the other member our link, and keeps each member’s data used in the session', async () => {
    const { tutor, student: s, sessionId } = await lessonNow();
    const tutorSocket = await connectAs(h, tutor.token);
    const studentSocket = await connectAs(h, s.token);
    // Only a member in the call reports.
    expect(
      (await studentSocket.emitWithAck('ReportCallData', { sessionId, bytes: 1000 })).code,
    ).toBe('not-member');
    await tutorSocket.emitWithAck('JoinSession', { sessionId });
    await studentSocket.emitWithAck('JoinSession', { sessionId });

    const link = next(tutorSocket, 'CallLinkChanged');
    const report = { sessionId, trouble: 'loss', mode: 'saver', paused: true } as const;
    expect(await studentSocket.emitWithAck('ReportCallLink', report)).toEqual({ code: 'ok' });
    expect(await link).toEqual({ ...report, from: s.id });
    expect(
      (await studentSocket.emitWithAck('ReportCallLink', { ...report, mode: 'hd' as 'full' })).code,
    ).toBe('bad-request');

    for (const bytes of [4_000_000, 2_500_000])
      expect(await studentSocket.emitWithAck('ReportCallData', { sessionId, bytes })).toEqual({
        code: 'ok',
      });
    await tutorSocket.emitWithAck('ReportCallData', { sessionId, bytes: 7_000_000 });
    const other = await connectAs(h, s.token);
    for (const bytes of [0, -5, 1.5, 2_000_000_000])
      expect((await other.emitWithAck('ReportCallData', { sessionId, bytes })).code).toBe(
        'bad-request',
      );

    const info = await h.call(api.getSession, { params: { id: sessionId }, token: tutor.token });
    const used = (id: number) => info.body.members.find((m) => m.user.id === id)?.dataBytes;
    expect(used(s.id)).toBe(6_500_000);
    expect(used(tutor.id)).toBe(7_000_000);
  });

  it('keeps a member’s call mode in their account, and refuses an unknown one', async () => {
    const { token, user } = await h.account();
    const saved = await h.call(api.updateUser, {
      params: { id: user.id },
      body: { callMode: 'saver' },
      token: token.value,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.callMode).toBe('saver');
    const me = await h.call(api.currentUser, { token: token.value });
    expect(me.body.callMode).toBe('saver');
    const wrong = await h.call(api.updateUser, {
      params: { id: user.id },
      body: { callMode: 'hd' as 'full' },
      token: token.value,
    });
    expect(wrong.status).toBe(400);
    const cleared = await h.call(api.updateUser, {
      params: { id: user.id },
      body: { callMode: null },
      token: token.value,
    });
    expect(cleared.body.callMode).toBeNull();
  });
});

describe('the ICE servers', () => {
  it('are STUN and TURN with coturn REST credentials that expire', async () => {
    const { token, user } = await h.account();
    const before = Math.floor(Date.now() / 1000);
    const res = await h.call(api.sessionToken, { token: token.value });
    expect(res.status).toBe(200);
    const [stun, turn] = res.body.iceServers;
    expect(stun).toEqual({ urls: ['stun:turn.darsak.test:3478'] });
    const [expiry, userId] = turn!.username!.split(':').map(Number);
    expect(userId).toBe(user.id);
    expect(expiry).toBeGreaterThanOrEqual(before + 3600);
    expect(turn!.credential).toBe(
      createHmac('sha1', 'coturn-shared-secret').update(turn!.username!).digest('base64'),
    );
    expect((await h.call(api.sessionToken)).status).toBe(401);
  });
});
