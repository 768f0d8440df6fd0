/**
 * Pictures and voice notes in chat (docs/product/chat-and-calls.md#pictures-and-voice-notes): sent
 * by upload, their type and length read from the bytes, kept private and read by the room's members
 * only, with the limits at their boundaries, read markers as any message, and the file deleted
 * with its message.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  api,
  CHAT_PICTURE_MAX_BYTES,
  VOICE_NOTE_MAX_BYTES,
  type ChatMessage,
  type ErrorCode,
} from '@darsak/shared';
import { chatMessages, jobs, outboxMessages } from '../../src/db/schema.js';
import { CHAT_MEDIA_SWEEP_AFTER_MS } from '../../src/modules/chat/media-removal.js';
import { markRead } from '../../src/modules/chat/repository.js';
import { listedTutor, student, weekFromYesterday } from '../booking-fixtures.js';
import {
  jpeg,
  oggVoice,
  png,
  readMedia,
  sendMedia,
  webmVideo,
  webmVoice,
  webp,
} from '../chat-media-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { closeSockets, connectAs, next } from '../sockets.js';
import { expectError } from '../support.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
});
afterAll(() => h.close());
afterEach(async () => {
  vi.restoreAllMocks();
  await closeSockets();
});

/** A student and a tutor with a room opened by the student's first message. */
const pair = async () => {
  const tutor = await listedTutor(h);
  const s = await student(h);
  const opened = await h.call(api.newChat, {
    body: { userId: tutor.id, message: 'مساء الخير' },
    token: s.token,
  });
  expect(opened.status).toBe(200);
  return { tutor, student: s, room: opened.body.room };
};

const answer = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  body: res.json() as Record<string, unknown>,
});

const refusedWith = (res: { statusCode: number; json: () => unknown }, code: ErrorCode) =>
  expectError(answer(res), code);

/** The stored file's name of a message, as the database holds it. */
const fileOf = async (messageId: number) => {
  const [row] = await h.ctx.db
    .select({ file: chatMessages.mediaFile })
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId));
  return row?.file ?? null;
};

