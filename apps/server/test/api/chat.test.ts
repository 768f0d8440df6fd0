/**
 * Chat: opening rooms by the rules (docs/product/chat-and-calls.md#who-may-open-a-room), the
 * history and room list endpoints, and every chat socket event with its acknowledgement codes,
 * delivered to the other member live.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, Gender, Role } from '@darsak/shared';
import { outboxMessages, users } from '../../src/db/schema.js';
import { addMembers } from '../../src/modules/chat/repository.js';
import {
  book,
  insertLesson,
  listedTutor,
  startedAgo,
  startIn,
  student,
  weekFromYesterday,
} from '../booking-fixtures.js';
import { sendMessage } from '../../src/modules/chat/messages.js';
import { startHarness, type Harness } from '../harness.js';
import { closeSockets, connectAs, next, record } from '../sockets.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
});
afterAll(() => h.close());
afterEach(closeSockets);

/** A student and a tutor with a room opened by the student's first message. */
const pair = async () => {
  const tutor = await listedTutor(h);
  const s = await student(h);
  const opened = await h.call(api.newChat, {
    body: { userId: tutor.id, message: 'السلام عليكم، عندي سؤال عن الدرس' },
    token: s.token,
  });
  expect(opened.status).toBe(200);
  return { tutor, student: s, room: opened.body.room, first: opened.body.message };
};

describe('opening a room', () => {
  it('lets a student write to a tutor, once; the tutor sees it unread in their list', async () => {
    const { tutor, student: s, room, first } = await pair();
    expect(room.members.map((m) => m.id)).toEqual([tutor.id]);
    expect(first).toMatchObject({ roomId: room.id, senderId: s.id, editedAt: null });
    const again = await h.call(api.newChat, {
      body: { userId: tutor.id, message: 'مرة أخرى' },
      token: s.token,
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'room-exists' } });
    const found = await h.call(api.roomByMembers, {
      query: { members: tutor.id },
      token: s.token,
    });
    expect(found.body.id).toBe(room.id);
    const list = await h.call(api.listRooms, { params: { userId: tutor.id }, token: tutor.token });
    expect(list.body).toMatchObject({ total: 1, unreadRooms: 1 });
    expect(list.body.list[0]).toMatchObject({ id: room.id, unread: 1, pinned: false });
    expect(list.body.list[0]!.lastMessage?.text).toBe(first.text);
  });

  it('pages a room’s history backwards from a message, oldest first, saying whether more is left', async () => {
    const { tutor, student: s, room, first } = await pair();
    const texts = ['الثانية', 'الثالثة', 'الرابعة', 'الخامسة'];
    const ids = [first.id];
    for (const text of texts) ids.push((await sendMessage(h.ctx, s.id, room.id, text)).id);
    const page = async (query: { before?: number; size: number }) => {
      const res = await h.call(api.listMessages, {
        params: { roomId: room.id },
        query,
        token: tutor.token,
      });
      return { ids: res.body.list.map((m) => m.id), hasMore: res.body.hasMore };
    };
    expect(await page({ size: 2 })).toEqual({ ids: ids.slice(3), hasMore: true });
    expect(await page({ before: ids[3]!, size: 2 })).toEqual({
      ids: ids.slice(1, 3),
      hasMore: true,
    });
    expect(await page({ before: ids[1]!, size: 2 })).toEqual({ ids: [ids[0]], hasMore: false });
    expect(await page({ size: 5 })).toEqual({ ids, hasMore: false });
  });

  it('refuses a student without a verified email, a student to a student, and strangers’ rooms', async () => {
    const tutor = await listedTutor(h);
    const unverified = await student(h, { verifiedEmail: false });
    const refused = await h.call(api.newChat, {
      body: { userId: tutor.id, message: 'hello' },
      token: unverified.token,
    });
    expect(refused).toMatchObject({ status: 422, body: { code: 'unverified-email' } });
    const a = await student(h);
    const b = await student(h);
    expect(
      (await h.call(api.newChat, { body: { userId: b.id, message: 'hi' }, token: a.token })).status,
    ).toBe(403);
    const { room } = await pair();
    const stranger = await student(h);
    const peek = await h.call(api.listMessages, {
      params: { roomId: room.id },
      token: stranger.token,
    });
    expect(peek).toMatchObject({ status: 403, body: { code: 'not-room-member' } });
    const others = await h.call(api.listRooms, {
      params: { userId: tutor.id },
      token: stranger.token,
    });
    expect(others.status).toBe(403);
    const markup = await h.call(api.newChat, {
      body: { userId: tutor.id, message: '<script>alert(1)</script>' },
      token: stranger.token,
    });
    expect(markup).toMatchObject({ status: 400, body: { code: 'invalid-markup' } });
  });

  it('lets tutors and tutor managers talk', async () => {
    const tutor = await listedTutor(h);
    const manager = await h.account({ role: Role.TutorManager });
    const opened = await h.call(api.newChat, {
      body: { userId: tutor.id, message: 'أهلاً، موعد المقابلة غداً' },
      token: manager.token.value,
    });
    expect(opened.status).toBe(200);
  });

  it('gives a booked lesson’s members a room of its own', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(5));
    const room = await h.call(api.roomFor, {
      body: { type: 2, refId: lesson.id },
      token: tutor.token,
    });
    expect(room.body).toMatchObject({ type: 2, refId: lesson.id });
    expect(room.body.members.map((m) => m.id)).toEqual([s.id]);
    const stranger = await student(h);
    const refused = await h.call(api.roomFor, {
      body: { type: 2, refId: lesson.id },
      token: stranger.token,
    });
    expect(refused.body.code).toBe('not-room-member');
  });
});

