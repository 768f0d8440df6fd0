/**
 * Another of the tutor's free times this week for a lesson: the student moves it there, the tutor
 * proposes it to the student (docs/product/lessons.md#moving-a-lesson).
 */
import { useState } from 'react';
import { genderSelect, routes, type Lesson } from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import { Button, Dialog, ErrorState, Spinner, useFormat, useT, useToast } from '@darsak/ui';
import { useBookingErrorMessage } from '../../../components/lessons/booking-error.js';
import { FreeTimes } from '../../../components/lessons/free-times.js';

export const RescheduleDialog = ({
  lesson,
  open,
  onClose,
  propose = false,
}: {
  lesson: Lesson;
  open: boolean;
  onClose: () => void;
  /** The tutor's: the time is proposed to the student, and the lesson keeps its time till then. */
  propose?: boolean;
}) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const errorMessage = useBookingErrorMessage(lesson.tutor.gender);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const free = useApiQuery(
    routes.freeTimes,
    { query: { tutorId: lesson.tutor.id, excludeLessonId: lesson.id } },
    { enabled: open },
  );
  const move = useApiMutation(routes.rescheduleLesson);
  const proposal = useApiMutation(routes.proposeLessonMove);
  const pending = move.isPending || proposal.isPending;
  // The lesson's own time is free once the lesson is set aside; offering it moved nothing.
  const at = Date.parse(lesson.startsAt);
  const others = (free.data?.times ?? []).filter((time) => Date.parse(time.startsAt) !== at);
  const submit = () => {
    if (!startsAt) return;
    const onError = (error: unknown) => {
      toast.show({ type: 'error', title: errorMessage(error) });
      void free.refetch();
    };
    const done = (key: string) => {
      toast.show({
        type: 'success',
        title: t(key, { day: format.day(startsAt), time: format.time(startsAt) }),
      });
      onClose();
    };
    if (propose)
      proposal.mutate(
        { params: { id: lesson.id }, body: { startsAt } },
        { onSuccess: () => done('lessonPage.proposed'), onError },
      );
    else
      move.mutate(
        { body: { id: lesson.id, startsAt } },
        { onSuccess: () => done('lessonPage.moved'), onError },
      );
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(propose ? 'lessonPage.propose' : 'lessonPage.rescheduleTitle')}
    >
      <p className="text-sm text-ink-600">
        {t('lessonPage.currentTime', {
          day: format.day(lesson.startsAt),
          time: format.time(lesson.startsAt),
        })}
      </p>
      {propose && (
        <p className="text-sm text-ink-600">
          {t('lessonPage.proposeText', { gender: genderSelect(lesson.student.gender) })}
        </p>
      )}
      <div className="max-h-[60vh] overflow-y-auto">
        {free.isPending ? (
          <Spinner label={t('ui.loading')} />
        ) : free.isError ? (
          <ErrorState error={free.error} onRetry={() => void free.refetch()} />
        ) : others.some((time) => time.maxDuration >= lesson.duration) ? (
          <FreeTimes
            label={t('lessonPage.newTime')}
            times={others}
            duration={lesson.duration}
            selected={startsAt}
            onSelect={setStartsAt}
          />
        ) : (
          <p className="text-ink-700">
            {t('lessonPage.noOtherTimes', { gender: genderSelect(lesson.tutor.gender) })}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('ui.cancel')}
        </Button>
        <Button onClick={submit} disabled={!startsAt} loading={pending}>
          {t(propose ? 'lessonPage.proposeSubmit' : 'lessonPage.moveSubmit')}
        </Button>
      </div>
    </Dialog>
  );
};
