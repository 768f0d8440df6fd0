import { describe, expect, it } from 'vitest';
import { presentMinutes } from '../../src/modules/chat/index.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 18, minute));
const window = { startsAt: at(0), endsAt: at(30) };

describe('minutes present in a session', () => {
  it('adds up each stay, counting only the session’s own time', () => {
    const events = [
      { userId: 1, event: 1, at: at(-5) },
      { userId: 2, event: 1, at: at(2) },
      { userId: 2, event: 2, at: at(10) },
      { userId: 2, event: 1, at: at(12) },
      { userId: 1, event: 2, at: at(40) },
      { userId: 2, event: 2, at: at(25) },
    ];
    expect(presentMinutes(events, window, at(60))).toEqual(
      new Map([
        [1, 30],
        [2, 21],
      ]),
    );
  });

  it('counts a stay with no leave until now, and a repeated join once', () => {
    const events = [
      { userId: 1, event: 1, at: at(5) },
      { userId: 1, event: 1, at: at(6) },
    ];
    expect(presentMinutes(events, window, at(15)).get(1)).toBe(10);
  });
});