describe('talking over the socket', () => {
  it('delivers a message live, then read markers, typing, edits and deletions', async () => {
    const { tutor, student: s, room } = await pair();
    const studentSocket = await connectAs(h, s.token);
    const tutorSocket = await connectAs(h, tutor.token);

    const arriving = next(tutorSocket, 'RoomMessage');
    const sent = await studentSocket.emitWithAck('SendMessage', {
      roomId: room.id,
      text: 'هل يمكن أن نبدأ بالمحادثة؟',
      clientId: 'c-1',
    });
    expect(sent.code).toBe('ok');
    const heard = await arriving;
    expect(heard).toMatchObject({ id: sent.message!.id, text: 'هل يمكن أن نبدأ بالمحادثة؟' });
    // A retried send with the same client id is stored once.
    const retried = await studentSocket.emitWithAck('SendMessage', {
      roomId: room.id,
      text: 'هل يمكن أن نبدأ بالمحادثة؟',
      clientId: 'c-1',
    });
    expect(retried.message!.id).toBe(sent.message!.id);

    const typing = next(studentSocket, 'UserTyping');
    tutorSocket.emit('UserTyping', { roomId: room.id, typing: true });
    expect(await typing).toEqual({ roomId: room.id, userId: tutor.id, typing: true });

    const read = next(studentSocket, 'RoomMessageRead');
    expect(
      await tutorSocket.emitWithAck('MarkMessageAsRead', {
        roomId: room.id,
        messageId: sent.message!.id,
      }),
    ).toEqual({ code: 'ok' });
    expect(await read).toEqual({ roomId: room.id, messageId: sent.message!.id, userId: tutor.id });
    const list = await h.call(api.listRooms, { params: { userId: tutor.id }, token: tutor.token });
    expect(list.body.list[0]!.unread).toBe(0);

    const edited = next(tutorSocket, 'RoomMessageUpdated');
    expect(
      await studentSocket.emitWithAck('UpdateMessage', {
        messageId: sent.message!.id,
        text: 'هل نبدأ بالمحادثة اليوم؟',
      }),
    ).toEqual({ code: 'ok' });
    expect(await edited).toMatchObject({ text: 'هل نبدأ بالمحادثة اليوم؟' });
    expect(
      await tutorSocket.emitWithAck('UpdateMessage', { messageId: sent.message!.id, text: 'x' }),
    ).toEqual({ code: 'not-owner', reason: 'forbidden' });

    const deleted = next(tutorSocket, 'RoomMessageDeleted');
    expect(
      await studentSocket.emitWithAck('DeleteMessage', { messageId: sent.message!.id }),
    ).toEqual({ code: 'ok' });
    expect(await deleted).toEqual({ roomId: room.id, messageId: sent.message!.id });
    expect(
      await studentSocket.emitWithAck('DeleteMessage', { messageId: sent.message!.id }),
    ).toEqual({ code: 'message-not-found', reason: 'not-found' });

    const history = await h.call(api.listMessages, {
      params: { roomId: room.id },
      query: { size: 10 },
      token: tutor.token,
    });
    expect(history.body.list.map((m) => m.text)).toEqual(['السلام عليكم، عندي سؤال عن الدرس', '']);
    expect(history.body.list[1]!.deletedAt).not.toBeNull();
  });

  it('answers each refusal with its code, and a stranger hears nothing', async () => {
    const { student: s, room, first } = await pair();
    const stranger = await student(h);
    const strangerSocket = await connectAs(h, stranger.token);
    const heard = record(strangerSocket, 'RoomMessage');
    const socket = await connectAs(h, s.token);
    expect(await socket.emitWithAck('SendMessage', { roomId: room.id, text: '' })).toMatchObject({
      code: 'empty-text',
    });
    expect((await socket.emitWithAck('SendMessage', { roomId: 99_999_999, text: 'hi' })).code).toBe(
      'room-not-found',
    );
    expect(
      (await strangerSocket.emitWithAck('SendMessage', { roomId: room.id, text: 'hi' })).code,
    ).toBe('not-member');
    expect(
      (
        await strangerSocket.emitWithAck('MarkMessageAsRead', {
          roomId: room.id,
          messageId: first.id,
        })
      ).code,
    ).toBe('not-member');
    expect(
      (await socket.emitWithAck('MarkMessageAsRead', { roomId: room.id, messageId: 99_999_999 }))
        .code,
    ).toBe('message-not-found');
    expect((await strangerSocket.emitWithAck('DeleteMessage', { messageId: first.id })).code).toBe(
      'not-member',
    );
    expect(await socket.emitWithAck('SendMessage', { roomId: room.id, text: 'ok' })).toMatchObject({
      code: 'ok',
    });
    expect(await socket.emitWithAck('JoinRooms', { rooms: [`room:${room.id}`] })).toEqual({
      code: 'ok',
      rooms: [`room:${room.id}`],
    });
    expect(await strangerSocket.emitWithAck('JoinRooms', { rooms: [`room:${room.id}`] })).toEqual({
      code: 'not-member',
      rooms: [],
    });
    expect(heard).toEqual([]);
  });

  it('stores a burst of messages sent at once in the order sent, each acknowledged once stored', async () => {
    const { tutor, student: s, room } = await pair();
    const stranger = await student(h);
    const strangerSocket = await connectAs(h, stranger.token);
    const studentSocket = await connectAs(h, s.token);
    const tutorSocket = await connectAs(h, tutor.token);
    const heard = record(tutorSocket, 'RoomMessage');
    const texts = Array.from({ length: 10 }, (_, i) => `رسالة رقم ${i + 1}`);
    // Sent without waiting: they arrive while earlier ones are being written, and are stored
    // together; a resend of the same client id and a stranger's message come among them.
    const [acks, resent, refused, missing] = await Promise.all([
      Promise.all(
        texts.map((text, i) =>
          studentSocket.emitWithAck('SendMessage', { roomId: room.id, text, clientId: `b-${i}` }),
        ),
      ),
      studentSocket.emitWithAck('SendMessage', {
        roomId: room.id,
        text: texts[3]!,
        clientId: 'b-3',
      }),
      strangerSocket.emitWithAck('SendMessage', { roomId: room.id, text: 'دخيل' }),
      studentSocket.emitWithAck('SendMessage', { roomId: 99_999_999, text: 'لا غرفة' }),
    ]);
    expect(acks.map((ack) => ack.code)).toEqual(texts.map(() => 'ok'));
    const ids = acks.map((ack) => ack.message!.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(resent).toMatchObject({ code: 'ok', message: { id: ids[3], clientId: 'b-3' } });
    expect(refused.code).toBe('not-member');
    expect(missing.code).toBe('room-not-found');

    const history = await h.call(api.listMessages, {
      params: { roomId: room.id },
      query: { size: 20 },
      token: tutor.token,
    });
    expect(history.body.list.slice(1).map((m) => [m.id, m.text])).toEqual(
      ids.map((id, i) => [id, texts[i]]),
    );
    // Delivered once each, in the order stored.
    await expect.poll(() => heard.length).toBe(texts.length);
    expect(heard.map((m) => m.id)).toEqual(ids);
    // The sender has read their own messages; the room moved up with its latest one.
    const rooms = await h.call(api.listRooms, { params: { userId: s.id }, token: s.token });
    expect(rooms.body.list.find((r) => r.id === room.id)).toMatchObject({ unread: 0 });
    const theirs = await h.call(api.listRooms, {
      params: { userId: tutor.id },
      token: tutor.token,
    });
    expect(theirs.body.list.find((r) => r.id === room.id)).toMatchObject({ unread: 11 });
  });

  it('stores the messages sent with one the database refuses', async () => {
    const { tutor, student: s, room } = await pair();
    // A NUL character passes no socket contract; sent from inside, the database refuses it.
    const texts = ['قبل', 'مرفوضة\u0000', 'بعد', 'أخيراً'];
    const outcomes = await Promise.allSettled(
      texts.map((text) => sendMessage(h.ctx, s.id, room.id, text)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const history = await h.call(api.listMessages, {
      params: { roomId: room.id },
      query: { size: 10 },
      token: tutor.token,
    });
    expect(history.body.list.slice(1).map((m) => m.text)).toEqual(['قبل', 'بعد', 'أخيراً']);
  });

  it('refuses a student who has not verified the email', async () => {
    const { tutor, room } = await pair();
    const tutorSocket = await connectAs(h, tutor.token);
    expect(
      (await tutorSocket.emitWithAck('SendMessage', { roomId: room.id, text: 'أهلاً بك' })).code,
    ).toBe('ok');
    const unverified = await student(h, { verifiedEmail: false });
    const socket = await connectAs(h, unverified.token);
    expect(await socket.emitWithAck('SendMessage', { roomId: room.id, text: 'hi' })).toEqual({
      code: 'unallowed',
      reason: 'unverified-email',
    });
  });
});

describe('what members hear is what is stored', () => {
  it('lets a member mark a message read the moment it arrives, under the id it is stored with', async () => {
    const { tutor, student: s, room } = await pair();
    const studentSocket = await connectAs(h, s.token);
    const tutorSocket = await connectAs(h, tutor.token);
    const reads: Promise<{ code: string }>[] = [];
    const heard: number[] = [];
    tutorSocket.on('RoomMessage', (message) => {
      heard.push(message.id);
      reads.push(
        tutorSocket.emitWithAck('MarkMessageAsRead', { roomId: room.id, messageId: message.id }),
      );
    });
    const acks = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        studentSocket.emitWithAck('SendMessage', { roomId: room.id, text: `سؤال ${n}` }),
      ),
    );
    const ids = acks.map((ack) => ack.message!.id);
    await expect.poll(() => reads.length).toBe(5);
    expect((await Promise.all(reads)).map((ack) => ack.code)).toEqual(ids.map(() => 'ok'));
    expect(heard).toEqual(ids);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const history = await h.call(api.listMessages, {
      params: { roomId: room.id },
      query: { size: 10 },
      token: tutor.token,
    });
    expect(history.body.list.slice(1).map((m) => [m.id, m.text])).toEqual(
      ids.map((id, i) => [id, `سؤال ${i + 1}`]),
    );
    const list = await h.call(api.listRooms, { params: { userId: tutor.id }, token: tutor.token });
    expect(list.body.list.find((r) => r.id === room.id)).toMatchObject({ unread: 0 });
  });

  it('tells a member who joined the room since its last message', async () => {
    const { tutor, student: s, room } = await pair();
    const studentSocket = await connectAs(h, s.token);
    const tutorSocket = await connectAs(h, tutor.token);
    expect(
      (await studentSocket.emitWithAck('SendMessage', { roomId: room.id, text: 'قبل' })).code,
    ).toBe('ok');
    const newcomer = await h.account({ role: Role.TutorManager });
    await addMembers(h.ctx.db, room.id, [newcomer.user.id]);
    const newcomerSocket = await connectAs(h, newcomer.token.value);
    const theirs = next(newcomerSocket, 'RoomMessage');
    const tutors = next(tutorSocket, 'RoomMessage');
    const sent = await studentSocket.emitWithAck('SendMessage', { roomId: room.id, text: 'بعد' });
    expect(sent.code).toBe('ok');
    expect(await theirs).toMatchObject({ id: sent.message!.id, text: 'بعد' });
    expect(await tutors).toMatchObject({ id: sent.message!.id });
  });

  it('keeps the messages written with one the database stores otherwise than sent', async () => {
    const { tutor, student: s, room } = await pair();
    const tutorSocket = await connectAs(h, tutor.token);
    const heard = record(tutorSocket, 'RoomMessage');
    const gone = record(tutorSocket, 'RoomMessageDeleted');
    // Half a surrogate pair passes no contract; sent from inside, the database stores U+FFFD for it.
    // The first is written alone, the others together in the next statement.
    const texts = ['أولى', 'ثانية \ud83d', 'ثالثة', 'رابعة'];
    const sent = await Promise.all(texts.map((text) => sendMessage(h.ctx, s.id, room.id, text)));
    const history = await h.call(api.listMessages, {
      params: { roomId: room.id },
      query: { size: 10 },
      token: tutor.token,
    });
    expect(history.body.list.slice(1).map((m) => m.id)).toEqual(sent.map((m) => m.id));
    expect(history.body.list.slice(1).map((m) => m.text)).toEqual([
      'أولى',
      'ثانية \ufffd',
      'ثالثة',
      'رابعة',
    ]);
    await expect.poll(() => heard.length).toBe(4);
    expect(heard.map((m) => m.id)).toEqual(sent.map((m) => m.id));
    expect(gone).toEqual([]);
  });

  it('tells no one of a message whose sender lost the right to write meanwhile', async () => {
    const { tutor, student: s, room } = await pair();
    const studentSocket = await connectAs(h, s.token);
    const tutorSocket = await connectAs(h, tutor.token);
    // The first message reaches the tutor before recording starts: through Redis it may come after the ack.
    const first = next(tutorSocket, 'RoomMessage');
    expect(
      (await studentSocket.emitWithAck('SendMessage', { roomId: room.id, text: 'أولى' })).code,
    ).toBe('ok');
    expect(await first).toMatchObject({ text: 'أولى' });
    const heard = record(tutorSocket, 'RoomMessage');
    const gone = record(tutorSocket, 'RoomMessageDeleted');
    await h.ctx.db.update(users).set({ verifiedEmail: false }).where(eq(users.id, s.id));
    expect(
      await studentSocket.emitWithAck('SendMessage', { roomId: room.id, text: 'ثانية' }),
    ).toEqual({ code: 'unallowed', reason: 'unverified-email' });
    expect(heard).toEqual([]);
    expect(gone).toEqual([]);
    const history = await h.call(api.listMessages, {
      params: { roomId: room.id },
      query: { size: 10 },
      token: tutor.token,
    });
    expect(history.body.list.map((m) => m.text)).not.toContain('ثانية');
    await h.ctx.db.update(users).set({ verifiedEmail: true }).where(eq(users.id, s.id));
  });
});

describe('the room list', () => {
  it('puts pinned rooms first, searches by name, and keeps muted rooms quiet by email', async () => {
    const s = await student(h);
    const first = await listedTutor(h);
    const second = await h.account({ role: Role.Tutor, name: 'كريم عادل' });
    for (const tutor of [first.id, second.user.id]) {
      await h.call(api.newChat, { body: { userId: tutor, message: 'مرحباً' }, token: s.token });
    }
    const rooms = (await h.call(api.listRooms, { params: { userId: s.id }, token: s.token })).body;
    expect(rooms.list.map((r) => r.members[0]!.id)).toEqual([second.user.id, first.id]);
    const older = rooms.list[1]!;
    const pinned = await h.call(api.updateRoom, {
      params: { roomId: older.id },
      body: { pinned: true, muted: true },
      token: s.token,
    });
    expect(pinned.body).toMatchObject({ pinned: true, muted: true });
    const again = (await h.call(api.listRooms, { params: { userId: s.id }, token: s.token })).body;
    expect(again.list[0]!.id).toBe(older.id);
    const searched = await h.call(api.listRooms, {
      params: { userId: s.id },
      query: { search: 'كريم' },
      token: s.token,
    });
    expect(searched.body.list.map((r) => r.members[0]!.id)).toEqual([second.user.id]);
    const listed = async (query: { pinned?: 'true' | 'false'; search?: string }) => {
      const res = await h.call(api.listRooms, { params: { userId: s.id }, query, token: s.token });
      return { ids: res.body.list.map((r) => r.id), total: res.body.total };
    };
    expect(await listed({ pinned: 'true' })).toEqual({ ids: [older.id], total: 1 });
    expect(await listed({ pinned: 'false' })).toEqual({ ids: [rooms.list[0]!.id], total: 1 });
    expect(await listed({ pinned: 'false', search: 'كريم' })).toEqual({
      ids: [rooms.list[0]!.id],
      total: 1,
    });
    expect(await listed({ pinned: 'true', search: 'كريم' })).toEqual({ ids: [], total: 0 });
    // What a search holds is matched as written: `%` and `_` are not wildcards.
    expect(await listed({ search: '%' })).toEqual({ ids: [], total: 0 });
    expect(await listed({ search: '_' })).toEqual({ ids: [], total: 0 });
    const members = await h.call(api.roomMembers, { params: { roomId: older.id }, token: s.token });
    expect(members.body.map((m) => m.id).sort()).toEqual([s.id, first.id].sort());
  });

  it('lists one entry per person until a lesson’s room holds a message', async () => {
    const s = await student(h);
    const tutor = await listedTutor(h);
    await h.call(api.newChat, { body: { userId: tutor.id, message: 'مرحباً' }, token: s.token });
    // A lesson booked now: its room is opened with the booking, and stays empty.
    const lesson = await book(h, s.token, tutor.id, startIn(5));
    const lessonRoom = await h.call(api.roomFor, {
      body: { type: 2, refId: lesson.id },
      token: tutor.token,
    });
    expect(lessonRoom.body.lastMessage).toBeNull();
    for (const member of [s, tutor]) {
      const listed = await h.call(api.listRooms, {
        params: { userId: member.id },
        token: member.token,
      });
      // Only the pair's own room: no empty «درس مع …» beside it.
      expect(listed.body.list.map((r) => [r.type, r.refId])).toEqual([[1, null]]);
      expect(listed.body.total).toBe(1);
      const pinned = await h.call(api.listRooms, {
        params: { userId: member.id },
        query: { pinned: 'false' },
        token: member.token,
      });
      expect(pinned.body.total).toBe(1);
    }
    // Pinned while empty (from the lesson's page, say), it is still not listed.
    await h.call(api.updateRoom, {
      params: { roomId: lessonRoom.body.id },
      body: { pinned: true },
      token: tutor.token,
    });
    const tutorList = async () =>
      (await h.call(api.listRooms, { params: { userId: tutor.id }, token: tutor.token })).body;
    expect((await tutorList()).total).toBe(1);
    // Its first message lists it, for both.
    await sendMessage(h.ctx, tutor.id, lessonRoom.body.id, 'سنبدأ بمراجعة الواجب');
    expect((await tutorList()).list.map((r) => r.refId)).toEqual([lesson.id, null]);
    const studentList = await h.call(api.listRooms, {
      params: { userId: s.id },
      token: s.token,
    });
    expect(studentList.body.list.map((r) => r.refId)).toEqual([lesson.id, null]);
    expect(studentList.body.unreadRooms).toBe(1);
  });

  it('tells apart two lessons with one tutor by their time, the latest activity first', async () => {
    const s = await student(h);
    const tutor = await listedTutor(h);
    await h.call(api.newChat, { body: { userId: tutor.id, message: 'مرحباً' }, token: s.token });
    // A lesson two days ago, its room opened afterwards; then the next lesson, booked now.
    const past = await insertLesson(h, {
      tutorId: tutor.id,
      studentId: s.id,
      startsAt: startedAgo(48),
    });
    const pastRoom = await h.call(api.roomFor, {
      body: { type: 2, refId: past.id },
      token: s.token,
    });
    expect(pastRoom.body.subject).toEqual({
      startsAt: past.startsAt.toISOString(),
      endsAt: past.endsAt.toISOString(),
      cancelled: false,
    });
    const next = await book(h, s.token, tutor.id, startIn(5));
    const nextRoom = await h.call(api.roomFor, {
      body: { type: 2, refId: next.id },
      token: s.token,
    });
    const list = async () =>
      (await h.call(api.listRooms, { params: { userId: s.id }, token: s.token })).body.list;
    // A message in each lesson's room lists it; the latest message first.
    await sendMessage(h.ctx, s.id, nextRoom.body.id, 'هل نراجع القواعد في الدرس القادم؟');
    await sendMessage(h.ctx, tutor.id, pastRoom.body.id, 'هذه ملاحظاتي على درس أمس');
    const rooms = await list();
    expect(rooms.map((r) => [r.type, r.refId, r.members.map((m) => m.id)])).toEqual([
      [2, past.id, [tutor.id]],
      [2, next.id, [tutor.id]],
      [1, null, [tutor.id]],
    ]);
    expect(rooms.map((r) => r.subject)).toEqual([
      pastRoom.body.subject,
      { startsAt: next.startsAt, endsAt: next.endsAt, cancelled: false },
      null,
    ]);
    // A cancelled lesson's room says so.
    const cancelled = await h.call(api.cancelLesson, { params: { id: next.id }, token: s.token });
    expect(cancelled.status).toBe(200);
    const after = await list();
    expect(after.map((r) => r.refId)).toEqual([past.id, next.id, null]);
    expect(after.map((r) => r.subject?.cancelled)).toEqual([false, true, undefined]);
    // One room, as the tutor sees it, says the same.
    const one = await h.call(api.getRoom, {
      params: { roomId: after[1]!.id },
      token: tutor.token,
    });
    expect(one.body.subject).toEqual({
      startsAt: next.startsAt,
      endsAt: next.endsAt,
      cancelled: true,
    });
  });

  it('shows each member’s photo at its public address, as every other answer does', async () => {
    const { tutor, student: s, room } = await pair();
    await h.ctx.db.update(users).set({ image: 'member-photo.jpg' }).where(eq(users.id, tutor.id));
    const rooms = await h.call(api.listRooms, { params: { userId: s.id }, token: s.token });
    const listed = rooms.body.list.find((r) => r.id === room.id)!;
    expect(listed.members[0]).toMatchObject({
      id: tutor.id,
      image: '/assets/uploads/member-photo.jpg',
    });
    const members = await h.call(api.roomMembers, { params: { roomId: room.id }, token: s.token });
    expect(members.body.find((m) => m.id === tutor.id)?.image).toBe(
      '/assets/uploads/member-photo.jpg',
    );
    expect(members.body.find((m) => m.id === s.id)?.image).toBeNull();
  });

  it('tells each member’s gender, for words about them that agree («متصلة الآن»)', async () => {
    const { tutor, student: s, room } = await pair();
    await h.ctx.db.update(users).set({ gender: Gender.Female }).where(eq(users.id, tutor.id));
    await h.ctx.db.update(users).set({ gender: null }).where(eq(users.id, s.id));
    const rooms = await h.call(api.listRooms, { params: { userId: s.id }, token: s.token });
    expect(rooms.body.list.find((r) => r.id === room.id)!.members[0]).toMatchObject({
      id: tutor.id,
      gender: Gender.Female,
    });
    const members = await h.call(api.roomMembers, { params: { roomId: room.id }, token: s.token });
    expect(members.body.map((m) => [m.id, m.gender])).toEqual(
      expect.arrayContaining([
        [tutor.id, Gender.Female],
        [s.id, null],
      ]),
    );
  });

  it('offers a student the tutors they have not written to', async () => {
    const s = await student(h);
    const written = await listedTutor(h);
    const other = await listedTutor(h);
    await h.call(api.newChat, { body: { userId: written.id, message: 'مرحباً' }, token: s.token });
    h.ctx.cache.flush();
    const tab = await h.call(api.uncontactedTutors, { query: { size: 100 }, token: s.token });
    const ids = tab.body.list.map((t) => t.id);
    expect(ids).toContain(other.id);
    expect(ids).not.toContain(written.id);
  });
});

describe('someone who is away', () => {
  it('is told by email once per quiet period, without the text of a muted room', async () => {
    const { tutor, student: s, room } = await pair();
    // Said of a woman in the feminine: «أرسلت لك».
    await h.ctx.db.update(users).set({ gender: Gender.Female }).where(eq(users.id, s.id));
    const socket = await connectAs(h, s.token);
    for (const text of ['رسالة أولى', 'رسالة ثانية']) {
      await socket.emitWithAck('SendMessage', { roomId: room.id, text });
    }
    const later = () => new Date(Date.now() + 5 * 60_000);
    await h.runJobs(later);
    const tutorRow = (await h.call(api.currentUser, { token: tutor.token })).body;
    const mails = await h.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, tutorRow.email));
    expect(mails).toHaveLength(1);
    // The three notices are due together and may run at once (on PostgreSQL several runners
    // claim jobs): whichever claims the quiet period quotes its own message, and only one is sent.
    expect(mails[0]!.body).toMatch(/السلام عليكم|رسالة أولى|رسالة ثانية/);
    expect(mails[0]!.body).toContain('أرسلت لك');

    await h.call(api.updateRoom, {
      params: { roomId: room.id },
      body: { muted: true },
      token: tutor.token,
    });
    await h.ctx.db.delete(outboxMessages).where(eq(outboxMessages.recipient, tutorRow.email));
    await socket.emitWithAck('SendMessage', { roomId: room.id, text: 'سر في غرفة صامتة' });
    await h.runJobs(() => new Date(Date.now() + 60 * 60_000));
    const muted = await h.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, tutorRow.email));
    expect(muted).toEqual([]);
  });
});
