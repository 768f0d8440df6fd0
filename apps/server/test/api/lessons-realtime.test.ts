/**
 * Lesson events reach both members' open pages through the socket
 * (docs/product/lessons.md#booking-notices).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Role } from '@darsak/shared';
import { book, listedTutor, startIn, student, weekFromYesterday } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { closeSockets, connectAs, next as nextEvent, type Client } from '../sockets.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
});
afterAll(async () => {
  closeSockets();
  await h.close();
});

const connected = (token: string) => connectAs(h, token);
/** The next UserStatusChanged about one user. */
const statusOf = (socket: Client, userId: number) =>
  nextEvent(socket, 'UserStatusChanged', { where: (p) => p.userId === userId });
const next = nextEvent;

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
    const lesson = await book(h, s.token, tutor.id, startIn(5));
    expect(await Promise.all(booked)).toEqual([{ lessonId: lesson.id }, { lessonId: lesson.id }]);

    const moved = [next(tutorSocket, 'LessonRebooked'), next(studentSocket, 'LessonRebooked')];
    await h.call(api.rescheduleLesson, {
      body: { id: lesson.id, startsAt: startIn(6).toISOString() },
      token: s.token,
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

  it('tells every open page when a tutor comes online and leaves, and the list and the tutor’s page show it at once', async () => {
    const tutor = await listedTutor(h);
    const watcher = await student(h);
    const watcherSocket = await connected(watcher.token);
    const onPage = async () =>
      (await h.call(api.tutorInfo, { params: { id: tutor.id }, token: watcher.token })).body.online;
    // The list and the page are built and cached while the tutor is away, and the page is asked
    // twice: its answer is cached too while nothing on it changes.
    expect((await listedCard(tutor.id, watcher.token))?.online).toBe(false);
    expect([await onPage(), await onPage()]).toEqual([false, false]);

    const cameOnline = statusOf(watcherSocket, tutor.id);
    const tutorSocket = await connected(tutor.token);
    expect(await cameOnline).toMatchObject({ userId: tutor.id, online: true });
    expect((await listedCard(tutor.id, watcher.token))?.online).toBe(true);
    expect(await onPage()).toBe(true);

    const left = statusOf(watcherSocket, tutor.id);
    tutorSocket.disconnect();
    const status = await left;
    expect(status).toMatchObject({ userId: tutor.id, online: false });
    expect(Date.parse(status.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await listedCard(tutor.id, watcher.token))?.online).toBe(false);
    expect(await onPage()).toBe(false);
  });

  it('tells every open page when a teaching tutor manager comes online', async () => {
    const manager = await listedTutor(h, { role: Role.TutorManager });
    const watcher = await student(h);
    const watcherSocket = await connected(watcher.token);
    const cameOnline = statusOf(watcherSocket, manager.id);
    await connected(manager.token);
    expect(await cameOnline).toMatchObject({ userId: manager.id, online: true });
    const page = await h.call(api.tutorInfo, { params: { id: manager.id }, token: watcher.token });
    expect(page.body.online).toBe(true);
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
