/**
 * Two server processes behind one address (decision 022): with the Redis adapter and one
 * database, a chat message sent through one reaches a member connected to the other, and a call's
 * members on different processes see each other in the call and exchange its signalling.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import { insertLesson, listedTutor, student } from '../booking-fixtures.js';
import type { Harness } from '../harness.js';
import { baseUrl, closeSockets, connectAs, next } from '../sockets.js';
import { redisPair } from '../redis-pair.js';

describe('chat and calls across server processes (Redis adapter)', () => {
  const pair = redisPair('chat', {
    beforeClose: async () => {
      closeSockets();
      // The servers record the members leaving their calls (a query across processes) first.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    },
  });
  let a: Harness;
  let b: Harness;
  beforeAll(async () => {
    ({ a, b } = pair);
    await baseUrl(a);
    await baseUrl(b);
  });

  /** Waits until process A's emits reach a socket on process B (the subscription has settled). */
  const settled = async (userId: number, socket: Awaited<ReturnType<typeof connectAs>>) => {
    let heard = false;
    const arrival = next(socket, 'TutorUpdated').then(() => {
      heard = true;
    });
    for (let i = 0; i < 30 && !heard; i += 1) {
      a.ctx.realtime.toUsers([userId], 'TutorUpdated', { tutorId: 0 });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await arrival;
  };

  it('delivers a message sent through one process to a member on the other', async () => {
    const tutor = await listedTutor(a);
    const s = await student(a);
    const opened = await a.call(api.newChat, {
      body: { userId: tutor.id, message: 'السلام عليكم' },
      token: s.token,
    });
    const roomId = opened.body.room.id;
    const onA = await connectAs(a, s.token);
    const onB = await connectAs(b, tutor.token);
    await settled(tutor.id, onB);

    const arriving = next(onB, 'RoomMessage');
    const sent = await onA.emitWithAck('SendMessage', { roomId, text: 'هل أنت متاح غداً؟' });
    expect(await arriving).toMatchObject({ id: sent.message!.id, text: 'هل أنت متاح غداً؟' });

    const typing = next(onA, 'UserTyping');
    onB.emit('UserTyping', { roomId, typing: true });
    expect(await typing).toEqual({ roomId, userId: tutor.id, typing: true });
    const read = next(onA, 'RoomMessageRead');
    await onB.emitWithAck('MarkMessageAsRead', { roomId, messageId: sent.message!.id });
    expect((await read).userId).toBe(tutor.id);
  });

  it('puts call members on different processes in one call and relays an offer between them', async () => {
    const tutor = await listedTutor(a);
    const s = await student(a);
    const lesson = await insertLesson(a, {
      tutorId: tutor.id,
      studentId: s.id,
      startsAt: new Date(Date.now() - 5 * 60_000),
    });
    const room = await a.call(api.roomFor, { body: { type: 2, refId: lesson.id }, token: s.token });
    const sessionId = room.body.id;
    const onA = await connectAs(a, s.token);
    const onB = await connectAs(b, tutor.token);
    await settled(tutor.id, onB);

    expect(await onB.emitWithAck('JoinSession', { sessionId })).toEqual({
      code: 'ok',
      members: [],
    });
    const joined = next(onB, 'MemberJoinedSession');
    expect(await onA.emitWithAck('JoinSession', { sessionId })).toEqual({
      code: 'ok',
      members: [tutor.id],
    });
    expect(await joined).toEqual({ sessionId, userId: s.id });

    const offer = next(onB, 'SessionOffer');
    await onA.emitWithAck('SessionOffer', { sessionId, to: tutor.id, sdp: 'v=0 offer' });
    expect(await offer).toEqual({ sessionId, from: s.id, sdp: 'v=0 offer' });
    const answer = next(onA, 'SessionAnswer');
    await onB.emitWithAck('SessionAnswer', { sessionId, to: s.id, sdp: 'v=0 answer' });
    expect(await answer).toEqual({ sessionId, from: tutor.id, sdp: 'v=0 answer' });

    const info = await b.call(api.getSession, { params: { id: sessionId }, token: tutor.token });
    expect(info.body.members.every((member) => member.inCall)).toBe(true);
  });
});
