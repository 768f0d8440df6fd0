/**
 * What a tutor with a finished profile does next, by what is already done: the missing parts first,
 * then the way in (onboarding) while not activated, then the weekly schedule, and once times are
 * set, the lessons themselves.
 */
import type { TutorMeta } from '@darsak/shared';

export type NextStep = 'missing' | 'onboarding' | 'schedule' | 'teach';

/** `scheduledMinutes` is the weekly time offered; undefined while it is not known. */
export const nextStepOf = (
  meta: Pick<TutorMeta, 'missing' | 'activated' | 'bypassOnboarding'>,
  scheduledMinutes: number | undefined,
): NextStep | undefined => {
  if (meta.missing.length > 0) return 'missing';
  if (!meta.activated && !meta.bypassOnboarding) return 'onboarding';
  if (scheduledMinutes === undefined) return undefined;
  return scheduledMinutes > 0 ? 'teach' : 'schedule';
};
