/** Lesson events reach both members' open pages through the socket (issue 3 "Realtime"). */
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  socketAuthorization,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@darsak/shared';
import { book, listedTutor, startIn, student, weekFromYesterday } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

let h: Harness;
let url: string;
const open: Client[] = [];
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of open) socket.disconnect();
  await h.close();
});

const connected = async (token: string): Promise<Client> => {
  const socket: Client = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { authorization: socketAuthorization(token) },
  });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
};

type StatusChange = Parameters<ServerToClientEvents['UserStatusChanged']>[0];

/** The next UserStatusChanged about one user. */
const statusOf = (socket: Client, userId: number) =>
  new Promise<StatusChange>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no status of user ${userId}`)), 10_000);
    const listener = (payload: StatusChange) => {
      if (payload.userId !== userId) return;
      clearTimeout(timer);
      socket.off('UserStatusChanged', listener);
      resolve(payload);
    };
    socket.on('UserStatusChanged', listener);
  });

const next = <E extends 'LessonBooked' | 'LessonRebooked' | 'LessonCanceled'>(
  socket: Client,
  event: E,
) =>
  new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), 10_000);
    socket.once(
      event as 'LessonBooked',
      ((payload: never) => {
        clearTimeout(timer);
        resolve(payload);
      }) as never,
    );
  });

describe('lesson events', () => {
  it('tell the student and the tutor when a lesson is booked, moved and cancelled', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const stranger = await student(h);
    const [tutorSocket, studentSocket, strangerSocket] = await Promise.all([
      connected(tutor.token),
      connected(s.token),
      connected(stranger.token),
    ]);
    const strangerHeard: string[] = [];
    strangerSocket.onAny((event: string) => strangerHeard.push(event));

    const booked = [next(tutorSocket, 'LessonBooked'), next(studentSocket, 'LessonBooked')];
    const lesson = await book(h, s.token, tutor.id, startIn(3));
    expect(await Promise.all(booked)).toEqual([{ lessonId: lesson.id }, { lessonId: lesson.id }]);

    const moved = [next(tutorSocket, 'LessonRebooked'), next(studentSocket, 'LessonRebooked')];
    await h.call(api.rescheduleLesson, {
      body: { id: lesson.id, startsAt: startIn(4).toISOString() },
      token: tutor.token,
    });
    expect(await Promise.all(moved)).toEqual([{ lessonId: lesson.id }, { lessonId: lesson.id }]);

    const cancelled = [next(tutorSocket, 'LessonCanceled'), next(studentSocket, 'LessonCanceled')];
    await h.call(api.cancelLesson, { params: { id: lesson.id }, token: s.token });
    const expected = { lessonId: lesson.id, canceledBy: s.id };
    expect(await Promise.all(cancelled)).toEqual([expected, expected]);
    // Someone else hears no lesson event, only that the tutors list changed (which goes to everyone).
    expect(strangerHeard.filter((event) => event.startsWith('Lesson'))).toEqual([]);
    expect(strangerHeard).toContain('TutorsCacheUpdated');
  });
});

describe('online state', () => {
  const listedCard = async (tutorId: number, token: string) => {
    const res = await h.call(api.onboardedTutors, { query: { size: 100 }, token });
    return res.body.list.find((card) => card.id === tutorId);
  };

  it('tells every open page when a tutor comes online and leaves, and the list shows it at once', async () => {
    const tutor = await listedTutor(h);
    const watcher = await student(h);
    const watcherSocket = await connected(watcher.token);
    // The list is built and cached while the tutor is away.
    expect((await listedCard(tutor.id, watcher.token))?.online).toBe(false);

    const cameOnline = statusOf(watcherSocket, tutor.id);
    const tutorSocket = await connected(tutor.token);
    expect(await cameOnline).toMatchObject({ userId: tutor.id, online: true });
    expect((await listedCard(tutor.id, watcher.token))?.online).toBe(true);

    const left = statusOf(watcherSocket, tutor.id);
    tutorSocket.disconnect();
    const status = await left;
    expect(status).toMatchObject({ userId: tutor.id, online: false });
    expect(Date.parse(status.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await listedCard(tutor.id, watcher.token))?.online).toBe(false);
  });

  it('tells only the people a student has lessons coming with', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const stranger = await student(h);
    await book(h, s.token, tutor.id, startIn(5));
    const [tutorSocket, strangerSocket] = await Promise.all([
      connected(tutor.token),
      connected(stranger.token),
    ]);
    const strangerHeard: number[] = [];
    strangerSocket.on('UserStatusChanged', ({ userId }) => strangerHeard.push(userId));

    const heard = statusOf(tutorSocket, s.id);
    const studentSocket = await connected(s.token);
    expect(await heard).toMatchObject({ userId: s.id, online: true });
    const left = statusOf(tutorSocket, s.id);
    studentSocket.disconnect();
    expect(await left).toMatchObject({ userId: s.id, online: false });
    expect(strangerHeard).not.toContain(s.id);
  });
});
