import { describe, expect, it } from 'vitest';
import { nextStepOf } from '../src/features/tutor-profile/components/next-step.js';

const active = { missing: [], activated: true, bypassOnboarding: false };

describe('what a tutor with a finished profile is told to do next', () => {
  it('follows what is done: a tutor with weekly times is not told to set them', () => {
    expect(nextStepOf(active, 26 * 60)).toBe('teach');
    expect(nextStepOf(active, 0)).toBe('schedule');
  });

  it('says nothing until the schedule is known', () => {
    expect(nextStepOf(active, undefined)).toBeUndefined();
  });

  it('sends a candidate on with the way in, and one added by hand to the schedule', () => {
    const candidate = { ...active, activated: false };
    expect(nextStepOf(candidate, undefined)).toBe('onboarding');
    expect(nextStepOf({ ...candidate, bypassOnboarding: true }, 0)).toBe('schedule');
  });

  it('puts what is missing first', () => {
    expect(nextStepOf({ ...active, missing: ['bio'] }, 600)).toBe('missing');
  });
});
