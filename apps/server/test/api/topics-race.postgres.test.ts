/**
 * One's list of topics replaced twice at once (a form sent twice) ends as one of the two lists
 * (found in an audit). PostgreSQL only (`*.postgres.test.ts`, see vitest.config.ts): a transaction
 * is held open while the server answers.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import { topics } from '../../src/db/schema.js';
import { replaceUserTopics } from '../../src/modules/topics/index.js';
import { student } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { awaitedLocks, holdOpen } from '../test-database.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

it('keeps the later of two replacements of one’s topics sent at once, not both', async () => {
  const made = await h.ctx.db
    .insert(topics)
    .values(
      ['Travel', 'Business', 'Exams', 'Films'].map((nameEn, i) => ({
        nameEn,
        nameAr: `موضوع ${i + 1}`,
      })),
    )
    .returning();
  const [travel, business, exams, films] = made.map((t) => t.id);
  const me = await student(h);
  await replaceUserTopics(h.ctx.db, me.id, [travel!]);
  // The first replacement has written its list and not committed yet.
  const holder = await holdOpen(h.ctx.db, (tx) => replaceUserTopics(tx, me.id, [business!]));
  const second = h.call(api.replaceUserTopics, {
    body: { topicIds: [exams!, films!] },
    token: me.token,
  });
  expect(await awaitedLocks(h.ctx.db)).toEqual(['transactionid']);
  await holder.release();
  const answer = await second;
  expect(answer.status).toBe(200);
  expect(answer.body.map((t) => t.id)).toEqual([exams, films]);
});
