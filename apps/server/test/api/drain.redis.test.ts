/**
 * A server that stops while sockets are busy, with Redis (decision 022): what the last disconnections
 * set off (a tutor going offline, typing, rooms) is not published through the closed Redis
 * connection, so stopping drains instead of ending on an unhandled rejection.
 */
import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import { listedTutor, student, weekFromYesterday } from '../booking-fixtures.js';
import { startHarness } from '../harness.js';
import { closeSockets, connectAs } from '../sockets.js';

const redisUrl = process.env.REDIS_URL!;
const prefix = `darsak-drain-test-${process.pid}-${Date.now()}:`;

afterAll(async () => {
  closeSockets();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

it('stops with tutors and students connected and busy without an unhandled rejection', async () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    const h = await startHarness({
      ...weekFromYesterday(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
    });
    const people = [await listedTutor(h), await listedTutor(h), await student(h)];
    const sockets = await Promise.all(people.map((p) => connectAs(h, p.token)));
    const busy = setInterval(() => {
      for (const socket of sockets)
        socket.emit('JoinRooms', { rooms: [`user:${people[0]!.id}`] }, () => undefined);
    }, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await h.close();
    clearInterval(busy);
    // What the disconnections set off finishes after the close.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(rejections.map(String)).toEqual([]);
  } finally {
    process.off('unhandledRejection', onRejection);
  }
});
