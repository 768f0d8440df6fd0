/** Why booking or moving a lesson was refused, said of its tutor in her gender or his. */
import { useCallback } from 'react';
import { isApiError } from '@darsak/client';
import { genderSelect } from '@darsak/shared';
import { useErrorMessage, useT } from '@darsak/ui';

export const useBookingErrorMessage = (tutorGender: number | null) => {
  const t = useT();
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown): string =>
      // The catalogue's «المدرس مشغول في هذا الوقت» speaks of no one; here the tutor is known.
      isApiError(error) && error.code === 'busy-tutor'
        ? t('booking.busyTutor', { gender: genderSelect(tutorGender) })
        : errorMessage(error),
    [t, errorMessage, tutorGender],
  );
};
