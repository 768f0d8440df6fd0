/**
 * A tutor's cached free times cut at a read to the times still open: one answer object for every
 * reader until its first time passes, so the route writes its bytes once
 * (docs/performance.md#tutor-pages-and-lists).
 */
import { expect, it } from 'vitest';
import { freeTimesAt, type KeptFreeTimes } from '../../src/modules/scheduling/free-times-cache.js';

const starts = ['2026-11-30T08:00:00.000Z', '2026-11-30T08:15:00.000Z', '2026-11-30T08:30:00.000Z'];
const kept: KeptFreeTimes = {
  listed: true,
  noticeMs: 60 * 60_000,
  week: { start: new Date('2026-11-28T22:00:00.000Z'), end: new Date('2026-12-05T22:00:00.000Z') },
  open: [],
  answer: {
    weekStart: '2026-11-28T22:00:00.000Z',
    weekEnd: '2026-12-05T22:00:00.000Z',
    times: starts.map((startsAt) => ({ startsAt, maxDuration: 30 })),
  },
  starts: starts.map((s) => Date.parse(s)),
};
/** An instant whose notice period ends just after the kept time `i` starts. */
const justPast = (i: number) => kept.starts[i]! - kept.noticeMs + 1;

it('answers the kept times themselves while the first is still open', () => {
  expect(freeTimesAt(kept, justPast(0) - 2)).toBe(kept.answer);
});

it('answers one cut for every reader until its first time passes, then a new one', () => {
  const cut = freeTimesAt(kept, justPast(0));
  expect(cut.times.map((t) => t.startsAt)).toEqual(starts.slice(1));
  expect(freeTimesAt(kept, justPast(0) + 60_000)).toBe(cut);
  const later = freeTimesAt(kept, justPast(1));
  expect(later).not.toBe(cut);
  expect(later.times.map((t) => t.startsAt)).toEqual(starts.slice(2));
  expect(later.weekStart).toBe(kept.answer.weekStart);
});
