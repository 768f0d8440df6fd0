import { describe, expect, it } from 'vitest';
import { sessionPhase, WARN_LAST_MS } from '../src/features/session/components/session-clock.js';

const startsAt = '2026-12-01T17:00:00.000Z';
const endsAt = '2026-12-01T17:30:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('sessionPhase (the call’s timer)', () => {
  it('counts down to the start before it, not to the end', () => {
    expect(sessionPhase(at('2026-12-01T16:50:00.000Z'), startsAt, endsAt)).toEqual({
      phase: 'before',
      minutes: 10,
    });
    // A part of a minute counts as a minute: "starts in 1 minute" until the start itself.
    expect(sessionPhase(at('2026-12-01T16:59:59.000Z'), startsAt, endsAt)).toEqual({
      phase: 'before',
      minutes: 1,
    });
    expect(sessionPhase(at('2026-11-30T17:00:00.000Z'), startsAt, endsAt)).toEqual({
      phase: 'before',
      minutes: 24 * 60,
    });
  });

  it('says the time left during the lesson, warning in the last five minutes', () => {
    expect(sessionPhase(at(startsAt), startsAt, endsAt)).toEqual({
      phase: 'on',
      minutes: 30,
      warn: false,
    });
    expect(sessionPhase(at(endsAt) - WARN_LAST_MS - 1, startsAt, endsAt)).toEqual({
      phase: 'on',
      minutes: 6,
      warn: false,
    });
    expect(sessionPhase(at(endsAt) - WARN_LAST_MS, startsAt, endsAt)).toEqual({
      phase: 'on',
      minutes: 5,
      warn: true,
    });
    expect(sessionPhase(at(endsAt) - 1, startsAt, endsAt)).toEqual({
      phase: 'on',
      minutes: 1,
      warn: true,
    });
  });

  it('is over from the end on', () => {
    expect(sessionPhase(at(endsAt), startsAt, endsAt)).toEqual({ phase: 'over' });
    expect(sessionPhase(at(endsAt) + 3_600_000, startsAt, endsAt)).toEqual({ phase: 'over' });
  });
});