describe('sending a picture or a voice note', () => {
  it('delivers a picture live to the other member, who alone of strangers may read it', async () => {
    const { tutor, student: s, room } = await pair();
    const tutorSocket = await connectAs(h, tutor.token);
    const arriving = next(tutorSocket, 'RoomMessage');
    const bytes = png(1200, 900, 4000);
    const res = await sendMedia(h, room.id, s.token, { kind: 'picture', bytes, clientId: 'p-1' });
    expect(res.statusCode).toBe(200);
    const sent = res.json<ChatMessage>();
    expect(sent).toMatchObject({
      roomId: room.id,
      senderId: s.id,
      text: '',
      clientId: 'p-1',
      media: { kind: 'picture', bytes: 4000, width: 1200, height: 900, durationMs: null },
    });
    expect(await arriving).toMatchObject({ id: sent.id, media: { kind: 'picture', bytes: 4000 } });

    // The member reads the very bytes, with an ETag that answers 304 when the copy is current.
    const read = await readMedia(h, sent.id, tutor.token);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toBe('private, no-cache');
    expect(read.rawPayload.equals(bytes)).toBe(true);
    const again = await readMedia(h, sent.id, tutor.token, {
      'if-none-match': String(read.headers.etag),
    });
    expect(again.statusCode).toBe(304);

    // A stranger, and someone signed out, are refused, whether they know the etag or not.
    const stranger = await student(h);
    refusedWith(await readMedia(h, sent.id, stranger.token), 'not-room-member');
    refusedWith(
      await readMedia(h, sent.id, stranger.token, { 'if-none-match': String(read.headers.etag) }),
      'not-room-member',
    );
    refusedWith(await readMedia(h, sent.id, undefined), 'unauthenticated');
    refusedWith(
      await sendMedia(h, room.id, stranger.token, { kind: 'picture', bytes: png() }),
      'not-room-member',
    );
    refusedWith(
      await sendMedia(h, room.id, undefined, { kind: 'picture', bytes: png() }),
      'unauthenticated',
    );

    // The room list names it without a text.
    const list = await h.call(api.listRooms, { params: { userId: tutor.id }, token: tutor.token });
    expect(list.body.list[0]!.lastMessage).toMatchObject({
      id: sent.id,
      media: { kind: 'picture' },
    });
  });

  it('takes a voice note in WebM or Ogg, its length read from the file', async () => {
    const { tutor, room } = await pair();
    const fromWebm = await sendMedia(h, room.id, tutor.token, {
      kind: 'voice',
      bytes: webmVoice(42.5),
    });
    expect(fromWebm.statusCode).toBe(200);
    expect(fromWebm.json<ChatMessage>().media).toMatchObject({ kind: 'voice', durationMs: 42_500 });
    const fromOgg = await sendMedia(h, room.id, tutor.token, {
      kind: 'voice',
      bytes: oggVoice(7.25),
      filename: 'voice.ogg',
    });
    expect(fromOgg.statusCode).toBe(200);
    const ogg = fromOgg.json<ChatMessage>();
    expect(ogg.media).toMatchObject({ kind: 'voice', durationMs: 7250, width: null });
    const read = await readMedia(h, ogg.id, tutor.token);
    expect(read.headers['content-type']).toBe('audio/ogg');
    const webmRead = await readMedia(h, fromWebm.json<ChatMessage>().id, tutor.token);
    expect(webmRead.headers['content-type']).toBe('audio/webm');
  });

  it('tells the type by the bytes, never by the name or the declared type', async () => {
    const { student: s, room } = await pair();
    // A PNG renamed .ogg is no voice note; a text file named .jpg is no picture.
    refusedWith(
      await sendMedia(h, room.id, s.token, {
        kind: 'voice',
        bytes: png(),
        filename: 'voice.ogg',
        contentType: 'audio/ogg',
      }),
      'invalid-voice-note-type',
    );
    refusedWith(
      await sendMedia(h, room.id, s.token, {
        kind: 'picture',
        bytes: Buffer.from('not a picture at all, only words'),
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      }),
      'invalid-picture-type',
    );
    // A video is no voice note, nor a GIF a picture here; a voice note is no picture.
    refusedWith(
      await sendMedia(h, room.id, s.token, { kind: 'voice', bytes: webmVideo(10) }),
      'invalid-voice-note-type',
    );
    refusedWith(
      await sendMedia(h, room.id, s.token, {
        kind: 'picture',
        bytes: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100, 1)]),
      }),
      'invalid-picture-type',
    );
    refusedWith(
      await sendMedia(h, room.id, s.token, { kind: 'picture', bytes: webmVoice(3) }),
      'invalid-picture-type',
    );
    refusedWith(
      await sendMedia(h, room.id, s.token, { kind: 'sticker', bytes: png() }),
      'invalid-value',
    );
    refusedWith(
      await sendMedia(h, room.id, s.token, { kind: 'picture', bytes: Buffer.alloc(0) }),
      'required',
    );
    // JPEG and WebP are pictures whatever they are called.
    for (const bytes of [jpeg(1600, 1200), webp(1200, 1600)]) {
      const res = await sendMedia(h, room.id, s.token, {
        kind: 'picture',
        bytes,
        filename: 'x.bin',
      });
      expect(res.statusCode).toBe(200);
    }
    const history = await h.call(api.listMessages, {
      params: { roomId: room.id },
      query: { size: 10 },
      token: s.token,
    });
    expect(history.body.list.map((m) => m.media && [m.media.width, m.media.height])).toEqual([
      null,
      [1600, 1200],
      [1200, 1600],
    ]);
  });

  it('holds each kind to its limits, a byte and a moment either side', async () => {
    const { student: s, room } = await pair();
    const ok = async (kind: string, bytes: Buffer) =>
      expect((await sendMedia(h, room.id, s.token, { kind, bytes })).statusCode).toBe(200);
    await ok('picture', png(1600, 1200, CHAT_PICTURE_MAX_BYTES));
    refusedWith(
      await sendMedia(h, room.id, s.token, {
        kind: 'picture',
        bytes: png(1600, 1200, CHAT_PICTURE_MAX_BYTES + 1),
      }),
      'picture-too-large',
    );
    await ok('voice', webmVoice(30, VOICE_NOTE_MAX_BYTES));
    refusedWith(
      await sendMedia(h, room.id, s.token, {
        kind: 'voice',
        bytes: webmVoice(30, VOICE_NOTE_MAX_BYTES + 1),
      }),
      'voice-note-too-large',
    );
    // Two minutes, and the second the recorder may take to stop; not a moment more.
    await ok('voice', webmVoice(121));
    refusedWith(
      await sendMedia(h, room.id, s.token, { kind: 'voice', bytes: webmVoice(121.02) }),
      'voice-note-too-long',
    );
    refusedWith(
      await sendMedia(h, room.id, s.token, { kind: 'voice', bytes: oggVoice(121.02) }),
      'voice-note-too-long',
    );
  });

  it('refuses a student who has not verified the email', async () => {
    const { tutor, room } = await pair();
    const unverified = await student(h, { verifiedEmail: false });
    const opened = await h.call(api.newChat, {
      body: { userId: tutor.id, message: 'hello' },
      token: unverified.token,
    });
    expect(opened.status).toBe(422);
    const refused = await sendMedia(h, room.id, unverified.token, {
      kind: 'picture',
      bytes: png(),
    });
    expect(answer(refused)).toMatchObject({ status: 422, body: { code: 'unverified-email' } });
  });

  it('stores a resend under the same client id once', async () => {
    const { student: s, room } = await pair();
    const first = await sendMedia(h, room.id, s.token, {
      kind: 'voice',
      bytes: webmVoice(5),
      clientId: 'v-1',
    });
    const second = await sendMedia(h, room.id, s.token, {
      kind: 'voice',
      bytes: webmVoice(5),
      clientId: 'v-1',
    });
    expect(second.json<ChatMessage>().id).toBe(first.json<ChatMessage>().id);
    const stored = await h.ctx.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.roomId, room.id));
    expect(stored.filter((row) => row.mediaKind === 'voice')).toHaveLength(1);
  });
});

