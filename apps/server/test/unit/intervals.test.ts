import { describe, expect, it } from 'vitest';
import { clip, covers, normalise, subtract } from '../../src/modules/scheduling/intervals.js';

const r = (start: number, end: number) => ({ start, end });

describe('time ranges', () => {
  it('normalise sorts, merges overlapping and touching ranges and drops empty ones', () => {
    expect(normalise([r(5, 7), r(0, 2), r(2, 3), r(6, 9), r(4, 4)])).toEqual([r(0, 3), r(5, 9)]);
    expect(normalise([])).toEqual([]);
  });

  it('normalise leaves its input unchanged', () => {
    const input = [r(0, 2), r(1, 5)];
    normalise(input);
    expect(input).toEqual([r(0, 2), r(1, 5)]);
  });

  it('subtract cuts holes, trims edges and removes covered ranges', () => {
    expect(subtract([r(0, 10)], [r(2, 3), r(5, 7)])).toEqual([r(0, 2), r(3, 5), r(7, 10)]);
    expect(subtract([r(0, 10)], [r(-5, 2), r(8, 20)])).toEqual([r(2, 8)]);
    expect(subtract([r(0, 10), r(20, 30)], [r(5, 25)])).toEqual([r(0, 5), r(25, 30)]);
    expect(subtract([r(0, 10)], [r(0, 10)])).toEqual([]);
    expect(subtract([r(0, 10)], [])).toEqual([r(0, 10)]);
    expect(subtract([r(0, 10)], [r(-Infinity, 4)])).toEqual([r(4, 10)]);
  });

  it('clip keeps what lies inside the bounds', () => {
    expect(clip([r(0, 5), r(8, 12), r(20, 30)], 3, 10)).toEqual([r(3, 5), r(8, 10)]);
  });

  it('covers says whether a range lies wholly inside, across touching ranges too', () => {
    expect(covers([r(0, 5), r(5, 10)], r(3, 8))).toBe(true);
    expect(covers([r(0, 5), r(6, 10)], r(3, 8))).toBe(false);
    expect(covers([r(0, 10)], r(0, 10))).toBe(true);
    expect(covers([r(0, 10)], r(9, 11))).toBe(false);
    expect(covers([], r(0, 1))).toBe(false);
  });
});
