/**
 * Rating a lesson's tutor where the lesson is seen (its page, its room once it is over): a button
 * that opens the rating dialog in place, saying «عدّل تقييمك» when the tutor is rated already. It
 * shows only when the lesson can be rated (rating-rule.ts).
 */
import { useState } from 'react';
import { genderSelect, routes, type Lesson } from '@darsak/shared';
import { useApiQuery, useSession } from '@darsak/client/react';
import { Button, useT } from '@darsak/ui';
import { RatingDialog } from './rating-dialog.js';
import { canRateLesson } from './rating-rule.js';

export const RateLessonButton = ({
  lesson,
  now,
  label,
  variant = 'primary',
}: {
  lesson: Lesson;
  /** The caller's clock: the button appears as the lesson ends. */
  now: number;
  /** What the button says before the tutor is rated; «قيّم المدرس» unless told. */
  label?: string;
  variant?: 'primary' | 'secondary';
}) => {
  const t = useT();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const rateable = user ? canRateLesson(lesson, user, now) : false;
  // The student's ratings, as the rating dialog asks for them (one cache): rated tutors are edited.
  const ratings = useApiQuery(
    routes.ratingsByRater,
    { params: { id: user?.id ?? 0 }, query: { page: 1, size: 100 } },
    { enabled: rateable },
  );
  if (!rateable) return null;
  const rated = ratings.data?.list.some((rating) => rating.tutorId === lesson.tutor.id);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {rated
          ? t('lessonPage.editRating')
          : (label ?? t('lessonPage.rate', { gender: genderSelect(lesson.tutor.gender) }))}
      </Button>
      {open && (
        <RatingDialog
          open
          tutorId={lesson.tutor.id}
          tutorName={lesson.tutor.name}
          tutorGender={lesson.tutor.gender}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};