describe('a picture or voice note is a message like the others', () => {
  it('counts as unread until read, with the same read markers', async () => {
    const { tutor, student: s, room } = await pair();
    const studentSocket = await connectAs(h, s.token);
    const tutorSocket = await connectAs(h, tutor.token);
    // The tutor reads the opening text first.
    const history = await h.call(api.listMessages, {
      params: { roomId: room.id },
      token: tutor.token,
    });
    await tutorSocket.emitWithAck('MarkMessageAsRead', {
      roomId: room.id,
      messageId: history.body.list[0]!.id,
    });
    const sent = (
      await sendMedia(h, room.id, s.token, { kind: 'voice', bytes: webmVoice(12) })
    ).json<ChatMessage>();
    const unreadNow = await h.call(api.listRooms, {
      params: { userId: tutor.id },
      token: tutor.token,
    });
    expect(unreadNow.body.list[0]).toMatchObject({ unread: 1, lastMessage: { id: sent.id } });
    // The sender has read their own.
    expect(unreadNow.body.list[0]!.reads).toContainEqual({ userId: s.id, messageId: sent.id });

    const read = next(studentSocket, 'RoomMessageRead');
    expect(
      await tutorSocket.emitWithAck('MarkMessageAsRead', { roomId: room.id, messageId: sent.id }),
    ).toEqual({ code: 'ok' });
    expect(await read).toEqual({ roomId: room.id, messageId: sent.id, userId: tutor.id });
    const after = await h.call(api.listRooms, { params: { userId: tutor.id }, token: tutor.token });
    expect(after.body.list[0]!.unread).toBe(0);
  });

  it('cannot be edited, and deleting it deletes its stored file', async () => {
    const { tutor, student: s, room } = await pair();
    const studentSocket = await connectAs(h, s.token);
    const sent = (
      await sendMedia(h, room.id, s.token, { kind: 'picture', bytes: jpeg() })
    ).json<ChatMessage>();
    const file = await fileOf(sent.id);
    expect(file).toMatch(/^[a-f0-9-]{36}\.jpg$/);
    expect(await h.ctx.storage.read('private', file!)).not.toBeNull();

    expect(
      await studentSocket.emitWithAck('UpdateMessage', { messageId: sent.id, text: 'نص' }),
    ).toEqual({ code: 'unallowed', reason: 'message-not-editable' });

    expect(await studentSocket.emitWithAck('DeleteMessage', { messageId: sent.id })).toEqual({
      code: 'ok',
    });
    expect(await fileOf(sent.id)).toBeNull();
    await h.runJobs();
    expect(await h.ctx.storage.read('private', file!)).toBeNull();
    refusedWith(await readMedia(h, sent.id, tutor.token), 'media-not-found');
    const history = await h.call(api.listMessages, {
      params: { roomId: room.id },
      token: tutor.token,
    });
    expect(history.body.list.at(-1)).toMatchObject({ id: sent.id, text: '', media: null });
    expect(history.body.list.at(-1)!.deletedAt).not.toBeNull();
  });

  it('tells an away member by email that a picture arrived, and nothing of it', async () => {
    const { tutor, student: s, room } = await pair();
    // The tutor read the opening text elsewhere: only the picture is news.
    const opening = await h.call(api.listMessages, {
      params: { roomId: room.id },
      token: tutor.token,
    });
    await markRead(h.ctx.db, room.id, tutor.id, opening.body.list[0]!.id);
    await sendMedia(h, room.id, s.token, { kind: 'picture', bytes: png() });
    await h.runJobs(() => new Date(Date.now() + 5 * 60_000));
    const tutorRow = (await h.call(api.currentUser, { token: tutor.token })).body;
    const mails = await h.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, tutorRow.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('لك');
    expect(mails[0]!.body).toContain('صورة.');
    expect(mails[0]!.body).not.toContain('مساء الخير');
  });
});

