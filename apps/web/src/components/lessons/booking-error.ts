/**
 * Why booking or moving a lesson was refused, said of its tutor in her gender or his. The
 * catalogue's words for two codes speak of no one, so here they name the tutor and the way on.
 */
import { useCallback } from 'react';
import { isApiError } from '@darsak/client';
import { genderSelect } from '@darsak/shared';
import { useErrorMessage, useT } from '@darsak/ui';

export const useBookingErrorMessage = (tutorGender: number | null) => {
  const t = useT();
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown): string => {
      const gender = genderSelect(tutorGender);
      if (isApiError(error) && error.code === 'busy-tutor')
        return t('booking.busyTutor', { gender });
      // A tutor no longer listed (hidden, deactivated) answers as not found.
      if (isApiError(error) && error.code === 'tutor-not-found')
        return t('booking.tutorUnlisted', { gender });
      return errorMessage(error);
    },
    [t, errorMessage, tutorGender],
  );
};
