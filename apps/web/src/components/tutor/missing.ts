/**
 * Where each missing part of a tutor's profile is filled in
 * (docs/product/tutors.md#complete-profile).
 */
import type { TutorMissing } from '@darsak/shared';
import { paths } from '../../config/paths.js';

export type ProfileSection = 'basics' | 'intro' | 'teaching' | 'verify';

export const sectionOfMissing: Record<TutorMissing, ProfileSection> = {
  name: 'basics',
  image: 'basics',
  gender: 'basics',
  city: 'basics',
  bio: 'intro',
  about: 'intro',
  topics: 'teaching',
  email: 'verify',
  phone: 'verify',
};

/** The settings screen and section that fix a missing part. */
export const fixPathOf = (item: TutorMissing): string => {
  const section = sectionOfMissing[item];
  return section === 'verify'
    ? `${paths.tutorAccountSettings}#verification`
    : `${paths.tutorProfileSettings}#${section}`;
};