describe('a stored file no message names is removed', () => {
  /** Runs the jobs due once an upload's sweep is due. */
  const afterTheSweep = () =>
    h.runJobs(() => new Date(Date.now() + CHAT_MEDIA_SWEEP_AFTER_MS + 60_000));
  const stored = async (file: string) => (await h.ctx.storage.read('private', file)) !== null;

  it('removes a deleted message’s file by a job committed with the deletion, and keeps the others', async () => {
    const { student: s, room } = await pair();
    const socket = await connectAs(h, s.token);
    const kept = (
      await sendMedia(h, room.id, s.token, { kind: 'picture', bytes: png() })
    ).json<ChatMessage>();
    const deleted = (
      await sendMedia(h, room.id, s.token, { kind: 'voice', bytes: oggVoice(3) })
    ).json<ChatMessage>();
    const keptFile = (await fileOf(kept.id))!;
    const deletedFile = (await fileOf(deleted.id))!;

    expect(await socket.emitWithAck('DeleteMessage', { messageId: deleted.id })).toEqual({
      code: 'ok',
    });
    const [removal] = await h.ctx.db
      .select({ payload: jobs.payload, doneAt: jobs.doneAt })
      .from(jobs)
      .where(eq(jobs.key, `chat-media-removal:deleted:${deletedFile}`));
    expect(removal).toEqual({ payload: { file: deletedFile }, doneAt: null });
    await h.runJobs();
    expect(await stored(deletedFile)).toBe(false);
    expect(await stored(keptFile)).toBe(true);

    // Both uploads' sweeps come later: the sent picture stays, the file already gone is no error.
    await afterTheSweep();
    expect(await stored(keptFile)).toBe(true);
    const sweeps = await h.ctx.db
      .select({ doneAt: jobs.doneAt, failedAt: jobs.failedAt, lastError: jobs.lastError })
      .from(jobs)
      .where(
        sql`${jobs.key} in (${`chat-media-removal:upload:${keptFile}`}, ${`chat-media-removal:upload:${deletedFile}`})`,
      );
    expect(sweeps).toHaveLength(2);
    for (const sweep of sweeps)
      expect(sweep).toMatchObject({ doneAt: expect.any(Date), failedAt: null, lastError: null });
    const read = await readMedia(h, kept.id, s.token);
    expect(read.statusCode).toBe(200);
  });

  it('sweeps an upload never written as a message after the set time, and not before', async () => {
    const { student: s, room } = await pair();
    const before = await h.ctx.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(eq(jobs.name, 'chat-media-removal'));
    // The message is never written, and the removal on the way out fails too: the file stays.
    vi.spyOn(h.ctx.db, 'transaction').mockRejectedValueOnce(new Error('the database went away'));
    vi.spyOn(h.ctx.storage, 'remove').mockRejectedValueOnce(new Error('the store went away'));
    const failed = await sendMedia(h, room.id, s.token, { kind: 'picture', bytes: webp() });
    expect(failed.statusCode).toBe(500);
    vi.restoreAllMocks();

    const known = new Set(before.map((row) => row.key));
    const added = (
      await h.ctx.db
        .select({ key: jobs.key, payload: jobs.payload, runAt: jobs.runAt })
        .from(jobs)
        .where(eq(jobs.name, 'chat-media-removal'))
    ).filter((row) => !known.has(row.key));
    expect(added).toHaveLength(1);
    const orphan = (added[0]!.payload as { file: string }).file;
    expect(added[0]!.key).toBe(`chat-media-removal:upload:${orphan}`);
    expect(added[0]!.runAt.getTime()).toBeGreaterThan(
      Date.now() + CHAT_MEDIA_SWEEP_AFTER_MS - 60_000,
    );
    expect(await stored(orphan)).toBe(true);
    const [named] = await h.ctx.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.mediaFile, orphan));
    expect(named).toBeUndefined();

    // A message sent beside it keeps its file through the same sweep.
    const sent = (
      await sendMedia(h, room.id, s.token, { kind: 'picture', bytes: jpeg() })
    ).json<ChatMessage>();
    const sentFile = (await fileOf(sent.id))!;

    await h.runJobs();
    expect(await stored(orphan)).toBe(true);
    await afterTheSweep();
    expect(await stored(orphan)).toBe(false);
    expect(await stored(sentFile)).toBe(true);
  });
});
