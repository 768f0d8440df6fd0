/**
 * The tutor listing with two server processes on Redis (decision 059): a change made through one
 * is seen through the other. Runs where REDIS_URL is set (vitest.config.ts).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import { tutors } from '../../src/db/schema.js';
import { book, listedTutor, student } from '../booking-fixtures.js';
import type { Harness } from '../harness.js';
import { redisPair } from '../redis-pair.js';

const freeTimes = (h: Harness, tutorId: number) => h.call(api.freeTimes, { query: { tutorId } });
const page = (h: Harness, tutorId: number) => h.call(api.tutorInfo, { params: { id: tutorId } });
/** The tutor's card in the tutors list, found by the topic only that tutor teaches. */
const card = async (h: Harness, tutorId: number, topicId: number) => {
  const { list } = (await h.call(api.onboardedTutors, { query: { page: 1, size: 10, topicId } }))
    .body;
  expect(list.map((c) => c.id)).toEqual([tutorId]);
  return list[0]!;
};
const starts = async (h: Harness, tutorId: number) =>
  (await freeTimes(h, tutorId)).body.times.map((t) => t.startsAt);

describe('the tutor listing across server processes (Redis)', () => {
  const pair = redisPair('pages');
  let a: Harness;
  let b: Harness;
  beforeAll(() => {
    ({ a, b } = pair);
  });

  /** Reads through B until it shows what `ok` wants (the invalidation crosses through Redis). */
  const eventually = async <T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> => {
    let value = await read();
    for (let i = 0; i < 50 && !ok(value); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      value = await read();
    }
    return value;
  };

  it('refreshes one process’s free times when a booking goes through the other, and the page when the profile changes there', async () => {
    const tutor = await listedTutor(a);
    const s = await student(a);
    const first = (await freeTimes(b, tutor.id)).body.times[0]!.startsAt;
    expect((await page(b, tutor.id)).body.nextFreeAt).toBe(first);
    // Written behind the product's back and read through B: B's listing does not see it.
    await a.ctx.db
      .update(tutors)
      .set({ about: 'نبذة جديدة كتبت في قاعدة البيانات مباشرة' })
      .where(eq(tutors.userId, tutor.id));
    const unseen = (await page(b, tutor.id)).body.about;
    expect(unseen).not.toBe('نبذة جديدة كتبت في قاعدة البيانات مباشرة');

    await book(a, s.token, tutor.id, new Date(first));
    const times = await eventually(
      () => starts(b, tutor.id),
      (list) => !list.includes(first),
    );
    expect(times).not.toContain(first);
    const shown = (await page(b, tutor.id)).body;
    expect(shown.nextFreeAt).toBe(times[0]);
    // A booking reads only the lessons again: B still does not see the write (decision 059).
    expect(shown.about).toBe(unseen);

    const about = 'نبذة كتبها المدرس من صفحته، تصل إلى كل العمليات. '.repeat(4).trim();
    expect(
      (
        await a.call(api.updateTutor, {
          params: { id: tutor.id },
          body: { about },
          token: tutor.token,
        })
      ).status,
    ).toBe(200);
    const changed = await eventually(
      async () => (await page(b, tutor.id)).body,
      (body) => body.about === about,
    );
    expect(changed.about).toBe(about);
  });

  it('refreshes the other process’s tutors list for the booked tutor alone', async () => {
    const tutor = await listedTutor(a);
    const other = await listedTutor(a);
    const s = await student(a);
    const [topic, otherTopic] = await Promise.all(
      [tutor.id, other.id].map(async (id) => (await page(a, id)).body.topics[0]!.id),
    );
    const first = (await card(b, tutor.id, topic!)).nextFreeAt!;
    const bio = (await card(b, tutor.id, topic!)).bio;
    const otherBio = (await card(b, other.id, otherTopic!)).bio;
    for (const id of [tutor.id, other.id])
      await a.ctx.db.update(tutors).set({ bio: 'نص لم يعلن عنه أحد' }).where(eq(tutors.userId, id));

    await book(a, s.token, tutor.id, new Date(first));
    const booked = await eventually(
      () => card(b, tutor.id, topic!),
      (c) => c.nextFreeAt !== first,
    );
    expect(booked.nextFreeAt).not.toBe(first);
    // Only the booked tutor’s lessons were read again there (decision 059).
    expect(booked.bio).toBe(bio);
    expect((await card(b, other.id, otherTopic!)).bio).toBe(otherBio);
  });
});
