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
    // Someone else hears only that the tutors list changed, which goes to everyone.
    expect(strangerHeard.filter((event) => event !== 'TutorsCacheUpdated')).toEqual([]);
    expect(strangerHeard).toContain('TutorsCacheUpdated');
  });
});
