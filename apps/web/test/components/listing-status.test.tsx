import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TutorMeta } from '@darsak/shared';
import { ListingStatus } from '../../src/components/tutor/listing-status.js';
import { aTutor } from './fixtures.js';
import { renderScreen } from './render.js';

const complete: TutorMeta = {
  bio: 'مدرس إنجليزي',
  about: 'أدرّس المحادثة',
  noticePeriod: 120,
  hourlyRate: 20_000,
  hourlyRateIsDefault: true,
  activityScore: 0,
  activated: false,
  bypassOnboarding: false,
  profileComplete: true,
  missing: [],
  blocking: ['activation'],
  listed: false,
};

describe('a complete profile of a tutor not yet activated', () => {
  it('says the joining steps activate it, not a review of the profile', async () => {
    const tutor = aTutor();
    await renderScreen(<ListingStatus meta={complete} />, { signedInAs: tutor });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('ملفك مكتمل، وبقيت خطوات الانضمام');
    expect(status.textContent).toContain('يُفعَّل حسابك حين تجتاز خطوات الانضمام');
    expect(status.textContent).not.toContain('قيد المراجعة');
    expect(status.textContent).not.toContain('يراجع فريق درسك');
  });
});
